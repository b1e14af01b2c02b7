import './i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';
import { type ActionHandlers, ResourceListPage, type Row, successPrompt } from '../../kit';
import { afterCustomerChange, CUSTOMER_LIST_PATH, crmApi, crmKeys, type PoolQuota } from './crm-api';
import { poolCustomerResource } from '@partdesk/shared/crm/pool-resource';
import { type CustomerRef, TransferDialog } from './customer-dialogs';

function QuotaBar({ quota }: { quota: PoolQuota | undefined }) {
  const { t } = useTranslation('crmUi');
  if (!quota) return null;
  const left = Math.max(0, quota.Quota - quota.Used);
  return (
    <Alert
      type={left > 0 ? 'info' : 'warning'}
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="pool-quota"
      title={
        <Space wrap>
          <span data-testid="pool-quota-text">
            {t('pool.quota', { used: quota.Used, quota: quota.Quota, left })}
          </span>
          <span>{t('pool.owned', { owned: quota.Owned, max: quota.Max })}</span>
          {quota.ReviewEnabled && <Tag color="orange">{t('pool.review')}</Tag>}
          {quota.CoolDownDays > 0 && <Tag>{t('pool.coolDown', { days: quota.CoolDownDays })}</Tag>}
          <Tag>{t('pool.masked')}</Tag>
        </Space>
      }
    />
  );
}

/**
 * /crmsystem/customerLibrary: the public pool (contact details masked by the server) with the month's
 * claim quota. A claim confirms, then either owns the customer (it opens in the customer list) or
 * submits it for review; a refusal (quota used up, cool-down, taken meanwhile) shows the server's
 * translated message. Directors (button 0102) assign a pool customer to a salesperson.
 */
export default function PoolPage() {
  const { t } = useTranslation('crmUi');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const quota = useQuery({ queryKey: crmKeys.quota, queryFn: crmApi.quota });
  const [assigning, setAssigning] = useState<CustomerRef | null>(null);

  const actionHandlers = useMemo<ActionHandlers>(
    () => ({
      claim: async (rows: Row[]) => {
        const row = rows[0];
        if (!row) return false;
        try {
          const res = await crmApi.claim(Number(row.Id));
          void qc.invalidateQueries({ queryKey: crmKeys.quota });
          void afterCustomerChange(qc);
          if (res.Pending) {
            toast.success(t('pool.claimSubmitted'));
          } else {
            successPrompt('claimed');
            navigate(`${CUSTOMER_LIST_PATH}?Code=${encodeURIComponent(String(row.Code))}`);
          }
        } catch (err) {
          const e = err instanceof ApiError ? err : null;
          if (e?.code !== -100) toast.error((err as Error).message);
          void qc.invalidateQueries({ queryKey: crmKeys.quota });
        }
        return false;
      },
      // The director's assignment of a pool customer is the transfer route (button 0102).
      assign: (rows: Row[]) => {
        const row = rows[0];
        if (row) setAssigning({ Id: Number(row.Id), Name: String(row.ShortName || row.Name), Version: 0 });
        return false;
      },
    }),
    [qc, navigate, t],
  );

  return (
    <div data-testid="pool-page">
      <QuotaBar quota={quota.data} />
      <ResourceListPage
        def={poolCustomerResource}
        testId="pool-list"
        actionHandlers={actionHandlers}
        actionVisible={(_a, row) => row.PendingClaim !== true}
      />
      {assigning && <TransferDialog customer={assigning} onClose={() => setAssigning(null)} />}
    </div>
  );
}
