import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import { CUSTOMER_STATUS } from '@partdesk/shared/crm/crm-codes';
import type { ActionDef } from '@partdesk/shared/resource/define';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Result from 'antd/es/result';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { label } from '../../core/i18n';
import { useSession } from '../../core/use-session';
import { type ActionHandlers, ResourceListPage, type Row } from '../../kit';
import { afterCustomerChange, CUSTOMER_DETAIL_PATH, CUSTOMER_PERMITS, type CustomerDetail } from './crm-api';
import { customerResource } from '@partdesk/shared/crm/customer-resource';
import { BlacklistDialog, type CustomerRef, releaseCustomer, TransferDialog } from './customer-dialogs';
import { CustomerForm } from './customer-form';

/** What the server did with a new customer: the review it went to (conflict-audit or customeraudit). */
export function CreatedResult({
  saved,
  onOpen,
  onAgain,
}: {
  saved: CustomerDetail;
  onOpen: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation('crmUi');
  const conflict = saved.ConflictCustomerId != null;
  // The server's reason (which contact field matched which customer, #20 item 17) in this language.
  const reason = saved.Conflict
    ? t(label(saved.Conflict.MessageKey), saved.Conflict.Params)
    : t('customer.conflictUnknown', { code: `#${saved.ConflictCustomerId}` });
  return (
    <Result
      status={conflict ? 'warning' : 'success'}
      title={conflict ? t('customer.sentToConflict') : t('customer.sentToReview')}
      subTitle={
        conflict
          ? t('customer.sentToConflictHelp', { reason, mine: saved.Code })
          : t('customer.sentToReviewHelp', { mine: saved.Code })
      }
      data-testid={conflict ? 'customer-created-conflict' : 'customer-created-review'}
      extra={[
        <Button key="open" type="primary" onClick={onOpen} data-testid="customer-created-open">
          {t('customer.openCustomer')}
        </Button>,
        <Button key="again" onClick={onAgain}>
          {t('customer.addAnother')}
        </Button>,
      ]}
    />
  );
}

function CreateDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('crmUi');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<CustomerDetail | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Drawer open size={980} title={t('customer.newTitle')} onClose={onClose} destroyOnHidden>
      {saved ? (
        <CreatedResult
          saved={saved}
          onOpen={() => navigate(`${CUSTOMER_DETAIL_PATH}?id=${saved.Id}`)}
          onAgain={() => {
            setSaved(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <CustomerForm
          key={round}
          onSaved={(c) => {
            setSaved(c);
            void afterCustomerChange(qc);
          }}
          onCancel={onClose}
        />
      )}
    </Drawer>
  );
}

const refOf = (row: Row): CustomerRef => ({
  Id: Number(row.Id),
  Name: String(row.ShortName || row.Name || ''),
  OwnerId: (row.OwnerId as number | null) ?? null,
  IsBlacklisted: row.IsBlacklisted === true,
  Version: Number(row.Version),
});

/**
 * /crmsystem/customer-management: the caller's customers (the server applies the data scope) on the
 * kit list; add (button 0103) in a drawer that tells which review the customer went to; each row opens
 * the customer; return-to-pool and transfer (button 0102) and blacklist only with their permits.
 */
export default function CustomerListPage() {
  const { t } = useTranslation('crmUi');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const session = useSession();
  const may = (permit: string) => session?.user.isAdmin === true || hasPermit(session?.permits, permit);
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<{ kind: 'transfer' | 'blacklist'; customer: CustomerRef } | null>(
    null,
  );

  const actionHandlers = useMemo<ActionHandlers>(
    () => ({
      release: async (rows) => {
        for (const r of rows) await releaseCustomer(qc, Number(r.Id), t('customer.released'));
        return false;
      },
      transfer: (rows) => {
        if (rows[0]) setDialog({ kind: 'transfer', customer: refOf(rows[0]) });
        return false;
      },
      blacklist: (rows) => {
        if (rows[0]) setDialog({ kind: 'blacklist', customer: refOf(rows[0]) });
        return false;
      },
    }),
    [qc, t],
  );
  // Pool moves need an owned, approved customer; the blacklist is for any.
  const actionVisible = useCallback(
    (a: ActionDef, row: Row) =>
      a.name === 'blacklist' || (row.OwnerId != null && row.Status === CUSTOMER_STATUS.active),
    [],
  );

  return (
    <>
      <ResourceListPage
        def={customerResource}
        testId="customer-list"
        actionHandlers={actionHandlers}
        actionVisible={actionVisible}
        toolbar={
          may(CUSTOMER_PERMITS.create) ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="customer-add"
            >
              {t('customer.add')}
            </Button>
          ) : null
        }
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${CUSTOMER_DETAIL_PATH}?id=${String(row.Id)}`)}
            data-testid={`customer-view-${String(row.Id)}`}
          >
            {t('common.view')}
          </Button>
        )}
      />
      {creating && <CreateDrawer onClose={() => setCreating(false)} />}
      {dialog?.kind === 'transfer' && (
        <TransferDialog customer={dialog.customer} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'blacklist' && (
        <BlacklistDialog customer={dialog.customer} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
