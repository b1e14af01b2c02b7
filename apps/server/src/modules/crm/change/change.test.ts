import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docHistory } from '../../../core/documents/document.table.js';
import { createOpsKit, type OpsKit } from '../crm-ops-test-kit.js';
import { crmCustomer } from '../customer/customer.table.js';
import { remainingCredit } from '../index.js';
import { crmCreditChange, crmLevelChange } from './change-request.table.js';
import { registerReceivableProvider, unregisterReceivableProvider } from './credit.js';

let k: OpsKit;
beforeAll(async () => {
  k = await createOpsKit();
});
afterAll(() => k.t.close());

const levelUrl = (id: number) => `/merchant/crm/customer/${id}/levelchange`;
const creditUrl = (id: number) => `/merchant/crm/customer/${id}/creditchange`;
const customer = (id: number) =>
  k.t.db
    .select()
    .from(crmCustomer)
    .where(eq(crmCustomer.id, id))
    .then((r) => r[0]!);

describe('level change (level-audit)', () => {
  it('trio: no session −100, no permit 403, the owner may request', async () => {
    const c = await k.customerOf(k.users.rep);
    const body = { ToLevel: c.level === 1 ? 2 : 1, Reason: 'volume', Version: c.version };
    expect((await k.t.call('POST', levelUrl(c.id), { body })).body.Code).toBe(-100);
    expect((await k.t.call('POST', levelUrl(c.id), { token: k.tokens.buyer, body })).status).toBe(403);
    const res = await k.t.call<{ Id: number; Status: number }>('POST', levelUrl(c.id), {
      token: k.tokens.rep,
      body,
    });
    expect(res.body.Code).toBe(0);
    expect(res.body.Data.Status).toBe(1);
    expect(await k.pendingRequest('customerLevel', res.body.Data.Id)).toBeTruthy();
  });

  it('refuses another salesperson, the same level, a second pending request and a stale version; nothing written', async () => {
    const c = await k.customerOf(k.users.rep);
    const before = await k.t.db.select().from(crmLevelChange).where(eq(crmLevelChange.customerId, c.id));
    const other = await k.t.call('POST', levelUrl(c.id), {
      token: k.tokens.rep2,
      body: { ToLevel: c.level === 1 ? 2 : 1, Version: c.version },
    });
    expect(other.status).toBe(404);
    const same = await k.t.call('POST', levelUrl(c.id), {
      token: k.tokens.rep,
      body: { ToLevel: c.level, Version: c.version },
      lang: 'en-US',
    });
    expect(same.status).toBe(400);
    expect(same.body.Data).toEqual({ Field: 'ToLevel' });
    const bad = await k.t.call('POST', levelUrl(c.id), {
      token: k.tokens.rep,
      body: { ToLevel: 99, Version: c.version },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toEqual({ Field: 'ToLevel' });
    const stale = await k.t.call('POST', levelUrl(c.id), {
      token: k.tokens.rep,
      body: { ToLevel: c.level === 1 ? 2 : 1, Version: c.version + 5 },
    });
    expect(stale.status).toBe(409);
    expect(await k.t.db.select().from(crmLevelChange).where(eq(crmLevelChange.customerId, c.id))).toEqual(
      before,
    );
    const ok = await k.t.call('POST', levelUrl(c.id), {
      token: k.tokens.rep,
      body: { ToLevel: c.level === 1 ? 2 : 1, Version: c.version },
    });
    expect(ok.body.Code).toBe(0);
    const again = await k.t.call('POST', levelUrl(c.id), {
      token: k.tokens.rep,
      body: { ToLevel: c.level === 1 ? 3 : 1, Version: c.version },
    });
    expect(again.status).toBe(409);
  });

  it('approval applies the level (customer version bumped, history on the customer); rejection notifies and changes nothing', async () => {
    const c = await k.customerOf(k.users.rep);
    const to = c.level === 1 ? 2 : 1;
    const req = await k.t.call<{ Id: number }>('POST', levelUrl(c.id), {
      token: k.tokens.rep,
      body: { ToLevel: to, Version: c.version },
    });
    const rid = (await k.pendingRequest('customerLevel', req.body.Data.Id))!;
    // a salesperson may not decide; finance has no level-audit queue
    expect(
      (
        await k.t.call('PUT', '/merchant/review/customerLevel/approve', {
          token: k.tokens.rep,
          body: { Ids: [rid] },
        })
      ).status,
    ).toBe(403);
    const ap = await k.t.call('PUT', '/merchant/review/customerLevel/approve', {
      token: k.tokens.leader,
      body: { Ids: [rid], Comment: 'ok' },
    });
    expect(ap.body.Code).toBe(0);
    const after = await customer(c.id);
    expect(after.level).toBe(to);
    expect(after.version).toBe(c.version + 1);
    const hist = await k.t.db.select().from(docHistory).where(eq(docHistory.docId, c.id));
    expect(hist.filter((h) => h.docType === 'customer').map((h) => h.action)).toEqual(
      expect.arrayContaining(['levelChangeRequested', 'levelChanged']),
    );
    // rejection
    const c2 = await k.customerOf(k.users.rep);
    const r2 = await k.t.call<{ Id: number }>('POST', levelUrl(c2.id), {
      token: k.tokens.rep,
      body: { ToLevel: c2.level === 1 ? 2 : 1, Version: c2.version },
    });
    const rid2 = (await k.pendingRequest('customerLevel', r2.body.Data.Id))!;
    const noComment = await k.t.call('PUT', '/merchant/review/customerLevel/reject', {
      token: k.tokens.leader,
      body: { Ids: [rid2] },
    });
    expect(noComment.status).toBe(400);
    k.notices.length = 0;
    const rj = await k.t.call('PUT', '/merchant/review/customerLevel/reject', {
      token: k.tokens.leader,
      body: { Ids: [rid2], Comment: 'no' },
    });
    expect(rj.body.Code).toBe(0);
    expect((await customer(c2.id)).level).toBe(c2.level);
    const [row] = await k.t.db.select().from(crmLevelChange).where(eq(crmLevelChange.id, r2.body.Data.Id));
    expect(row!.status).toBe(3);
    expect(k.notices.some((n) => n.to.includes(k.users.rep))).toBe(true);
  });
});

describe('credit change (credit-audit, finance)', () => {
  it('amount rules → 400 naming ToLimit; finance head approves; sales leads may not', async () => {
    const c = await k.customerOf(k.users.rep);
    for (const ToLimit of ['abc', '1.234', '-5']) {
      const r = await k.t.call('POST', creditUrl(c.id), {
        token: k.tokens.rep,
        body: { ToLimit, Version: c.version },
      });
      expect(r.status, ToLimit).toBe(400);
      expect(r.body.Data).toEqual({ Field: 'ToLimit' });
    }
    expect(await k.t.db.select().from(crmCreditChange).where(eq(crmCreditChange.customerId, c.id))).toEqual(
      [],
    );
    const req = await k.t.call<{ Id: number }>('POST', creditUrl(c.id), {
      token: k.tokens.rep,
      body: { ToLimit: '25000.5', Reason: 'weekly settlement', Version: c.version },
    });
    expect(req.body.Code).toBe(0);
    const rid = (await k.pendingRequest('customerCredit', req.body.Data.Id))!;
    const lead = await k.t.call('PUT', '/merchant/review/customerCredit/approve', {
      token: k.tokens.leader,
      body: { Ids: [rid] },
    });
    expect(lead.status).toBe(403);
    const fin = await k.t.call('PUT', '/merchant/review/customerCredit/approve', {
      token: k.tokens.finance,
      body: { Ids: [rid] },
    });
    expect(fin.body.Code).toBe(0);
    expect((await customer(c.id)).creditLimit).toBe('25000.50');
    const list = await k.t.call<{ Records: { Id: number; Status: number; ToLimit: string }[] }>(
      'POST',
      '/merchant/crm/creditchange/Query',
      { token: k.tokens.rep, body: { CustomerId: c.id } },
    );
    expect(list.body.Data.Records).toEqual([
      expect.objectContaining({ Id: req.body.Data.Id, Status: 2, ToLimit: '25000.50' }),
    ]);
  });

  it('the list filters by the currency code (Currency is the Currency dictionary: "USD", not a row id)', async () => {
    const c = await k.customerOf(k.users.rep);
    const req = await k.t.call<{ Id: number }>('POST', creditUrl(c.id), {
      token: k.tokens.rep,
      body: { ToLimit: '3000', Version: c.version },
    });
    expect(req.body.Code).toBe(0);
    const [row] = await k.t.db.select().from(crmCreditChange).where(eq(crmCreditChange.id, req.body.Data.Id));
    const list = (body: Record<string, unknown>) =>
      k.t.call<{ Records: { Id: number; Currency: string }[] }>('POST', '/merchant/crm/creditchange/Query', {
        token: k.tokens.rep,
        body: { CustomerId: c.id, ...body },
      });
    const usd = await list({ Currency: 'USD' });
    expect(usd.status).toBe(200);
    expect(usd.body.Code).toBe(0);
    expect(usd.body.Data.Records.every((r) => r.Currency === 'USD')).toBe(true);
    const own = await list({ Currency: row!.currency });
    expect(own.body.Code).toBe(0);
    expect(own.body.Data.Records.map((r) => r.Id)).toContain(req.body.Data.Id);
    const bad = await list({ Currency: { x: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toEqual({ Field: 'Currency' });
  });

  it('remainingCredit = limit − open receivables of every registered provider', async () => {
    const c = await k.customerOf(k.users.rep);
    await k.t.db.update(crmCustomer).set({ creditLimit: '1000.00' }).where(eq(crmCustomer.id, c.id));
    expect((await remainingCredit(k.t.db, c.id)).remaining).toBe('1000.00');
    registerReceivableProvider({
      name: 'test.orders',
      openReceivables: async (_db, id, cur) => (id === c.id && cur === c.currency ? '250.10' : '0'),
    });
    registerReceivableProvider({ name: 'test.shipments', openReceivables: async () => '1000.00' });
    try {
      const r = await remainingCredit(k.t.db, c.id);
      expect(r).toEqual({
        currency: c.currency,
        limit: '1000.00',
        openReceivables: '1250.10',
        remaining: '-250.10',
      });
      const http = await k.t.call<{ RemainingCredit: string }>(
        'GET',
        `/merchant/crm/customer/${c.id}/remainingcredit`,
        {
          token: k.tokens.rep,
        },
      );
      expect(http.body.Data.RemainingCredit).toBe('-250.10');
      const other = await k.t.call('GET', `/merchant/crm/customer/${c.id}/remainingcredit`, {
        token: k.tokens.rep2,
      });
      expect(other.status).toBe(404);
    } finally {
      unregisterReceivableProvider('test.orders');
      unregisterReceivableProvider('test.shipments');
    }
  });
});
