import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { captureNotices } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { poKit } from '../purchase-order/test/po-kit.js';

/**
 * Payment requests FK (issue #15, decision 0041): one supplier, currency and owner company; amount > 0,
 * ≤ 2 decimals, ≤ the PO's unpaid (pending requests held); finance pays (supplier advance in the money
 * ledger) or rejects; nobody decides their own; cancel while waiting. Every refusal changes nothing.
 */
let t: TestApp;
let k: ReturnType<typeof poKit>;
let s1: { id: number; bankId: number };
let s2: { id: number; bankId: number };
const po: Record<string, { id: number; no: string; total: string }> = {};

type Pay = { Id: number; No: string; Version: number; Status: number };
const request = async (body: Record<string, unknown>, as = 'buyer') =>
  t.call<Pay>('POST', '/merchant/purchase/paymentorder', { token: await k.token(as), body, lang: 'en-US' });
const detail = async (id: number, as = 'buyer') =>
  (
    await t.call<{
      Status: number;
      Version: number;
      PaidOn: string | null;
      Amount: string;
      BankName: string;
    }>('GET', `/merchant/purchase/paymentorder/${id}`, { token: await k.token(as) })
  ).body.Data;
const pendingReq = async (id: number) =>
  rows<{ id: number }>(
    await t.db.execute(
      sql`select id from review_request where doc_type = 'payment' and doc_id = ${id} and status = 'pending'`,
    ),
  ).map((r) => r.id);
const decide = async (action: 'approve' | 'reject', id: number, as: string, Comment = 'ok') =>
  t.call('PUT', `/merchant/review/payment/${action}`, {
    token: await k.token(as),
    body: { Ids: await pendingReq(id), Comment },
    lang: 'en-US',
  });
const count = async () =>
  rows<{ n: number }>(
    await t.db.execute(
      sql`select (select count(*) from pur_payment_order)::int + (select count(*) from fin_entry)::int as n`,
    ),
  )[0]!.n;
const line = (o: { id: number }, Amount: string) => ({ OrderId: o.id, Amount });

async function approvedPo(supplierId: number, over: Record<string, unknown> = {}) {
  const c = await k.create(k.body(supplierId, over));
  expect(c.body.Code, c.body.Message).toBe(0);
  const { Id, No } = c.body.Data;
  if (over.keepDraft) return { id: Id, no: No, total: '0' };
  await k.put(Id, 'submit', { Version: (await k.detail(Id)).body.Data.Version });
  expect((await k.decide('approve', Id, 'purchase.head')).body.Code).toBe(0);
  return { id: Id, no: No, total: (await k.detail(Id)).body.Data.Total };
}

beforeAll(async () => {
  t = await createTestApp();
  k = poKit(t);
  const withBank = rows<{ id: number; bank_id: number }>(
    await t.db.execute(sql`select s.id, (select min(b.id) from pur_supplier_bank b where b.supplier_id = s.id) as bank_id
      from pur_supplier s where s.status = 1
      and exists (select 1 from pur_supplier_bank b where b.supplier_id = s.id) order by s.id limit 2`),
  );
  expect(withBank.length, 'the demo data has two active suppliers with bank accounts').toBe(2);
  s1 = { id: withBank[0]!.id, bankId: withBank[0]!.bank_id };
  s2 = { id: withBank[1]!.id, bankId: withBank[1]!.bank_id };
  po.a = await approvedPo(s1.id);
  po.b = await approvedPo(s1.id);
  po.c = await approvedPo(s2.id);
  po.eur = await approvedPo(s1.id, { Currency: 'EUR' });
  po.draft = await approvedPo(s1.id, { keepDraft: true });
});
afterAll(() => t.close());

