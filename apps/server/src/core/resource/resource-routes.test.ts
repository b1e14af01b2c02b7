import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { userId } from '../documents/demo-doc.fixture.js';
import type { TransientEvents } from '../push/notifier.js';
import { EXPORT_BATCH } from './resource-export.js';
import { registerGadgetRoutes, seedGadgets } from './gadget.fixture.js';

type Page = { Records: Record<string, unknown>[]; TotalCount: number };
const EXTRA = 2 * EXPORT_BATCH + 300;

let t: TestApp;
let admin: string;
let rep: string;
let A = 0;
let B = 0;
const progress: { userId: number; p: TransientEvents['exportProgress'] }[] = [];

beforeAll(async () => {
  t = await createTestApp({ plugins: [registerGadgetRoutes] });
  A = await userId(t.db, 'sales.rep');
  B = await userId(t.db, 'sales.agent');
  await seedGadgets(t.db, { a: A, b: B }, EXTRA);
  // Record the progress events the export pushes, then let the real hub send them on.
  const hub = t.app.ctx.notifier;
  const emit = hub.emit.bind(hub);
  hub.emit = (uid, event, payload) => {
    progress.push({ userId: uid, p: payload });
    emit(uid, event, payload);
  };
  admin = await t.login('admin');
  rep = await t.login('sales.rep');
});
afterAll(async () => t?.close());

async function download(token: string, body: Record<string, unknown>, lang?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/__test/gadget/Export',
    headers: { token, ...(lang ? { 'accept-language': lang } : {}) },
    payload: body,
  });
  return res;
}

async function sheetOf(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('resource list routes', () => {
  it('reject a filter or sort outside the definition, and a bad sort order, with 400 naming it', async () => {
    for (const [body, field] of [
      [{ nope: 1 }, 'nope'],
      [{ money: '1' }, 'money'],
      [{ sortField: 'file' }, 'sortField'],
      [{ sortField: 'money', sortOrder: 'sideways' }, 'sortOrder'],
      [{ text_likeStart: 'a' }, 'text_likeStart'],
    ] as const) {
      const res = await t.call('POST', '/__test/gadget/Query', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body.Data as { Field: string }).Field).toBe(field);
    }
  });

  it('sorts by a whitelisted field in both directions with a stable tie-breaker', async () => {
    const asc = await t.call<Page>('POST', '/__test/gadget/Query', {
      token: admin,
      body: { sortField: 'money', sortOrder: 'ascend', lookup_eq: 2 },
    });
    expect(asc.body.Data.Records.map((r) => r.money)).toEqual(['1.50', '100.00']);
    const desc = await t.call<Page>('POST', '/__test/gadget/Query', {
      token: admin,
      body: { sortField: 'money', sortOrder: 'desc', lookup_eq: 2 },
    });
    expect(desc.body.Data.Records.map((r) => r.money)).toEqual(['100.00', '1.50']);
  });

  it('applies the data scope: a salesperson sees only own rows, whatever the filters say', async () => {
    const mine = await t.call<Page>('POST', '/__test/gadget/Query', { token: rep, body: { pageSize: 5 } });
    expect(mine.body.Data.TotalCount).toBe(2 + EXTRA);
    const theirs = await t.call<Page>('POST', '/__test/gadget/Query', { token: rep, body: { user_eq: B } });
    expect(theirs.body.Data.TotalCount).toBe(0);
    const all = await t.call<Page>('POST', '/__test/gadget/Query', { token: admin, body: {} });
    expect(all.body.Data.TotalCount).toBe(4 + EXTRA);
  });

  it('caps the page size and pages exactly', async () => {
    const big = await t.call<Page>('POST', '/__test/gadget/Query', {
      token: admin,
      body: { pageSize: 100000 },
    });
    expect(big.body.Data.Records).toHaveLength(500);
    const p2 = await t.call<Page>('POST', '/__test/gadget/Query', {
      token: admin,
      body: { pageIndex: 2, pageSize: 3 },
    });
    expect(p2.body.Data.Records.map((r) => r.Id)).toEqual([4, 5, 6]);
  });

  it('answers −100 without a session', async () => {
    const res = await t.call('POST', '/__test/gadget/Query', { body: {} });
    expect(res.body.Code).toBe(-100);
  });
});

