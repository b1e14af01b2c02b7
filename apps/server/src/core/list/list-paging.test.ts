import { fieldLabel, translate } from '@partdesk/shared/i18n/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Issue #10 item 8: bad paging and prototype-named sort/filter keys on every kind of list (resource
 * kit list and export, the review queue, plain runList lists, query-string lists) answer a translated
 * 400 naming the parameter — never a 500.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

/** JSON bodies as text: `1e309` must reach the server as written (JSON.parse makes it Infinity). */
const BAD_BODIES: [string, string][] = [
  ['{"pageIndex":1e20}', 'pageIndex'],
  ['{"pageIndex":1e309}', 'pageIndex'],
  ['{"pageIndex":-1e309}', 'pageIndex'],
  ['{"pageIndex":0}', 'pageIndex'],
  ['{"pageIndex":-3}', 'pageIndex'],
  ['{"pageIndex":1.5}', 'pageIndex'],
  ['{"pageIndex":"abc"}', 'pageIndex'],
  ['{"pageIndex":true}', 'pageIndex'],
  ['{"pageIndex":[1]}', 'pageIndex'],
  ['{"pageIndex":{"a":1}}', 'pageIndex'],
  ['{"pageIndex":1000001}', 'pageIndex'],
  ['{"pageSize":-5}', 'pageSize'],
  ['{"pageSize":0}', 'pageSize'],
  ['{"pageSize":0.5}', 'pageSize'],
  ['{"pageSize":"x"}', 'pageSize'],
  ['{"pageSize":1e309}', 'pageSize'],
  ['{"sortField":"__proto__"}', 'sortField'],
  ['{"sortField":"constructor"}', 'sortField'],
  ['{"sortField":"toString"}', 'sortField'],
  ['{"sortField":"hasOwnProperty"}', 'sortField'],
  ['{"constructor":"x"}', 'constructor'],
  ['{"toString":"x"}', 'toString'],
  ['{"valueOf":1}', 'valueOf'],
  ['{"hasOwnProperty":"x"}', 'hasOwnProperty'],
  ['{"constructorStart":"2020-01-01"}', 'constructorStart'],
];

/** The message names the parameter: the list layer by its wire name, query-string schemas by its label. */
const names = (message: string, field: string) =>
  message.includes(field) || message.includes(fieldLabel('en-US', field));

async function post(url: string, payload: string, lang = 'en-US') {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { token: admin, 'content-type': 'application/json', 'accept-language': lang },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { Code: number; Message: string } };
}

describe('list paging, sort and filter keys (#10 item 8)', () => {
  it('answers 400 naming the parameter on a kit list, its export, the review queue and runList lists', async () => {
    const lists = [
      '/merchant/crm/customer/Query',
      '/merchant/review/customer/Query',
      '/merchant/common/users',
      '/merchant/common/workingprocedure',
    ];
    const problems: string[] = [];
    for (const url of lists) {
      for (const [payload, field] of BAD_BODIES) {
        const res = await post(url, payload);
        if (res.status !== 400 || res.body.Code !== 400 || !names(res.body.Message, field))
          problems.push(`${url} ${payload}: ${res.status} ${res.body.Code} ${res.body.Message}`);
      }
    }
    for (const [payload, field] of BAD_BODIES) {
      const withFilter = payload.replace(/^\{/, '{"CreatedAtStart":"2000-01-01",');
      const res = await post('/merchant/crm/customer/Export', withFilter);
      if (res.status !== 400 || !names(res.body.Message, field))
        problems.push(`Export ${withFilter}: ${res.status} ${res.body.Code} ${res.body.Message}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses a sort order that is not one of the four words', async () => {
    const res = await post('/merchant/crm/customer/Query', '{"sortField":"Code","sortOrder":"toString"}');
    expect([res.status, res.body.Message]).toEqual([400, 'sortOrder is invalid']);
  });

  it('words the paging bound in the caller language', async () => {
    const en = await post('/merchant/crm/customer/Query', '{"pageIndex":1e20}');
    expect(en.body.Message).toBe(
      translate('en-US', 'errors.fieldTooBig', { field: 'pageIndex', max: 1_000_000 }),
    );
    const zh = await post('/merchant/crm/customer/Query', '{"pageIndex":1.5}', 'zh-CN');
    expect(zh.body.Message).toBe(translate('zh-CN', 'errors.fieldNotInteger', { field: 'pageIndex' }));
  });

  it('answers 400 on query-string lists (job runs, notices, customer trade)', async () => {
    const problems: string[] = [];
    const cases: [string, Record<string, string>, string][] = [];
    for (const url of [
      '/merchant/common/jobruns',
      '/merchant/common/notice',
      '/merchant/crm/customertrade',
    ]) {
      const base: Record<string, string> = url.endsWith('customertrade') ? { customerId: '1' } : {};
      for (const [q, field] of [
        [{ pageIndex: '1e20' }, 'pageIndex'],
        [{ pageIndex: '1e309' }, 'pageIndex'],
        [{ pageIndex: 'Infinity' }, 'pageIndex'],
        [{ pageIndex: '0' }, 'pageIndex'],
        [{ pageSize: '-5' }, 'pageSize'],
        [{ pageSize: '2.5' }, 'pageSize'],
      ] as const)
        cases.push([url, { ...base, ...q }, field]);
      if (url.endsWith('jobruns')) {
        cases.push(
          [url, { sortField: '__proto__' }, 'sortField'],
          [url, { sortField: 'constructor' }, 'sortField'],
        );
      }
    }
    for (const [url, query, field] of cases) {
      const res = await t.call(url === '/merchant/crm/customertrade' ? 'GET' : 'GET', url, {
        token: admin,
        query,
        lang: 'en-US',
      });
      if (res.status !== 400 || res.body.Code !== 400 || !names(res.body.Message, field))
        problems.push(`${url} ${JSON.stringify(query)}: ${res.status} ${res.body.Code} ${res.body.Message}`);
    }
    expect(problems).toEqual([]);
  });

  it('still pages normally at the bounds', async () => {
    const last = await post('/merchant/crm/customer/Query', '{"pageIndex":1000000,"pageSize":500}');
    expect(last.body.Code).toBe(0);
    const big = await post('/merchant/crm/customer/Query', '{"pageIndex":"2","pageSize":"3"}');
    expect(big.body.Code).toBe(0);
  });
});
