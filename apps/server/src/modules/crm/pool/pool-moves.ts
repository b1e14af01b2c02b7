import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { crmContact } from '../contact/contact.table.js';
import { POOL_ACTION, POOL_REASON } from '../crm-codes.js';
import { crmCustomer } from '../customer/customer.table.js';
import { crmPoolEvent } from './pool.table.js';

type CustomerRow = typeof crmCustomer.$inferSelect;

/**
 * The one place a customer changes owner (claim, transfer): the customer and its live contacts go to
 * `ownerId`, the inactivity clock restarts (`assignedAt`), the pool columns clear, and a
 * crm_pool_event records the move. Call inside the transaction holding the customer's row lock.
 */
export async function assignOwner(
  tx: Executor,
  c: Pick<CustomerRow, 'id' | 'tenantId' | 'ownerId'>,
  ownerId: number,
  how: { action: keyof typeof POOL_ACTION; byUserId: number; at: Date; reason?: string },
): Promise<void> {
  await tx
    .update(crmCustomer)
    .set({
      ownerId,
      assignedAt: how.at,
      poolEnteredAt: null,
      poolReason: null,
      releasedBy: null,
      previousOwnerId: c.ownerId,
      version: sql`${crmCustomer.version} + 1`,
      updatedBy: how.byUserId,
      updatedAt: how.at,
    })
    .where(eq(crmCustomer.id, c.id));
  await tx
    .update(crmContact)
    .set({ ownerId })
    .where(and(eq(crmContact.customerId, c.id), isNull(crmContact.deletedAt)));
  await tx.insert(crmPoolEvent).values({
    tenantId: c.tenantId,
    customerId: c.id,
    action: POOL_ACTION[how.action],
    fromOwnerId: c.ownerId,
    toOwnerId: ownerId,
    byUserId: how.byUserId,
    reason: how.reason ?? '',
    at: how.at,
  });
}

/**
 * Moves customers to the public pool (return-to-pool by a user, or the monthly job when `byUserId`
 * is null, or `ownerLeft` when the owner's account was disabled): owner and contacts' owner cleared,
 * `previousOwnerId` kept for the re-claim cool-down, one crm_pool_event per customer. Only customers
 * still owned move; returns how many did.
 */
export async function releaseToPool(
  tx: Executor,
  customers: Pick<CustomerRow, 'id' | 'tenantId' | 'ownerId'>[],
  how: {
    byUserId: number | null;
    at: Date;
    reason?: string;
    returnRunId?: number;
    tierMonths?: number;
    /** The owner left (account disabled): pool reason and event action "owner left". */
    ownerLeft?: boolean;
  },
): Promise<number> {
  const poolReason = how.ownerLeft
    ? POOL_REASON.ownerLeft
    : how.byUserId === null
      ? POOL_REASON.inactive
      : POOL_REASON.released;
  const action = how.ownerLeft
    ? POOL_ACTION.ownerLeft
    : how.byUserId === null
      ? POOL_ACTION.jobReturn
      : POOL_ACTION.released;
  const owned = customers.filter((c) => c.ownerId !== null);
  if (!owned.length) return 0;
  const ids = owned.map((c) => c.id);
  const moved = await tx
    .update(crmCustomer)
    .set({
      previousOwnerId: sql`${crmCustomer.ownerId}`,
      ownerId: null,
      assignedAt: null,
      poolEnteredAt: how.at,
      poolReason,
      releasedBy: how.byUserId,
      version: sql`${crmCustomer.version} + 1`,
      updatedAt: how.at,
    })
    .where(and(inArray(crmCustomer.id, ids), sql`${crmCustomer.ownerId} is not null`))
    .returning({ id: crmCustomer.id });
  const movedIds = new Set(moved.map((m) => m.id));
  if (!movedIds.size) return 0;
  await tx
    .update(crmContact)
    .set({ ownerId: null })
    .where(inArray(crmContact.customerId, [...movedIds]));
  const events = owned
    .filter((c) => movedIds.has(c.id))
    .map((c) => ({
      tenantId: c.tenantId,
      customerId: c.id,
      action,
      fromOwnerId: c.ownerId,
      toOwnerId: null,
      byUserId: how.byUserId,
      returnRunId: how.returnRunId ?? null,
      tierMonths: how.tierMonths ?? null,
      reason: how.reason ?? '',
      at: how.at,
    }));
  for (let i = 0; i < events.length; i += 1000)
    await tx.insert(crmPoolEvent).values(events.slice(i, i + 1000));
  return movedIds.size;
}
