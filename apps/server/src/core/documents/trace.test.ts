import type { TraceView } from '@partdesk/shared/core/doc-trace';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, factories, ok, userIdOf } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { rows } from '../db/rows.js';
import { recordLinks } from './links.js';

/**
 * Document links and the trace (issue #12 item 3, decision 0018): links recorded by the use cases and
 * the demo seed, `GET /merchant/document/trace` both ways, scoped by the document rules.
 */
let t: TestApp;
let admin: string;
let rep: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  rep = await t.login('sales.rep');
});
afterAll(() => t.close());

const select = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.db.execute(q));

async function trace(token: string, type: string, id: number | string, lang = 'en-US') {
  return t.call('GET', '/merchant/document/trace', { token, query: { type, id: String(id) }, lang });
}
async function traced(token: string, type: string, id: number) {
  return ok<TraceView>(await trace(token, type, id), `trace ${type} ${id}`);
}
const node = (v: TraceView, type: string, id: number) => v.Nodes.find((n) => n.Key === `${type}:${id}`);

describe('the demo chain inquiry → purchase quote → sales quote', () => {
  let chain: {
    quote_id: number;
    quote_no: string;
    inquiry_id: number;
    inquiry_no: string;
    pq_id: number;
    pq_no: string;
    quote_status: number;
    inquiry_status: number;
  };
  beforeAll(async () => {
    const me = await userIdOf(t, 'sales.rep');
    [chain] = await select<typeof chain>(sql`
      select q.id as quote_id, q.no as quote_no, i.id as inquiry_id, i.no as inquiry_no,
             pq.id as pq_id, pq.no as pq_no, q.status as quote_status, i.status as inquiry_status
      from quo_quote q join quo_quote_line l on l.quote_id = q.id
      join inq_inquiry i on i.id = q.inquiry_id
      join inq_purchase_quote pq on pq.id = l.purchase_quote_id
      where q.salesperson_id = ${me} and i.deleted_at is null order by q.id limit 1`);
    expect(chain, 'a demo quote of sales.rep priced from a purchase quote').toBeDefined();
  });

  it('is returned upstream from the quote and downstream from the inquiry, each document once', async () => {
    const up = await traced(admin, 'salesQuote', chain.quote_id);
    expect(up.Start).toBe(`salesQuote:${chain.quote_id}`);
    expect(node(up, 'salesQuote', chain.quote_id)).toMatchObject({ Direction: 'start', No: chain.quote_no });
    expect(node(up, 'inquiry', chain.inquiry_id)).toMatchObject({
      Direction: 'upstream',
      No: chain.inquiry_no,
    });
    expect(node(up, 'purchaseQuote', chain.pq_id)).toMatchObject({ Direction: 'upstream', No: chain.pq_no });
    expect(up.Links).toContainEqual(
      expect.objectContaining({ From: `purchaseQuote:${chain.pq_id}`, To: `salesQuote:${chain.quote_id}` }),
    );
    expect(up.Links).toContainEqual(
      expect.objectContaining({ From: `inquiry:${chain.inquiry_id}`, To: `purchaseQuote:${chain.pq_id}` }),
    );

    // Each node's status is its row's current one (the code its list labels), seeded history or not.
    expect(node(up, 'salesQuote', chain.quote_id)?.Status).toBe(String(chain.quote_status));
    expect(node(up, 'inquiry', chain.inquiry_id)?.Status).toBe(String(chain.inquiry_status));

    const down = await traced(admin, 'inquiry', chain.inquiry_id);
    expect(node(down, 'purchaseQuote', chain.pq_id)).toMatchObject({ Direction: 'downstream', Depth: 1 });
    expect(node(down, 'salesQuote', chain.quote_id)).toMatchObject({ Direction: 'downstream', Depth: 1 });
    expect(new Set(down.Nodes.map((n) => n.Key)).size).toBe(down.Nodes.length);
  });

  it("shows sales.rep the chain with the buyer's purchase quote masked", async () => {
    const v = await traced(rep, 'salesQuote', chain.quote_id);
    expect(node(v, 'inquiry', chain.inquiry_id)).toMatchObject({ Masked: false, No: chain.inquiry_no });
    expect(node(v, 'purchaseQuote', chain.pq_id)).toBeUndefined();
    const masked = v.Nodes.filter((n) => n.Masked);
    expect(masked.length).toBeGreaterThan(0);
    for (const m of masked) expect(m).toMatchObject({ Type: 'purchaseQuote', Id: null, No: '' });
    expect(JSON.stringify(v)).not.toContain(chain.pq_no);
    // The masked node still joins the chain: inquiry → hidden → quote.
    const hidden = masked[0]!.Key;
    expect(v.Links).toContainEqual(
      expect.objectContaining({ From: hidden, To: `salesQuote:${chain.quote_id}` }),
    );
  });
});

