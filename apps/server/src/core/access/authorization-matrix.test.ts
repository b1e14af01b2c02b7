import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed/demo.js';
import { ROLE_SEEDS } from '../../db/seed/roles.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { translate } from '@partdesk/shared/i18n/index';
import { userId } from '../documents/demo-doc.fixture.js';
import { registerGadgetRoutes, seedGadgets } from '../resource/gadget.fixture.js';
import { ANY_MENU } from './access.js';

const FORBIDDEN = translate('zh-CN', 'errors.forbidden');
const ADMIN_ONLY = translate('zh-CN', 'errors.adminOnly');

/**
 * Registry-driven authorization matrix: every registered permit route × every seeded role. The
 * expectation is computed from the role seeds (menus and buttons), independently of the guard.
 */
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ plugins: [registerGadgetRoutes] });
  // A scoped list with rows of two owners, so the scope check below always has something to check.
  await seedGadgets(t.db, { a: await userId(t.db, 'sales.rep'), b: await userId(t.db, 'buyer') });
  for (const [account] of DEMO_USERS) tokens.set(account, await t.login(account));
});
afterAll(() => t.close());

function expectedAllowed(
  roleName: string,
  access: { grantedBy: readonly string[]; adminOnly?: boolean },
  isAdmin: boolean,
): boolean {
  if (isAdmin) return true;
  if (access.adminOnly) return false;
  const { grantedBy } = access;
  const role = ROLE_SEEDS.find((r) => r.name === roleName)!;
  const grants = new Set([...role.menus, ...role.menus.flatMap((m) => role.buttons.map((b) => `${m}:${b}`))]);
  for (const d of role.denyGrants ?? []) grants.delete(d);
  return grantedBy.some((g) => (g === ANY_MENU ? grants.size > 0 : grants.has(g)));
}

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('authorization matrix', () => {
  it('covers every permit route for every seeded role', async () => {
    const routes = t.app.ctx.registry.routes.filter((r) => 'grantedBy' in r.access);
    expect(routes.length).toBeGreaterThan(10);
    const mismatches: string[] = [];
    for (const [account, , , roleName] of DEMO_USERS) {
      for (const r of routes) {
        if (!('grantedBy' in r.access)) continue;
        const res = await t.call(r.method as 'GET', concrete(r.url), { token: tokens.get(account)! });
        const allowed = expectedAllowed(roleName, r.access, account === 'admin');
        // The guard's own refusal carries errors.forbidden (errors.adminOnly on an adminOnly route); a
        // handler may 403 for business reasons.
        const denied =
          res.status === 403 && res.body.Message === (r.access.adminOnly ? ADMIN_ONLY : FORBIDDEN);
        if (res.body.Code === -100) mismatches.push(`${account} ${r.permit}: session lost`);
        else if (!allowed && !denied)
          mismatches.push(`${account} ${r.permit}: expected 403, got ${res.body.Code}`);
        else if (allowed && denied) mismatches.push(`${account} ${r.permit}: expected access, got 403`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000); // ~2,000 calls: well under a minute alone, minutes beside the web suite on two cores

  it('answers −100 on every non-public route without a token', async () => {
    const routes = t.app.ctx.registry.routes.filter((r) => !('public' in r.access));
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) {
      const res = await t.call(r.method as 'GET', concrete(r.url));
      expect(res.body.Code, `${r.method} ${r.url}`).toBe(-100);
      expect(res.status).toBe(401);
    }
  });

  it('list routes of the resource kit return only in-scope rows to every scoped role', async () => {
    const scoped = t.app.ctx.registry.resources.filter((r) => r.scoped);
    expect(scoped.length).toBeGreaterThan(0);
    const problems: string[] = [];
    let narrowed = 0;
    const admin = await t.login('admin');
    // A fresh session per account, once (the walk above may have ended some: password resets, disables);
    // a sign-in hashes the password, so not one per list.
    const tokens = new Map<string, string>();
    for (const [account] of DEMO_USERS) tokens.set(account, await t.login(account));
    for (const res of scoped) {
      const all = await t.call<{ TotalCount: number }>('POST', res.list, { token: admin, body: {} });
      expect(all.body.Code).toBe(0);
      for (const [account] of DEMO_USERS) {
        const token = tokens.get(account)!;
        const page = await t.call<{ Records: Record<string, unknown>[]; TotalCount: number }>(
          'POST',
          res.list,
          {
            token,
            body: { pageSize: 500 },
          },
        );
        if (page.status === 403) continue;
        const user = (await t.app.ctx.sessions.resolve(token))!.user;
        const outside = await res.outOfScope(
          user,
          page.body.Data.Records.map((r) => r.Id),
        );
        if (outside.length) problems.push(`${account} ${res.name}: rows ${outside.join(',')} out of scope`);
        if (user.scope.kind !== 'all' && page.body.Data.TotalCount < all.body.Data.TotalCount) narrowed++;
      }
    }
    expect(problems).toEqual([]);
    expect(narrowed).toBeGreaterThan(0);
  }, 300_000);
});
