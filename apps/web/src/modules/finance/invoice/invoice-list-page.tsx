import { invoiceResource } from '@partdesk/shared/finance/invoice/invoice.resource';
import { ResourceListPage } from '../../../kit';

/**
 * sales/invoicepage: the kit list of invoice requests FP (scoped, filters, export). Requests are made
 * through `POST /merchant/finance/invoice` for now; the request form from an order's shipped lines is
 * still to come (decision 0051).
 */
export default function InvoiceListPage() {
  return <ResourceListPage def={invoiceResource} testId="invoice-list" />;
}
