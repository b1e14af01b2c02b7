import { isIsoDate } from '@partdesk/shared/core/dates';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../core/db/client.js';
import { type Actor, fieldError } from '../../../core/http/index.js';
import { finPeriodLock } from './money-ledger.table.js';

/** The period lock date in force for an owner company ('' = none): the newest row. */
export async function lockDateOf(db: Executor, tenantId: number): Promise<string> {
  const [r] = await db
    .select({ d: finPeriodLock.lockDate })
    .from(finPeriodLock)
    .where(eq(finPeriodLock.tenantId, tenantId))
    .orderBy(desc(finPeriodLock.id))
    .limit(1);
  return r?.d ?? '';
}

/**
 * Moves an owner company's period lock date (a new row: the history says who moved it when). Takes a
 * transaction-scoped advisory lock per company, the same one postEntries takes, so a posting never
 * slips in under a lock date being set. Refused: an invalid date, a date after `today` (China day).
 */
export async function setLockDate(
  tx: Tx,
  by: Actor,
  tenantId: number,
  lockDate: string,
  today = chinaToday(new Date()),
): Promise<void> {
  if (!isIsoDate(lockDate)) throw fieldError('errors.fieldInvalid', 'LockDate', by.lang);
  // Closing a period that has not ended would refuse today's own postings (decision 0026).
  if (lockDate > today) throw fieldError('finance.lockDateFuture', 'LockDate', by.lang, { lockDate, today });
  await lockPeriod(tx, tenantId);
  await tx.insert(finPeriodLock).values({ tenantId, lockDate, createdBy: by.userId });
}

/** The per-company advisory lock shared by setLockDate (exclusive) and postings (shared). */
export async function lockPeriod(tx: Tx, tenantId: number, shared = false): Promise<void> {
  await tx.execute(
    shared
      ? sql`select pg_advisory_xact_lock_shared(${PERIOD_LOCK_KEY}, ${tenantId})`
      : sql`select pg_advisory_xact_lock(${PERIOD_LOCK_KEY}, ${tenantId})`,
  );
}
const PERIOD_LOCK_KEY = 2413;

/** The China day (`YYYY-MM-DD`) of an instant. */
export const chinaToday = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