describe('links written by the use cases', () => {
  it('a purchase quote and a sales quote link to the inquiry lines; an edit replaces the quote links', async () => {
    const f = factories(t);
    const inq = await f.inquiry();
    const pq = await f.purchaseQuote({ lineId: inq.lineIds[0]! });
    const q = await f.salesQuote({ inquiry: inq, purchaseQuoteIds: [pq.id] });
    const v = await traced(admin, 'inquiry', inq.id);
    expect(node(v, 'purchaseQuote', pq.id)).toMatchObject({ No: pq.no, Direction: 'downstream' });
    expect(node(v, 'salesQuote', q.id)).toMatchObject({ No: q.no, Direction: 'downstream' });
    // Its latest status and first-history time come from its history.
    expect(node(v, 'salesQuote', q.id)).toMatchObject({
      Status: String(q.status),
      CreatedAt: expect.any(String),
    });
    expect(v.Links).toContainEqual({
      From: `inquiry:${inq.id}`,
      To: `purchaseQuote:${pq.id}`,
      Lines: 1,
      Quantity: '1000.0000',
    });
    // A node's status is its own, not a line's: the inquiry's history also holds its lines' quote
    // statuses (quoted / salesQuoted, LineNo in the changes), which code differently (decision 0018).
    const lineEntries = await select<{ to_status: string }>(sql`
      select to_status from doc_history where doc_type = 'inquiry' and doc_id = ${inq.id}
        and changes ? 'LineNo' and to_status is not null`);
    expect(lineEntries.length, 'line status entries in the inquiry history').toBeGreaterThan(0);
    const [own] = await select<{ status: number }>(sql`select status from inq_inquiry where id = ${inq.id}`);
    const up0 = await traced(admin, 'salesQuote', q.id);
    expect(node(up0, 'inquiry', inq.id)).toMatchObject({ Status: String(own!.status) });

    // Edit: the quote gets new lines (both inquiry lines, one priced); its links follow, none left over.
    const res = await t.call('PUT', `/merchant/forqutation/quotation/${q.id}`, {
      token: rep,
      body: {
        Version: q.version,
        Currency: 'CNY',
        QuoteDate: day(0),
        ValidUntil: day(14),
        Remark: '',
        Lines: [
          { InquiryLineId: inq.lineIds[0], PurchaseQuoteId: pq.id, SalePrice: '120' },
          { InquiryLineId: inq.lineIds[1] },
        ],
      },
    });
    ok(res, 'edit quote');
    const links = await select<{ source_type: string; target_line_id: number; n: number }>(sql`
      select l.source_type, l.target_line_id, count(*)::int as n from doc_link l
      where l.target_type = 'salesQuote' and l.target_id = ${q.id}
      group by 1, 2 order by 1, 2`);
    const lineIds = (
      await select<{ id: number }>(sql`select id from quo_quote_line where quote_id = ${q.id} order by id`)
    ).map((r) => r.id);
    expect(lineIds).toHaveLength(2);
    expect(links.filter((l) => l.source_type === 'inquiry').map((l) => l.target_line_id)).toEqual(lineIds);
    expect(links.filter((l) => l.source_type === 'purchaseQuote').map((l) => l.target_line_id)).toEqual([
      lineIds[0],
    ]);
    expect(links.every((l) => l.n === 1)).toBe(true);
    const up = await traced(admin, 'salesQuote', q.id);
    expect(up.Links).toContainEqual({
      From: `inquiry:${inq.id}`,
      To: `salesQuote:${q.id}`,
      Lines: 2,
      Quantity: expect.any(String),
    });
  });

  it('a demand opens an inquiry; a purchase request line serves an inquiry line', async () => {
    const f = factories(t);
    const d = await f.demand();
    await f.approve('demand', d.id);
    const [row] = await select<{ version: number }>(sql`select version from dmd_demand where id = ${d.id}`);
    const opened = ok<{ InquiryId: number; InquiryNo: string }>(
      await t.call('PUT', `/merchant/demand/demand/${d.id}/inquiry`, {
        token: rep,
        body: { Version: row!.version },
      }),
      'open inquiry',
    );
    const inquiryLine = (
      await select<{ id: number }>(
        sql`select id from inq_inquiry_line where inquiry_id = ${opened.InquiryId}`,
      )
    )[0]!.id;
    const pr = await f.purchaseRequest({
      lines: [{ Mpn: 'TPS54331DR', Quantity: 100, Currency: 'USD', Purpose: 1, InquiryLineId: inquiryLine }],
    });
    const v = await traced(rep, 'demand', d.id);
    expect(node(v, 'inquiry', opened.InquiryId)).toMatchObject({
      No: opened.InquiryNo,
      Direction: 'downstream',
      Depth: 1,
    });
    expect(node(v, 'purchaseRequest', pr.id)).toMatchObject({ No: pr.no, Direction: 'downstream', Depth: 2 });
    const back = await traced(rep, 'purchaseRequest', pr.id);
    expect(node(back, 'demand', d.id)).toMatchObject({ Direction: 'upstream', Depth: 2 });
  });

  it('walks a cycle once and stops', async () => {
    const f = factories(t);
    const a = await f.inquiry();
    const b = await f.inquiry();
    await recordLinks(t.db, [
      { source: { type: 'inquiry', id: a.id }, target: { type: 'inquiry', id: b.id } },
      { source: { type: 'inquiry', id: b.id }, target: { type: 'inquiry', id: a.id } },
      { source: { type: 'inquiry', id: b.id }, target: { type: 'inquiry', id: a.id } },
    ]);
    const v = await traced(rep, 'inquiry', a.id);
    expect(v.Nodes.map((n) => n.Key).sort()).toEqual([`inquiry:${a.id}`, `inquiry:${b.id}`].sort());
    expect(v.Links).toHaveLength(2);
  });
});