describe('resource export', () => {
  it('refuses an export without any filter (spec §5) and writes nothing', async () => {
    const res = await download(admin, { pageIndex: 1, sortField: 'money', ExportId: 'x', text_like: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('请至少填写一项筛选条件');
  });

  it('streams an .xlsx of every matching row in the caller scope, with translated headers and values', async () => {
    const res = await download(rep, { dict_in: ['USD', 'HKD'], ExportId: 'e1' }, 'en-US');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/filename\*=UTF-8''Users-\d{12}\.xlsx/);
    const rows = await sheetOf(res.rawPayload);
    const header = rows[0] as string[];
    expect(header).toContain('Id');
    const col = (name: string) => header.indexOf(name);
    // Only owner a's USD/HKD rows (1 and 3), never owner b's row 4.
    expect(rows.slice(1).map((r) => r[col('Id')])).toEqual([1, 3]);
    expect(rows[1]?.[col('resources.gadget.money')]).toBe(1.5);
    expect(rows[1]?.[col('resources.gadget.boolean')]).toBe('Yes');
    expect(rows[2]?.[col('resources.gadget.enum')]).toBe('Status');
    expect(rows[1]?.[col('resources.gadget.date')]).toBe('2026-11-01');
    expect(progress.filter((e) => e.p.ExportId === 'e1').map((e) => [e.userId, e.p.Rows, e.p.Total])).toEqual(
      [[A, 2, 2]],
    );
  });

  it('exports large results in batches and pushes progress after each', async () => {
    const res = await download(admin, {
      lookup_eq: 3,
      ExportId: 'big',
      sortField: 'number',
      sortOrder: 'asc',
    });
    expect(res.statusCode).toBe(200);
    const rows = await sheetOf(res.rawPayload);
    expect(rows).toHaveLength(EXTRA + 1);
    expect(rows[1]?.[rows[0]!.indexOf('resources.gadget.text')]).toBe('bulk 1');
    expect(rows[EXTRA]?.[rows[0]!.indexOf('resources.gadget.text')]).toBe(`bulk ${EXTRA}`);
    const seen = progress.filter((e) => e.p.ExportId === 'big').map((e) => e.p.Rows);
    expect(seen).toEqual([EXPORT_BATCH, 2 * EXPORT_BATCH, EXTRA]);
  });

  it('validates the export filters like the list', async () => {
    const res = await download(admin, { money_eq: 'lots' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Data.Field).toBe('money_eq');
  });
});

describe('users list through the kit', () => {
  it('no session → −100, no permit → 403, admin → rows with roles, filter by role', async () => {
    expect((await t.call('POST', '/merchant/setup/user/Query', { body: {} })).body.Code).toBe(-100);
    expect((await t.call('POST', '/merchant/setup/user/Query', { token: rep, body: {} })).status).toBe(403);
    const roles = await t.call<{ Records: { Id: number; Name: string }[] }>(
      'GET',
      '/merchant/common/rolesall',
      {
        token: admin,
      },
    );
    const repRole = roles.body.Data.Records.find((r) => r.Name === '销售员')!;
    const res = await t.call<Page>('POST', '/merchant/setup/user/Query', {
      token: admin,
      body: { RoleId: [repRole.Id], Status: 1 },
    });
    expect(res.body.Code).toBe(0);
    const accounts = res.body.Data.Records.map((r) => r.Account);
    expect(accounts).toContain('sales.rep');
    expect(accounts).not.toContain('sales.agent');
    const row = res.body.Data.Records.find((r) => r.Account === 'sales.rep')!;
    expect(row.RoleNames).toBe('销售员');
    expect(row.Roles).toEqual([{ Id: repRole.Id, Name: '销售员' }]);
  });
});
