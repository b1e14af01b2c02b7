import type { CreateDef, ResourceDef } from '@partdesk/shared/resource/define';
import { useQueryClient } from '@tanstack/react-query';
import Drawer from 'antd/es/drawer';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { label } from '../../core/i18n';
import type { Row } from '../resource-api';

/** The document a drawer edits: its id and number (for the title). */
export interface DocRef {
  Id: number;
  No: string;
}

/** The row a drawer edits: its ref and the list row itself (values, Version). */
export interface EditRef extends DocRef {
  row: Row;
}

/**
 * The content of a definition's drawer editor (`create.drawer`): `ref` null for a new row; `done`
 * closes and reloads the list, `close` only closes, `show(row)` reloads the list and keeps the drawer
 * open on that row (the one just created, shown as an opened row).
 */
export type EditorRender = (
  ref: EditRef | null,
  done: () => void,
  close: () => void,
  show: (row: Row) => void,
) => ReactNode;

export const resourceQueryKey = (def: ResourceDef) => ['resource', def.name] as const;

const refOf = (r: Row): EditRef => ({ Id: Number(r.Id), No: String(r.No ?? ''), row: r });

/**
 * State of a list that creates and edits its rows in a drawer: `editing` is null (closed), 'new' or the
 * row's ref; `edit` is the kit handler of an `edit` row action (opens the drawer on the first row);
 * `refresh` reloads the resource's list; `done` closes and refreshes; `show` refreshes and opens a row.
 */
export function useDrawerEditor(def: ResourceDef) {
  const qc = useQueryClient();
  const [editing, setEditing] = useState<EditRef | 'new' | null>(null);
  const refresh = useCallback(() => qc.invalidateQueries({ queryKey: resourceQueryKey(def) }), [qc, def]);
  const edit = useCallback((rows: Row[]) => {
    const r = rows[0];
    if (r) setEditing(refOf(r));
    return false;
  }, []);
  const done = useCallback(() => {
    setEditing(null);
    void refresh();
  }, [refresh]);
  const show = useCallback(
    (r: Row) => {
      setEditing(refOf(r));
      void refresh();
    },
    [refresh],
  );
  return { editing, setEditing, refresh, edit, done, show };
}

/** The drawer (the definition's width, default 1100; destroyed on close) holding a drawer editor's form. */
export function EditorDrawer({
  editor,
  create,
  children,
}: {
  editor: ReturnType<typeof useDrawerEditor>;
  create: CreateDef;
  children: EditorRender;
}) {
  const { i18n } = useTranslation();
  const { editing, setEditing, done, show } = editor;
  if (!editing || !create.drawer) return null;
  const ref = editing === 'new' ? null : editing;
  const { title, editTitle, width } = create.drawer;
  return (
    <Drawer
      open
      size={width ?? 1100}
      title={i18n.t(label(ref ? (editTitle ?? title) : title), ref ? { no: ref.No } : {})}
      onClose={() => setEditing(null)}
      destroyOnHidden
    >
      {children(ref, done, () => setEditing(null), show)}
    </Drawer>
  );
}
