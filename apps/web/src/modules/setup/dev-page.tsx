import './i18n';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../core/http';
import { EmptyState, ErrorState, LoadingState } from '../../kit';
import { isObject, type Json, RecordView } from './dev-value';

export const devKeys = { info: ['setup', 'dev'] as const };

/**
 * /setup/dev (administrators): GET /merchant/setup/dev — version, Node, database mode and server version,
 * migrations, recent job runs, push clients, uptime — shown generically (dev-value.tsx), so a field the
 * server adds appears without a web change.
 */
export default function DevPage() {
  const { t } = useTranslation('setupUi');
  const info = useQuery({
    queryKey: devKeys.info,
    queryFn: () => http.get<Json>('/merchant/setup/dev'),
    staleTime: 0,
  });

  let body: ReactNode;
  if (info.isPending) body = <LoadingState />;
  else if (info.isError) {
    const missing = info.error instanceof ApiError && info.error.code === 404;
    body = (
      <ErrorState
        message={
          missing ? t('dev.notAvailable') : info.error instanceof Error ? info.error.message : undefined
        }
        onRetry={() => void info.refetch()}
      />
    );
  } else if (!isObject(info.data) || !Object.keys(info.data).length) body = <EmptyState />;
  else body = <RecordView value={info.data} path="root" />;

  return (
    <Card
      title={t('dev.title')}
      data-testid="dev-page"
      extra={
        <Button icon={<ReloadOutlined />} loading={info.isFetching} onClick={() => void info.refetch()}>
          {t('common.refresh')}
        </Button>
      }
    >
      {body}
    </Card>
  );
}
