import { isoDay } from '@partdesk/shared/core/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { pendingRequestOf } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from '../sales-order/test/order-kit.js';

/**
 * Receipts SK (issue #17, decision 0054): against approved orders of one customer and currency, from a
 * claimed bank receipt or the customer balance; sales review then finance confirmation → posted (the
 * receivable / pre-collected per order, the bank receipt drawn down, the rest to the balance), orders
 * partially received / received; a paid order cancelled → its money in the customer balance. Every
 * rule broken with nothing changed; the ledgers clean after every scenario; a race on an order's last
 * open amount → one winner.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
let usdAccount: number;
const P = '/merchant/sale/receipt';
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
  const [acc] = rows<{ id: number }>(
    await t.db.execute(
      sql`select id from base_account where tenant_id = 2 and currency = 'USD' and enabled and direction in (1, 3) order by id limit 1`,
    ),
  );
  expect(acc, 'the demo data has an enabled USD receiving account of company 2').toBeDefined();
  usdAccount = acc!.id;
});
afterAll(() => t.close());

type Created = { Id: number; No: string; Status: number; Version: number };
const create = async (body: Record<string, unknown>, as = 'sales.rep') =>
  t.call<Created>('POST', P, { token: await k.f.token(as), body: { Remark: '', ...body }, lang: 'en-US' });
const decide = async (type: string, id: number, as: string, action: 'approve' | 'reject' = 'approve') =>
  t.call('PUT', `/merchant/review/${type}/${action}`, {
    token: await k.f.token(as),
    body: { Ids: [await pendingRequestOf(t, type, id)], Comment: `${action} by ${as}` },
    lang: 'en-US',
  });
const one = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.db.execute(q))[0]!;
const order = (id: number) =>
  one<{ received: string; pay_status: number; status: number; total: string }>(
    sql`select received::text, pay_status, status, total::text from sales_order where id = ${id}`,
  );
const receiptCount = async () => (await one<{ n: number }>(sql`select count(*)::int n from sales_receipt`)).n;
const entryCount = async () => (await one<{ n: number }>(sql`select count(*)::int n from fin_entry`)).n;
const ledger = (customerId: number, account: number) =>
  one<{ s: string }>(
    sql`select coalesce(sum(amount), 0)::numeric(18,2)::text s from fin_entry where party_kind = 1 and party_id = ${customerId} and account = ${account}`,
  ).then((r) => r.s);
const clean = async () => expect(await k.ledgersClean()).toEqual([]);

/** An approved order of one line: 10 × 10 USD + 13 % tax = 113.00 USD, company 2. */
let mpnNo = 0;
async function approvedOrder(customerId?: number, as = 'sales.rep') {
  const o = await k.f.salesOrder({
    as,
    customerId,
    lines: [{ Mpn: `ZZRCPT-${mpnNo++}`, Brand: 'TI', Quantity: 10, UnitPrice: '10' }],
  });
  const s = await k.submit(o.id, as);
  expect(s.body.Code, s.body.Message).toBe(0);
  await k.approveAll(o.id);
  expect((await order(o.id)).status).toBe(6);
  return o;
}

/** A bank receipt recorded by finance and claimed by `as` for the customer. */
async function claimedBankReceipt(customerId: number, amount: string, as = 'sales.rep') {
  const r = await t.call<{ Id: number; Version: number }>('POST', '/merchant/finance/bankreceipt', {
    token: await k.f.token('accountant'),
    body: {
      AccountId: usdAccount,
      PayerName: 'Payer Ltd',
      Currency: 'USD',
      Amount: amount,
      ValueDate: isoDay(t.app.ctx.clock.now()),
      BankRef: `REF-${mpnNo++}`,
    },
    lang: 'en-US',
  });
  expect(r.body.Code, r.body.Message).toBe(0);
  const c = await t.call('PUT', `/merchant/finance/bankreceipt/${r.body.Data.Id}/claim`, {
    token: await k.f.token(as),
    body: { CustomerId: customerId, Version: r.body.Data.Version },
    lang: 'en-US',
  });
  expect(c.body.Code, c.body.Message).toBe(0);
  return r.body.Data.Id;
}

