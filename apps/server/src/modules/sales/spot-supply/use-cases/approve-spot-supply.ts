import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import {
  SPOT_SUPPLY_DOC,
  SPOT_SUPPLY_STATUS as S,
} from '@partdesk/shared/sales/spot-supply/spot-supply.codes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../core/db/client.js';
import { recordHistory, recordLinks } from '../../../../core/documents/index.js';
import { conflict } from '../../../../core/http/index.js';
import type { ReviewDoc, ReviewHookContext } from '../../../../core/reviews/index.js';
import { reserveStock } from '../../../inventory/index.js';
import { refreshOrderStatuses } from '../../sales-order/sales-order.statuses.js';
import { salesOrderLine } from '../../sales-order/sales-order.table.js';
import { salesSpotSupply, salesSpotSupplyLine } from '../spot-supply.table.js';
import { checkTakes } from '../spot-supply.validate.js';

/**
 * The purchase leads approved a spot supply (review `spotSupplyOrder`, the final step; in the deciding
 * transaction): every rule is checked again on the locked rows — another reservation may have taken the
 * lot or the order line meanwhile (refused naming the lot / line: the whole decision rolls back, nothing
 * written) — then each line's quantity is reserved on its lot for the sales order line (inventory
 * `reserveStock`, docType salesOrder), the order line's `reservedQty` grows by it, the order's statuses
 * are re-derived (stocked lines become notifiable), the spot supply is approved, and the links
 * PI line → XH line recorded.
 */
export async function approveSpotSupply(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  const [head] = await tx.select().from(salesSpotSupply).where(eq(salesSpotSupply.id, doc.id)).for('update');
  if (!head || head.status !== S.pendingPurchase) throw conflict('errors.reviews.notPending', { no: doc.no });
  const lines = await tx
    .select()
    .from(salesSpotSupplyLine)
    .where(eq(salesSpotSupplyLine.spotSupplyId, doc.id))
    .orderBy(asc(salesSpotSupplyLine.lineNo));
  const takes = lines.map((l) => ({ OrderLineId: l.orderLineId, LotId: l.lotId, Quantity: l.quantity }));
  const { perLine } = await checkTakes(tx, head.orderId, takes, head.no);
  const by = { userId: ctx.userId, lang: ctx.lang ?? 'zh-CN' } as const;
  for (const l of lines)
    await reserveStock(
      tx,
      by,
      l.lotId,
      { docType: SALES_ORDER_DOC, docId: head.orderId, docLineId: l.orderLineId },
      l.quantity,
    );
  for (const [lineId, qty] of perLine)
    await tx
      .update(salesOrderLine)
      .set({
        reservedQty: sql`${salesOrderLine.reservedQty} + ${qty}`,
        updatedBy: ctx.userId,
        updatedAt: sql`now()`,
      })
      .where(and(eq(salesOrderLine.id, lineId), eq(salesOrderLine.orderId, head.orderId)));
  await refreshOrderStatuses(tx, head.orderId);
  await tx
    .update(salesSpotSupply)
    .set({ status: S.approved, version: sql`${salesSpotSupply.version} + 1`, updatedBy: ctx.userId })
    .where(eq(salesSpotSupply.id, doc.id));
  await recordHistory(tx, {
    type: SPOT_SUPPLY_DOC,
    docId: doc.id,
    docNo: head.no,
    tenantId: head.tenantId,
    action: 'reserve',
    fromStatus: S.pendingPurchase,
    toStatus: S.approved,
    userId: ctx.userId,
  });
  await recordLinks(
    tx,
    lines.map((l) => ({
      source: { type: SALES_ORDER_DOC, id: head.orderId, lineId: l.orderLineId },
      target: { type: SPOT_SUPPLY_DOC, id: doc.id, lineId: l.id },
      quantity: l.quantity,
    })),
    { userId: ctx.userId },
  );
}
