import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AuthUser } from '../access/access.js';
import type { Executor } from '../db/client.js';
import { reviewFlowStep } from './review.table.js';

export type FlowStep = typeof reviewFlowStep.$inferSelect;

/** Whether the user may decide requests at this step. Administrators may decide every step. */
export function mayApprove(
  user: AuthUser,
  step: Pick<FlowStep, 'approverKind' | 'approverRoles' | 'approverPermit'>,
): boolean {
  if (user.isAdmin) return true;
  if (step.approverKind === 'permit') return !!step.approverPermit && user.permits.has(step.approverPermit);
  return step.approverRoles.some((r) => user.roles.some((ur) => ur.name === r));
}

/**
 * The chain of a type for a tenant: that tenant's own steps when it has any, otherwise the steps for
 * all tenants (tenantId null); in step order.
 */
export async function chainFor(
  db: Executor,
  type: string,
  tenantId: number | null | undefined,
): Promise<FlowStep[]> {
  const tenantCond =
    tenantId == null
      ? isNull(reviewFlowStep.tenantId)
      : or(isNull(reviewFlowStep.tenantId), eq(reviewFlowStep.tenantId, tenantId));
  const rows = await db
    .select()
    .from(reviewFlowStep)
    .where(and(eq(reviewFlowStep.docType, type), tenantCond))
    .orderBy(asc(reviewFlowStep.stepNo));
  const own = tenantId == null ? [] : rows.filter((r) => r.tenantId === tenantId);
  return own.length ? own : rows.filter((r) => r.tenantId === null);
}

/**
 * Whether a step applies to a document of this amount: no condition, or amount ≥ minAmount. A
 * document without an amount meets every condition (reviewing too much is the safe side).
 */
export function stepApplies(step: Pick<FlowStep, 'minAmount'>, amount: string | null): boolean {
  if (step.minAmount == null || amount == null) return true;
  return scaled(amount) >= scaled(step.minAmount);
}

/**
 * A decimal string as an integer of millionths, for exact comparison. (Server code cannot import
 * packages/shared/src/core/money.ts under NodeNext yet: its default import of decimal.js does not type.)
 */
export function scaled(value: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) throw new Error(`not a decimal: ${value}`);
  const frac = (m[3] ?? '').padEnd(6, '0').slice(0, 6);
  const n = BigInt(m[2]!) * 1_000_000n + BigInt(frac);
  return m[1] ? -n : n;
}

export function applicableSteps(chain: FlowStep[], amount: string | null): FlowStep[] {
  return chain.filter((s) => stepApplies(s, amount));
}

/** The next applicable step after `stepNo`, or undefined when `stepNo` was the last. */
export async function nextStep(
  db: Executor,
  type: string,
  tenantId: number | null,
  stepNo: number,
  amount: string | null,
): Promise<FlowStep | undefined> {
  return applicableSteps(await chainFor(db, type, tenantId), amount).find((s) => s.stepNo > stepNo);
}

export async function stepsById(db: Executor, ids: number[]): Promise<Map<number, FlowStep>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(reviewFlowStep)
    .where(inArray(reviewFlowStep.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Ids of the type's steps (all tenants) the user may decide. */
export async function decidableStepIds(db: Executor, user: AuthUser, type: string): Promise<number[]> {
  const rows = await db
    .select({
      id: reviewFlowStep.id,
      approverKind: reviewFlowStep.approverKind,
      approverRoles: reviewFlowStep.approverRoles,
      approverPermit: reviewFlowStep.approverPermit,
    })
    .from(reviewFlowStep)
    .where(eq(reviewFlowStep.docType, type));
  return rows.filter((r) => mayApprove(user, r)).map((r) => r.id);
}

/** The all-tenant step `stepNo` of a type's chain, or undefined (what a module's settings screen edits). */
export async function sharedStep(db: Executor, type: string, stepNo: number): Promise<FlowStep | undefined> {
  const [row] = await db
    .select()
    .from(reviewFlowStep)
    .where(
      and(
        eq(reviewFlowStep.docType, type),
        isNull(reviewFlowStep.tenantId),
        eq(reviewFlowStep.stepNo, stepNo),
      ),
    );
  return row;
}

/**
 * Sets the amount from which the all-tenant step `stepNo` of a type applies (a decimal string, CNY for the
 * chains that compare CNY); false when the chain has no such step. Requests already pending keep the
 * chain they entered: the next step is looked up again only when a step is decided.
 */
export async function setStepMinAmount(
  db: Executor,
  type: string,
  stepNo: number,
  minAmount: string,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(reviewFlowStep)
    .set({ minAmount, updatedBy: userId, updatedAt: new Date() })
    .where(
      and(
        eq(reviewFlowStep.docType, type),
        isNull(reviewFlowStep.tenantId),
        eq(reviewFlowStep.stepNo, stepNo),
      ),
    )
    .returning({ id: reviewFlowStep.id });
  return rows.length > 0;
}
