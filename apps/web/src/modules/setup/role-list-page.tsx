import './i18n';
import { roleResource } from '@partdesk/shared/setup/role-resource';
import { useQueryClient } from '@tanstack/react-query';
import { useMay } from '../../core/use-may';
import { ResourceListPage, type Row, resourceQueryKey } from '../../kit';
import { ROLE_PERMITS } from './role-api';
import { RoleEditor } from './role-editor';

/**
 * /setup/role-list (hidden): the roles list of the resource kit (filters, sort, pager, export, list
 * state in the URL); create or edit a role — names, data scope, menus and button codes — in its editor
 * drawer (the definition's `create.dialog` and edit / view actions; editing reads the role too).
 */
export default function RoleListPage() {
  const qc = useQueryClient();
  const may = useMay();
  const editor = ([row]: Row[], close: () => void) => (
    <RoleEditor
      roleId={row ? Number(row.Id) : null}
      onClose={close}
      onSaved={() => void qc.invalidateQueries({ queryKey: resourceQueryKey(roleResource) })}
    />
  );
  return (
    <ResourceListPage
      def={roleResource}
      testId="role-list"
      actionVisible={(a) => (a.name === 'edit' ? may(ROLE_PERMITS.detail) : !may(ROLE_PERMITS.update))}
      dialogs={{ create: editor, edit: editor, view: editor }}
    />
  );
}