describe('payment requests', () => {
  it('refuses every broken rule with a translated 400 naming the field, writing nothing', async () => {
    const before = await count();
    const base = { Kind: 1, BankId: s1.bankId, Remark: 'deposit' };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...base, Kind: 3, Lines: [line(po.a!, '10')] }, 'Kind', /prepayment or payment/],
      [{ ...base, Lines: [line(po.a!, '10'), line(po.a!, '5')] }, 'Lines[1].OrderId', /listed twice/],
      [
        { ...base, Lines: [line(po.draft!, '10')] },
        'Lines[0].OrderId',
        /cannot be paid in its current status/,
      ],
      [
        { ...base, Lines: [line(po.a!, '10'), line(po.c!, '5')] },
        'Lines[1].OrderId',
        /one supplier, one currency/,
      ],
      [
        { ...base, Lines: [line(po.a!, '10'), line(po.eur!, '5')] },
        'Lines[1].OrderId',
        /one supplier, one currency/,
      ],
      [{ ...base, Lines: [line(po.a!, '0')] }, 'Lines[0].Amount', /greater than 0/],
      [{ ...base, Lines: [line(po.a!, '1.234')] }, 'Lines[0].Amount', /at most 2 decimals/],
      [{ ...base, Lines: [line(po.a!, '-5')] }, 'Lines[0].Amount', /greater than 0/],
      [{ ...base, Lines: [line(po.a!, '99999999')] }, 'Lines[0].Amount', /more than the unpaid/],
      [{ ...base, BankId: s2.bankId, Lines: [line(po.a!, '10')] }, 'BankId', /not one of the supplier/],
    ];
    for (const [body, field, msg] of cases) {
      const res = await request(body);
      expect(res.status, `${field} ${res.body.Message}`).toBe(400);
      expect(res.body.Data).toMatchObject({ Field: field });
      expect(res.body.Message).toMatch(msg);
    }
    expect((await request({ ...base, Lines: [line({ id: 99999999 }, '1')] })).status).toBe(404);
    expect((await request({ ...base, Lines: [line(po.a!, '10')] }, 'price.checker')).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('finance pays: supplier advance posted, PO paid amount, the buyer notified; pending amounts held', async () => {
    const notices = captureNotices(t);
    const c0 = (await k.todos('accountant')).PaymentToPayCount ?? 0;
    const res = await request({ Kind: 1, BankId: s1.bankId, Lines: [line(po.a!, '100.50')] });
    expect(res.body.Code, res.body.Message).toBe(0);
    expect(res.body.Data.No).toMatch(/^FK/);
    const id = res.body.Data.Id;
    expect((await k.todos('accountant')).PaymentToPayCount).toBe(c0 + 1);
    // The pending request holds its amount: the rest + 0.01 is over the unpaid.
    const rest = (Number(po.a!.total) * 100 - 10050) / 100;
    const over = await request({
      Kind: 2,
      BankId: s1.bankId,
      Lines: [line(po.a!, (rest + 0.01).toFixed(2))],
    });
    expect(over.body.Data).toMatchObject({ Field: 'Lines[0].Amount' });
    // Wrong roles: the buyer holds no queue, the purchasing head is not an approver.
    expect((await decide('approve', id, 'buyer')).status).toBe(403);
    expect((await decide('approve', id, 'purchase.head')).status).toBe(403);
    expect((await detail(id)).Status).toBe(1);
    const paid = await decide('approve', id, 'accountant', 'paid by wire');
    expect(paid.body.Code, paid.body.Message).toBe(0);
    const d = await detail(id);
    expect(d).toMatchObject({ Status: 2, Amount: '100.50' });
    expect(d.PaidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const entries = rows<{ account: number; amount: string; party_kind: number; party_id: number }>(
      await t.db.execute(
        sql`select account, amount::text, party_kind, party_id from fin_entry where doc_type = 'payment' and doc_id = ${id}`,
      ),
    );
    expect(entries).toEqual([{ account: 5, amount: '100.50', party_kind: 2, party_id: s1.id }]);
    const listed = await k.list({ No: po.a!.no });
    expect((listed.body.Data.Records[0] as unknown as { PaidAmount: string }).PaidAmount).toBe('100.50');
    const history = rows<{ action: string }>(
      await t.db.execute(
        sql`select action from doc_history where doc_type = 'purchaseOrder' and doc_id = ${po.a!.id} and action = 'paid'`,
      ),
    );
    expect(history).toHaveLength(1);
    const buyerId = (await k.detail(po.a!.id)).body.Data.OwnerId;
    expect(notices.some((n) => n.to.includes(buyerId))).toBe(true);
    // Paid: not cancelled, not paid twice.
    const cancel = await t.call('PUT', `/merchant/purchase/paymentorder/${id}/cancel`, {
      token: await k.token('buyer'),
      body: { Version: d.Version },
      lang: 'en-US',
    });
    expect(cancel.body.Message).toMatch(/cannot be cancelled/);
    expect(await pendingReq(id)).toEqual([]);
    // The rest of the PO can be asked for exactly.
    const restOk = await request({ Kind: 2, BankId: s1.bankId, Lines: [line(po.a!, rest.toFixed(2))] });
    expect(restOk.body.Code, restOk.body.Message).toBe(0);
    expect(await checkLedgers(t)).toEqual([]);
  });

  it('reject → back to the buyer, amounts released; cancel at the version; nobody pays their own', async () => {
    const before = await count();
    const res = await request({ Kind: 1, BankId: s1.bankId, Lines: [line(po.b!, po.b!.total)] });
    const id = res.body.Data.Id;
    expect((await decide('reject', id, 'finance.head', '')).status).toBe(400);
    expect((await decide('reject', id, 'finance.head', 'wrong account')).body.Code).toBe(0);
    expect(await detail(id)).toMatchObject({ Status: 3 });
    const again = await request({ Kind: 1, BankId: s1.bankId, Lines: [line(po.b!, po.b!.total)] });
    expect(again.body.Code, again.body.Message).toBe(0);
    const id2 = again.body.Data.Id;
    const v = (await detail(id2)).Version;
    const cancel = (Version: number) =>
      t.call<{ Status: number }>('PUT', `/merchant/purchase/paymentorder/${id2}/cancel`, {
        token: '',
        body: { Version },
      });
    const put = async (Version: number, as = 'buyer') =>
      t.call<{ Status: number }>('PUT', `/merchant/purchase/paymentorder/${id2}/cancel`, {
        token: await k.token(as),
        body: { Version },
        lang: 'en-US',
      });
    expect((await cancel(v)).body.Code).toBe(-100);
    expect((await put(v + 1)).status).toBe(409);
    expect((await put(v)).body.Data.Status).toBe(4);
    expect(await pendingReq(id2)).toEqual([]);

    // An administrator's own request: the administrator may not pay it; the accountant may.
    const own = await request({ Kind: 2, BankId: s1.bankId, Lines: [line(po.b!, '1.00')] }, 'admin');
    expect(own.body.Code, own.body.Message).toBe(0);
    const self = await decide('approve', own.body.Data.Id, 'admin');
    expect(self.body.Code).not.toBe(0);
    expect((await detail(own.body.Data.Id, 'admin')).Status).toBe(1);
    expect((await decide('approve', own.body.Data.Id, 'accountant')).body.Code).toBe(0);
    expect(await count()).toBe(before + 4);
    expect(await checkLedgers(t)).toEqual([]);
  });
});
