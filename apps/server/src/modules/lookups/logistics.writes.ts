import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../core/db/client.js';
import {
  baseDeclare,
  baseDeclareRule,
  baseExpressCompany,
  baseForwardingCompany,
} from './logistics.table.js';

/**
 * The writes of the courier and declaration lookups. The rules live in the logistics module's setup use
 * cases (`finance-setup/express`, `finance-setup/declare`, decision 0052), which call these inside their
 * transaction and `invalidateLookups(db, 'logistics:')` after the commit.
 */
export interface ExpressCompanyValues {
  code: string;
  name: string;
  nameEn: string;
  trackingUrl: string;
  volumetricDivisor: number;
  sort: number;
}

/** Inserts (id null) or updates a courier; the id, or null when `id` names no courier. */
export async function saveExpressCompany(
  tx: Tx,
  id: number | null,
  v: ExpressCompanyValues,
): Promise<number | null> {
  if (id === null) {
    const [row] = await tx.insert(baseExpressCompany).values(v).returning({ id: baseExpressCompany.id });
    return row!.id;
  }
  const [row] = await tx
    .update(baseExpressCompany)
    .set(v)
    .where(eq(baseExpressCompany.id, id))
    .returning({ id: baseExpressCompany.id });
  return row?.id ?? null;
}

/** Deactivates or reactivates a courier; false when there is no such courier. */
export async function setExpressCompanyDeactivated(tx: Tx, id: number, deactivated: boolean) {
  const rows = await tx
    .update(baseExpressCompany)
    .set({ isDeactivate: deactivated })
    .where(eq(baseExpressCompany.id, id))
    .returning({ id: baseExpressCompany.id });
  return rows.length > 0;
}

/** Enables or disables a declaration option; false when there is no such option. */
export async function setDeclareEnabled(tx: Tx, id: number, enabled: boolean) {
  const rows = await tx
    .update(baseDeclare)
    .set({ enabled })
    .where(eq(baseDeclare.id, id))
    .returning({ id: baseDeclare.id });
  return rows.length > 0;
}

export interface DeclareRuleValues {
  content: string;
  contentEn: string;
  valuePercent: string;
  decimals: number;
  currency: string;
  tolerancePercent: string;
}

/** Writes an owner company's own declaration rule (insert or replace). */
export async function saveDeclareRule(tx: Tx, tenantId: number, v: DeclareRuleValues, userId: number | null) {
  await tx
    .insert(baseDeclareRule)
    .values({ tenantId, ...v, updatedBy: userId })
    .onConflictDoUpdate({
      target: baseDeclareRule.tenantId,
      set: { ...v, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/** The rule row in force for an owner company: its own, else the default (tenant 0); undefined: none. */
export async function declareRuleRowOf(db: Executor, tenantId: number) {
  const rows = await db
    .select()
    .from(baseDeclareRule)
    .where(sql`${baseDeclareRule.tenantId} in (${tenantId}, 0)`);
  return rows.find((r) => r.tenantId === tenantId) ?? rows.find((r) => r.tenantId === 0);
}

export interface ForwardingCompanyValues {
  tenantId: number;
  type: number;
  name: string;
  nameEn: string;
  contact: string;
  phone: string;
  address: string;
  handoverWarehouse: string;
  handoverTime: string;
  remark: string;
  sort: number;
}

/**
 * Inserts (id null) or updates a forwarder (the hand-over screen `finance-setup/workdocking`, decision
 * 0059); the id, or null when `id` names no forwarder.
 */
export async function saveForwardingCompany(
  tx: Tx,
  id: number | null,
  v: ForwardingCompanyValues,
  userId: number | null,
): Promise<number | null> {
  if (id === null) {
    const [row] = await tx
      .insert(baseForwardingCompany)
      .values({ ...v, createdBy: userId, updatedBy: userId })
      .returning({ id: baseForwardingCompany.id });
    return row!.id;
  }
  const [row] = await tx
    .update(baseForwardingCompany)
    .set({ ...v, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(baseForwardingCompany.id, id))
    .returning({ id: baseForwardingCompany.id });
  return row?.id ?? null;
}

/** Deactivates or reactivates a forwarder; false when there is no such forwarder. */
export async function setForwardingCompanyDeactivated(tx: Tx, id: number, deactivated: boolean) {
  const rows = await tx
    .update(baseForwardingCompany)
    .set({ isDeactivate: deactivated })
    .where(eq(baseForwardingCompany.id, id))
    .returning({ id: baseForwardingCompany.id });
  return rows.length > 0;
}
