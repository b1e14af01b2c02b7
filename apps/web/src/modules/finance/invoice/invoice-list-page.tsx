import { invoiceResource } from '@partdesk/shared/finance/invoice/invoice.resource';
import { ResourceListPage } from '../../../kit';
import { InvoiceForm } from './invoice-form';

/** sales/invoicepage: the kit list of invoice request rows; Add (permit, drawer) from the definition's create. */
export default function InvoiceListPage() {
  return (
    <ResourceListPage
      def={invoiceResource}
      testId="invoice-list"
      editor={(_ref, done) => <InvoiceForm onDone={done} />}
    />
  );
}
