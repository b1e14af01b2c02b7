import '../i18n';
import { type ActionDef, pickByField, type ResourceDef } from '@partdesk/shared/resource/define';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { label, t as translate } from '../../core/i18n';
import { mayButtonOf, useMay } from '../../core/use-may';
import { useSession } from '../../core/use-session';
import { confirmAction } from '../prompts';
import { fillPath, type Row, runActionByPermit } from '../resource-api';

/**
 * An action of a list: a definition's action (label, permit, confirm, batch) or a screen's own. Batch
 * actions work on the ticked rows and warn when none is ticked; row actions show in each row.
 */
export interface ListAction {
  key: string;
  label: ReactNode;
  /** A row action's label for this row (what it will do in the row's state); default `label`. */
  rowLabel?: (row: Row) => ReactNode;
  /** Hidden when the session's Permits lack it (administrators hold every permit). */
  permit?: string;
  /** Granted by this button code of a menu instead of the permit (administrators always). */
  button?: { menu: string; code: string };
  /** Administrators only, whatever the Permits. */
  adminOnly?: boolean;
  batch?: boolean;
  /** A toolbar button working on no row (opens a dialog). */
  toolbar?: boolean;
  danger?: boolean;
  /** A question asked before running (already translated), or made from the rows. */
  confirm?: string | ((rows: Row[]) => string);
  /** The warning when a batch action runs with no ticked row (default "请勾选需要操作的记录"). */
  tickWarning?: string;
  /** Whether a row action shows for a row (e.g. "disable" only for active users). */
  visible?: (row: Row) => boolean;
  /** The work; return `false` to skip the success toast and the refresh. */
  run: (rows: Row[]) => Promise<unknown> | unknown;
  /** Success text (default "操作成功"), or made from the rows and the answer. */
  success?: string | ((rows: Row[], out: unknown) => string);
  /** After the success text: e.g. go to the screen the answer names. */
  goTo?: (rows: Row[], out: unknown) => void;
}

export type ActionHandlers = Partial<Record<string, (rows: Row[]) => Promise<unknown> | unknown>>;

/** What an action's texts and `goTo` read: the single row's fields, then the answer's (decision 0021). */
function valuesOf(rows: Row[], out: unknown): Row {
  const answer = Array.isArray(out) ? out[0] : out;
  return { ...(rows.length === 1 ? rows[0] : {}), ...(answer && typeof answer === 'object' ? answer : {}) };
}

/**
 * The definition's actions as list actions; a handler overrides the call derived from the permit (or
 * the action's `call`). `go` navigates (an action's `goTo`).
 */
export function defActions(
  def: ResourceDef,
  handlers: ActionHandlers = {},
  visible?: (action: ActionDef, row: Row) => boolean,
  go?: (path: string) => void,
): ListAction[] {
  return (def.actions ?? []).map((a) => ({
    key: a.name,
    label: translate(label(a.label)),
    rowLabel: a.labelBy
      ? (row: Row) => {
          const by = a.labelBy!;
          return translate(label(by.labels[String(row[by.field])] ?? a.label));
        }
      : undefined,
    permit: a.permit,
    button: a.button ? { menu: def.menu, code: a.button } : undefined,
    adminOnly: a.adminOnly,
    batch: a.batch,
    toolbar: a.toolbar,
    danger: a.danger,
    confirm: a.confirm ? (rows: Row[]) => translate(label(a.confirm!), valuesOf(rows, null)) : undefined,
    success: a.success
      ? (rows: Row[], out: unknown) => {
          const key = pickByField(a.success, valuesOf(rows, out));
          return translate(key ? label(key) : 'kit:prompt.done', valuesOf(rows, out));
        }
      : undefined,
    goTo:
      a.goTo && go
        ? (rows: Row[], out: unknown) => {
            const to = pickByField(a.goTo, valuesOf(rows, out));
            if (to) go(fillPath(to, valuesOf(rows, out)));
          }
        : undefined,
    visible: visible ? (row: Row) => visible(a, row) : undefined,
    run: (rows: Row[]) => (handlers[a.name] ?? ((r: Row[]) => runActionByPermit(a, r, def.rowKey)))(rows),
  }));
}

/** The actions the session may run. */
export function usePermittedActions(actions: readonly ListAction[]): ListAction[] {
  const may = useMay();
  const session = useSession();
  return actions.filter((a) =>
    a.adminOnly
      ? session?.user.isAdmin === true
      : a.button
        ? mayButtonOf(session, a.button.menu, a.button.code)
        : !a.permit || may(a.permit),
  );
}

/**
 * Runs an action: the tick check for batches, the confirmation, the work, the success toast, `goTo`.
 * `refused` runs when the work failed (the list reloads: the row may have changed meanwhile).
 */
export async function runListAction(
  action: ListAction,
  rows: Row[],
  after: () => void,
  refused?: () => void,
): Promise<void> {
  if (action.batch && rows.length === 0) {
    toast.warning(action.tickWarning ?? translate('kit:list.tickRecords'));
    return;
  }
  const question = typeof action.confirm === 'function' ? action.confirm(rows) : action.confirm;
  if (question && !(await confirmAction({ content: question, danger: action.danger }))) return;
  let out: unknown;
  try {
    out = await action.run(rows);
  } catch {
    // the API client showed the server's message
    refused?.();
    return;
  }
  if (out === false) return;
  const { success } = action;
  toast.success(
    typeof success === 'function' ? success(rows, out) : (success ?? translate('kit:prompt.done')),
  );
  action.goTo?.(rows, out);
  after();
}

export function ActionButton({
  action,
  rows,
  after,
  refused,
  link,
}: {
  action: ListAction;
  rows: Row[];
  after: () => void;
  refused?: () => void;
  link?: boolean;
}) {
  useTranslation();
  return (
    <Button
      type={link ? 'link' : 'default'}
      size={link ? 'small' : 'middle'}
      danger={action.danger}
      data-testid={`kit-action-${action.key}`}
      onClick={(e) => {
        e.stopPropagation();
        void runListAction(action, rows, after, refused);
      }}
    >
      {!action.batch && rows.length === 1 && action.rowLabel ? action.rowLabel(rows[0]!) : action.label}
    </Button>
  );
}
