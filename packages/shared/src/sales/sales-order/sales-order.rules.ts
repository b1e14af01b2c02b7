import { D } from '../../core/money.js';
import {
  IS_ABOLISH,
  ORDER_NOTIFY,
  ORDER_PAY,
  ORDER_REVIEW,
  ORDER_SHIP,
  ORDER_STOCK,
  type OrderNotify,
  type OrderPay,
  type OrderShip,
  type OrderStock,
} from './sales-order.codes.js';

/**
 * The five status dimensions of a sales order (issue #14), derived in ONE place from its lines'
 * quantities and its amounts. The server stores the result on the order and its lines (list filters) in
 * the transaction that changed the inputs; the web shows what the server stored.
 */

/** What a line's statuses depend on (its quantities; `isAbolish` 2 = its stocking failed). */
export interface LineState {
  quantity: number;
  /** Own lots held for it (ledger reservations). */
  reservedQty: number;
  /** Asked of purchasing by a stocking request and not yet brought in. */
  stockingQty: number;
  /** Sent to the warehouse by "notify" (0101). */
  notifiedQty: number;
  /** Picked / packed by shipments not yet shipped (#16). */
  pickedQty: number;
  packedQty: number;
  shippedQty: number;
  isAbolish: number;
}

export interface LineStatuses {
  stockStatus: OrderStock;
  notifyStatus: OrderNotify;
  shipStatus: OrderShip;
}

/** Reserved stock that is not yet sent to the warehouse: what "notify" may still send. */
export function notifiableQty(l: Pick<LineState, 'reservedQty' | 'notifiedQty' | 'shippedQty'>): number {
  return Math.max(0, l.reservedQty - Math.max(0, l.notifiedQty - l.shippedQty));
}

/**
 * A line's statuses. Stock: covered (reserved + shipped) ≥ quantity → stocked, some → partly stocked,
 * a stocking exception → abnormal, asked of purchasing → to be purchased, else out of stock. Notify
 * (only for an approved order): all picked or shipped → notified; notified beyond picked → to be notified;
 * reserved stock not yet notified → notifiable; else not notifiable. Ship: shipped ≥ quantity → shipped,
 * some → partly shipped, packed → to be shipped, picked → to be boxed, else to be picked.
 */
export function deriveLineStatuses(l: LineState, approved: boolean): LineStatuses {
  const covered = l.reservedQty + l.shippedQty;
  const stockStatus: OrderStock =
    covered >= l.quantity
      ? ORDER_STOCK.stocked
      : l.isAbolish === IS_ABOLISH.exception
        ? ORDER_STOCK.abnormal
        : covered > 0
          ? ORDER_STOCK.partlyStocked
          : l.stockingQty > 0
            ? ORDER_STOCK.toPurchase
            : ORDER_STOCK.outOfStock;
  const handled = l.pickedQty + l.shippedQty;
  const notifyStatus: OrderNotify = !approved
    ? ORDER_NOTIFY.notNotifiable
    : handled >= l.quantity
      ? ORDER_NOTIFY.notified
      : l.notifiedQty > handled
        ? ORDER_NOTIFY.toBeNotified
        : notifiableQty(l) > 0
          ? ORDER_NOTIFY.notifiable
          : handled > 0
            ? ORDER_NOTIFY.notified
            : ORDER_NOTIFY.notNotifiable;
  const shipStatus: OrderShip =
    l.shippedQty >= l.quantity
      ? ORDER_SHIP.shipped
      : l.shippedQty > 0
        ? ORDER_SHIP.partlyShipped
        : l.packedQty > 0
          ? ORDER_SHIP.toBeShipped
          : l.pickedQty > 0
            ? ORDER_SHIP.toBeBoxed
            : ORDER_SHIP.toBePicked;
  return { stockStatus, notifyStatus, shipStatus };
}

export interface OrderState {
  status: number;
  paused: boolean;
  /** Σ with tax, and what receipts allocated to it (decimal strings). */
  total: string;
  received: string;
  lines: readonly LineState[];
}

