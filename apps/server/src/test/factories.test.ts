import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories, withSetting } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/** The factories build real records through the API (issue #12 item 8); withSetting always restores. */

let t: TestApp;
let f: Factories;
let rep: string;
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  rep = await f.token('sales.rep');
});
afterAll(() => t.close());

const get = async <T>(url: string, token = rep) => {
  const res = await t.call<T>('GET', url, { token });
  expect(res.body.Code, `${url}: ${res.body.Message}`).toBe(0);
  return res.body.Data;
};

describe('factories', () => {
  it('customer: sales.rep’s, approved (active), with its contact; contact adds one', async () => {
    const c = await f.customer();
    const d = await get<{ Status: number; Code: string; Version: number; Contacts: { Id: number }[] }>(
      `/merchant/crm/customer/${c.id}`,
    );
    expect(d).toMatchObject({ Status: 2, Code: c.no, Version: c.version });
    expect(d.Contacts.map((x) => x.Id)).toEqual(c.contactIds);
    const pending = await f.customer({ approve: false });
    expect((await get<{ Status: number }>(`/merchant/crm/customer/${pending.id}`)).Status).toBe(1);
    const k = await f.contact({ customerId: c.id });
    const after = await get<{ Contacts: { Id: number }[] }>(`/merchant/crm/customer/${c.id}`);
    expect(after.Contacts.map((x) => x.Id)).toContain(k.id);
  });

  it('inquiry → purchase quote → sales quote, parents created on the way', async () => {
    const inq = await f.inquiry();
    expect(inq.no).toMatch(/^B/);
    expect(inq.lineIds).toHaveLength(2);
    const d = await get<{ CustomerId: number; Lines: { Id: number }[] }>(
      `/merchant/forqutation/inquiry/${inq.id}`,
    );
    expect(d.Lines.map((l) => l.Id)).toEqual(inq.lineIds);
    const pq = await f.purchaseQuote({ lineId: inq.lineIds[0]! });
    expect(pq.no).toMatch(/^CB/);
    const q = await f.salesQuote({ inquiry: inq, purchaseQuoteIds: [pq.id] });
    expect(q.no).toMatch(/^BJ/);
    expect(q.needsApproval).toBe(false);
    const view = await get<{ InquiryId: number; Lines: { PurchaseQuoteId: number | null }[] }>(
      `/merchant/forqutation/quotation/${q.id}`,
    );
    expect(view.InquiryId).toBe(inq.id);
    expect(view.Lines.map((l) => l.PurchaseQuoteId)).toEqual([pq.id]);
    // Without parents: a whole chain of new rows.
    const alone = await f.salesQuote();
    expect(alone.inquiryId).not.toBe(inq.id);
  });

  it('demand order and purchase request', async () => {
    const dm = await f.demand();
    expect(dm.no).toMatch(/^XQ/);
    expect((await get<{ Lines: unknown[] }>(`/merchant/demand/demand/${dm.id}`)).Lines).toHaveLength(1);
    const pr = await f.purchaseRequest();
    expect(pr.no).toMatch(/^CS/);
    expect(
      (await get<{ Lines: unknown[] }>(`/merchant/forqutation/purchaserequest/${pr.id}`)).Lines,
    ).toHaveLength(1);
  });

  it('a refused build throws with the server’s message', async () => {
    await expect(f.inquiry({ lines: [] })).rejects.toThrow(/inquiry: 400/);
  });
});

describe('withSetting', () => {
  const quota = async () => {
    const admin = await f.token('admin');
    const res = await t.call<{ Records: { Key: string; Value: unknown }[] }>(
      'GET',
      '/merchant/setup/setting',
      {
        token: admin,
      },
    );
    return res.body.Data.Records.find((r) => r.Key === 'poolClaimMonthlyQuota')!.Value;
  };

  it('sets the value for the callback and restores it after a pass and after a throw', async () => {
    const before = await quota();
    expect(before).not.toBe(7);
    expect(await withSetting(t, 'poolClaimMonthlyQuota', 7, async () => quota())).toBe(7);
    expect(await quota()).toBe(before);
    await expect(
      withSetting(t, 'poolClaimMonthlyQuota', 8, async () => {
        expect(await quota()).toBe(8);
        throw new Error('inside');
      }),
    ).rejects.toThrow('inside');
    expect(await quota()).toBe(before);
  });

  it('refuses a value the setting does not accept, changing nothing', async () => {
    const before = await quota();
    await expect(withSetting(t, 'poolClaimMonthlyQuota', 'lots', async () => 1)).rejects.toThrow(/400/);
    expect(await quota()).toBe(before);
  });
});
