import './i18n';
import { customerResource } from '@partdesk/shared/crm/customer-resource';
import type { ActionDef } from '@partdesk/shared/resource/define';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionHandlers, ResourceListPage, type Row } from '../../kit';
import { CreateCustomer } from './customer-create';
import { BlacklistDialog, type CustomerRef, releaseCustomer, TransferDialog } from './customer-dialogs';

export { CreatedResult } from './customer-create';

const refOf = (row: Row): CustomerRef => ({
  Id: Number(row.Id),
  Name: String(row.ShortName || row.Name || ''),
  OwnerId: (row.OwnerId as number | null) ?? null,
  IsBlacklisted: row.IsBlacklisted === true,
  Version: Number(row.Version),
});
// Pool moves need an owned customer (and, by the definition's `when`, an approved one).
const owned = (a: ActionDef, row: Row) => a.name === 'blacklist' || row.OwnerId != null;

/**
 * /crmsystem/customer-management: the caller's customers (the server's data scope) — Add in the
 * definition's drawer (which review it went to), View, return-to-pool, transfer and blacklist.
 */
export default function CustomerListPage() {
  const { t } = useTranslation('crmUi');
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<{ kind: 'transfer' | 'blacklist'; customer: CustomerRef } | null>(
    null,
  );
  const handlers = useMemo<ActionHandlers>(() => {
    const open = (kind: 'transfer' | 'blacklist') => (rows: Row[]) => {
      if (rows[0]) setDialog({ kind, customer: refOf(rows[0]) });
      return false;
    };
    return {
      release: async (rows) => {
        for (const r of rows) await releaseCustomer(qc, Number(r.Id), t('customer.released'));
        return false;
      },
      transfer: open('transfer'),
      blacklist: open('blacklist'),
    };
  }, [qc, t]);
  const Dialog = dialog?.kind === 'transfer' ? TransferDialog : BlacklistDialog;
  return (
    <>
      <ResourceListPage
        def={customerResource}
        testId="customer-list"
        actionHandlers={handlers}
        actionVisible={owned}
        editor={(_ref, _done, close) => <CreateCustomer onClose={close} />}
      />
      {dialog && <Dialog customer={dialog.customer} onClose={() => setDialog(null)} />}
    </>
  );
}
