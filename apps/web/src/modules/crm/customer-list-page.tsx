import './i18n';
import { customerResource } from '@partdesk/shared/crm/customer-resource';
import type { ActionDef } from '@partdesk/shared/resource/define';
import { ResourceListPage, type Row } from '../../kit';
import { CUSTOMER_LINKED_KEYS } from './crm-api';
import { CreateCustomer } from './customer-create';
import { BlacklistDialog, customerRefOf, TransferDialog } from './customer-dialogs';

export { CreatedResult } from './customer-create';

// Pool moves need an owned customer (and, by the definition's `when`, an approved one).
const owned = (a: ActionDef, row: Row) => a.name === 'blacklist' || row.OwnerId != null;

/**
 * /crmsystem/customer-management: the caller's customers (the server's data scope) — Add in the
 * definition's drawer (which review it went to), View, return-to-pool (the definition's call),
 * transfer and blacklist (their dialogs).
 */
export default function CustomerListPage() {
  return (
    <ResourceListPage
      def={customerResource}
      testId="customer-list"
      actionVisible={owned}
      refresh={CUSTOMER_LINKED_KEYS}
      dialogs={{
        transfer: ([r], close) => <TransferDialog customer={customerRefOf(r!)} onClose={close} />,
        blacklist: ([r], close) => <BlacklistDialog customer={customerRefOf(r!)} onClose={close} />,
      }}
      editor={(_ref, _done, close) => <CreateCustomer onClose={close} />}
    />
  );
}