describe('scope and bad input', () => {
  it("a salesperson cannot trace into another salesperson's documents", async () => {
    const me = await userIdOf(t, 'sales.rep');
    const [other] = await select<{ id: number; no: string }>(sql`
      select id, no from quo_quote where salesperson_id <> ${me} order by id limit 1`);
    expect(other, "another salesperson's demo quote").toBeDefined();
    const missing = await trace(rep, 'salesQuote', 99999999);
    const res = await trace(rep, 'salesQuote', other!.id);
    expect([res.status, res.body.Code, res.body.Message]).toEqual([404, 404, missing.body.Message]);

    // Linked from one of sales.rep's inquiries, the other's quote is a masked node: no id, no number.
    const inq = await factories(t).inquiry();
    await recordLinks(t.db, [
      { source: { type: 'inquiry', id: inq.id }, target: { type: 'salesQuote', id: other!.id } },
    ]);
    const v = await traced(rep, 'inquiry', inq.id);
    expect(v.Nodes).toContainEqual(
      expect.objectContaining({ Type: 'salesQuote', Masked: true, Id: null, No: '', Status: null }),
    );
    expect(JSON.stringify(v)).not.toContain(other!.no);
    expect(v.Nodes.some((n) => n.Id === other!.id && n.Type === 'salesQuote')).toBe(false);
    // The administrator sees it.
    expect(node(await traced(admin, 'inquiry', inq.id), 'salesQuote', other!.id)?.No).toBe(other!.no);
  });

  it('bad input is a translated 400 with a Code; no session is −100', async () => {
    const unknown = await trace(admin, 'nosuchtype', 1, 'zh-CN');
    expect([unknown.status, unknown.body.Code]).toEqual([400, 400]);
    expect(unknown.body.Message).toContain('未知的单据类型');
    for (const id of ['abc', '0', '-3', '1.5']) {
      const bad = await trace(admin, 'inquiry', id);
      expect([bad.status, bad.body.Code], id).toEqual([400, 400]);
    }
    const noId = await t.call('GET', '/merchant/document/trace', {
      token: admin,
      query: { type: 'inquiry' },
    });
    expect([noId.status, noId.body.Code]).toEqual([400, 400]);
    const anon = await t.call('GET', '/merchant/document/trace', { query: { type: 'inquiry', id: '1' } });
    expect(anon.body.Code).toBe(-100);
  });
});
