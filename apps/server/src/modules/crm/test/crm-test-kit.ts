import { eq, sql } from 'drizzle-orm';
import { sysUser } from '../../../core/access/identity.table.js';
import type { TestApp } from '../../../test/harness.js';
import { rows } from '../../../core/db/index.js';

let seq = 0;
/** A unique, non-public company mail domain for a test customer. */
export const domain = () => `t${process.pid}x${++seq}.example`;

/** A valid create body (one contact at `dom`), overridable. */
export function customerBody(dom = domain(), over: Record<string, unknown> = {}) {
  return {
    ShortName: `Test ${dom}`,
    Name: `Test Electronics ${dom}`,
    Attribute: 1,
    Source: 5,
    BusinessType: 1,
    CountryCode: 'CN',
    Currency: 'CNY',
    TenantId: 2,
    Contacts: [{ Name: '李雷', Email: `li@${dom}`, Phone: '' }],
    ...over,
  };
}

export async function userIdOf(t: TestApp, account: string): Promise<number> {
  const [u] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, account));
  return u!.id;
}

export async function scalar<T = number>(t: TestApp, q: ReturnType<typeof sql>): Promise<T> {
  const r = rows(await t.db.execute(q));
  return Object.values(r[0] ?? {})[0] as T;
}

/** Row counts of the CRM tables and reviews: "nothing changed" after a refusal. */
export async function crmSnapshot(t: TestApp) {
  return scalar<string>(
    t,
    sql`select concat_ws(',', (select count(*) from crm_customer), (select count(*) from crm_contact),
      (select count(*) from crm_pool_claim), (select count(*) from crm_pool_event),
      (select count(*) from review_request), (select max(version) from crm_customer),
      (select count(*) from crm_customer where owner_id is null), (select count(*) from crm_customer_part))`,
  );
}
