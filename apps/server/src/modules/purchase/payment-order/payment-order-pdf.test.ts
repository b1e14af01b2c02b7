import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { poKit } from '../purchase-order/test/po-kit.js';

/**
 * The payment request FK's detail and PDF (decision 0058): supplier, POs with their totals, amount,
 * payee snapshot, review history and status; the PDF in zh-CN / en-US with the CJK font, read back by
 * poppler (pdftotext) and rendered to an image (pdftoppm); the buyer scope of the detail applies.
 */
let t: TestApp;
let k: ReturnType<typeof poKit>;
let dir: string;
let pay: { id: number; no: string; poNo: string };
const PAY_REMARK = '第一期预付款';

beforeAll(async () => {
  t = await createTestApp();
  k = poKit(t);
  dir = mkdtempSync(join(tmpdir(), 'fk-pdf-'));
  const [s] = rows<{ id: number; bank_id: number }>(
    await t.db.execute(sql`select s.id, (select min(b.id) from pur_supplier_bank b where b.supplier_id = s.id) as bank_id
      from pur_supplier s where s.status = 1 and s.currency = 'USD'
      and exists (select 1 from pur_supplier_bank b where b.supplier_id = s.id) order by s.id limit 1`),
  );
  const c = await k.create(k.body(s!.id));
  expect(c.body.Code, c.body.Message).toBe(0);
  await k.put(c.body.Data.Id, 'submit', { Version: c.body.Data.Version });
  expect((await k.decide('approve', c.body.Data.Id, 'purchase.head')).body.Code).toBe(0);
  const r = await t.call<{ Id: number; No: string }>('POST', '/merchant/purchase/paymentorder', {
    token: await k.token('buyer'),
    body: {
      Kind: 1,
      BankId: s!.bank_id,
      Remark: PAY_REMARK,
      Lines: [{ OrderId: c.body.Data.Id, Amount: '100.50' }],
    },
    lang: 'en-US',
  });
  expect(r.body.Code, r.body.Message).toBe(0);
  // Finance pays it (review `payment`): the history gets the decision.
  const ids = rows<{ id: number }>(
    await t.db.execute(
      sql`select id from review_request where doc_type = 'payment' and doc_id = ${r.body.Data.Id} and status = 'pending'`,
    ),
  ).map((x) => x.id);
  const paid = await t.call('PUT', '/merchant/review/payment/approve', {
    token: await k.token('finance.head'),
    body: { Ids: ids, Comment: '已付' },
    lang: 'en-US',
  });
  expect(paid.body.Code, paid.body.Message).toBe(0);
  pay = { id: r.body.Data.Id, no: r.body.Data.No, poNo: c.body.Data.No };
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const pdf = async (lang: string, as: string | null = 'buyer') =>
  t.app.inject({
    method: 'GET',
    url: `/merchant/purchase/paymentorder/${pay.id}/pdf?lang=${lang}`,
    headers: as ? { token: await k.token(as) } : {},
  });

describe('payment request detail and PDF', { timeout: 60_000 }, () => {
  it('the detail has the supplier, the POs with totals, the payee, status and the review history', async () => {
    const d = await t.call<{
      No: string;
      Status: number;
      SupplierName: string;
      Amount: string;
      AccountNo: string;
      PaidByName: string | null;
      Lines: { OrderNo: string; OrderTotal: string; Amount: string }[];
      History: { Action: string; Comment: string | null }[];
    }>('GET', `/merchant/purchase/paymentorder/${pay.id}`, { token: await k.token('buyer') });
    expect(d.body.Code, d.body.Message).toBe(0);
    const p = d.body.Data;
    expect(p.Status).toBe(2);
    expect(p.SupplierName).toBeTruthy();
    expect(p.AccountNo).toBeTruthy();
    expect(p.PaidByName).toBeTruthy();
    expect(p.Lines).toHaveLength(1);
    expect(p.Lines[0]).toMatchObject({ OrderNo: pay.poNo, Amount: '100.50' });
    expect(Number(p.Lines[0]!.OrderTotal)).toBeGreaterThan(100.5);
    const actions = p.History.map((h) => h.Action);
    expect(actions).toContain('submit');
    expect(actions).toContain('approve');
    // Another buyer does not see it.
    expect(
      (
        await t.call('GET', `/merchant/purchase/paymentorder/${pay.id}`, {
          token: await k.token('buyer.intl'),
        })
      ).status,
    ).toBe(404);
  });

  it('no session −100; another buyer 404; renders zh-CN and en-US read back by poppler', async () => {
    expect(JSON.parse((await pdf('zh-CN', null)).body).Code).toBe(-100);
    expect((await pdf('zh-CN', 'buyer.intl')).statusCode).toBe(404);
    for (const lang of ['zh-CN', 'en-US']) {
      const res = await pdf(lang);
      expect(res.statusCode, lang).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${pay.no}-${lang}.pdf`);
      const file = join(dir, `${lang}.pdf`);
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(text).toContain(pay.no);
      expect(text).toContain(pay.poNo);
      expect(text).toContain('100.50');
      expect(text).toContain(PAY_REMARK);
      if (lang === 'zh-CN') {
        for (const s of ['付款申请单', '预付款', '已付款', '收款账户', '审批记录'])
          expect(text, s).toContain(s);
      } else {
        for (const s of ['Payment Request', 'Prepayment', 'Paid', 'Payee account', 'Review history'])
          expect(text, s).toContain(s);
      }
      expect(execFileSync('pdffonts', [file]).toString()).toMatch(/WenQuanYiMicroHei/);
      // It renders: pdftoppm draws page 1 to a PNG.
      execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, join(dir, lang)]);
      expect(execFileSync('ls', [dir]).toString()).toMatch(new RegExp(`${lang}-1\\.png`));
    }
  });
});
