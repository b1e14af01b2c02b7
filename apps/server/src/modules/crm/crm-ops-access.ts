import { CRM_OPS_PERMITS } from '@partdesk/shared/crm/crm-ops-codes';
import { fieldLabel, type Lang } from '@partdesk/shared/i18n/index';
import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/access/access.js';
import type { Executor } from '../../core/db/client.js';
import { badRequest, notFound } from '../../core/http/app-error.js';
import { crmCustomer } from './customer/customer.table.js';
import { seesAll } from '../../core/access/index.js';
import { fieldError } from '../../core/http/index.js';
import { isActiveSalesperson } from '../../core/access/index.js';

/**
 * Access of the CRM operation routes (levels and credit, visits, balance, customer trade): menu codes
 * of packages/shared/src/access/menu-tree.ts and buttons (0102 transfer = allot, 0103 add).
 */
export const OPS_MENU = {
  customers: 'crmsystem/customer-management',
  visits: 'crmsystem/customervisits',
  trade: 'crmsystem/customertrade',
  balance: 'crmsystem/crmbalancerefund',
  levelAudit: 'crmsystem/reviewcustomer/level-audit',
  creditAudit: 'crmsystem/reviewcustomer/credit-audit',
  visitAudit: 'crmsystem/reviewcustomer/visit',
  refundAudit: 'sales/document-audit/balancerefund-audit',
  recharge: 'finance/financial/customer-recharge',
} as const;

export const OPS_ACCESS = {
  changeRequest: { grantedBy: [OPS_MENU.customers] },
  levelList: { grantedBy: [OPS_MENU.customers, OPS_MENU.levelAudit] },
  creditList: { grantedBy: [OPS_MENU.customers, OPS_MENU.creditAudit] },
  remainingCredit: { grantedBy: [OPS_MENU.customers, OPS_MENU.creditAudit] },
  visits: { grantedBy: [OPS_MENU.visits] },
  visitDetail: { grantedBy: [OPS_MENU.visits, OPS_MENU.visitAudit] },
  visitCreate: { grantedBy: [`${OPS_MENU.visits}:0103`] },
  visitAllot: { grantedBy: [`${OPS_MENU.visits}:0102`] },
  visitAuditing: { grantedBy: [OPS_MENU.visitAudit] },
  balance: { grantedBy: [OPS_MENU.balance, OPS_MENU.refundAudit, OPS_MENU.recharge] },
  refundCreate: { grantedBy: [OPS_MENU.balance] },
  recharge: { grantedBy: [OPS_MENU.recharge] },
  trade: { grantedBy: [OPS_MENU.trade, OPS_MENU.customers] },
} as const;

export const holds = (user: AuthUser, menu: string) => user.isAdmin || user.grants.has(menu);
export const mayAllot = (user: AuthUser) => user.isAdmin || user.permits.has(CRM_OPS_PERMITS.visitAllot);

/** "The customer in this column is owned by the caller" (the data scope of customer-bound rows). */
export const ownsCustomerSql = (user: AuthUser, customerId: Column | SQL): SQL =>
  sql`exists (select 1 from crm_customer oc where oc.id = ${customerId} and oc.owner_id = ${user.id})`;

/**
 * Rows bound to a customer (core/documents/visibility.ts): all for scope "all" and for holders of one
 * of `reviewMenus` (reviewers see every owner's documents, as the review engine does); otherwise the
 * rows of the caller's customers — whoever created them (#10 item 4: a row leaves its creator's view
 * with the customer).
 */
export function customerBoundScope(
  customerId: Column,
  reviewMenus: readonly string[] = [],
): (user: AuthUser) => SQL | undefined {
  return (user) => {
    if (seesAll(user) || reviewMenus.some((m) => user.grants.has(m))) return undefined;
    return ownsCustomerSql(user, customerId);
  };
}

export type CustomerRow = typeof crmCustomer.$inferSelect;

/** The customer, optionally locked (`for update`), or 404 (400 naming `field` when it came from a body). */
export async function loadCustomer(
  db: Executor,
  id: number,
  opts: { lock?: boolean; field?: string; lang?: Lang } = {},
): Promise<CustomerRow> {
  const q = db.select().from(crmCustomer).where(eq(crmCustomer.id, id));
  const [c] = opts.lock ? await q.for('update') : await q;
  if (!c) throw opts.field ? fieldError('errors.fieldInvalid', opts.field, opts.lang ?? 'zh-CN') : notFound();
  return c;
}

/**
 * The caller may act on the customer: it is theirs, or they see all. Otherwise 404, as for a missing
 * customer (#10 item 14: a record out of scope and a missing one answer alike).
 */
export function assertCustomerAccess(user: AuthUser, c: Pick<CustomerRow, 'ownerId' | 'code'>): void {
  if (seesAll(user) || c.ownerId === user.id) return;
  throw notFound();
}

/** An active user holding a sales-scope role, else 400 `crmOps.allotNotSales` naming `field`. */
export async function requireSalesUser(db: Executor, userId: number, field: string): Promise<void> {
  if ((await isActiveSalesperson(db, userId)) === null)
    throw badRequest('crmOps.allotNotSales', undefined, field);
}

/** A decimal amount string (≤ 16 integer digits, ≤ 2 decimals); 400 naming the field otherwise. */
export function parseAmount(
  value: string,
  field: string,
  lang: Lang,
  opts: { positive?: boolean } = {},
): string {
  const v = value.trim();
  const p = { field: fieldLabel(lang, field) };
  if (!/^-?\d{1,16}(\.\d{1,2})?$/.test(v)) throw badRequest('crmOps.amountInvalid', p, field);
  if (opts.positive && (v.startsWith('-') || /^0+(\.0+)?$/.test(v))) {
    throw badRequest('crmOps.amountNotPositive', p, field);
  }
  return v;
}
