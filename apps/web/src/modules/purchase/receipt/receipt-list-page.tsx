import { receiptResource } from '@partdesk/shared/purchase/receipt/receipt.resource';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMay } from '../../../core/use-may';
import { ResourceListPage } from '../../../kit';
import { ReceiptPage } from './receipt-page';

/**
 * purchase/receipt: the kit list of goods received notes RK (decision 0040); `?id=` opens one (lines
 * with the lot's QC state, inspect a line), `?new=1` receives against an ordered PO (`?orderId=` preset).
 */
export default function ReceiptListPage() {
  const { t } = useTranslation('resources');
  const [params] = useSearchParams();
  const may = useMay();
  const id = Number(params.get('id'));
  if (id > 0 || params.get('new'))
    return <ReceiptPage id={id > 0 ? id : undefined} orderId={Number(params.get('orderId')) || undefined} />;
  return (
    <ResourceListPage
      def={receiptResource}
      testId="receipt-list"
      toolbar={
        // Receiving is the warehouse's (the POST permit, purchase/receipt); others only read.
        may('POST merchant/purchase/receipt') ? (
          <Link to="/purchase/receipt?new=1">
            <Button type="primary" data-testid="receipt-add">
              {t('purchaseReceipt.add')}
            </Button>
          </Link>
        ) : null
      }
      rowActions={(row) => (
        <Link to={`/purchase/receipt?id=${String(row.Id)}`}>{t('purchaseReceipt.view')}</Link>
      )}
    />
  );
}
