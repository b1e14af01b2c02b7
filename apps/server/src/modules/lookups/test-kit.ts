import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { translate } from '@partdesk/shared/i18n/index';
import { sysUser } from '../../core/access/identity.table.js';
import type { TestApp } from '../../test/harness.js';

export const FORBIDDEN = translate('zh-CN', 'errors.forbidden');

export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** A signed-in user holding no role (so no menu, so no permit): created in the database. */
export async function noRoleToken(t: TestApp, account = 'no.role'): Promise<string> {
  const [admin] = await t.db
    .select({ hash: sysUser.passwordHash })
    .from(sysUser)
    .where(eq(sysUser.account, 'admin'));
  await t.db
    .insert(sysUser)
    .values({ tenantId: 2, account, name: '无角色', nameEn: 'No role', passwordHash: admin!.hash })
    .onConflictDoNothing();
  return t.login(account);
}

/** The first two of the trio: no token → −100 (HTTP 401); a token without the permit → 403. */
export async function expectGuarded(t: TestApp, c: RouteCase, deniedToken: string): Promise<void> {
  const anon = await t.call(c.method, c.url, { query: c.query, body: c.body });
  expect(anon.body.Code, `${c.method} ${c.url} without token`).toBe(-100);
  expect(anon.status).toBe(401);
  const denied = await t.call(c.method, c.url, { token: deniedToken, query: c.query, body: c.body });
  expect(denied.status, `${c.method} ${c.url} without permit`).toBe(403);
  expect(denied.body).toMatchObject({ Code: 403, Message: FORBIDDEN });
}

export type Page<T> = { Records: T[]; TotalCount: number };
