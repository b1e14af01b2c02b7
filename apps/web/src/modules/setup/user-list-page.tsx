import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import { USER_STATUS, userResource } from '@partdesk/shared/setup/user-resource';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../core/use-session';
import { ResourceListPage } from '../../kit';

export const USER_DETAIL_PATH = '/setup/user-detail';
export const CREATE_USER_PERMIT = 'POST merchant/setup/user';

/** /setup/user-list: the users list of the resource kit; disable/enable from the definition's actions. */
export default function UserListPage() {
  const { t } = useTranslation('kit');
  const navigate = useNavigate();
  const session = useSession();
  const canCreate = session?.user.isAdmin || hasPermit(session?.permits, CREATE_USER_PERMIT);
  return (
    <ResourceListPage
      def={userResource}
      testId="user-list"
      toolbar={
        canCreate ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(USER_DETAIL_PATH)}
            data-testid="user-create"
          >
            {t('form.create')}
          </Button>
        ) : null
      }
      rowActions={(row) => (
        <Button
          type="link"
          size="small"
          data-testid="user-view"
          onClick={() => navigate(`${USER_DETAIL_PATH}?id=${String(row.Id)}`)}
        >
          {t('list.view')}
        </Button>
      )}
      actionVisible={(action, row) =>
        action.name === 'disable' ? row.Status === USER_STATUS.active : row.Status === USER_STATUS.disabled
      }
    />
  );
}
