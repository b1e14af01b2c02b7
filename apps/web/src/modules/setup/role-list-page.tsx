import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import { roleResource } from '@partdesk/shared/setup/role-resource';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../core/use-session';
import { ResourceListPage, resourceQueryKey } from '../../kit';
import { ROLE_PERMITS } from './role-api';
import { RoleEditor } from './role-editor';

/**
 * /setup/role-list (hidden): the roles list of the resource kit (filters, sort, pager, export, list
 * state in the URL); create or edit a role — names, data scope, menus and button codes — in a drawer.
 */
export default function RoleListPage() {
  const { t } = useTranslation('setupUi');
  const qc = useQueryClient();
  const permits = useSession()?.permits ?? [];
  // null: closed; 'new': a new role; a number: that role.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const canCreate = hasPermit(permits, ROLE_PERMITS.create);
  const canOpen = hasPermit(permits, ROLE_PERMITS.detail);
  const canUpdate = hasPermit(permits, ROLE_PERMITS.update);

  return (
    <>
      <ResourceListPage
        def={roleResource}
        testId="role-list"
        toolbar={
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('role.add')}
            </Button>
          ) : null
        }
        rowActions={(row) =>
          canOpen ? (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing(Number(row.Id))}
              data-testid={`edit-role-${String(row.Id)}`}
            >
              {canUpdate ? t('common.edit') : t('common.view')}
            </Button>
          ) : null
        }
      />
      {editing !== null && (
        <RoleEditor
          key={String(editing)}
          roleId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void qc.invalidateQueries({ queryKey: resourceQueryKey(roleResource) })}
        />
      )}
    </>
  );
}