export interface OrderStatuses extends LineStatuses {
  payStatus: OrderPay;
  isAbolish: number;
  lines: LineStatuses[];
}

const some = <T>(xs: readonly T[], v: T) => xs.includes(v);
const all = <T>(xs: readonly T[], v: T) => xs.length > 0 && xs.every((x) => x === v);

/**
 * The order's five dimensions from its lines: stock — all stocked → stocked, any abnormal → abnormal,
 * any (partly) stocked → partly stocked, any to be purchased → to be purchased, else out of stock;
 * notify — all notified → notified, any to be notified → to be notified, any notifiable → notifiable,
 * else not notifiable; ship — paused wins, all shipped → shipped, any shipped → partly shipped, else the
 * earliest stage of a line (to be picked < to be boxed < to be shipped); pay — received ≥ total > 0 →
 * received, received > 0 → partly received, else pending. `isAbolish` 2 when any line's stocking failed.
 * (The review dimension is the order's `status`, moved by its transitions.)
 */
export function deriveOrderStatuses(o: OrderState): OrderStatuses {
  const approved = o.status === ORDER_REVIEW.approved || o.status === ORDER_REVIEW.completed;
  const lines = o.lines.map((l) => deriveLineStatuses(l, approved));
  // A line cut to 0 (its open quantity cancelled after a stocking exception, decision 0034) does not
  // count towards the order's dimensions while another line has a quantity.
  const live = o.lines.some((l) => l.quantity > 0) ? lines.filter((_, i) => o.lines[i]!.quantity > 0) : lines;
  const stock = live.map((l) => l.stockStatus);
  const notify = live.map((l) => l.notifyStatus);
  const ship = live.map((l) => l.shipStatus);
  const stockStatus: OrderStock = all(stock, ORDER_STOCK.stocked)
    ? ORDER_STOCK.stocked
    : some(stock, ORDER_STOCK.abnormal)
      ? ORDER_STOCK.abnormal
      : some(stock, ORDER_STOCK.stocked) || some(stock, ORDER_STOCK.partlyStocked)
        ? ORDER_STOCK.partlyStocked
        : some(stock, ORDER_STOCK.toPurchase)
          ? ORDER_STOCK.toPurchase
          : ORDER_STOCK.outOfStock;
  const notifyStatus: OrderNotify = all(notify, ORDER_NOTIFY.notified)
    ? ORDER_NOTIFY.notified
    : some(notify, ORDER_NOTIFY.toBeNotified)
      ? ORDER_NOTIFY.toBeNotified
      : some(notify, ORDER_NOTIFY.notifiable)
        ? ORDER_NOTIFY.notifiable
        : ORDER_NOTIFY.notNotifiable;
  const stages = [ORDER_SHIP.toBePicked, ORDER_SHIP.toBeBoxed, ORDER_SHIP.toBeShipped] as const;
  const shipStatus: OrderShip = o.paused
    ? ORDER_SHIP.paused
    : all(ship, ORDER_SHIP.shipped)
      ? ORDER_SHIP.shipped
      : some(ship, ORDER_SHIP.shipped) || some(ship, ORDER_SHIP.partlyShipped)
        ? ORDER_SHIP.partlyShipped
        : (stages.find((s) => some(ship, s)) ?? ORDER_SHIP.toBePicked);
  const total = new D(o.total);
  const received = new D(o.received);
  const payStatus: OrderPay =
    total.gt(0) && received.gte(total)
      ? ORDER_PAY.received
      : received.gt(0)
        ? ORDER_PAY.partlyReceived
        : ORDER_PAY.pending;
  const isAbolish = o.lines.some((l) => l.isAbolish === IS_ABOLISH.exception)
    ? IS_ABOLISH.exception
    : IS_ABOLISH.no;
  return { stockStatus, notifyStatus, shipStatus, payStatus, isAbolish, lines };
}
