import './i18n';
import { userResource } from '@partdesk/shared/setup/user-resource';
import { ResourceListPage } from '../../kit';

export const USER_DETAIL_PATH = '/setup/user-detail';

/**
 * /setup/user-list: the users list of the resource kit — Add (a new user on user-detail), View, and
 * disable / enable by the row's status: all from the definition.
 */
export default function UserListPage() {
  return <ResourceListPage def={userResource} testId="user-list" />;
}
