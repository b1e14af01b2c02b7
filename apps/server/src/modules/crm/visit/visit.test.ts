import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpsKit, type OpsKit } from '../crm-ops-test-kit.js';
import { customerTimeline, registerTradeSource, unregisterTradeSource } from '../trade/trade.js';
import { crmVisit } from './visit.table.js';

let k: OpsKit;
beforeAll(async () => {
  k = await createOpsKit();
});
afterAll(() => k.t.close());

const base = '/merchant/sale/customervisit';
const plan = (customerId: number, extra: Record<string, unknown> = {}) => ({
  Kind: 1,
  CustomerId: customerId,
  Method: 1,
  PlannedDate: '2026-12-01',
  PlannedTime: '09:30',
  Purpose: 'BOM review',
  ...extra,
});
const visit = (id: number) =>
  k.t.db
    .select()
    .from(crmVisit)
    .where(eq(crmVisit.id, id))
    .then((r) => r[0]!);
const counts = async (token: string) =>
  (await k.t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', { token })).body
    .Data.Counts;

describe('visits (BF)', () => {
  it('trio and input rules: the customer must be yours, the contact the customer’s, HH:MM; nothing written', async () => {
    const c = await k.customerOf(k.users.rep);
    expect((await k.t.call('POST', base, { body: plan(c.id) })).body.Code).toBe(-100);
    expect((await k.t.call('POST', base, { token: k.tokens.buyer, body: plan(c.id) })).status).toBe(403);
    const n = (await k.t.db.select().from(crmVisit)).length;
    expect((await k.t.call('POST', base, { token: k.tokens.rep2, body: plan(c.id) })).status).toBe(404);
    const time = await k.t.call('POST', base, {
      token: k.tokens.rep,
      body: plan(c.id, { PlannedTime: '25:00' }),
    });
    expect(time.body.Data).toEqual({ Field: 'PlannedTime' });
    const contact = await k.t.call('POST', base, {
      token: k.tokens.rep,
      body: plan(c.id, { ContactId: 999999 }),
    });
    expect(contact.body.Data).toEqual({ Field: 'ContactId' });
    const method = await k.t.call('POST', base, { token: k.tokens.rep, body: plan(c.id, { Method: 9 }) });
    expect(method.status).toBe(400);
    expect((await k.t.db.select().from(crmVisit)).length).toBe(n);
    const ok = await k.t.call<{ Id: number; No: string; SalespersonId: number }>('POST', base, {
      token: k.tokens.rep,
      body: plan(c.id),
    });
    expect(ok.body.Data.No).toMatch(/^BF\d{10}$/);
    expect(ok.body.Data.SalespersonId).toBe(k.users.rep);
    // data scope: the other salesperson neither lists nor opens it
    const mine = await k.t.call<{ Records: { Id: number }[] }>('POST', `${base}/Query`, {
      token: k.tokens.rep,
      body: { CustomerId: c.id },
    });
    expect(mine.body.Data.Records.map((r) => r.Id)).toContain(ok.body.Data.Id);
    const theirs = await k.t.call<{ TotalCount: number }>('POST', `${base}/Query`, {
      token: k.tokens.rep2,
      body: { CustomerId: c.id },
    });
    expect(theirs.body.Data.TotalCount).toBe(0);
    expect((await k.t.call('GET', `${base}/${ok.body.Data.Id}`, { token: k.tokens.rep2 })).status).toBe(404);
  });

  it('allotment: permit gate, all or nothing, active salesperson only, counters move', async () => {
    const c = await k.customerOf(k.users.rep);
    const a = await k.t.call<{ Id: number; SalespersonId: number | null }>('POST', base, {
      token: k.tokens.leader,
      body: plan(c.id, { SalespersonId: null }),
    });
    expect(a.body.Data.SalespersonId).toBeNull();
    const b = await k.t.call<{ Id: number }>('POST', base, {
      token: k.tokens.leader,
      body: plan(c.id, { SalespersonId: null }),
    });
    const allotBefore = (await counts(k.tokens.leader)).VisitAllotCount!;
    expect(allotBefore).toBeGreaterThanOrEqual(2);
    expect((await counts(k.tokens.rep)).VisitAllotCount).toBeUndefined();
    const url = `${base}/allotment`;
    expect(
      (
        await k.t.call('PUT', url, {
          token: k.tokens.rep,
          body: { Ids: [a.body.Data.Id], SalespersonId: k.users.rep },
        })
      ).status,
    ).toBe(403);
    const buyer = await k.t.call('PUT', url, {
      token: k.tokens.leader,
      body: { Ids: [a.body.Data.Id], SalespersonId: k.users.finance },
    });
    expect(buyer.body.Data).toEqual({ Field: 'SalespersonId' });
    // a cancelled visit in the batch refuses the whole batch
    const cx = await k.t.call<{ Id: number }>('POST', base, {
      token: k.tokens.leader,
      body: plan(c.id, { SalespersonId: null }),
    });
    await k.t.call('PUT', `${base}/${cx.body.Data.Id}/cancel`, {
      token: k.tokens.leader,
      body: { Version: 1 },
    });
    const mixed = await k.t.call('PUT', url, {
      token: k.tokens.leader,
      body: { Ids: [a.body.Data.Id, cx.body.Data.Id], SalespersonId: k.users.rep },
    });
    expect(mixed.status).toBe(409);
    expect((await visit(a.body.Data.Id)).salespersonId).toBeNull();
    k.notices.length = 0;
    const pushes = k.todoPushes;
    const ok = await k.t.call('PUT', url, {
      token: k.tokens.leader,
      body: { Ids: [a.body.Data.Id, b.body.Data.Id], SalespersonId: k.users.rep },
    });
    expect(ok.body.Code).toBe(0);
    expect((await visit(b.body.Data.Id)).allottedBy).toBe(k.users.leader);
    expect(k.notices.map((n) => n.to)).toEqual([[k.users.rep]]);
    expect(k.todoPushes).toBeGreaterThan(pushes);
    expect((await counts(k.tokens.leader)).VisitAllotCount).toBe(allotBefore - 2);
  });

  it('report: stale → 409, incomplete → 400, submit → queryauditing → approve; not editable afterwards', async () => {
    const c = await k.customerOf(k.users.rep);
    const v = await k.t.call<{ Id: number }>('POST', base, { token: k.tokens.rep, body: plan(c.id) });
    const id = v.body.Data.Id;
    const edit = {
      Method: 2,
      DoneDate: '2026-11-20',
      Content: 'Discussed Q1 demand',
      Result: 'RFQ next week',
      NextStep: 'quote',
    };
    expect(
      (await k.t.call('PUT', `${base}/${id}`, { token: k.tokens.rep, body: { ...edit, Version: 9 } })).status,
    ).toBe(409);
    expect(
      (await k.t.call('PUT', `${base}/${id}`, { token: k.tokens.rep2, body: { ...edit, Version: 1 } }))
        .status,
    ).toBe(404);
    const incomplete = await k.t.call('PUT', `${base}/${id}/submit`, {
      token: k.tokens.rep,
      body: { Version: 1 },
    });
    expect(incomplete.body.Data).toEqual({ Field: 'DoneDate' });
    const e = await k.t.call<{ Version: number }>('PUT', `${base}/${id}`, {
      token: k.tokens.rep,
      body: { ...edit, Version: 1 },
    });
    expect(e.body.Data.Version).toBe(2);
    const auditBefore = (await counts(k.tokens.leader)).VisitAuditCount!;
    const sub = await k.t.call('PUT', `${base}/${id}/submit`, { token: k.tokens.rep, body: { Version: 2 } });
    expect(sub.body.Code).toBe(0);
    expect((await counts(k.tokens.leader)).VisitAuditCount).toBe(auditBefore + 1);
    expect((await k.t.call('POST', `${base}/queryauditing`, { token: k.tokens.rep, body: {} })).status).toBe(
      403,
    );
    const q = await k.t.call<{ Records: { Id: number; Kind: number }[] }>('POST', `${base}/queryauditing`, {
      token: k.tokens.leader,
      body: { CustomerId: c.id },
    });
    expect(q.body.Data.Records).toEqual([expect.objectContaining({ Id: id, Kind: 2 })]);
    expect(
      (await k.t.call('PUT', `${base}/${id}`, { token: k.tokens.rep, body: { ...edit, Version: 3 } })).status,
    ).toBe(409);
    const rid = (await k.pendingRequest('customerVisit', id))!;
    const ap = await k.t.call('PUT', '/merchant/review/customerVisit/approve', {
      token: k.tokens.leader,
      body: { Ids: [rid] },
    });
    expect(ap.body.Code).toBe(0);
    expect((await visit(id)).status).toBe(3);
  });
});

describe('customer trade timeline', () => {
  it('merges registered sources with the CRM events by time, paged; other salespeople get 404', async () => {
    const c = await k.customerOf(k.users.rep);
    await k.t.call('POST', base, { token: k.tokens.rep, body: plan(c.id) });
    registerTradeSource({
      name: 'test.orders',
      count: async (_db, id) => (id === c.id ? 2 : 0),
      latest: async (_db, id) =>
        id === c.id
          ? [
              {
                Source: 'test.orders',
                Kind: 'order',
                At: new Date('2099-01-02'),
                DocNo: 'PI9901020001',
                Title: 'order',
                Amount: '10.00',
                Currency: 'USD',
                UserId: null,
              },
              {
                Source: 'test.orders',
                Kind: 'order',
                At: new Date('2000-01-01'),
                DocNo: 'PI0001010001',
                Title: 'old',
                Amount: null,
                Currency: null,
                UserId: null,
              },
            ]
          : [],
    });
    try {
      const all = await customerTimeline(k.t.db, c.id, { pageIndex: 1, pageSize: 100 }, 'en-US');
      expect(all.TotalCount).toBe(all.Records.length);
      expect(all.Records[0]!.DocNo).toBe('PI9901020001');
      expect(all.Records.at(-1)!.DocNo).toBe('PI0001010001');
      expect(all.Records.map((r) => r.Kind)).toEqual(expect.arrayContaining(['created', 'visit', 'order']));
      const page = await k.t.call<{ Records: { DocNo: string }[]; TotalCount: number }>(
        'GET',
        '/merchant/crm/customertrade',
        {
          token: k.tokens.rep,
          query: { customerId: c.id, pageIndex: 2, pageSize: 1 },
        },
      );
      expect(page.body.Data.TotalCount).toBe(all.TotalCount);
      expect(page.body.Data.Records.map((r) => r.DocNo)).toEqual([all.Records[1]!.DocNo]);
      const other = await k.t.call('GET', '/merchant/crm/customertrade', {
        token: k.tokens.rep2,
        query: { customerId: c.id },
      });
      expect(other.status).toBe(404);
    } finally {
      unregisterTradeSource('test.orders');
    }
  });
});
