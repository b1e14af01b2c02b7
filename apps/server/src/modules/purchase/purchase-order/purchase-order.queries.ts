import { PO_HOLDS_DEMAND } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { poLineAmount, poTotals } from '@partdesk/shared/purchase/purchase-order/purchase-order.rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { type DemandFilters, type DemandRow, purchaseDemand } from '../demand/purchase-demand.js';
import { purchaseOrderDocument } from './purchase-order.document.js';
import { purOrder, purOrderLine } from './purchase-order.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadPurchaseOrder(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, purOrder, id, purchaseOrderDocument.visibleWhere(user), 'errors.notFound', lock);
}

export const poLinesOf = (db: Executor, orderId: number) =>
  db.select().from(purOrderLine).where(eq(purOrderLine.orderId, orderId)).orderBy(asc(purOrderLine.lineNo));

/** Re-sums amount, tax and total of a PO from its lines (after lines or the tax rate changed). */
export async function refreshPoTotals(tx: Executor, orderId: number): Promise<void> {
  const [o] = await tx.select({ taxRate: purOrder.taxRate }).from(purOrder).where(eq(purOrder.id, orderId));
  if (!o) return;
  const lines = await poLinesOf(tx, orderId);
  const t = poTotals(
    lines.map((l) => poLineAmount(l.quantity, l.unitCost)),
    o.taxRate,
  );
  await tx
    .update(purOrder)
    .set({ amount: t.amount, taxAmount: t.taxAmount, total: t.total })
    .where(eq(purOrder.id, orderId));
}

/** The key of a demand row: its source type and line. */
export const demandKey = (sourceType: string, lineId: number) => `${sourceType}:${lineId}`;

/** What open POs (any status but cancelled) already hold of each demand row, by demandKey. */
export async function onOrderByDemand(
  exec: Executor,
  rows: readonly Pick<DemandRow, 'sourceType' | 'lineId'>[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const byType = new Map<string, number[]>();
  for (const r of rows) byType.set(r.sourceType, [...(byType.get(r.sourceType) ?? []), r.lineId]);
  for (const [type, ids] of byType) {
    const held = await exec
      .select({
        lineId: purOrderLine.sourceLineId,
        qty: sql<number>`sum(${purOrderLine.quantity})::int`,
      })
      .from(purOrderLine)
      .innerJoin(purOrder, eq(purOrder.id, purOrderLine.orderId))
      .where(
        and(
          eq(purOrderLine.sourceType, type),
          inArray(purOrderLine.sourceLineId, ids),
          inArray(purOrder.status, [...PO_HOLDS_DEMAND]),
        ),
      )
      .groupBy(purOrderLine.sourceLineId);
    for (const h of held) out.set(demandKey(type, h.lineId!), h.qty);
  }
  return out;
}

/** A demand row with what is already on open POs and what is still to buy. */
export type OpenDemandRow = DemandRow & { onOrderQty: number; openQty: number };

/**
 * The purchase demand still to buy (pending-order): every registered source's rows less what open POs
 * already hold of them; rows fully on POs are left out.
 */
export async function openDemand(
  db: Executor,
  filters: DemandFilters = {},
  exec: Executor = db,
): Promise<OpenDemandRow[]> {
  const rows = await purchaseDemand(db, filters, exec);
  const held = await onOrderByDemand(exec, rows);
  return rows
    .map((r) => {
      const onOrderQty = held.get(demandKey(r.sourceType, r.lineId)) ?? 0;
      return { ...r, onOrderQty, openQty: r.qty - onOrderQty };
    })
    .filter((r) => r.openQty > 0);
}
