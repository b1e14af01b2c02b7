import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('pages.notFoundTitle')}
      subTitle={t('pages.notFoundText')}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {t('pages.backHome')}
        </Button>
      }
    />
  );
}
