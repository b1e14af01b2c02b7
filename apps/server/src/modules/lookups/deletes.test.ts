import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDeletable, listDeletableTypes } from '../../core/deletes/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sysDictLine } from './dict.table.js';
import { baseCustomerExpressAccount } from './logistics.table.js';
import { FORBIDDEN, type Page } from './test-kit.js';

let t: TestApp;
let admin: string;
let support: string;
let rep: string;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, support, rep, buyer] = await Promise.all(
    ['admin', 'support', 'sales.rep', 'buyer'].map((a) => t.login(a)),
  );
});
afterAll(() => t.close());

const del = (token: string | null, query: Record<string, string | number>, lang?: string) =>
  t.call<{ Type: string; Deleted: number }>('PUT', '/merchant/common/delete', { token, query, lang });
const delAll = (token: string | null, body: unknown, lang?: string) =>
  t.call<{ Type: string; Deleted: number }>('PUT', '/merchant/common/deleteall', { token, body, lang });
const lineIds = async (code: string) =>
  (await t.db.select({ id: sysDictLine.id }).from(sysDictLine).where(eq(sysDictLine.dictCode, code))).map(
    (r) => r.id,
  );
const addUserLine = async (value: string) => {
  const [row] = await t.db
    .insert(sysDictLine)
    .values({ dictCode: 'FileType', value, text: `测试${value}`, textEn: `Test ${value}`, sort: 99 })
    .returning({ id: sysDictLine.id });
  return row!.id;
};
const fileTypes = async () =>
  (
    await t.call<Page<{ DictValue: string }>>('GET', '/common/GetDictLineByCode', {
      token: rep,
      query: { code: 'FileType' },
    })
  ).body.Data.Records.map((r) => r.DictValue);

describe('generic delete: the registry', () => {
  it('registers the lookups types', () => {
    expect(listDeletableTypes()).toEqual(expect.arrayContaining(['dictLine', 'customerExpressAccount']));
    expect(findDeletable('DICTLINE')?.type).toBe('dictLine');
  });

  it('needs a session (−100) on both routes', async () => {
    const one = await del(null, { id: 1, type: 'dictLine' });
    expect(one.body.Code).toBe(-100);
    expect(one.status).toBe(401);
    const all = await delAll(null, { Type: 'dictLine', Ids: [1] });
    expect(all.body.Code).toBe(-100);
  });

  it('refuses an unknown type with a 400 naming it', async () => {
    const one = await del(admin, { id: 1, type: 'invoice' }, 'en-US');
    expect(one.status).toBe(400);
    expect(one.body).toMatchObject({
      Code: 400,
      Message: 'This kind of record cannot be deleted: invoice',
      Data: { Field: 'Type' },
    });
    const all = await delAll(admin, { Type: 'nope', Ids: [1] });
    expect(all.body.Message).toBe('不支持删除此类记录：nope');
  });

  it('validates the id and Ids', async () => {
    expect((await del(admin, { type: 'dictLine' })).status).toBe(400);
    expect((await del(admin, { id: 'abc', type: 'dictLine' })).status).toBe(400);
    expect((await delAll(admin, { Type: 'dictLine', Ids: ['x'] })).status).toBe(400);
  });
});

describe('generic delete: dictLine', () => {
  it('refuses a caller without a dictionary menu (403) and deletes nothing', async () => {
    const id = await addUserLine('T1');
    const res = await del(rep, { id, type: 'dictLine' });
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe(FORBIDDEN);
    expect(await lineIds('FileType')).toContain(id);
  });

  it('refuses a system line, even to an administrator, and the line stays', async () => {
    const [sys] = await t.db
      .select({ id: sysDictLine.id })
      .from(sysDictLine)
      .where(and(eq(sysDictLine.dictCode, 'MSL'), eq(sysDictLine.value, '3')));
    const res = await del(admin, { id: sys!.id, type: 'dictLine' }, 'en-US');
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Lines of a system dictionary cannot be deleted');
    expect(await lineIds('MSL')).toContain(sys!.id);
    const msl = await t.call<Page<{ DictValue: string }>>('GET', '/common/GetDictLineByCode', {
      token: rep,
      query: { code: 'MSL' },
    });
    expect(msl.body.Data.Records.map((r) => r.DictValue)).toContain('3');
  });

  it('a batch with one system line deletes nothing', async () => {
    const mine = await addUserLine('T2');
    const system = (await lineIds('FileType'))[0]!;
    const res = await delAll(support, { Type: 'dictLine', Ids: [mine, system] });
    expect(res.body.Code).toBe(400);
    expect(await lineIds('FileType')).toEqual(expect.arrayContaining([mine, system]));
  });

  it('deletes a user line (setup menu holder) and the lookup forgets it at once', async () => {
    const id = await addUserLine('T3');
    expect(await fileTypes()).toContain('T3'); // now cached
    const res = await del(support, { id, type: 'dictLine' });
    expect(res.body).toMatchObject({ Code: 0, Message: '删除成功', Data: { Type: 'dictLine', Deleted: 1 } });
    expect(await lineIds('FileType')).not.toContain(id);
    expect(await fileTypes()).not.toContain('T3');
    const again = await del(support, { id, type: 'dictLine' });
    expect(again.status).toBe(404);
  });

  it('deleteall deletes the listed user lines; without Ids it asks for a selection', async () => {
    const a = await addUserLine('T4');
    const b = await addUserLine('T5');
    const res = await delAll(admin, { Type: 'dictLine', Ids: [a, b, a] }, 'en-US');
    expect(res.body).toMatchObject({ Code: 0, Message: 'Deleted', Data: { Deleted: 2 } });
    const none = await delAll(admin, { Type: 'dictLine' }, 'en-US');
    expect(none.status).toBe(400);
    expect(none.body.Message).toBe('Please select the records to delete');
  });
});

describe('generic delete: customerExpressAccount', () => {
  it('is refused to a buyer (no CRM or courier-settings menu) and allowed to sales', async () => {
    const [row] = await t.db
      .select({ id: baseCustomerExpressAccount.id })
      .from(baseCustomerExpressAccount)
      .where(eq(baseCustomerExpressAccount.customerId, 5));
    const refused = await del(buyer, { id: row!.id, type: 'customerExpressAccount' });
    expect(refused.status).toBe(403);
    const before = await t.call<Page<unknown>>('GET', '/merchant/common/businesscustomer', {
      token: rep,
      query: { customerId: 5 },
    });
    expect(before.body.Data.TotalCount).toBe(1);
    const res = await del(rep, { id: row!.id, type: 'customerExpressAccount' });
    expect(res.body).toMatchObject({ Code: 0, Data: { Deleted: 1 } });
    const after = await t.call<Page<unknown>>('GET', '/merchant/common/businesscustomer', {
      token: rep,
      query: { customerId: 5 },
    });
    expect(after.body.Data.TotalCount).toBe(0);
    expect((await del(rep, { id: row!.id, type: 'customerExpressAccount' })).status).toBe(404);
  });
});
