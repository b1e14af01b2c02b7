import { describe, expect, it } from 'vitest';
import type { Executor } from '../../../core/db/client.js';
import { type DemandRow, purchaseDemand, registerDemandSource } from './purchase-demand.js';

const row = (o: Partial<DemandRow>): DemandRow => ({
  sourceType: 'a',
  sourceId: 1,
  sourceNo: 'X1',
  lineId: 1,
  orderId: null,
  orderNo: null,
  orderLineId: null,
  partId: null,
  mpn: 'M',
  brand: '',
  package: '',
  qty: 1,
  requiredDate: null,
  salespersonId: null,
  salesperson: null,
  customerId: null,
  customer: null,
  tenantId: 2,
  since: null,
  ...o,
});

/** The registration hook modules above purchase hand their demand through (decision 0034). */
describe('purchase demand sources', () => {
  it('reads every source registered for the app database, by required date (none last), per app', async () => {
    const db = {} as Executor;
    const other = {} as Executor;
    expect(await purchaseDemand(db)).toEqual([]);
    const seen: unknown[] = [];
    registerDemandSource(db, 'a', async (_exec, f) => {
      seen.push(f);
      return [row({ lineId: 2, requiredDate: null }), row({ lineId: 1, requiredDate: '2026-12-01' })];
    });
    registerDemandSource(db, 'b', async () => [row({ sourceType: 'b', requiredDate: '2026-11-30' })]);
    const all = await purchaseDemand(db, { mpn: 'x' });
    expect(all.map((r) => [r.sourceType, r.lineId])).toEqual([
      ['b', 1],
      ['a', 1],
      ['a', 2],
    ]);
    expect(seen).toEqual([{ mpn: 'x' }]);
    expect((await purchaseDemand(db, { sourceType: 'b' })).map((r) => r.sourceType)).toEqual(['b']);
    expect(await purchaseDemand(db, { sourceType: 'none' })).toEqual([]);
    // Another app (another database) has its own sources.
    expect(await purchaseDemand(other)).toEqual([]);
  });
});
