import { salesReceiptResource } from '@partdesk/shared/sales/sales-receipt/sales-receipt.resource';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ResourceListPage } from '../../../kit';
import { SalesReceiptCreate } from './sales-receipt-create';

/**
 * sales/gatheringOrder: the kit list of receipts SK (decision 0054); `?new=1` makes one against orders of
 * one customer; the reviews are decided on the generic queue screens.
 */
export default function SalesReceiptListPage() {
  const { t } = useTranslation('resources');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (params.get('new')) return <SalesReceiptCreate />;
  return (
    <>
      <Button
        type="primary"
        data-testid="sales-receipt-new"
        style={{ marginBottom: 8 }}
        onClick={() => void navigate('/sales/gatheringOrder?new=1')}
      >
        {t('salesReceipt.add')}
      </Button>
      <ResourceListPage def={salesReceiptResource} testId="sales-receipt-list" />
    </>
  );
}
