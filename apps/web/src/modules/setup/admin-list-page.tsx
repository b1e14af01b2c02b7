import './i18n';
import { adminResource } from '@partdesk/shared/setup/admin-resource';
import { ResourceListPage } from '../../kit';

/**
 * /setup/admin-list: administrator accounts (resource kit list and export). Administrators may add one
 * and revoke the flag (the definition's `adminOnly` create and action); View opens admin-detail for a
 * session that may open it. The server refuses the built-in administrator and the last active one and
 * its message is shown.
 */
export default function AdminListPage() {
  return <ResourceListPage def={adminResource} testId="admin-list" />;
}
