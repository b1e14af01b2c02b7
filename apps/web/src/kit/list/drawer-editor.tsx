import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import type { ResourceDef } from '@partdesk/shared/resource/define';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { type ReactNode, useCallback, useState } from 'react';
import { useSession } from '../../core/use-session';
import type { Row } from '../resource-api';
import { resourceQueryKey } from './resource-list-page';

/** The document a drawer edits: its id and number (for the title). */
export interface DocRef {
  Id: number;
  No: string;
}

/**
 * State of a list screen that creates and edits its documents in a drawer: `editing` is null (closed),
 * 'new' or the row's ref; `edit` is the kit action handler of an `edit` row action (opens the drawer on
 * the first selected row); `refresh` reloads the resource's list; `done` closes and refreshes.
 */
export function useDrawerEditor(def: ResourceDef) {
  const qc = useQueryClient();
  const [editing, setEditing] = useState<DocRef | 'new' | null>(null);
  const refresh = useCallback(() => qc.invalidateQueries({ queryKey: resourceQueryKey(def) }), [qc, def]);
  const edit = useCallback((rows: Row[]) => {
    const r = rows[0];
    if (r) setEditing({ Id: Number(r.Id), No: String(r.No) });
    return false;
  }, []);
  const done = useCallback(() => {
    setEditing(null);
    void refresh();
  }, [refresh]);
  return { editing, setEditing, refresh, edit, done };
}

export interface DrawerEditorProps {
  editor: ReturnType<typeof useDrawerEditor>;
  /** The "Add" toolbar button: its permit (administrators always), label and test id. */
  add: { permit: string; label: string; testId: string };
  newTitle: string;
  editTitle: (ref: DocRef) => string;
  /** The form: `ref` null for a new document; call `done` after saving. */
  children: (ref: DocRef | null, done: () => void) => ReactNode;
}

/** The add button (for the list's `toolbar`) of a drawer editor, shown to holders of its permit. */
export function DrawerAddButton({ editor, add }: Pick<DrawerEditorProps, 'editor' | 'add'>) {
  const session = useSession();
  if (session?.user.isAdmin !== true && !hasPermit(session?.permits, add.permit)) return null;
  return (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => editor.setEditing('new')}
      data-testid={add.testId}
    >
      {add.label}
    </Button>
  );
}

/** The drawer (1100 wide, destroyed on close) holding the new / edit form of a drawer editor. */
export function EditorDrawer({ editor, newTitle, editTitle, children }: Omit<DrawerEditorProps, 'add'>) {
  const { editing, setEditing, done } = editor;
  if (!editing) return null;
  const ref = editing === 'new' ? null : editing;
  return (
    <Drawer
      open
      size={1100}
      title={ref ? editTitle(ref) : newTitle}
      onClose={() => setEditing(null)}
      destroyOnHidden
    >
      {children(ref, done)}
    </Drawer>
  );
}
