import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { type ReviewQueueRow, reviewQueue } from '../../../test/lists.js';
import { customerBody, domain } from '../test/crm-test-kit.js';
import { rows } from '../../../core/db/index.js';

/**
 * #20 item 9: a reviewer decides from the queue — each CRM review type's records carry a summary (who,
 * salesperson, level, old → new, amount with currency, why), labels as keys, dictionary titles in the
 * caller's language. Checked against the database rows of the demo data's pending requests.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
});
afterAll(() => t.close());

const queue = (type: string, lang = 'zh-CN') => reviewQueue(t, token, type, { lang });

const one = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.app.ctx.db.execute(q))[0]!;

describe('CRM review queues carry what to decide from (#20 item 9)', () => {
  it('new customers: name (code), salesperson, level title, and why (new)', async () => {
    for (const r of await queue('customer')) {
      const c = await one<{ name: string; code: string; owner: string | null; level: string }>(
        sql`select c.name, c.code, u.name as owner, d.text as level from crm_customer c
            left join sys_user u on u.id = c.owner_id
            join sys_dict_line d on d.dict_code = 'CompanyLevel' and d.value = c.level::text where c.id = ${r.DocId}`,
      );
      expect(r.Summary!.Who).toBe(`${c.name} (${c.code})`);
      expect(r.Summary!.Owner ?? null).toBe(c.owner);
      expect(r.Summary!.Facts![0]).toEqual({ Label: 'resources.review.Level', Value: c.level });
      expect(r.Summary!.Reason).toEqual({ Key: 'resources.review.reasonNew' });
    }
  });

  it('customer conflicts name the customer it may duplicate; level titles follow the language', async () => {
    const [r] = await queue('customerConflict', 'en-US');
    const x = await one<{ name: string; code: string; level: string }>(
      sql`select x.name, x.code, d.text_en as level from crm_customer c join crm_customer x on x.id = c.conflict_customer_id
          join sys_dict_line d on d.dict_code = 'CompanyLevel' and d.value = c.level::text where c.id = ${r!.DocId}`,
    );
    expect(r!.Summary!.Reason).toEqual({
      Key: 'resources.review.reasonConflict',
      Params: { who: `${x.name} (${x.code})` },
    });
    expect(r!.Summary!.Facts![0]!.Value).toBe(x.level);
  });

  it('level changes show old → new level', async () => {
    for (const r of await queue('customerLevel')) {
      const l = await one<{ from: string; to: string }>(
        sql`select f.text as from, n.text as to from crm_level_change l
            join sys_dict_line f on f.dict_code = 'CompanyLevel' and f.value = l.from_level::text
            join sys_dict_line n on n.dict_code = 'CompanyLevel' and n.value = l.to_level::text where l.id = ${r.DocId}`,
      );
      expect(r.Summary!.Facts![0]).toEqual({ Label: 'resources.review.Level', Value: l.to, From: l.from });
    }
  });

  it('credit changes show old → new limit as money with its currency, and the amount column has both', async () => {
    for (const r of await queue('customerCredit')) {
      const k = await one<{ from_limit: string; to_limit: string; currency: string }>(
        sql`select from_limit, to_limit, currency from crm_credit_change where id = ${r.DocId}`,
      );
      expect(r.Amount).toBe(k.to_limit);
      expect(r.Currency).toBe(k.currency);
      expect(r.Summary!.Facts![0]).toEqual({
        Label: 'resources.review.CreditLimit',
        Value: k.to_limit,
        From: k.from_limit,
        Kind: 'money',
        Currency: k.currency,
      });
    }
  });

  it('balance refunds and pool claims: the amount with its currency; the claimer', async () => {
    for (const r of await queue('balanceRefund')) {
      const b = await one<{ amount: string; currency: string }>(
        sql`select amount, currency from crm_balance_refund where id = ${r.DocId}`,
      );
      expect([r.Amount, r.Currency]).toEqual([b.amount, b.currency]);
      expect(r.Summary!.Reason).toEqual({ Key: 'resources.review.reasonRefund' });
    }
    for (const r of await queue('poolClaim')) {
      const p = await one<{ claimer: string }>(
        sql`select u.name as claimer from crm_pool_claim p join sys_user u on u.id = p.claimed_by where p.id = ${r.DocId}`,
      );
      expect(r.Summary!.Owner).toBe(p.claimer);
    }
  });

  it("a salesperson's new conflicting customer: the team leader's queue row shows name (code), salesperson, level", async () => {
    const rep = await t.login('sales.rep');
    const leader = await t.login('sales.leader');
    const dom = domain();
    await t.call('POST', '/merchant/crm/customer', { token: rep, body: customerBody(dom) });
    const body = customerBody(domain(), { Contacts: [{ Name: 'X', Email: `x@${dom}` }] });
    const made = await t.call<{ Id: number; Code: string; ConflictCustomerId: number }>(
      'POST',
      '/merchant/crm/customer',
      { token: rep, body },
    );
    const c = made.body.Data;
    expect(c.ConflictCustomerId).toBeGreaterThan(0);
    const res = await t.call<{ Records: ReviewQueueRow[] }>(
      'POST',
      '/merchant/review/customerConflict/Query',
      {
        token: leader,
        body: { pageIndex: 1, pageSize: 50, DocNo: c.Code },
      },
    );
    const row = res.body.Data.Records.find((r) => r.DocId === c.Id)!;
    const want = await one<{ owner: string; level: string | null }>(
      sql`select u.name as owner, d.text as level from crm_customer c join sys_user u on u.id = c.owner_id
          left join sys_dict_line d on d.dict_code = 'CompanyLevel' and d.value = c.level::text where c.id = ${c.Id}`,
    );
    expect(row.Summary!.Who).toBe(`${body.Name} (${c.Code})`);
    expect(row.Summary!.Owner).toBe(want.owner);
    expect(want.level).not.toBeNull();
    expect(row.Summary!.Facts![0]).toEqual({ Label: 'resources.review.Level', Value: want.level });
  });

  it('visit reports: the customer, the salesperson, contact, date, outcome, next step (#20 item 9)', async () => {
    for (const r of await queue('customerVisit')) {
      const v = await one<{
        code: string;
        name: string;
        owner: string | null;
        day: string | null;
        result: string;
      }>(
        sql`select c.code, c.name, u.name as owner, coalesce(v.done_date, v.planned_date)::text as day, v.result
            from crm_visit v join crm_customer c on c.id = v.customer_id
            left join sys_user u on u.id = v.salesperson_id where v.id = ${r.DocId}`,
      );
      expect(r.Summary!.Who).toBe(`${v.name} (${v.code})`);
      expect(r.Summary!.Owner ?? null).toBe(v.owner);
      expect(r.Summary!.Facts![1]).toEqual({ Label: 'resources.review.VisitDate', Value: v.day });
      expect(r.Summary!.Facts![2]!.Value ?? '').toBe(v.result);
      expect(r.Summary!.Reason).toEqual({ Key: 'resources.review.reasonVisit' });
    }
  });

  it('a type without lines answers no columns; a document never in the queue is 404', async () => {
    const [r] = await queue('customer');
    const lines = await t.call<{ Columns: unknown[] }>('GET', '/merchant/review/customer/lines', {
      token,
      query: { DocId: r!.DocId },
    });
    expect(lines.body.Data.Columns).toEqual([]);
    const none = await t.call('GET', '/merchant/review/customer/lines', {
      token,
      query: { DocId: 99999999 },
    });
    expect(none.body.Code).toBe(404);
  });
});
