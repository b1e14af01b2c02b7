import { paymentOrderResource } from '@partdesk/shared/purchase/payment-order/payment-order.resource';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResourceListPage } from '../../../kit';
import { PaymentOrderDetail } from './payment-order-detail';

/**
 * purchase/payment-order (named route Payment): the kit list of payment requests FK — kind, supplier,
 * POs, amount, status, paid on; Cancel while finance has not decided. Finance pays / rejects in the
 * generic review queue /finance/financial/payment (REVIEW_TYPES `payment`). `?id=` or `?OrderNo=FK…`
 * opens one (detail, review history, printable PDF; decision 0058).
 */
export default function PaymentOrderListPage() {
  const { t } = useTranslation('resources');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const no = params.get('OrderNo');
  if (id > 0 || no) return <PaymentOrderDetail id={id} no={no} />;
  return (
    <ResourceListPage
      def={paymentOrderResource}
      testId="payment-order-list"
      rowActions={(row) => (
        <Link
          to={`/purchase/payment-order?id=${String(row.Id)}`}
          data-testid={`payment-view-${String(row.Id)}`}
        >
          {t('paymentOrder.view')}
        </Link>
      )}
    />
  );
}
