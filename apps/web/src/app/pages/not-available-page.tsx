import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A registered screen whose module has not landed yet: a clear, translated page, never a crash or a blank. */
export default function NotAvailablePage({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="pd-page" data-testid="not-available">
      <Result
        status="info"
        title={t('pages.notAvailableTitle')}
        subTitle={t('pages.notAvailableText', { name })}
        extra={<Button onClick={() => navigate('/dashboard')}>{t('pages.backHome')}</Button>}
      />
    </div>
  );
}
