import '../i18n';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../kit';
import { supplierApi } from './supplier-api';
import { NamesTable } from './supplier-detail-page';

/** /purchase/supplierControl/supplierNameDetail?id=: a supplier's current and former names with dates and who. */
export default function SupplierNamesPage() {
  const { t } = useTranslation('supplierUi');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const q = useQuery({
    queryKey: ['supplier', 'names', id],
    queryFn: () => supplierApi.names(id),
    enabled: id > 0,
  });
  if (!(id > 0)) return <EmptyState description={t('missingId')} />;
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState message={q.error?.message} onRetry={() => void q.refetch()} />;
  return (
    <Card
      size="small"
      title={`${q.data.Code} · ${t('names')}`}
      extra={<Link to={`/purchase/supplierControl/supplier-detail?id=${id}`}>{t('detail')}</Link>}
    >
      <NamesTable rows={q.data.Records} testId="supplier-names" />
    </Card>
  );
}
