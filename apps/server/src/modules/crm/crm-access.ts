import { type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/access/access.js';
import { sysUser } from '../../core/access/identity.table.js';
import type { Executor } from '../../core/db/client.js';
import { badRequest, notFound } from '../../core/http/app-error.js';
import { crmCustomer } from './customer/customer.table.js';
import { seesAll } from '../../core/access/index.js';
import { isActiveSalesperson } from '../../core/access/index.js';

/**
 * Who may call the CRM routes (menu codes of packages/shared/src/access/menu-tree.ts). Button 0102
 * ("transfer and delete") on customer-management / customerLibrary is the transfer and return-to-pool
 * permit: the role seed grants it to 销售总监, 管理员 and 外贸销售兼总监助理 only (db/seed/roles.ts).
 */
export const CRM_MENU = {
  customers: 'crmsystem/customer-management',
  pool: 'crmsystem/customerLibrary',
  settings: 'crmsystem/crmsettring',
  customerAudit: 'crmsystem/reviewcustomer/customeraudit',
} as const;

/** The hidden customer screens of spec §2 also open a customer. */
const DETAIL_SCREENS = [CRM_MENU.customers, 'sales/customer-detail', 'sales/customer-info'];

export const ACCESS = {
  list: { grantedBy: [CRM_MENU.customers] },
  detail: { grantedBy: DETAIL_SCREENS },
  create: { grantedBy: [`${CRM_MENU.customers}:0103`] },
  edit: { grantedBy: [CRM_MENU.customers] },
  blacklist: { grantedBy: [CRM_MENU.customerAudit] },
  transfer: { grantedBy: [`${CRM_MENU.customers}:0102`, `${CRM_MENU.pool}:0102`] },
  pool: { grantedBy: [CRM_MENU.pool] },
  settings: { grantedBy: [CRM_MENU.settings] },
} as const;

/**
 * The caller may change a customer: it is theirs (owner), or they see all. Otherwise 404 like a
 * missing customer (#10 item 14: a record out of scope and a missing one answer alike).
 */
export function assertOwns(user: AuthUser, c: { ownerId: number | null; code: string }): void {
  if (seesAll(user)) return;
  if (c.ownerId !== user.id) throw notFound('crm.customerNotFound');
}

/** Locks a user row for the rest of the transaction (serialises that user's claims and new customers). */
export async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, userId)).for('update');
}

/**
 * An active user holding a sales-scope role (an owner of customers); else 400 naming `field`.
 * Returns the user's name for messages.
 */
export async function requireSalesperson(tx: Executor, userId: number, field: string): Promise<string> {
  const name = await isActiveSalesperson(tx, userId);
  if (name === null) throw badRequest('crm.ownerNotSales', undefined, field);
  return name;
}

/** How many customers a salesperson owns (any review state) plus their claims waiting for review. */
export async function ownedCount(tx: Executor, userId: number): Promise<number> {
  const [r] = await tx
    .select({
      n: sql<number>`(select count(*)::int from crm_customer c where c.owner_id = ${userId})
        + (select count(*)::int from crm_pool_claim p where p.claimed_by = ${userId} and p.status = 1)`,
    })
    .from(sql`(select 1) as one`);
  return r?.n ?? 0;
}

/** 400 crm.maxCustomers when `userId` cannot take `adding` more customers (call with the user locked). */
export async function assertBelowMax(
  tx: Executor,
  userId: number,
  name: string,
  max: number,
  field: string,
  adding = 1,
): Promise<void> {
  const count = await ownedCount(tx, userId);
  if (count + adding > max) throw badRequest('crm.maxCustomers', { name, count, max }, field);
}

/** The customer row, locked, or 404. */
export async function lockCustomer(tx: Executor, id: number) {
  const [c] = await tx.select().from(crmCustomer).where(eq(crmCustomer.id, id)).for('update');
  return c;
}

/**
 * The filter of a dictionary field stored as a whole number (smallint: Attribute, BusinessType, Level,
 * Source, …): the wire value is the dictionary `DictValue` (a string for the kit); one that is not a whole
 * number is a 400 naming the key (never a database error).
 */
export function intDictFilter(key: string, column: Column): (value: unknown) => SQL {
  const parse = (v: unknown) => {
    const s = String(v).trim();
    if (!/^\d{1,4}$/.test(s)) throw badRequest('errors.fieldInvalid', { field: key }, key);
    return Number(s);
  };
  return (value) => (Array.isArray(value) ? inArray(column, value.map(parse)) : eq(column, parse(value)));
}

/** `intDictFilter` for each listed field of the customer columns (customer list, pool). */
export function customerDictFilters(t: {
  attribute: Column;
  businessType: Column;
  level: Column;
  source: Column;
}): Record<string, (value: unknown) => SQL> {
  return {
    Attribute: intDictFilter('Attribute', t.attribute),
    BusinessType: intDictFilter('BusinessType', t.businessType),
    Level: intDictFilter('Level', t.level),
    Source: intDictFilter('Source', t.source),
  };
}
