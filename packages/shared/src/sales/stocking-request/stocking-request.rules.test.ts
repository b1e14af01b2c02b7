import { describe, expect, it } from 'vitest';
import { ORDER_SHIP, ORDER_STOCK } from '../sales-order/sales-order.codes.js';
import { deriveOrderStatuses, type LineState } from '../sales-order/sales-order.rules.js';
import { keptQty, requestableQty } from './stocking-request.rules.js';

const line = (o: Partial<LineState>): LineState => ({
  quantity: 100,
  reservedQty: 0,
  stockingQty: 0,
  notifiedQty: 0,
  pickedQty: 0,
  packedQty: 0,
  shippedQty: 0,
  isAbolish: 1,
  ...o,
});

describe('stocking request rules (decision 0034)', () => {
  it('requestable = quantity − reserved − shipped − approved − pending, never below 0', () => {
    const l = { quantity: 1000, reservedQty: 100, shippedQty: 50, stockingQty: 300, pendingQty: 200 };
    expect(requestableQty(l)).toBe(350);
    expect(requestableQty({ ...l, pendingQty: 900 })).toBe(0);
    expect(keptQty({ reservedQty: 100, shippedQty: 50 })).toBe(150);
  });

  it('a line cut to 0 does not count in the order dimensions while another line has a quantity', () => {
    const o = (lines: LineState[]) =>
      deriveOrderStatuses({ status: 6, paused: false, total: '10', received: '0', lines });
    const kept = line({ reservedQty: 100 });
    const dropped = line({ quantity: 0 });
    expect(o([kept, dropped])).toMatchObject({
      stockStatus: ORDER_STOCK.stocked,
      shipStatus: ORDER_SHIP.toBePicked,
    });
    // Every line at 0: the lines decide as they are.
    expect(o([dropped]).shipStatus).toBe(ORDER_SHIP.shipped);
  });
});
