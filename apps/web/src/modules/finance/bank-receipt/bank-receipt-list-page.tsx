import { bankReceiptResource } from '@partdesk/shared/finance/bank-receipt/bank-receipt.resource';
import { ResourceListPage } from '../../../kit';
import { BankReceiptForm } from './bank-receipt-form';

/** finance/receipt/precollected: the kit list of bank receipt rows; Add (permit, drawer) from the definition's create. */
export default function BankReceiptListPage() {
  return (
    <ResourceListPage
      def={bankReceiptResource}
      testId="bank-receipt-list"
      editor={(_ref, done) => <BankReceiptForm onDone={done} />}
    />
  );
}
