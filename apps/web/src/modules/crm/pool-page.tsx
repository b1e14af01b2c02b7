import './i18n';
import { poolCustomerResource } from '@partdesk/shared/crm/pool-resource';
import { useQuery } from '@tanstack/react-query';
import { ResourceListPage } from '../../kit';
import { crmApi, crmKeys, POOL_LINKED_KEYS } from './crm-api';
import { TransferDialog } from './customer-dialogs';
import { QuotaBar } from './pool-quota';

/**
 * /crmsystem/customerLibrary: the public pool (contact details masked by the server) with the month's
 * claim quota. A claim (the definition) confirms, then either owns the customer (it opens in the
 * customer list) or submits it for review; a refusal (quota used up, cool-down, taken meanwhile) shows
 * the server's translated message and reloads the quota. Directors (button 0102) assign a pool customer
 * to a salesperson (the transfer dialog).
 */
export default function PoolPage() {
  const quota = useQuery({ queryKey: crmKeys.quota, queryFn: crmApi.quota });
  return (
    <div data-testid="pool-page">
      <QuotaBar quota={quota.data} />
      <ResourceListPage
        def={poolCustomerResource}
        testId="pool-list"
        refresh={POOL_LINKED_KEYS}
        dialogs={{
          assign: ([r], close) => (
            <TransferDialog
              customer={{ Id: Number(r!.Id), Name: String(r!.ShortName || r!.Name), Version: 0 }}
              onClose={close}
            />
          ),
        }}
      />
    </div>
  );
}
