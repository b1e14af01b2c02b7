import { describe, expect, it } from 'vitest';
import {
  IS_ABOLISH,
  ORDER_NOTIFY,
  ORDER_PAY,
  ORDER_REVIEW,
  ORDER_SHIP,
  ORDER_STOCK,
} from './sales-order.codes.js';
import {
  deriveLineStatuses,
  deriveOrderStatuses,
  type LineState,
  notifiableQty,
} from './sales-order.rules.js';

/** A line of 10 with the given quantities. */
const L = (over: Partial<LineState> = {}): LineState => ({
  quantity: 10,
  reservedQty: 0,
  stockingQty: 0,
  notifiedQty: 0,
  pickedQty: 0,
  packedQty: 0,
  shippedQty: 0,
  isAbolish: IS_ABOLISH.no,
  ...over,
});
const S = ORDER_STOCK;
const N = ORDER_NOTIFY;
const H = ORDER_SHIP;

/**
 * The line table: [what, line state, approved?, stock, notify, ship]. Every value of the three line
 * dimensions appears at least once (checked below).
 */
// biome-ignore format: one row per line reads as a table
const LINES: [string, LineState, boolean, number, number, number][] = [
  ['nothing yet', L(), true, S.outOfStock, N.notNotifiable, H.toBePicked],
  ['asked of purchasing', L({ stockingQty: 10 }), true, S.toPurchase, N.notNotifiable, H.toBePicked],
  ['stocking failed', L({ isAbolish: IS_ABOLISH.exception }), true, S.abnormal, N.notNotifiable, H.toBePicked],
  ['failed but partly reserved', L({ reservedQty: 4, isAbolish: 2 }), true, S.abnormal, N.notifiable, H.toBePicked],
  ['partly reserved', L({ reservedQty: 4 }), true, S.partlyStocked, N.notifiable, H.toBePicked],
  ['reserved, order not approved', L({ reservedQty: 10 }), false, S.stocked, N.notNotifiable, H.toBePicked],
  ['reserved', L({ reservedQty: 10 }), true, S.stocked, N.notifiable, H.toBePicked],
  ['notified all', L({ reservedQty: 10, notifiedQty: 10 }), true, S.stocked, N.toBeNotified, H.toBePicked],
  ['notified part', L({ reservedQty: 10, notifiedQty: 4 }), true, S.stocked, N.toBeNotified, H.toBePicked],
  ['picked what was notified', L({ reservedQty: 10, notifiedQty: 4, pickedQty: 4 }), true, S.stocked, N.notifiable, H.toBeBoxed],
  ['all picked', L({ reservedQty: 10, notifiedQty: 10, pickedQty: 10 }), true, S.stocked, N.notified, H.toBeBoxed],
  ['packed', L({ reservedQty: 10, notifiedQty: 10, pickedQty: 10, packedQty: 10 }), true, S.stocked, N.notified, H.toBeShipped],
  // Shipped quantities leave reserved (consumed) and count as covered and handled.
  ['part shipped', L({ reservedQty: 6, notifiedQty: 4, shippedQty: 4 }), true, S.stocked, N.notifiable, H.partlyShipped],
  ['part shipped, rest not stocked', L({ notifiedQty: 4, shippedQty: 4 }), true, S.partlyStocked, N.notified, H.partlyShipped],
  ['all shipped', L({ notifiedQty: 10, shippedQty: 10 }), true, S.stocked, N.notified, H.shipped],
];

describe('deriveLineStatuses over a table of line states', () => {
  it.each(LINES)('%s', (_, line, approved, stock, notify, ship) => {
    expect(deriveLineStatuses(line, approved)).toEqual({
      stockStatus: stock,
      notifyStatus: notify,
      shipStatus: ship,
    });
  });

  it('every line value of stock, notify and ship is reached', () => {
    expect(new Set(LINES.map((r) => r[3]))).toEqual(new Set(Object.values(S)));
    expect(new Set(LINES.map((r) => r[4]))).toEqual(new Set(Object.values(N)));
    // `paused` is the order's (the warehouse pauses an order, not a line).
    expect(new Set(LINES.map((r) => r[5]))).toEqual(new Set(Object.values(H).filter((v) => v !== H.paused)));
  });

  it('notifiableQty: reserved minus what is notified and not yet shipped', () => {
    expect(notifiableQty({ reservedQty: 10, notifiedQty: 0, shippedQty: 0 })).toBe(10);
    expect(notifiableQty({ reservedQty: 10, notifiedQty: 4, shippedQty: 0 })).toBe(6);
    expect(notifiableQty({ reservedQty: 6, notifiedQty: 4, shippedQty: 4 })).toBe(6);
    expect(notifiableQty({ reservedQty: 2, notifiedQty: 9, shippedQty: 0 })).toBe(0);
  });
});

