import { warehousingApprovalResource } from '@partdesk/shared/purchase/receipt/receipt.resource';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceListPage } from '../../../kit';

/**
 * purchase/warehousing-approval: goods received notes in quarantine with a line still to inspect; the
 * row's link opens the RK, where each line not yet inspected has its "inspect" button.
 */
export default function WarehousingApprovalPage() {
  const { t } = useTranslation('resources');
  return (
    <ResourceListPage
      def={warehousingApprovalResource}
      testId="warehousing-approval-list"
      rowActions={(row) => (
        <Link to={`/purchase/receipt?id=${String(row.Id)}`}>{t('purchaseReceipt.inspect')}</Link>
      )}
    />
  );
}
