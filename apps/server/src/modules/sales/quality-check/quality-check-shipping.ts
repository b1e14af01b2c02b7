import { QUALITY_CHECK_OPEN } from '@partdesk/shared/sales/quality-check/quality-check.codes';
import { and, asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { salesQualityCheck as T } from './quality-check.table.js';

/**
 * What sales hands logistics (above sales, decision 0060): the open quality checks (requested or pending
 * review) of these order lines — shipping such a line is refused until the check is decided.
 */
export async function openQualityChecks(db: Executor, orderLineIds: readonly number[]) {
  if (!orderLineIds.length) return [];
  return db
    .select({ no: T.no, orderLineId: T.orderLineId, mpn: T.mpn })
    .from(T)
    .where(and(inArray(T.orderLineId, [...orderLineIds]), inArray(T.status, [...QUALITY_CHECK_OPEN])))
    .orderBy(asc(T.id));
}
