import { SHIPMENT_MENU } from '@partdesk/shared/logistics/shipment/shipment.codes';
import { shipmentResource } from '@partdesk/shared/logistics/shipment/shipment.resource';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { mayButtonOf } from '../../../core/use-may';
import { useSession } from '../../../core/use-session';
import { ResourceListPage } from '../../../kit';
import { ShipmentCreate } from './shipment-create';
import { ShipmentDetailPage } from './shipment-detail-page';

/**
 * sales/sendoutOrder: the kit list of shipments (filters: number, status — the to-do links' status=3 / 2 —,
 * tracking number, created); `?id=` opens one, `?new=1` creates one from notified orders (button 0103).
 */
export default function ShipmentListPage() {
  const { t } = useTranslation('resources');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const writer = mayButtonOf(session, SHIPMENT_MENU, '0103');
  const id = Number(params.get('id'));
  if (id > 0) return <ShipmentDetailPage id={id} />;
  if (params.get('new') && writer) return <ShipmentCreate />;
  return (
    <>
      {writer && (
        <Button
          type="primary"
          data-testid="shipment-new"
          style={{ marginBottom: 8 }}
          onClick={() => void navigate('/sales/sendoutOrder?new=1')}
        >
          {t('shipment.create')}
        </Button>
      )}
      <ResourceListPage def={shipmentResource} testId="shipment-list" />
    </>
  );
}
