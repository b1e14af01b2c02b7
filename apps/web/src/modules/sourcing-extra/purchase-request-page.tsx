import './i18n';
import { purchaseRequestResource as def } from '@partdesk/shared/inquiry/purchase-request-resource';
import { ResourceListPage } from '../../kit';
import { RequestForm } from './request-form';

/**
 * /forQuotation/purchase-request: the caller's purchase requests (CS) — Add, edit, submit and withdraw
 * (at the version read), delete (the generic delete) and `when` from the definition.
 */
export default function PurchaseRequestPage() {
  return (
    <ResourceListPage
      def={def}
      testId="purchase-request-list"
      editor={(ref, done) => <RequestForm editing={ref} onDone={done} />}
    />
  );
}