const line = (name: string) => LINES.find((r) => r[0] === name)![1];
const order = (
  lines: LineState[],
  over: { status?: number; paused?: boolean; total?: string; received?: string } = {},
) =>
  deriveOrderStatuses({
    status: over.status ?? ORDER_REVIEW.approved,
    paused: over.paused ?? false,
    total: over.total ?? '100.00',
    received: over.received ?? '0',
    lines,
  });

/** The order table: [what, lines, header, stock, notify, ship, pay, isAbolish]. */
// biome-ignore format: one row per line reads as a table
const ORDERS: [string, LineState[], Parameters<typeof order>[1], number, number, number, number, number][] = [
  ['all stocked', [line('reserved'), line('reserved')], {}, S.stocked, N.notifiable, H.toBePicked, ORDER_PAY.pending, 1],
  ['one stocked one out', [line('reserved'), line('nothing yet')], {}, S.partlyStocked, N.notifiable, H.toBePicked, 1, 1],
  ['one abnormal', [line('reserved'), line('stocking failed')], {}, S.abnormal, N.notifiable, H.toBePicked, 1, 2],
  ['to purchase and out', [line('asked of purchasing'), line('nothing yet')], {}, S.toPurchase, N.notNotifiable, H.toBePicked, 1, 1],
  ['nothing', [line('nothing yet')], {}, S.outOfStock, N.notNotifiable, H.toBePicked, 1, 1],
  ['to be notified wins', [line('notified all'), line('reserved')], {}, S.stocked, N.toBeNotified, H.toBePicked, 1, 1],
  ['all notified (one shipped)', [line('all picked'), line('all shipped')], {}, S.stocked, N.notified, H.partlyShipped, 1, 1],
  ['earliest stage: boxed before shipped', [line('packed'), line('all picked')], {}, S.stocked, N.notified, H.toBeBoxed, 1, 1],
  ['packed', [line('packed')], {}, S.stocked, N.notified, H.toBeShipped, 1, 1],
  ['one shipped', [line('all shipped'), line('reserved')], {}, S.stocked, N.notifiable, H.partlyShipped, 1, 1],
  ['all shipped, paid part', [line('all shipped')], { received: '40.00' }, S.stocked, N.notified, H.shipped, ORDER_PAY.partlyReceived, 1],
  ['paid in full', [line('all shipped')], { received: '100.00' }, S.stocked, N.notified, H.shipped, ORDER_PAY.received, 1],
  ['paused wins', [line('packed')], { paused: true }, S.stocked, N.notified, H.paused, 1, 1],
  ['not approved: not notifiable', [line('reserved')], { status: ORDER_REVIEW.pendingLeader }, S.stocked, N.notNotifiable, H.toBePicked, 1, 1],
  ['completed counts as approved', [line('reserved')], { status: ORDER_REVIEW.completed }, S.stocked, N.notifiable, H.toBePicked, 1, 1],
  ['zero total is never received', [line('nothing yet')], { total: '0', received: '0' }, S.outOfStock, N.notNotifiable, H.toBePicked, 1, 1],
];

describe('deriveOrderStatuses over a table of orders', () => {
  it.each(ORDERS)('%s', (_, lines, head, stock, notify, ship, pay, abolish) => {
    const st = order(lines, head);
    expect(st).toMatchObject({
      stockStatus: stock,
      notifyStatus: notify,
      shipStatus: ship,
      payStatus: pay,
      isAbolish: abolish,
    });
    expect(st.lines).toHaveLength(lines.length);
  });

  it('every order value of the five dimensions (and isAbolish) is reached', () => {
    expect(new Set(ORDERS.map((r) => r[3]))).toEqual(new Set(Object.values(S)));
    expect(new Set(ORDERS.map((r) => r[4]))).toEqual(new Set(Object.values(N)));
    expect(new Set(ORDERS.map((r) => r[5]))).toEqual(new Set(Object.values(H)));
    expect(new Set(ORDERS.map((r) => r[6]))).toEqual(new Set(Object.values(ORDER_PAY)));
    expect(new Set(ORDERS.map((r) => r[7]))).toEqual(new Set(Object.values(IS_ABOLISH)));
  });
});
