import '../i18n';
import type { ActionDef, ResourceDef } from '@partdesk/shared/resource/define';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { label, t as translate } from '../../core/i18n';
import { useMay } from '../../core/use-may';
import { confirmAction } from '../prompts';
import { type Row, runActionByPermit } from '../resource-api';

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
  batch?: boolean;
  danger?: boolean;
  /** A question asked before running (already translated). */
  confirm?: string;
  /** The warning when a batch action runs with no ticked row (default "请勾选需要操作的记录"). */
  tickWarning?: string;
  /** Whether a row action shows for a row (e.g. "disable" only for active users). */
  visible?: (row: Row) => boolean;
  /** The work; return `false` to skip the success toast and the refresh. */
  run: (rows: Row[]) => Promise<unknown> | unknown;
  /** Success text (default "操作成功"). */
  success?: string;
}

export type ActionHandlers = Partial<Record<string, (rows: Row[]) => Promise<unknown> | unknown>>;

/** The definition's actions as list actions; a handler overrides the call derived from the permit. */
export function defActions(
  def: ResourceDef,
  handlers: ActionHandlers = {},
  visible?: (action: ActionDef, row: Row) => boolean,
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
    batch: a.batch,
    danger: a.danger,
    confirm: a.confirm ? translate(label(a.confirm)) : undefined,
    visible: visible ? (row: Row) => visible(a, row) : undefined,
    run: (rows: Row[]) => (handlers[a.name] ?? ((r: Row[]) => runActionByPermit(a, r, def.rowKey)))(rows),
  }));
}

/** The actions the session may run. */
export function usePermittedActions(actions: readonly ListAction[]): ListAction[] {
  const may = useMay();
  return actions.filter((a) => !a.permit || may(a.permit));
}

/** Runs an action: the tick check for batches, the confirmation, the work, the success toast. */
export async function runListAction(action: ListAction, rows: Row[], after: () => void): Promise<void> {
  if (action.batch && rows.length === 0) {
    toast.warning(action.tickWarning ?? translate('kit:list.tickRecords'));
    return;
  }
  if (action.confirm && !(await confirmAction({ content: action.confirm, danger: action.danger }))) return;
  try {
    const out = await action.run(rows);
    if (out === false) return;
    toast.success(action.success ?? translate('kit:prompt.done'));
    after();
  } catch {
    // the API client showed the server's message
  }
}

export function ActionButton({
  action,
  rows,
  after,
  link,
}: {
  action: ListAction;
  rows: Row[];
  after: () => void;
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
        void runListAction(action, rows, after);
      }}
    >
      {!action.batch && rows.length === 1 && action.rowLabel ? action.rowLabel(rows[0]!) : action.label}
    </Button>
  );
}
