import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { SUPPLIER_STATUS } from '../purchase-codes.js';
import { purSupplier } from './supplier.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Found = { Records: { Id: number; Code: string; Name: string }[]; TotalCount: number };

describe('GET /merchant/purchase/supplier/lookup', () => {
  it('lists active suppliers matching the keyword to a buyer; never suspended or prohibited ones', async () => {
    const buyer = await t.login('buyer');
    const [inactive] = await t.db
      .select()
      .from(purSupplier)
      .where(eq(purSupplier.status, SUPPLIER_STATUS.suspended));
    const all = await t.call<Found>('GET', '/merchant/purchase/supplier/lookup', { token: buyer });
    expect(all.body.Code).toBe(0);
    expect(all.body.Data.Records.length).toBeGreaterThan(0);
    expect(all.body.Data.Records.length).toBeLessThanOrEqual(20);
    const named = await t.call<Found>('GET', '/merchant/purchase/supplier/lookup?keyword=arrow', {
      token: buyer,
    });
    expect(named.body.Data.Records.some((s) => /arrow/i.test(s.Name))).toBe(true);
    expect(named.body.Data.Records.every((s) => /arrow/i.test(s.Name) || /arrow/i.test(s.Code))).toBe(true);
    expect(inactive, 'the demo data has a suspended supplier').toBeDefined();
    const r = await t.call<Found>(
      'GET',
      `/merchant/purchase/supplier/lookup?keyword=${encodeURIComponent(inactive!.name)}`,
      { token: buyer },
    );
    expect(r.body.Data.Records.map((s) => s.Id)).not.toContain(inactive!.id);
    const like = await t.call<Found>('GET', '/merchant/purchase/supplier/lookup?keyword=%25', {
      token: buyer,
    });
    expect(like.body.Data.Records.every((s) => s.Name.includes('%'))).toBe(true);
  });

  it('refuses a user without a sourcing or supplier screen', async () => {
    const rep = await t.login('accountant');
    const r = await t.call<Found>('GET', '/merchant/purchase/supplier/lookup', { token: rep });
    expect(r.body.Code).not.toBe(0);
  });
});
