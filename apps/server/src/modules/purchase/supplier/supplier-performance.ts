import { INSPECTION_STATUS } from '@partdesk/shared/purchase/inspection/inspection.codes';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { purInspection } from '../inspection/inspection.table.js';
import { purOrder, purOrderLine } from '../purchase-order/purchase-order.table.js';
import { purReceipt } from '../receipt/receipt.table.js';
import { deliveryTotals } from '../setup/delivery-stats.js';

/** On-time delivery of a supplier's PO lines (the delivery statistics' judgement, decision 0048). */
export interface SupplierDeliveryScore {
  Lines: number;
  OnTime: number;
  Partial: number;
  Late: number;
  /** OnTime / Lines in %, 1 decimal ('0.0' when nothing counted). */
  OnTimeRate: string;
}

/** Inbound inspections of the supplier's goods: decided passed / failed, still waiting. */
export interface SupplierQualityScore {
  Inspected: number;
  Passed: number;
  Failed: number;
  Pending: number;
  /** Passed / (Passed + Failed) in %, 1 decimal; null when none decided. */
  PassRate: string | null;
}

/** What purchasing knows of a supplier's performance (decision 0058); the inquiry module adds the quotes. */
export interface SupplierPerformance {
  Delivery: SupplierDeliveryScore;
  Quality: SupplierQualityScore;
  /** Returns to the supplier (RMA): null — no supplier-return document exists yet (returns issue). */
  Returns: null;
}

/** `part / whole` in %, one decimal, integer arithmetic; null when `whole` is 0. */
export function percent(part: number, whole: number): string | null {
  if (!whole) return null;
  const tenths = Math.round((part * 1000) / whole);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/**
 * A supplier's delivery and quality since `since` (YYYY-MM-DD): the PO lines required from that day
 * (judged as of `today` by the one query of the delivery statistics, `deliveryTotals`) and the
 * inspections of its goods received from that day. Every PO of the supplier counts (a score of the
 * supplier, not of the caller's documents — decision 0058); only numbers leave this function.
 */
export async function supplierPerformance(
  db: Executor,
  supplierId: number,
  opts: { since: string; today: string },
): Promise<SupplierPerformance> {
  const delivery = await deliveryTotals(
    db,
    opts.today,
    and(eq(purOrder.supplierId, supplierId), gte(purOrderLine.requiredDate, opts.since)),
  );
  const [q] = await db
    .select({
      passed: sql<number>`count(*) filter (where ${purInspection.status} = ${INSPECTION_STATUS.passed})::int`,
      failed: sql<number>`count(*) filter (where ${purInspection.status} = ${INSPECTION_STATUS.failed})::int`,
      pending: sql<number>`count(*) filter (where ${purInspection.status} = ${INSPECTION_STATUS.pendingReview})::int`,
    })
    .from(purInspection)
    .innerJoin(purReceipt, eq(purReceipt.id, purInspection.receiptId))
    .where(
      and(
        eq(purReceipt.supplierId, supplierId),
        sql`(${purReceipt.createdAt} at time zone 'UTC')::date >= ${opts.since}::date`,
      ),
    );
  const passed = Number(q?.passed ?? 0);
  const failed = Number(q?.failed ?? 0);
  const pending = Number(q?.pending ?? 0);
  return {
    Delivery: delivery,
    Quality: {
      Inspected: passed + failed + pending,
      Passed: passed,
      Failed: failed,
      Pending: pending,
      PassRate: percent(passed, passed + failed),
    },
    Returns: null,
  };
}
