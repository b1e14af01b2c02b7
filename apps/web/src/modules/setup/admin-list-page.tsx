import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { canOpenRoute } from '@partdesk/shared/access/client-access';
import { adminResource } from '@partdesk/shared/setup/admin-resource';
import Button from 'antd/es/button';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../core/use-session';
import { ResourceListPage } from '../../kit';
import { ADMIN_DETAIL_PATH, useCanManageAdmins } from './admin-api';

/**
 * /setup/admin-list: administrator accounts (resource kit list and export). Administrators may add
 * one and revoke the flag; the server refuses the built-in administrator and the last active one and
 * its message is shown.
 */
export default function AdminListPage() {
  const { t } = useTranslation('setupUi');
  const { t: tk } = useTranslation('kit');
  const navigate = useNavigate();
  const canManage = useCanManageAdmins();
  const session = useSession();
  const canOpen = !!session && canOpenRoute(session, ADMIN_DETAIL_PATH);
  const actionVisible = useCallback(() => canManage, [canManage]);
  return (
    <ResourceListPage
      def={adminResource}
      testId="admin-list"
      actionVisible={actionVisible}
      toolbar={
        canManage && canOpen ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(ADMIN_DETAIL_PATH)}
            data-testid="admin-create"
          >
            {t('admin.add')}
          </Button>
        ) : null
      }
      rowActions={(row) =>
        canOpen ? (
          <Button
            type="link"
            size="small"
            data-testid={`admin-view-${String(row.Id)}`}
            onClick={() => navigate(`${ADMIN_DETAIL_PATH}?id=${String(row.Id)}`)}
          >
            {tk('list.view')}
          </Button>
        ) : null
      }
    />
  );
}
