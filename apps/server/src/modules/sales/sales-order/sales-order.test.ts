import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, salesOrderBody } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/** Sales order create by hand: the route trio, the header and line rules (each refusal writes nothing). */
let t: TestApp;
let rep: string;
let f: ReturnType<typeof factories>;
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  rep = await f.token('sales.rep');
});
afterAll(() => t.close());

type Row = {
  Id: number;
  No: string;
  Total: string;
  status: number;
  inBoundStatus: number;
  PayStatus: number;
};
const list = (token: string | null, body: Record<string, unknown> = {}) =>
  t.call<{ Records: Row[]; TotalCount: number }>('POST', '/merchant/sale/salesorder/Query', { token, body });
const create = (body: Record<string, unknown>, token = rep) =>
  t.call<{ Id: number; No: string }>('POST', '/merchant/sale/salesorder', { token, body, lang: 'en-US' });

describe('sales order: create by hand', () => {
  it('no session −100; without the screen 403', async () => {
    expect((await list(null)).body.Code).toBe(-100);
    // A price checker holds none of the order screens (list, detail, the two review queues).
    expect((await list(await f.token('price.checker'))).status).toBe(403);
  });

  it('a draft PI with amounts in decimals, tax and derived statuses, listed for its salesperson', async () => {
    const o = await f.salesOrder();
    expect(o.no).toMatch(/^PI\d+$/);
    const row = (await list(rep, { No: o.no })).body.Data.Records[0]!;
    // 1000 × 1.25 + 2000 × 0.12 = 1490.00; 13 % tax = 193.70; total 1683.70.
    expect(row).toMatchObject({ Total: '1683.70', status: 0, inBoundStatus: 4, PayStatus: 1 });
    const one = await t.call<{
      Rate: string;
      Amount: string;
      TaxAmount: string;
      Lines: { Amount: string }[];
    }>('GET', `/merchant/sale/salesorder/${o.id}`, { token: rep });
    expect(one.body.Data).toMatchObject({ Amount: '1490.00', TaxAmount: '193.70' });
    expect(one.body.Data.Lines.map((l) => l.Amount)).toEqual(['1250.00', '240.00']);
    expect(Number(one.body.Data.Rate)).toBeGreaterThan(0);
    // Another salesperson neither lists nor opens it.
    const agent = await f.token('sales.agent');
    expect((await list(agent, { No: o.no })).body.Data.TotalCount).toBe(0);
    expect((await t.call('GET', `/merchant/sale/salesorder/${o.id}`, { token: agent })).status).toBe(404);
  });

  it('refuses each broken rule naming its field, writing nothing', async () => {
    const c = await f.customer();
    const other = await f.customer({ as: 'sales.agent' });
    const base = salesOrderBody(c.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, TenantId: 1 }, 'TenantId'],
      [{ ...base, TenantId: 3 }, 'TenantId'],
      [{ ...base, TaxRate: 5 }, 'TaxRate'],
      [{ ...base, PaymentTerms: 99 }, 'PaymentTerms'],
      [{ ...base, ConsigneeName: ' ' }, 'ConsigneeName'],
      [{ ...base, ConsigneePhone: '' }, 'ConsigneePhone'],
      [{ ...base, CountryId: 0 }, 'CountryId'],
      [{ ...base, Currency: 'XYZ' }, 'Currency'],
      [salesOrderBody(other.id), 'CustomerId'],
      [{ ...base, Lines: [] }, 'Lines'],
      [salesOrderBody(c.id, [{ Mpn: 'X', Quantity: 0, UnitPrice: '1' }]), 'Lines[0].Quantity'],
      // A fraction fails the contract's integer check (zod names the leaf field).
      [salesOrderBody(c.id, [{ Mpn: 'X', Quantity: 1.5, UnitPrice: '1' }]), 'Quantity'],
      [salesOrderBody(c.id, [{ Mpn: 'X', Quantity: 1, UnitPrice: '0' }]), 'Lines[0].UnitPrice'],
      [salesOrderBody(c.id, [{ Mpn: 'X', Quantity: 1, UnitPrice: '1.1234567' }]), 'Lines[0].UnitPrice'],
      [salesOrderBody(c.id, [{ Mpn: '', Quantity: 1, UnitPrice: '1' }]), 'Lines[0].Mpn'],
    ];
    const before = (await list(rep)).body.Data.TotalCount;
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, `${field}: ${res.body.Message}`).toBe(400);
      expect(res.body.Code).not.toBe(0);
      expect(res.body.Data, field).toMatchObject({ Field: field });
      expect(res.body.Message.length, field).toBeGreaterThan(5);
    }
    expect((await list(rep)).body.Data.TotalCount).toBe(before);
  });
});
