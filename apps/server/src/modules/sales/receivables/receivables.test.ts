import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { factories } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { postEntries } from '../../finance/index.js';

/**
 * Receivables with ageing, the customer statement (JSON, PDF, Excel) and the finance exceptions (issue
 * #17, decision 0056): buckets from the ledger and the orders' payment terms, the data scope, the
 * statement's totals equal to the ledger, the Chinese PDF rendered, bad input refused naming the field.
 */
let t: TestApp;
let f: ReturnType<typeof factories>;
let dir: string;
const day = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
let A: number; // sales.rep's customer
let B: number; // sales.dev's customer
let C: number; // sales.rep's customer with nothing overdue
const orders: Record<string, number> = {};

async function order(key: string, customerId: number, as: string, terms: number) {
  const o = await f.salesOrder({ customerId, as });
  await t.db.execute(sql`update sales_order set payment_terms = ${terms} where id = ${o.id}`);
  orders[key] = o.id;
}
async function post(key: string, customerId: number, amount: string, offset: number, remark = '') {
  await t.db.transaction((tx) =>
    postEntries(tx, { userId: 1, lang: 'en-US' }, [
      {
        tenantId: 2,
        partyKind: PARTY_KIND.customer,
        partyId: customerId,
        account: ACCOUNT.receivable,
        currency: 'USD',
        amount,
        rateToCny: '7.2',
        postedOn: day(offset),
        docType: SALES_ORDER_DOC,
        docId: orders[key]!,
        remark,
      },
    ]),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  dir = mkdtempSync(join(tmpdir(), 'partdesk-bill-'));
  A = (await f.customer({ body: { ShortName: '华强电子' } })).id;
  C = (await f.customer()).id;
  B = (await f.customer({ as: 'sales.dev' })).id;
  await t.db.execute(
    sql`update crm_customer set currency = 'USD', credit_limit = 1000 where id in (${A}, ${B}, ${C})`,
  );
  await order('a1', A, 'sales.rep', 3); // wire: due on posting
  await order('a2', A, 'sales.rep', 7); // weekly settlement: due 7 days later
  await order('a3', A, 'sales.rep', 3);
  await order('a4', A, 'sales.rep', 3);
  await order('b1', B, 'sales.dev', 3);
  await order('c1', C, 'sales.rep', 7);
  await post('a1', A, '100', -45, 'CK-A1-1');
  await post('a1', A, '50', -10, 'CK-A1-2');
  await post('a1', A, '-120', -5, 'SK-TEST-1'); // settles the oldest first: 30 of the newest left
  await post('a2', A, '200', -100, 'CK-A2-1'); // due −93: over 90
  await post('a2', A, '80', -3, 'CK-A2-2'); // due +4: current
  await post('a3', A, '40', -70, 'CK-A3-1'); // 61–90
  await post('a4', A, '25', -35, 'CK-A4-1'); // 31–60
  await post('a4', A, '-10', -2, 'ZR-TEST-1'); // allowance: 15 left, the piece still 35 days old
  await post('b1', B, '500', -20, 'CK-B1-1');
  await post('c1', C, '60', -1, 'CK-C1-1'); // due +6: current
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

type Row = Record<string, string | number | boolean | null>;
const list = async (as: string, body: Record<string, unknown> = {}) =>
  t.call<{ Records: Row[]; TotalCount: number }>('POST', '/merchant/finance/receivables/Query', {
    token: await f.token(as),
    body: { pageIndex: 1, pageSize: 50, ...body },
    lang: 'en-US',
  });

describe('receivables list', { timeout: 60_000 }, () => {
  it('ages each open piece by days past the due date of its order terms; remaining credit = limit − open', async () => {
    const res = await list('accountant', { CustomerId: A });
    expect(res.body.Code, res.body.Message).toBe(0);
    expect(res.body.Data.TotalCount).toBe(1);
    expect(res.body.Data.Records[0]).toMatchObject({
      CustomerId: A,
      CustomerName: '华强电子',
      TenantId: 2,
      Currency: 'USD',
      Open: '365.00',
      Current: '80.00',
      Days1to30: '30.00',
      Days31to60: '15.00',
      Days61to90: '40.00',
      Over90: '200.00',
      Overdue: '285.00',
      IsOverdue: true,
      MaxDaysOverdue: 93,
      CreditLimit: '1000.00',
      RemainingCredit: '635.00',
    });
    const c = await list('accountant', { CustomerId: C });
    expect(c.body.Data.Records[0]).toMatchObject({ Open: '60.00', Current: '60.00', IsOverdue: false });
  });

  it('filters overdue customers and sorts by the overdue amount', async () => {
    const yes = await list('accountant', { IsOverdue: true });
    const ids = yes.body.Data.Records.map((r) => r.CustomerId);
    expect(ids).toEqual(expect.arrayContaining([A, B]));
    expect(ids).not.toContain(C);
    const no = await list('accountant', { IsOverdue: false });
    expect(no.body.Data.Records.map((r) => r.CustomerId)).toContain(C);
    const sorted = await list('accountant', { sortField: 'Overdue', sortOrder: 'desc' });
    const overdue = sorted.body.Data.Records.map((r) => Number(r.Overdue));
    expect(overdue).toEqual([...overdue].sort((x, y) => y - x));
  });

  it('scope: a salesperson sees only their customers; finance sees all', async () => {
    const mine = await list('sales.rep');
    expect(mine.body.Code, mine.body.Message).toBe(0);
    const ids = mine.body.Data.Records.map((r) => r.CustomerId);
    expect(ids).toEqual(expect.arrayContaining([A, C]));
    expect(ids).not.toContain(B);
    expect((await list('sales.rep', { CustomerId: B })).body.Data.TotalCount).toBe(0);
    expect((await list('sales.dev', { CustomerId: B })).body.Data.TotalCount).toBe(1);
    expect((await list('warehouse')).status).toBe(403);
  });

  it("filters by currency: the currency lookup's id (what the kit's lookup filter sends)", async () => {
    const ids = rows<{ id: number; code: string }>(
      await t.db.execute(sql`select id, code from base_currency where code in ('USD', 'EUR')`),
    );
    const id = (code: string) => ids.find((r) => r.code === code)!.id;
    const usd = await list('accountant', { CustomerId: A, Currency: id('USD') });
    expect(usd.body.Code, usd.body.Message).toBe(0);
    expect(usd.body.Data.TotalCount).toBe(1);
    expect((await list('accountant', { CustomerId: A, Currency: id('EUR') })).body.Data.TotalCount).toBe(0);
  });

  it('refuses an unknown filter or sort with a 400', async () => {
    const bad = await list('accountant', { Nope: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.Code).not.toBe(0);
    expect((await list('accountant', { sortField: 'Nope' })).status).toBe(400);
  });

  it("the customer's reader: overdue flag per currency; another's customer is 404", async () => {
    const get = async (id: number, as: string) =>
      t.call<{ Overdue: boolean; Rows: Row[] }>('GET', `/merchant/finance/receivables/customer/${id}`, {
        token: await f.token(as),
      });
    const a = await get(A, 'sales.rep');
    expect(a.body.Data).toMatchObject({ Overdue: true });
    expect(a.body.Data.Rows[0]).toMatchObject({
      Currency: 'USD',
      Open: '365.00',
      Overdue: '285.00',
      RemainingCredit: '635.00',
    });
    expect((await get(C, 'sales.rep')).body.Data.Overdue).toBe(false);
    expect((await get(B, 'sales.rep')).status).toBe(404);
    expect((await get(B, 'accountant')).body.Data.Overdue).toBe(true);
  });
});

const billQuery = (o: Record<string, unknown> = {}) => ({
  CustomerId: A,
  Currency: 'USD',
  DateStart: day(-50),
  DateEnd: day(0),
  ...o,
});
const bill = async (as: string, o: Record<string, unknown> = {}, path = '', lang = 'en-US') =>
  t.call<Record<string, unknown> & { Lines: Row[] }>('GET', `/merchant/finance/customerbill${path}`, {
    token: await f.token(as),
    query: billQuery(o),
    lang,
  });
const ledgerSum = async (customerId: number, cond: ReturnType<typeof sql>) =>
  rows<{ s: string }>(
    await t.db.execute(sql`select coalesce(sum(amount), 0)::numeric(18, 2)::text s from fin_entry
      where party_kind = 1 and party_id = ${customerId} and account = 1 and currency = 'USD' and ${cond}`),
  )[0]!.s;

describe('customer statement', { timeout: 60_000 }, () => {
  it('opening, billed, received, allowances and closing equal the ledger', async () => {
    const res = await bill('accountant');
    expect(res.body.Code, res.body.Message).toBe(0);
    const b = res.body.Data;
    expect(b.Opening).toBe(await ledgerSum(A, sql`posted_on < ${day(-50)}`));
    expect(b.Closing).toBe(await ledgerSum(A, sql`posted_on <= ${day(0)}`));
    expect(b).toMatchObject({
      Opening: '240.00',
      Billed: '255.00',
      Received: '120.00',
      Allowance: '10.00',
      Closing: '365.00',
    });
    expect(b.Lines.map((l) => l.Kind)).toEqual([
      'billed',
      'billed',
      'billed',
      'received',
      'billed',
      'allowance',
    ]);
    expect(b.Lines.at(-1)!.Balance).toBe('365.00');
  });

  it('a salesperson: their customer only (another one → 400 CustomerId)', async () => {
    expect((await bill('sales.rep')).body.Code).toBe(0);
    const other = await bill('sales.rep', { CustomerId: B });
    expect(other.status).toBe(400);
    expect(other.body.Data).toMatchObject({ Field: 'CustomerId' });
    expect((await bill('warehouse')).status).toBe(403);
  });

  it("the picker lists the caller's customers only", async () => {
    const pick = async (as: string, keyword: string) =>
      t.call<{ Records: { Id: number }[] }>('GET', '/merchant/finance/customerbill/customers', {
        token: await f.token(as),
        query: { keyword },
      });
    expect((await pick('sales.rep', '华强')).body.Data.Records.map((r) => r.Id)).toContain(A);
    const ids = (await pick('sales.rep', '')).body.Data.Records.map((r) => r.Id);
    expect(ids).not.toContain(B);
    expect((await pick('accountant', '华强')).body.Data.Records.map((r) => r.Id)).toContain(A);
  });

  it.each([
    [{ DateEnd: day(-60) }, 'DateEnd', 'earlier than the start'],
    [{ DateStart: '2026-02-30' }, 'DateStart', 'not valid'],
    [{ DateStart: '2020-01-01' }, 'DateEnd', 'at most 366 days'],
    [{ Currency: 'XYZ' }, 'Currency', 'XYZ'],
    [{ CustomerId: 99999999 }, 'CustomerId', 'not yours'],
    [{ CustomerId: 'abc' }, 'CustomerId', ''],
    [{ DateEnd: 'tomorrow' }, 'DateEnd', ''],
  ])('refuses %j with a translated 400 naming %s', async (o, field, text) => {
    const res = await bill('accountant', o);
    expect(res.status).toBe(400);
    expect(res.body.Code).not.toBe(0);
    expect(res.body.Data).toMatchObject({ Field: field });
    expect(res.body.Message).toContain(text);
  });

  it('the PDF in Chinese: CJK text extracted by pdftotext, the page renders; the totals are the ledger’s', async () => {
    const res = await bill('accountant', {}, '/pdf', 'zh-CN');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = join(dir, 'bill.pdf');
    writeFileSync(file, res.body.Data as unknown as Buffer);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const s of [
      '客户对账单',
      '华强电子',
      '期初余额',
      '期末余额',
      '240.00',
      '365.00',
      'CK-A1-1',
      '折让单',
    ])
      expect(text).toContain(s);
    execFileSync('pdftoppm', [
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-png',
      '-singlefile',
      file,
      join(dir, 'bill'),
    ]);
    const png = PNG.sync.read(readFileSync(join(dir, 'bill.png')));
    let dark = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i]! < 128) dark++;
    expect(dark).toBeGreaterThan(500);
  });

  it('the Excel workbook holds the same totals and lines', async () => {
    const res = await bill('accountant', {}, '/xlsx');
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body.Data as unknown as Buffer as never);
    const ws = wb.worksheets[0]!;
    const values: unknown[][] = [];
    ws.eachRow((r) => values.push((r.values as unknown[]).slice(1)));
    expect(values).toContainEqual(['Opening balance', 240]);
    expect(values).toContainEqual(['Closing balance', 365]);
    expect(values.filter((v) => typeof v[0] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v[0]))).toHaveLength(
      6,
    );
  });
});

