import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sysRole } from '../access/identity.table.js';

/** #20 item 8: every seeded role has an English label, and sign-in sends it beside the name. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('role labels', () => {
  it('every seeded role has an English label without Chinese characters', async () => {
    const roles = await t.db.select({ name: sysRole.name, nameEn: sysRole.nameEn }).from(sysRole);
    expect(roles.length).toBeGreaterThan(10);
    for (const r of roles) expect(r.nameEn, r.name).toMatch(/^[^\u3400-\u9fff]+$/);
  });

  it('the login response carries each role’s English label (NameEn)', async () => {
    for (const [account, zh, en] of [
      ['sales.rep', '销售员', 'Salesperson'],
      ['buyer', '采购员', undefined],
      ['accountant', '会计专员', undefined],
    ] as const) {
      const res = await t.call<{ UserInfo: { Roles: { Name: string; NameEn: string }[] } }>(
        'POST',
        '/merchant/account/login',
        { body: { UserName: account, Password: 'partdesk', RememberMe: false } },
      );
      expect(res.body.Code, account).toBe(0);
      const role = res.body.Data.UserInfo.Roles.find((r) => r.Name === zh);
      expect(role, account).toBeTruthy();
      if (en) expect(role!.NameEn).toBe(en);
      expect(role!.NameEn).toMatch(/^[^\u3400-\u9fff]+$/);
    }
  });
});