describe('receipts SK', () => {
  it('no session −100; without the screen 403; lists answer', async () => {
    const anon = await t.call('POST', `${P}/Query`, { token: null, body: {} });
    expect(anon.body.Code).toBe(-100);
    expect(
      (await t.call('POST', `${P}/Query`, { token: await k.f.token('warehouse'), body: {} })).status,
    ).toBe(403);
    for (const url of [
      `${P}/Query`,
      `${P}/line/Query`,
      `${P}/receivable/Query`,
      '/merchant/finance/receiptorder/Query',
    ])
      expect((await t.call('POST', url, { token: await k.f.token('accountant'), body: {} })).body.Code).toBe(
        0,
      );
    expect((await create({ Source: 1, Amount: '1', Lines: [] }, 'warehouse')).status).toBe(403);
  });

  it('every rule broken: refused naming the field, nothing written', async () => {
    const a = await approvedOrder();
    const b = await approvedOrder(a.customerId);
    const other = await approvedOrder();
    const eur = await k.f.salesOrder({
      customerId: a.customerId,
      lines: [{ Mpn: `ZZRCPT-${mpnNo++}`, Brand: 'TI', Quantity: 1, UnitPrice: '10' }],
      body: { Currency: 'EUR' },
    });
    await k.submit(eur.id);
    await k.approveAll(eur.id);
    const draft = await k.f.salesOrder({ customerId: a.customerId });
    const ys = await claimedBankReceipt(a.customerId, '150');
    const ysOther = await claimedBankReceipt(other.customerId, '50');
    const before = { n: await receiptCount(), e: await entryCount() };
    const bad = async (body: Record<string, unknown>, field: string, msg?: RegExp) => {
      const r = await create({ Source: 1, BankReceiptId: ys, Amount: '100', ...body });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.Code).not.toBe(0);
      expect(r.body.Data).toMatchObject({ Field: field });
      if (msg) expect(r.body.Message).toMatch(msg);
    };
    await bad({ Lines: [] }, 'Lines', /at least one sales order, all with the same customer and currency/);
    await bad(
      {
        Lines: [
          { OrderId: a.id, Amount: '10' },
          { OrderId: other.id, Amount: '10' },
        ],
      },
      'Lines[1].OrderId',
      /same customer and currency/,
    );
    await bad(
      {
        Lines: [
          { OrderId: a.id, Amount: '10' },
          { OrderId: eur.id, Amount: '1' },
        ],
      },
      'Lines[1].OrderId',
      /same customer and currency/,
    );
    await bad({ Amount: '0', Lines: [{ OrderId: a.id, Amount: '10' }] }, 'Amount', /must be positive/);
    await bad({ Amount: '-5', Lines: [{ OrderId: a.id, Amount: '10' }] }, 'Amount', /must be positive/);
    await bad({ Amount: '1.005', Lines: [{ OrderId: a.id, Amount: '1' }] }, 'Amount');
    await bad({ Amount: 'abc', Lines: [{ OrderId: a.id, Amount: '1' }] }, 'Amount');
    await bad({ Lines: [{ OrderId: a.id, Amount: '0' }] }, 'Lines[0].Amount');
    await bad(
      { Lines: [{ OrderId: a.id, Amount: '113.01' }] },
      'Lines[0].Amount',
      /exceeds its open amount 113.00/,
    );
    await bad(
      {
        Amount: '100',
        Lines: [
          { OrderId: a.id, Amount: '60' },
          { OrderId: b.id, Amount: '60' },
        ],
      },
      'Amount',
      /more than the receipt amount/,
    );
    await bad(
      {
        Lines: [
          { OrderId: a.id, Amount: '10' },
          { OrderId: a.id, Amount: '10' },
        ],
      },
      'Lines[1].OrderId',
      /twice/,
    );
    await bad({ Lines: [{ OrderId: draft.id, Amount: '10' }] }, 'Lines[0].OrderId', /not approved/);
    await bad({ Source: 3, Lines: [{ OrderId: a.id, Amount: '10' }] }, 'Source');
    await bad({ BankReceiptId: null, Lines: [{ OrderId: a.id, Amount: '10' }] }, 'BankReceiptId');
    await bad(
      { BankReceiptId: ysOther, Lines: [{ OrderId: a.id, Amount: '10' }] },
      'BankReceiptId',
      /not claimed for this customer/,
    );
    await bad(
      { Amount: '150.01', Lines: [{ OrderId: a.id, Amount: '10' }] },
      'Amount',
      /what is left of bank receipt/,
    );
    // From the balance: no balance, and the amount must equal what the orders take.
    await bad(
      { Source: 2, BankReceiptId: null, Amount: '10', Lines: [{ OrderId: a.id, Amount: '5' }] },
      'Amount',
      /must equal/,
    );
    await bad(
      { Source: 2, BankReceiptId: null, Amount: '10', Lines: [{ OrderId: a.id, Amount: '10' }] },
      'Amount',
      /available/,
    );
    // Another salesperson's order: as missing.
    const foreign = await create(
      { Source: 1, BankReceiptId: ys, Amount: '10', Lines: [{ OrderId: a.id, Amount: '10' }] },
      'sales.dev',
    );
    expect(foreign.status).toBe(404);
    expect(await receiptCount()).toBe(before.n);
    expect(await entryCount()).toBe(before.e);
    expect(await order(a.id)).toMatchObject({ received: '0.00', pay_status: 1 });
    await clean();
  });

  it('against two orders from a bank receipt: sales review, finance confirms → posted; orders received / partially received; the rest in the balance', async () => {
    const a = await approvedOrder();
    const b = await approvedOrder(a.customerId);
    const ys = await claimedBankReceipt(a.customerId, '200');
    const r = await create({
      Source: 1,
      BankReceiptId: ys,
      Amount: '180',
      Lines: [
        { OrderId: a.id, Amount: '113' },
        { OrderId: b.id, Amount: '50' },
      ],
    });
    expect(r.body.Code, r.body.Message).toBe(0);
    expect(r.body.Data.No).toMatch(/^SK\d+$/);
    expect(r.body.Data.Status).toBe(1);
    // While in review the amounts are held: the order's open and the YS's unused shrink.
    const over = await create({
      Source: 1,
      BankReceiptId: ys,
      Amount: '21',
      Lines: [{ OrderId: b.id, Amount: '21' }],
    });
    expect(over.body.Data).toMatchObject({ Field: 'Amount' });
    const held = await create({
      Source: 1,
      BankReceiptId: ys,
      Amount: '1',
      Lines: [{ OrderId: a.id, Amount: '1' }],
    });
    expect(held.body.Data).toMatchObject({ Field: 'Lines[0].Amount' });
    const counts = async (as: string) =>
      (
        await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
          token: await k.f.token(as),
        })
      ).body.Data.Counts;
    expect((await counts('sales.leader')).ReceiptAuditCount).toBeGreaterThanOrEqual(1);
    // The maker never decides; finance cannot confirm before sales reviewed it.
    expect((await decide('receiptAudit', r.body.Data.Id, 'sales.rep')).status).toBe(403);
    expect((await decide('receiptAudit', r.body.Data.Id, 'sales.leader')).body.Code).toBe(0);
    expect((await counts('accountant')).FinanceReceiptAuditCount).toBeGreaterThanOrEqual(1);
    expect(await ledger(a.customerId, 1)).toBe('0.00');
    const e = await decide('receiptFinance', r.body.Data.Id, 'accountant');
    expect(e.body.Code, e.body.Message).toBe(0);
    const d = await t.call<{ status: number; PostedOn: string; Lines: unknown[]; ToBalance: string }>(
      'GET',
      `${P}/${r.body.Data.Id}`,
      { token: await k.f.token('sales.rep') },
    );
    expect(d.body.Data).toMatchObject({ status: 3, ToBalance: '17.00' });
    expect(d.body.Data.Lines).toHaveLength(2);
    expect(await order(a.id)).toMatchObject({ received: '113.00', pay_status: 3 });
    expect(await order(b.id)).toMatchObject({ received: '50.00', pay_status: 2 });
    // Pre-collected: +200 claim − 180 used + 163 held for the (unshipped) orders; balance +17.
    expect(await ledger(a.customerId, 4)).toBe('183.00');
    expect(await ledger(a.customerId, 3)).toBe('17.00');
    // Lists: receivable shows b's open 63.00, not a; the per-order receipts list the two lines.
    const recv = await t.call<{ Records: { OrderId: number; Open: string }[] }>(
      'POST',
      `${P}/receivable/Query`,
      {
        token: await k.f.token('sales.rep'),
        body: { CustomerId: a.customerId, pageSize: 50 },
      },
    );
    expect(recv.body.Data.Records.map((x) => [x.OrderId, x.Open])).toEqual([[b.id, '63.00']]);
    const lines = await t.call<{ Records: { OrderNo: string }[] }>('POST', `${P}/line/Query`, {
      token: await k.f.token('accountant'),
      body: {
        No: d.body.Data
          ? (await one<{ no: string }>(sql`select no from sales_receipt where id = ${r.body.Data.Id}`)).no
          : '',
      },
    });
    expect(lines.body.Data?.Records, JSON.stringify(lines.body)).toHaveLength(2);
    const mine = await t.call<{ Records: unknown[] }>('POST', `${P}/line/Query`, {
      token: await k.f.token('sales.rep'),
      body: { CustomerName: 'a', status: [3] },
    });
    expect(mine.body.Code, mine.body.Message).toBe(0);
    // Another salesperson does not see it.
    expect(
      (await t.call('GET', `${P}/${r.body.Data.Id}`, { token: await k.f.token('sales.dev') })).status,
    ).toBe(404);
    await clean();

    // The rest of b paid from the customer balance (17) — a receipt too.
    const bal = await create({ Source: 2, Amount: '17', Lines: [{ OrderId: b.id, Amount: '17' }] });
    expect(bal.body.Code, bal.body.Message).toBe(0);
    expect((await decide('receiptAudit', bal.body.Data.Id, 'sales.manager')).body.Code).toBe(0);
    expect((await decide('receiptFinance', bal.body.Data.Id, 'finance.head')).body.Code).toBe(0);
    expect(await order(b.id)).toMatchObject({ received: '67.00', pay_status: 2 });
    expect(await ledger(a.customerId, 3)).toBe('0.00');
    await clean();
  });

  it('rejected by sales or by finance: nothing posted, the amounts released', async () => {
    const a = await approvedOrder();
    const ys = await claimedBankReceipt(a.customerId, '113');
    const r1 = await create({
      Source: 1,
      BankReceiptId: ys,
      Amount: '113',
      Lines: [{ OrderId: a.id, Amount: '113' }],
    });
    expect((await decide('receiptAudit', r1.body.Data.Id, 'sales.leader', 'reject')).body.Code).toBe(0);
    const r2 = await create({
      Source: 1,
      BankReceiptId: ys,
      Amount: '113',
      Lines: [{ OrderId: a.id, Amount: '113' }],
    });
    expect(r2.body.Code, r2.body.Message).toBe(0);
    expect((await decide('receiptAudit', r2.body.Data.Id, 'sales.leader')).body.Code).toBe(0);
    const e = await entryCount();
    expect((await decide('receiptFinance', r2.body.Data.Id, 'accountant', 'reject')).body.Code).toBe(0);
    expect(await entryCount()).toBe(e);
    expect(await order(a.id)).toMatchObject({ received: '0.00', pay_status: 1 });
    await clean();
  });

  it('a shipped (billed) order: the receipt settles its receivable on the ledger', async () => {
    // The receivable is posted by a shipment; here the fixture posts it as a shipment would (finance's use case).
    const a = await approvedOrder();
    const { postEntries } = await import('../../finance/index.js');
    await t.db.transaction((tx) =>
      postEntries(tx, { userId: 1, lang: 'en-US' }, [
        {
          tenantId: 2,
          partyKind: 1,
          partyId: a.customerId,
          account: 1,
          currency: 'USD',
          amount: '113.00',
          rateToCny: '7',
          postedOn: isoDay(t.app.ctx.clock.now()),
          docType: 'salesOrder',
          docId: a.id,
        },
      ]),
    );
    const ys = await claimedBankReceipt(a.customerId, '113');
    const r = await create({
      Source: 1,
      BankReceiptId: ys,
      Amount: '113',
      Lines: [{ OrderId: a.id, Amount: '113' }],
    });
    await decide('receiptAudit', r.body.Data.Id, 'sales.leader');
    expect((await decide('receiptFinance', r.body.Data.Id, 'accountant')).body.Code).toBe(0);
    expect(await ledger(a.customerId, 1)).toBe('0.00');
    expect(await ledger(a.customerId, 4)).toBe('0.00');
    expect(await order(a.id)).toMatchObject({ received: '113.00', pay_status: 3 });
    await clean();
  });

  it('a paid order cancelled: what it received goes to the customer balance (posted, on the customer)', async () => {
    const a = await approvedOrder();
    const ys = await claimedBankReceipt(a.customerId, '100');
    const r = await create({
      Source: 1,
      BankReceiptId: ys,
      Amount: '100',
      Lines: [{ OrderId: a.id, Amount: '100' }],
    });
    await decide('receiptAudit', r.body.Data.Id, 'sales.leader');
    expect((await decide('receiptFinance', r.body.Data.Id, 'accountant')).body.Code).toBe(0);
    expect(await order(a.id)).toMatchObject({ received: '100.00', pay_status: 2 });
    // A second receipt (the last 13.00) still in review while the order is cancelled.
    const late = await create({
      Source: 1,
      BankReceiptId: await claimedBankReceipt(a.customerId, '13'),
      Amount: '13',
      Lines: [{ OrderId: a.id, Amount: '13' }],
    });
    expect(late.body.Code, late.body.Message).toBe(0);
    expect((await decide('receiptAudit', late.body.Data.Id, 'sales.leader')).body.Code).toBe(0);
    const c = await k.put(a.id, 'cancel', {
      Version: (await k.detail(a.id)).Version,
      Reason: 'customer cancelled',
    });
    expect(c.body.Code, c.body.Message).toBe(0);
    expect((await k.decide('salesOrderCancel', a.id, 'sales.manager')).body.Code).toBe(0);
    expect(await order(a.id)).toMatchObject({ status: 9, received: '0.00', pay_status: 1 });
    // Pre-collected: only the late YS's 13.00 left (the order's 100.00 moved); balance +100.
    expect(await ledger(a.customerId, 4)).toBe('13.00');
    expect(await ledger(a.customerId, 3)).toBe('100.00');
    const moves = rows<{ kind: number; amount: string; ref_no: string }>(
      await t.db.execute(
        sql`select kind, amount::text, ref_no from crm_balance_move where customer_id = ${a.customerId}`,
      ),
    );
    expect(moves).toEqual([{ kind: 4, amount: '100.00', ref_no: a.no }]);
    const cust = await t.call<{ Balances?: { currency: string; balance: string }[] }>(
      'GET',
      `/merchant/crm/customer/${a.customerId}`,
      {
        token: await k.f.token('sales.rep'),
      },
    );
    expect(JSON.stringify(cust.body.Data)).toContain('100.00');
    // A receipt still in review on a cancelled order cannot be confirmed; it is rejected instead.
    const e = await entryCount();
    const refused = await decide('receiptFinance', late.body.Data.Id, 'accountant');
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toMatch(/not approved or is cancelled/);
    expect(await entryCount()).toBe(e);
    expect((await decide('receiptFinance', late.body.Data.Id, 'accountant', 'reject')).body.Code).toBe(0);
    await clean();
  });

  it("two receipts on one order's last open amount at once: one wins", {
    tags: ['concurrency'],
  }, async () => {
    const a = await approvedOrder();
    const ys = await claimedBankReceipt(a.customerId, '300');
    const res = await Promise.all(
      [1, 2].map(() =>
        create({ Source: 1, BankReceiptId: ys, Amount: '113', Lines: [{ OrderId: a.id, Amount: '113' }] }),
      ),
    );
    expect(res.filter((r) => r.body.Code === 0)).toHaveLength(1);
    expect(res.filter((r) => r.status === 400)).toHaveLength(1);
    expect(await receiptCount()).toBeGreaterThan(0);
    await clean();
  });
});
