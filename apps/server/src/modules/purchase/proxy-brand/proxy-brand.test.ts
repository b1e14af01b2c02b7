import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/rows.js';
import { accountWithout } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/**
 * Proxy brands DL (decision 0049): the route trio; every rule broken with nothing changed (missing
 * fields, unknown brand, validity to < from, overlapping proxy, no certificate, another's draft, edit
 * when pending, stale version); the review by 采购主管 / 管理员 only, never the submitter; the brands in
 * force (approved, today within the validity) — the read parts and quotes flag them by.
 */
let t: TestApp;
const tok: Record<string, string> = {};
let brandA = 0;
let brandB = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['admin', 'buyer', 'buyer.intl', 'purchase.head', 'purchase.leader', 'sales.rep'])
    tok[a] = await t.login(a);
  const b = rows<{ id: number; name: string }>(
    await t.db.execute(sql`select id, name from product_brand where name in ('TI', 'ST') order by name desc`),
  );
  expect(b.length, 'the demo brand seed has TI and ST').toBe(2);
  brandA = b[0]!.id;
  brandB = b[1]!.id;
});
afterAll(() => t.close());

type Row = { Id: number; No: string; BrandName: string; Territory: string; status: number; Version: number };
const list = (token: string | null, body: Record<string, unknown> = {}) =>
  t.call<{ Records: Row[]; TotalCount: number }>('POST', '/merchant/purchase/proxybrand/Query', {
    token,
    body,
  });
const create = (as: string, body: Record<string, unknown>) =>
  t.call<{ Id: number; No: string; Version: number }>('POST', '/merchant/purchase/proxybrand', {
    token: tok[as]!,
    body,
    lang: 'en-US',
  });
const put = (as: string, id: number, action: '' | 'submit', body: Record<string, unknown>) =>
  t.call<{ Status: number; Version: number }>(
    'PUT',
    `/merchant/purchase/proxybrand/${id}${action ? `/${action}` : ''}`,
    {
      token: tok[as]!,
      body,
      lang: 'en-US',
    },
  );
const state = async (id: number) =>
  rows<{ status: number; version: number; territory: string; valid_to: string; review_comment: string }>(
    await t.db.execute(
      sql`select status, version, territory, valid_to::text, review_comment from pur_proxy_brand where id = ${id}`,
    ),
  )[0]!;
const count = async () =>
  Number(rows<{ n: number }>(await t.db.execute(sql`select count(*)::int n from pur_proxy_brand`))[0]!.n);
const pending = async (id: number) =>
  rows<{ id: number }>(
    await t.db.execute(
      sql`select id from review_request where doc_type = 'proxyBrand' and doc_id = ${id} and status = 'pending'`,
    ),
  ).map((r) => r.id);
