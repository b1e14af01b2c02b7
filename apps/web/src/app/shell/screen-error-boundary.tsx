import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Failed() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('pages.loadFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('pages.reload')}
        </Button>
      }
    />
  );
}

/** A screen that throws (or whose chunk fails to load) shows a reload prompt, never a blank page. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <Failed /> : this.props.children;
  }
}
