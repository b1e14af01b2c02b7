import { ORDER_NOTIFY, ORDER_REVIEW, ORDER_SHIP } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { type OrderLineForStocking, stockableLines } from '../stocking-request';

/** What a detail's buttons depend on. */
export interface OrderState {
  status: number;
  NotifyStatus: number;
  ShipStatus: number;
  /** The lines (the detail's): a stocking request is offered while one of them may be asked for. */
  Lines?: readonly OrderLineForStocking[];
}

export type OrderAction = 'edit' | 'submit' | 'notify' | 'cancel' | 'stockUp' | 'schedule' | 'pdf';

const R = ORDER_REVIEW;
/** States in which nothing more happens to the order. */
const CLOSED: readonly number[] = [R.cancelled, R.voided, R.completed];

/**
 * The buttons a detail shows in a state (the server decides again and says why when it refuses):
 * edit — draft, rejected or approved but not fully shipped (an approved order re-enters review when its
 * amount changes); submit — draft or rejected; notify (0101) — approved with notifiable lines; cancel —
 * draft, rejected or approved (a shipped one is refused with the spec's message); stocking request —
 * approved with a line that may be asked for (Not Notifiable, still short, no open exception — an
 * order partly in stock is Notifiable as a whole and still has such lines); without lines, approved
 * and not notifiable; schedule — draft, rejected or approved; PDF — any open order.
 */
export function orderActions(o: OrderState): OrderAction[] {
  const out: OrderAction[] = [];
  const editable = o.status === R.draft || o.status === R.rejected;
  const approved = o.status === R.approved;
  if (editable || (approved && o.ShipStatus !== ORDER_SHIP.shipped)) out.push('edit');
  if (editable) out.push('submit');
  if (approved && o.NotifyStatus === ORDER_NOTIFY.notifiable) out.push('notify');
  const stockable = o.Lines
    ? stockableLines({ status: o.status, Lines: [...o.Lines] }).length > 0
    : o.NotifyStatus === ORDER_NOTIFY.notNotifiable;
  if (approved && stockable) out.push('stockUp');
  if (editable || approved) out.push('schedule', 'cancel');
  if (!CLOSED.includes(o.status)) out.push('pdf');
  return out;
}