describe('finance exceptions', { timeout: 60_000 }, () => {
  const abnormal = async (as: string, body: Record<string, unknown> = {}) =>
    t.call<{ Records: Row[]; TotalCount: number }>('POST', '/merchant/finance/abnormal/Query', {
      token: await f.token(as),
      body: { pageIndex: 1, pageSize: 500, ...body },
      lang: 'en-US',
    });

  it('lists unclaimed receipts over N days, and orders past terms with nothing received', async () => {
    const [acc] = rows<{ id: number }>(
      await t.db.execute(sql`select id from base_account where currency = 'USD' order by id limit 1`),
    );
    for (const [no, offset] of [
      ['YS-OLD', -10],
      ['YS-NEW', -1],
    ] as const)
      await t.db.execute(sql`insert into fin_bank_receipt (no, tenant_id, account_id, payer_name, currency, amount, value_date, bank_ref)
        values (${no}, 2, ${acc?.id ?? 1}, 'ACME Ltd', 'USD', '88.00', ${day(offset)}, ${`REF-${no}`})`);
    const res = await abnormal('accountant');
    expect(res.body.Code, res.body.Message).toBe(0);
    const recs = res.body.Data.Records;
    const nos = (kind: number) => recs.filter((r) => r.Kind === kind).map((r) => r.DocNo);
    expect(nos(1)).toContain('YS-OLD');
    expect(nos(1)).not.toContain('YS-NEW');
    const overdue = recs.filter((r) => r.Kind === 3).map((r) => r.DocId);
    expect(overdue).toEqual(expect.arrayContaining([orders.a2, orders.a3, orders.b1]));
    expect(overdue).not.toContain(orders.a1); // something was received
    expect(overdue).not.toContain(orders.a4); // an allowance is not a billing
    expect(overdue).not.toContain(orders.c1); // not yet due
    const only = await abnormal('accountant', { Kind: 1 });
    expect(only.body.Data.Records.every((r) => r.Kind === 1)).toBe(true);
  });

  it('refuses a bad kind (400 Kind) and those without the screen (403)', async () => {
    const bad = await abnormal('accountant', { Kind: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toMatchObject({ Field: 'Kind' });
    expect((await abnormal('accountant', { Kind: 'x' })).status).toBe(400);
    expect((await abnormal('sales.rep')).status).toBe(403);
  });

  it('the ledgers stay clean', async () => {
    expect(await checkLedgers(t)).toEqual([]);
  });
});
