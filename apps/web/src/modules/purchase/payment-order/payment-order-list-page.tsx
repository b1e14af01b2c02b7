import { paymentOrderResource } from '@partdesk/shared/purchase/payment-order/payment-order.resource';
import { ResourceListPage } from '../../../kit';

/**
 * purchase/payment-order (named route Payment): the kit list of payment requests FK — kind, supplier,
 * POs, amount, status, paid on; Cancel while finance has not decided. Finance pays / rejects in the
 * generic review queue /finance/financial/payment (REVIEW_TYPES `payment`).
 */
export default function PaymentOrderListPage() {
  return <ResourceListPage def={paymentOrderResource} testId="payment-order-list" />;
}
