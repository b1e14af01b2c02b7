import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { findBadText } from './text-guard.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

async function partCount(customerId: number) {
  const res = await t.call<unknown[]>('GET', `/merchant/crm/customer/${customerId}/parts`, { token: admin });
  return res.body.Data.length;
}

describe('text rule: control characters and lone surrogates (#10 item 7)', () => {
  it('refuses NUL in a body field with a translated 400 naming the field, nothing written', async () => {
    const before = await partCount(35);
    const res = await t.call('POST', '/merchant/crm/customer/35/part', {
      token: admin,
      lang: 'en-US',
      body: { CustomerPn: 'CP-NUL', Mpn: 'MPN-NUL', Brand: 'a\u0000b' },
    });
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe(400);
    expect(res.body.Message).toBe('Brand contains a control character that is not allowed');
    expect(res.body.Data).toEqual({ Field: 'Brand' });
    expect(await partCount(35)).toBe(before);
  });

  it('names the path of a nested field, in Chinese by default', async () => {
    const res = await t.call('POST', '/merchant/forqutation/purchaserequest', {
      token: admin,
      body: {
        Lines: [
          { Quantity: 1, Currency: 'USD', Purpose: 1, Mpn: 'ok' },
          { Quantity: 1, Currency: 'USD', Purpose: 1, Mpn: 'x\u0007' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.Message).toContain('Lines[1].Mpn');
    expect(res.body.Message).toContain('控制字符');
  });

  it('refuses other C0 controls and lone surrogates, in query and path parameters and keys too', async () => {
    const cases: [string, string, unknown, Record<string, string> | undefined][] = [
      ['POST', '/merchant/crm/customer/35/part', { CustomerPn: 'a\u001b', Mpn: 'm' }, undefined],
      ['POST', '/merchant/crm/customer/35/part', { CustomerPn: 'a\ud800', Mpn: 'm' }, undefined],
      ['POST', '/merchant/crm/customer/Query', { 'Name\u0000': 'x' }, undefined],
      ['GET', '/common/GetDictLineByCode', undefined, { code: 'a\u0000' }],
      ['GET', '/merchant/setup/dict/a%00b/lines', undefined, undefined],
    ];
    for (const [method, url, body, query] of cases) {
      const res = await t.call(method as 'GET', url, { token: admin, body, query, lang: 'en-US' });
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.Code).toBe(400);
      expect(res.body.Message).toMatch(/control character|invalid Unicode/);
    }
  });

  it('keeps tab, line feed, carriage return and paired surrogates (emoji)', async () => {
    const res = await t.call<{ Id: number }>('POST', '/merchant/crm/customer/35/part', {
      token: admin,
      body: { CustomerPn: 'CP-TAB', Mpn: 'MPN-TAB', Remark: 'line 1\r\n\tline 2 😀' },
    });
    expect(res.body.Code).toBe(0);
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadText({ X: deep })?.problem).toBe('control');
    expect(findBadText({ A: ['ok', { B: 'x\ud800' }] })).toEqual({
      path: 'A[1].B',
      key: 'B',
      problem: 'unicode',
    });
  });
});
