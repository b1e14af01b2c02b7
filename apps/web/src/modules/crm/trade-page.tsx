import './i18n';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../kit';
import { CustomerSelect } from './customer-select';
import { TradeTimeline } from './trade-timeline';

/**
 * /crmsystem/customertrade?customerId=: one customer's trade timeline, picked among the caller's
 * customers with the shared customer picker (a preset id is named even beyond its first page).
 */
export default function TradePage() {
  const { t } = useTranslation('crmUi');
  const [params, setParams] = useSearchParams();
  const customerId = Number(params.get('customerId')) || 0;
  return (
    <Card size="small" title={t('trade.title')} data-testid="trade-page">
      <CustomerSelect
        style={{ width: 420, marginBottom: 16 }}
        value={customerId || undefined}
        onChange={(id) => setParams({ customerId: String(id) })}
        data-testid="trade-customer"
      />
      {customerId ? (
        <TradeTimeline customerId={customerId} />
      ) : (
        <EmptyState description={t('trade.pickFirst')} />
      )}
    </Card>
  );
}
