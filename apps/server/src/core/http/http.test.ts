import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { redactUrl } from './security-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('answers an unknown path with the envelope and 404', async () => {
    const res = await t.call('GET', '/merchant/nope', { lang: 'en-US' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ Code: 404, Message: 'No such API endpoint', Data: null });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/merchant/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"UserName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe(400);
    expect(res.json().Message).toBe('请求内容不是有效的 JSON');
  });

  it('answers a value the database refuses (an id beyond its integer column) with 400, not 500 (#10)', async () => {
    const token = await t.login('admin');
    for (const id of ['9999999999999', '2147483648']) {
      const res = await t.call('GET', `/merchant/crm/customer/${id}`, { token, lang: 'en-US' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        Code: 400,
        Message: 'A value in the request is out of range or malformed',
        Data: null,
      });
    }
  });

  it('answers router errors (bad percent-encoding, over-long path parameter) with the envelope', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/merchant/crm/customer/%ZZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Code: 400, Message: '请求参数错误', Data: null });
    const long = await t.app.inject({
      method: 'GET',
      url: `/merchant/crm/customer/${'1'.repeat(5000)}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ Code: 414, Message: 'A path parameter is too long', Data: null });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/merchant/nope' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('publishes OpenAPI generated from the zod contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/merchant/account/login'].post.requestBody).toBeTruthy();
  });

  it('redacts passwords and tokens from logged URLs', () => {
    expect(redactUrl('/merchant/common/resetpwd?oldPassword=abc&newPassword=def')).toBe(
      '/merchant/common/resetpwd?oldPassword=***&newPassword=***',
    );
    expect(redactUrl('/x?token=abc&id=3')).toBe('/x?token=***&id=3');
  });
});