const decide = async (action: 'approve' | 'reject', id: number, as: string, comment = 'checked') =>
  t.call('PUT', `/merchant/review/proxyBrand/${action}`, {
    token: tok[as]!,
    body: { Ids: await pending(id), Comment: comment },
    lang: 'en-US',
  });
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
async function attach(as: string, id: number) {
  const boundary = '----proxy-brand-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="certificate.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/merchant/document/attachment?type=proxyBrand&id=${id}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: tok[as]! },
    payload: Buffer.concat([head, PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return res.statusCode;
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const valid = (over: Record<string, unknown> = {}) => ({
  BrandId: brandA,
  Territory: 'Mainland China',
  ValidFrom: day(-10),
  ValidTo: day(300),
  Remark: '',
  ...over,
});
const inForce = async (as = 'sales.rep') =>
  (
    await t.call<{ Records: { BrandId: number; Territories: string[]; ValidTo: string }[] }>(
      'GET',
      '/merchant/purchase/proxybrand/valid',
      { token: tok[as]! },
    )
  ).body.Data.Records;

describe('proxy brands: screens and the demo', () => {
  it('no session −100; without the screen 403; the demo lines listed, status=11 filters pending', async () => {
    expect((await list(null)).body.Code).toBe(-100);
    const denied = await accountWithout(t, 'POST merchant/purchase/proxybrand/Query');
    expect((await list(denied)).status).toBe(403);
    expect((await create('sales.rep', valid())).status).toBe(403);
    const all = (await list(tok.buyer!)).body.Data;
    expect(all.Records.map((r) => r.BrandName)).toEqual(
      expect.arrayContaining(['Yageo', 'Espressif', 'Murata']),
    );
    const p = (await list(tok.buyer!, { status: [11] })).body.Data.Records;
    expect(p.every((r) => r.status === 11)).toBe(true);
  });

  it('the demo franchise lines in force: Yageo and Espressif, never the expired Nexperia nor the Murata draft', async () => {
    const names = rows<{ id: number; name: string }>(
      await t.db.execute(
        sql`select id, name from product_brand where name in ('Yageo', 'Espressif', 'Nexperia', 'Murata')`,
      ),
    );
    const id = (n: string) => names.find((x) => x.name === n)!.id;
    const brands = (await inForce()).map((r) => r.BrandId);
    expect(brands).toEqual(expect.arrayContaining([id('Yageo'), id('Espressif')]));
    expect(brands).not.toContain(id('Nexperia'));
    expect(brands).not.toContain(id('Murata'));
    expect((await inForce()).find((r) => r.BrandId === id('Yageo'))!.Territories).toHaveLength(2);
  });
});

describe('proxy brands: the rules, nothing changed when broken', () => {
  it('refuses missing fields, an unknown brand, a bad date and validity to before from — naming the field', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid(), BrandId: undefined }, 'BrandId'],
      [valid({ Territory: '  ' }), 'Territory'],
      [{ ...valid(), ValidFrom: undefined }, 'ValidFrom'],
      [{ ...valid(), ValidTo: undefined }, 'ValidTo'],
      [valid({ BrandId: 999_999 }), 'BrandId'],
      [valid({ ValidTo: '2026-02-30' }), 'ValidTo'],
      [valid({ ValidFrom: day(10), ValidTo: day(9) }), 'ValidTo'],
    ];
    for (const [body, field] of cases) {
      const res = await create('buyer', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Code).toBe(400);
      expect(res.body.Data).toMatchObject({ Field: field });
      expect(res.body.Message).not.toMatch(/zod|undefined/i);
    }
    const rev = await create('buyer', valid({ ValidFrom: day(10), ValidTo: day(9) }));
    expect(rev.body.Message).toBe('Valid to cannot be before valid from');
    expect(await count()).toBe(before);
  });

  it('draft → certificate → submit → another reviewer decides; the submitter, a buyer and the leader cannot', async () => {
    const c = await create('buyer', valid({ Territory: ' Mainland   China ' }));
    expect(c.body.Code, c.body.Message).toBe(0);
    expect(c.body.Data.No).toMatch(/^DL/);
    const id = c.body.Data.Id;
    expect((await state(id)).territory).toBe('Mainland China');

    // No certificate yet: refused, still a draft.
    const noCert = await put('buyer', id, 'submit', { Version: 1 });
    expect(noCert.status).toBe(400);
    expect(noCert.body.Data).toMatchObject({ Field: 'Attachments' });
    expect(await state(id)).toMatchObject({ status: 1, version: 1 });

    // Another buyer may neither attach, edit nor submit it.
    expect(await attach('buyer.intl', id)).toBe(403);
    expect((await put('buyer.intl', id, '', { ...valid(), Version: 1 })).status).toBe(403);
    expect(await attach('buyer', id)).toBe(200);
    expect((await put('buyer.intl', id, 'submit', { Version: 1 })).status).toBe(403);
    // A stale version: 409, nothing written.
    expect((await put('buyer', id, 'submit', { Version: 7 })).status).toBe(409);
    expect(await state(id)).toMatchObject({ status: 1, version: 1 });

    const sub = await put('buyer', id, 'submit', { Version: 1 });
    expect(sub.body.Code, sub.body.Message).toBe(0);
    expect(sub.body.Data.Status).toBe(11);
    expect(
      (await list(tok['purchase.head']!, { status: [11] })).body.Data.Records.map((r) => r.Id),
    ).toContain(id);

    // Pending: not editable, no certificate change, not resubmitted.
    const edit = await put('buyer', id, '', { ...valid(), Version: 2 });
    expect(edit.status).toBe(400);
    expect(edit.body.Data).toMatchObject({ Field: 'Status' });
    expect(await attach('buyer', id)).toBe(403);

    // The head's queue and to-do counter hold it; the submitter's do not (segregation).
    const todos = async (as: string) =>
      (
        await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
          token: tok[as]!,
        })
      ).body.Data.Counts;
    expect((await todos('purchase.head')).ProxyBrandAuditCount).toBeGreaterThanOrEqual(1);
    expect((await todos('buyer')).ProxyBrandAuditCount).toBeUndefined();
    const queue = await t.call<{ Records: { DocId: number }[] }>(
      'POST',
      '/merchant/review/proxyBrand/Query',
      {
        token: tok['purchase.head']!,
        body: {},
      },
    );
    expect(queue.body.Code, queue.body.Message).toBe(0);
    expect(JSON.stringify(queue.body.Data.Records)).toContain(c.body.Data.No);
    expect(
      (await t.call('POST', '/merchant/review/proxyBrand/Query', { token: tok.buyer!, body: {} })).status,
    ).toBe(403);

    // Wrong reviewers: the submitter, another buyer, the purchasing leader (holds the queue, does not decide).
    for (const who of ['buyer', 'buyer.intl', 'purchase.leader']) {
      const r = await decide('approve', id, who);
      expect(r.status, who).toBe(403);
    }
    expect(await state(id)).toMatchObject({ status: 11, version: 2 });
    expect(await inForce()).not.toContainEqual(expect.objectContaining({ BrandId: brandA }));

    const rej = await decide('reject', id, 'purchase.head', 'certificate unreadable');
    expect(rej.status).toBe(200);
    expect(await state(id)).toMatchObject({ status: 3, review_comment: 'certificate unreadable' });

    // Rejected: edited and resubmitted; the head approves → in force today.
    const v = (await state(id)).version;
    const ed = await put('buyer', id, '', { ...valid({ ValidTo: day(200) }), Version: v });
    expect(ed.body.Code, ed.body.Message).toBe(0);
    expect((await put('buyer', id, 'submit', { Version: ed.body.Data.Version })).body.Code).toBe(0);
    expect((await decide('approve', id, 'purchase.head')).status).toBe(200);
    expect((await state(id)).status).toBe(2);
    const mine = (await inForce()).find((r) => r.BrandId === brandA);
    expect(mine).toMatchObject({ Territories: ['Mainland China'], ValidTo: day(200) });

    // An approved proxy is no longer edited; an overlapping one for the same brand and territory is refused.
    expect((await put('buyer', id, '', { ...valid(), Version: (await state(id)).version })).status).toBe(400);
    const before = await count();
    const dup = await create(
      'buyer.intl',
      valid({ Territory: 'mainland china', ValidFrom: day(100), ValidTo: day(500) }),
    );
    expect(dup.status).toBe(400);
    expect(dup.body.Data).toMatchObject({ Field: 'Territory' });
    expect(await count()).toBe(before);
    // Another territory, or after the end: fine.
    expect((await create('buyer.intl', valid({ Territory: 'Hong Kong' }))).body.Code).toBe(0);
    expect((await create('buyer.intl', valid({ ValidFrom: day(201), ValidTo: day(600) }))).body.Code).toBe(0);
  });

  it('an administrator never decides the proxy they submitted; the purchasing head does', async () => {
    const c = await create('admin', valid({ BrandId: brandB, Territory: 'Europe' }));
    expect(c.body.Code, c.body.Message).toBe(0);
    const id = c.body.Data.Id;
    expect(await attach('admin', id)).toBe(200);
    expect((await put('admin', id, 'submit', { Version: 1 })).body.Code).toBe(0);
    const own = await decide('approve', id, 'admin');
    expect(own.status).toBe(403);
    expect((await state(id)).status).toBe(11);
    expect((await decide('approve', id, 'purchase.head')).status).toBe(200);
    expect((await state(id)).status).toBe(2);
  });

  it('a proxy whose validity has ended cannot be submitted', async () => {
    const c = await create(
      'buyer',
      valid({ BrandId: brandB, Territory: 'Japan', ValidFrom: day(-100), ValidTo: day(-1) }),
    );
    expect(c.body.Code, c.body.Message).toBe(0);
    expect(await attach('buyer', c.body.Data.Id)).toBe(200);
    const res = await put('buyer', c.body.Data.Id, 'submit', { Version: 1 });
    expect(res.status).toBe(400);
    expect(res.body.Data).toMatchObject({ Field: 'ValidTo' });
    expect((await state(c.body.Data.Id)).status).toBe(1);
  });
});
