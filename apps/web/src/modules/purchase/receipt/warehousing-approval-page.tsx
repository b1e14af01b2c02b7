import { warehousingApprovalResource } from '@partdesk/shared/purchase/receipt/receipt.resource';
import { ResourceListPage } from '../../../kit';

/** purchase/warehousing-approval: goods received notes in quarantine with a line still to inspect. */
export default function WarehousingApprovalPage() {
  return <ResourceListPage def={warehousingApprovalResource} testId="warehousing-approval-list" />;
}
