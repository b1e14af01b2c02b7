import './i18n';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9 "Loading time: 300": a spinner shows only when loading takes longer than 300 ms. */
export const LOADING_DELAY_MS = 300;

export function LoadingState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('kit');
  return (
    <div className="pd-kit-state" data-testid="kit-loading">
      <Spin delay={LOADING_DELAY_MS} description={t('list.loading')}>
        {children ?? <div style={{ minHeight: 120 }} />}
      </Spin>
    </div>
  );
}

export function EmptyState({ description }: { description?: ReactNode }) {
  const { t } = useTranslation('kit');
  return (
    <Empty
      data-testid="kit-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={description ?? t('list.empty')}
    />
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('kit');
  return (
    <Result
      data-testid="kit-error"
      status="warning"
      title={t('list.error')}
      subTitle={message}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry} data-testid="kit-retry">
            {t('list.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
