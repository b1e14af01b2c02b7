import { isoDay } from '@partdesk/shared/core/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { factories } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { checkLedgers } from '../../../test/ledgers.js';

/**
 * Bank receipts YS (issue #17, decision 0050): finance records money that arrived (receiving account,
 * payer, currency, amount > 0, value date, bank reference) → pending claim (PendingClaimCount) → a
 * salesperson claims it for their own customer (the pre-collected account of the money ledger). Every
 * refusal changes nothing; 50 parallel claims → one winner; a salesperson never sees another's claim.
 */
let t: TestApp;
let tok: Record<string, string>;
let cnyAccount: number;
let mine: number;
let theirs: number;
const today = () => isoDay(t.app.ctx.clock.now());

type Row = {
  Id: number;
  No: string;
  Status: number;
  Version: number;
  CustomerId: number | null;
  CustomerName: string | null;
  Amount: string;
  PayerName: string;
};

beforeAll(async () => {
  t = await createTestApp();
  tok = {};
  for (const a of ['admin', 'accountant', 'sales.rep', 'sales.dev', 'warehouse']) tok[a] = await t.login(a);
  const f = factories(t);
  mine = (await f.customer({ as: 'sales.rep' })).id;
  theirs = (await f.customer({ as: 'sales.dev' })).id;
  const [acc] = rows<{ id: number }>(
    await t.db.execute(
      sql`select id from base_account where tenant_id = 1 and currency = 'CNY' and enabled and direction in (1, 3) order by id limit 1`,
    ),
  );
  expect(acc, 'the demo data has an enabled CNY receiving account of company 1').toBeDefined();
  cnyAccount = acc!.id;
});
afterAll(() => t.close());

const record = (body: Record<string, unknown>, as = 'accountant') =>
  t.call<{ Id: number; No: string; Version: number }>('POST', '/merchant/finance/bankreceipt', {
    token: tok[as]!,
    body: {
      AccountId: cnyAccount,
      PayerName: 'ACME Trading Ltd',
      Currency: 'CNY',
      Amount: '1000.50',
      ValueDate: today(),
      BankRef: 'CMB-20261125-001',
      ...body,
    },
    lang: 'en-US',
  });
const list = (as: string, body: Record<string, unknown> = {}) =>
  t.call<{ Records: Row[]; TotalCount: number }>('POST', '/merchant/finance/bankreceipt/Query', {
    token: tok[as]!,
    body: { pageSize: 500, ...body },
  });
const detail = (id: number, as: string) =>
  t.call<Row>('GET', `/merchant/finance/bankreceipt/${id}`, { token: tok[as]!, lang: 'en-US' });
const claim = (id: number, body: Record<string, unknown>, as = 'sales.rep') =>
  t.call<{ Version: number }>('PUT', `/merchant/finance/bankreceipt/${id}/claim`, {
    token: tok[as]!,
    body,
    lang: 'en-US',
  });
