import { SALES_CARGO_REVIEW } from '@partdesk/shared/purchase/setup/purchase-setup.codes';
import { and, inArray, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { purOrder, purOrderLine } from '../purchase-order/purchase-order.table.js';
import { purReceiptLine } from '../receipt/receipt.table.js';
import { purchaseSettings } from './purchase-setup.js';

/** purchase-setup's `salesCargoReview` (decision 0053): SALES_CARGO_REVIEW off / boughtForOrder / all. */
export async function salesCargoReviewSetting(db: Executor): Promise<number> {
  return (await purchaseSettings(db)).salesCargoReview ?? SALES_CARGO_REVIEW.off;
}

/** A lot that came in on a PO line bought for the sales order line it is picked for. */
export interface BoughtForOrderLot {
  lotId: number;
  salesOrderLineId: number;
  poId: number;
  poNo: string;
  buyerId: number;
}

/**
 * Which of these (lot, sales order line) picks came in on a purchase order line bought for that sales
 * order line (the PO line's demand link `salesOrderLineId`, decision 0034; the lot opened by a goods
 * received note line of that PO line). Read by logistics' ship (the cargo review) and its queue summary.
 */
export async function lotsBoughtForOrderLines(
  db: Executor,
  picks: readonly { lotId: number; salesOrderLineId: number }[],
): Promise<BoughtForOrderLot[]> {
  if (!picks.length) return [];
  const lotIds = [...new Set(picks.map((p) => p.lotId))];
  const rows = await db
    .select({
      lotId: sql<number>`${purReceiptLine.lotId}`,
      salesOrderLineId: sql<number>`${purOrderLine.salesOrderLineId}`,
      poId: purOrder.id,
      poNo: purOrder.no,
      buyerId: purOrder.ownerId,
    })
    .from(purReceiptLine)
    .innerJoin(purOrderLine, eq(purOrderLine.id, purReceiptLine.orderLineId))
    .innerJoin(purOrder, eq(purOrder.id, purOrderLine.orderId))
    .where(
      and(
        inArray(purReceiptLine.lotId, lotIds),
        inArray(purOrderLine.salesOrderLineId, [...new Set(picks.map((p) => p.salesOrderLineId))]),
      ),
    );
  const want = new Set(picks.map((p) => `${p.lotId}:${p.salesOrderLineId}`));
  const seen = new Set<string>();
  return rows.filter((r) => {
    const k = `${r.lotId}:${r.salesOrderLineId}`;
    if (!want.has(k) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
