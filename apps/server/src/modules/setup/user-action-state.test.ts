import { translate } from '@partdesk/shared/i18n/index';
import { USER_STATUS } from '@partdesk/shared/setup/user-resource';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../core/access/identity.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Decision 0021: disable and enable follow the user definition's `when` (disable an active account,
 * enable a disabled one) on the server too — the other way round is 409 errors.actionNotInState,
 * translated, the account unchanged.
 */
let t: TestApp;
let admin: string;
const row = async (account: string) =>
  (await t.db.select().from(sysUser).where(eq(sysUser.account, account)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('user status actions follow the definition’s when', () => {
  it('enable on an active account → 409, unchanged', async () => {
    const before = await row('sales.rep');
    expect(before.status).toBe(USER_STATUS.active);
    const r = await t.call('PUT', `/merchant/setup/user/${before.id}/enable`, {
      token: admin,
      lang: 'en-US',
    });
    expect(r.status).toBe(409);
    expect(r.body.Code).toBe(409);
    expect(r.body.Message).toBe(translate('en-US', 'errors.actionNotInState'));
    expect(await row('sales.rep')).toEqual(before);
  });

  it('disable on a disabled account → 409, unchanged; enable then works', async () => {
    const made = await t.call('POST', '/merchant/setup/user', {
      token: admin,
      body: {
        Account: 'twice.off',
        Name: '停用两次',
        Email: 'twice.off@example.com',
        TenantId: 2,
        Password: 'abcdef12',
      },
    });
    expect(made.body.Code, made.body.Message).toBe(0);
    const { id } = await row('twice.off');
    expect((await t.call('PUT', `/merchant/setup/user/${id}/disable`, { token: admin })).body.Code).toBe(0);
    const off = await row('twice.off');
    const again = await t.call('PUT', `/merchant/setup/user/${id}/disable`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe(translate('zh-CN', 'errors.actionNotInState'));
    expect(await row('twice.off')).toEqual(off);
    expect((await t.call('PUT', `/merchant/setup/user/${id}/enable`, { token: admin })).body.Code).toBe(0);
    expect((await row('twice.off')).status).toBe(USER_STATUS.active);
  });
});
