import './i18n';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../core/feedback';
import { EmptyState, ErrorState, LoadingState } from '../../../kit';
import { SALES_ORDER_ROUTES, salesOrderApi } from './sales-order-api';
import { SalesOrderForm } from './sales-order-form';

/** /sales/addOrder: a new order by hand; saved → its detail. */
export function AddOrderPage() {
  const { t } = useTranslation('salesOrderUi');
  const navigate = useNavigate();
  return (
    <Card title={t('addTitle')} data-testid="sales-order-add-page">
      <SalesOrderForm
        onSaved={(s) => {
          toast.success(t('saved', { no: s.No ?? '' }));
          void navigate(SALES_ORDER_ROUTES.detail(s.Id));
        }}
        onCancel={() => void navigate(SALES_ORDER_ROUTES.list)}
      />
    </Card>
  );
}

/**
 * /sales/editSalesOrder?id=: the whole order at the Version read (PUT /merchant/sale/salesorder/:id);
 * what may change in which state is the server's rule (its message shown under the field it names).
 */
export function EditSalesOrderPage() {
  const { t } = useTranslation('salesOrderUi');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const q = useQuery({
    queryKey: ['salesOrder', 'detail', id],
    queryFn: () => salesOrderApi.detail(id),
    enabled: id > 0,
  });
  if (!(id > 0)) return <EmptyState description={t('missingId')} />;
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState message={q.error?.message} onRetry={() => void q.refetch()} />;
  const d = q.data;
  return (
    <Card title={t('editTitle', { no: d.No })} data-testid="sales-order-edit-page">
      <SalesOrderForm
        key={d.Version}
        record={d}
        onSaved={(s) => {
          toast.success(t('saved', { no: s.No ?? d.No }));
          void navigate(SALES_ORDER_ROUTES.detail(s.Id));
        }}
        onCancel={() => void navigate(SALES_ORDER_ROUTES.detail(d.Id))}
      />
    </Card>
  );
}

export default AddOrderPage;