const receiptCount = async () =>
  rows<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from fin_bank_receipt`))[0]!.n;
const entriesOf = async (id: number) =>
  rows<{ party_id: number; account: number; amount: string }>(
    await t.db.execute(
      sql`select party_id, account, amount from fin_entry where doc_type = 'bankReceipt' and doc_id = ${id}`,
    ),
  );
const pendingClaims = async (as: string) => {
  const res = await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
    token: tok[as]!,
  });
  return res.body.Data.Counts.PendingClaimCount;
};

describe('bank receipts', () => {
  it('no session −100; without the screen 403; sales may list but not record', async () => {
    expect((await list('admin')).body.Code).toBe(0);
    const anon = await t.call('POST', '/merchant/finance/bankreceipt/Query', { token: null, body: {} });
    expect(anon.body.Code).toBe(-100);
    // The warehouse keeper holds no finance screen.
    expect((await list('warehouse')).status).toBe(403);
    expect((await list('sales.rep')).body.Code).toBe(0);
    const before = await receiptCount();
    expect((await record({}, 'sales.rep')).status).toBe(403);
    expect((await record({}, 'warehouse')).status).toBe(403);
    expect(await receiptCount()).toBe(before);
  });

  it('finance records a receipt: numbered YS, pending claim, counted, nothing posted yet', async () => {
    const countBefore = await pendingClaims('sales.rep');
    const res = await record({ PayerName: '  ACME   Trading  ' });
    expect(res.body.Code, res.body.Message).toBe(0);
    expect(res.body.Data.No).toMatch(/^YS\d+$/);
    const d = (await detail(res.body.Data.Id, 'accountant')).body.Data;
    expect(d).toMatchObject({ Status: 1, PayerName: 'ACME Trading', Amount: '1000.50', CustomerId: null });
    expect(await pendingClaims('sales.rep')).toBe((countBefore ?? 0) + 1);
    expect(await entriesOf(res.body.Data.Id)).toEqual([]);
    expect(await checkLedgers(t)).toEqual([]);
  });

  it.each([
    [{ Amount: '0' }, 'Amount', 'greater than 0'],
    [{ Amount: '-5' }, 'Amount', 'greater than 0'],
    [{ Amount: '1.234' }, 'Amount', '2 decimals'],
    [{ Amount: 'abc' }, 'Amount', 'greater than 0'],
    [{ Currency: 'USD' }, 'Currency', 'differs'],
    [{ AccountId: 999999 }, 'AccountId', 'receiving account'],
    [{ ValueDate: '2999-01-01' }, 'ValueDate', 'later than today'],
    [{ PayerName: '  ' }, 'PayerName', ''],
    [{ BankRef: '' }, 'BankRef', ''],
  ])('refuses %j with a translated 400 naming %s, writing nothing', async (body, field, text) => {
    const before = await receiptCount();
    const res = await record(body);
    expect(res.status).toBe(400);
    expect(res.body.Code).not.toBe(0);
    expect(res.body.Data).toMatchObject({ Field: field });
    expect(res.body.Message).toContain(text);
    expect(await receiptCount()).toBe(before);
  });

  it('zh-CN message by default', async () => {
    const res = await t.call('POST', '/merchant/finance/bankreceipt', {
      token: tok.accountant!,
      body: {
        AccountId: cnyAccount,
        PayerName: 'x',
        Currency: 'CNY',
        Amount: '0',
        ValueDate: today(),
        BankRef: 'r',
      },
    });
    expect(res.body.Message).toBe('收款金额必须大于 0，最多两位小数');
  });

  it('a salesperson claims for their own customer: pre-collected posted; another never sees it', async () => {
    const r = (await record({ Amount: '250.00' })).body.Data;
    // Pending: every salesperson sees it, without customer data.
    const seen = (await list('sales.dev')).body.Data.Records.find((x) => x.Id === r.Id);
    expect(seen).toMatchObject({ Status: 1, CustomerId: null, CustomerName: null });

    // Not their customer: refused, nothing changed.
    const wrong = await claim(r.Id, { CustomerId: theirs, Version: r.Version });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Data).toMatchObject({ Field: 'CustomerId' });
    expect(wrong.body.Message).toContain('your own customers');
    expect((await detail(r.Id, 'accountant')).body.Data.Status).toBe(1);
    expect(await entriesOf(r.Id)).toEqual([]);

    const won = await claim(r.Id, { CustomerId: mine, Version: r.Version });
    expect(won.body.Code, won.body.Message).toBe(0);
    const d = (await detail(r.Id, 'sales.rep')).body.Data;
    expect(d).toMatchObject({ Status: 2, CustomerId: mine });
    expect(d.CustomerName).toBeTruthy();
    expect(await entriesOf(r.Id)).toEqual([{ party_id: mine, account: 4, amount: '250.00' }]);
    // Finance sees the claim; the other salesperson sees neither the row nor its detail.
    expect((await list('accountant')).body.Data.Records.some((x) => x.Id === r.Id)).toBe(true);
    expect((await list('sales.dev')).body.Data.Records.some((x) => x.Id === r.Id)).toBe(false);
    expect(
      (await list('sales.dev', { Status: 2 })).body.Data.Records.every((x) => x.CustomerId !== mine),
    ).toBe(true);
    expect((await detail(r.Id, 'sales.dev')).status).toBe(404);
    expect(await checkLedgers(t)).toEqual([]);
  });

  it('a claimed receipt cannot be claimed again (by anyone, with any version): nothing changes', async () => {
    const r = (await record({ Amount: '10.00' })).body.Data;
    expect((await claim(r.Id, { CustomerId: mine, Version: r.Version })).body.Code).toBe(0);
    const again = await claim(r.Id, { CustomerId: mine, Version: r.Version + 1 });
    expect(again.status).toBe(409);
    expect(again.body.Message).toContain('already been claimed');
    const stale = await claim(r.Id, { CustomerId: mine, Version: r.Version });
    expect(stale.status).toBe(409);
    // The other salesperson cannot even see it (404), let alone take it.
    expect((await claim(r.Id, { CustomerId: theirs, Version: r.Version + 1 }, 'sales.dev')).status).toBe(404);
    expect(await entriesOf(r.Id)).toHaveLength(1);
    expect(await checkLedgers(t)).toEqual([]);
  });

  it('50 parallel claims of one receipt: exactly one wins', { tags: ['concurrency'] }, async () => {
    const r = (await record({ Amount: '77.70' })).body.Data;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => claim(r.Id, { CustomerId: mine, Version: r.Version })),
    );
    expect(results.filter((x) => x.body.Code === 0)).toHaveLength(1);
    expect(results.filter((x) => x.status === 409)).toHaveLength(49);
    expect(results.every((x) => x.status < 500)).toBe(true);
    expect(await entriesOf(r.Id)).toEqual([{ party_id: mine, account: 4, amount: '77.70' }]);
    expect(await checkLedgers(t)).toEqual([]);
  });
});
