import { DOC_NO_QUERY } from '@partdesk/shared/core/doc-types';
import type { ResourceDef } from '@partdesk/shared/resource/define';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fillPath, type Row } from '../resource-api';
import type { ActionHandlers } from './list-actions';

/** A screen's dialog of an action (by name; `create` for the Add button of `create.dialog`). */
export type ListDialog = (rows: Row[], close: () => void) => ReactNode;

/**
 * A notification opens a list with `?OrderNo=B…` (spec §2): on a list filtering by `No` it becomes
 * that filter (as `?No=B…` is), page 1.
 */
export function useDocNoFilter(def: ResourceDef): void {
  const [params, setParams] = useSearchParams();
  const orderNo = params.get(DOC_NO_QUERY);
  const filtersNo = def.fields.some((f) => f.name === 'No' && f.filter);
  useEffect(() => {
    if (!orderNo || !filtersNo) return;
    const next = new URLSearchParams(params);
    next.delete(DOC_NO_QUERY);
    next.set('No', orderNo);
    next.delete('pageIndex');
    setParams(next, { replace: true });
  }, [orderNo, filtersNo, params, setParams]);
}

/**
 * The handlers the kit derives from configuration (decision 0021): an action with `route` opens that
 * screen on its row; an action named in the screen's `dialogs` opens that dialog on its rows (the kit
 * keeps which one is open). `node` is the open dialog, `openCreate` opens `dialogs.create`.
 */
export function useConfiguredHandlers(
  def: ResourceDef,
  dialogs: Record<string, ListDialog> | undefined,
  navigate: (path: string) => void,
) {
  const [open, setOpen] = useState<{ name: string; rows: Row[] } | null>(null);
  const latest = useRef(dialogs);
  latest.current = dialogs;
  const names = Object.keys(dialogs ?? {}).join();
  const handlers = useMemo(() => {
    const out: ActionHandlers = {};
    for (const a of def.actions ?? []) {
      const route = a.route;
      if (route)
        out[a.name] = ([r]) => {
          if (r) navigate(fillPath(route, { ...r, id: r[def.rowKey] }));
          return false;
        };
    }
    for (const name of names ? names.split(',') : [])
      out[name] = (rows) => {
        setOpen({ name, rows });
        return false;
      };
    return out;
  }, [def, names, navigate]);
  const node = open ? latest.current?.[open.name]?.(open.rows, () => setOpen(null)) : null;
  return { handlers, node, openCreate: () => setOpen({ name: 'create', rows: [] }) };
}
