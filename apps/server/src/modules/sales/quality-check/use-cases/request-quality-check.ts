import { docType } from '@partdesk/shared/core/doc-types';
import {
  QUALITY_CHECK_DOC,
  QUALITY_CHECK_OPEN,
  QUALITY_CHECK_STATUS,
} from '@partdesk/shared/sales/quality-check/quality-check.codes';
import type { QualityCheckCreate } from '@partdesk/shared/sales/quality-check/quality-check.contract';
import { ORDER_REVIEW, SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/client.js';
import { nextDocNo, recordHistory, recordLinks } from '../../../../core/documents/index.js';
import { badRequest, conflict, type Env } from '../../../../core/http/index.js';
import { invReservation } from '../../../inventory/index.js';
import { salesOrder, salesOrderLine } from '../../sales-order/sales-order.table.js';
import { salesQualityCheck as T } from '../quality-check.table.js';

const PREFIX = docType(QUALITY_CHECK_DOC)!.prefix;

/** What `lotId` holds for the order line (Σ of its reservation entries). */
export async function heldOnLot(db: Executor, orderId: number, lineId: number, lotId: number) {
  const [r] = await db
    .select({ held: sql<number>`coalesce(sum(${invReservation.qty}), 0)::int` })
    .from(invReservation)
    .where(
      and(
        eq(invReservation.docType, SALES_ORDER_DOC),
        eq(invReservation.docId, orderId),
        eq(invReservation.docLineId, lineId),
        eq(invReservation.lotId, lotId),
      ),
    );
  return r?.held ?? 0;
}

/**
 * POST /merchant/sale/qualitycheck — the salesperson asks for an extra inspection of a lot reserved for
 * one of their own lines of an approved order (decision 0060), one transaction: the order row locked (as
 * shipping locks it), the rules checked (a refusal names the field, nothing written), the QC in status
 * requested, the link order line → QC, history. Photos are attached afterwards (documents API).
 */
export async function requestQualityCheck(env: Env, input: QualityCheckCreate) {
  const { app, user } = env;
  if (!input.Reason) throw badRequest('sales.qcReasonRequired', undefined, 'Reason');
  return app.db.transaction(async (tx) => {
    const [line] = await tx.select().from(salesOrderLine).where(eq(salesOrderLine.id, input.OrderLineId));
    if (!line) throw badRequest('sales.qcLineUnknown', undefined, 'OrderLineId');
    const [o] = await tx.select().from(salesOrder).where(eq(salesOrder.id, line.orderId)).for('update');
    if (o!.ownerId !== user.id && user.scope.kind !== 'all')
      throw badRequest('sales.qcLineNotOwn', undefined, 'OrderLineId');
    if (o!.status !== ORDER_REVIEW.approved)
      throw badRequest('sales.qcOrderNotApproved', { no: o!.no }, 'OrderLineId');
    const held = await heldOnLot(tx, o!.id, line.id, input.LotId);
    if (held <= 0) throw badRequest('sales.qcLotNotReserved', { lot: input.LotId }, 'LotId');
    const [open] = await tx
      .select({ no: T.no })
      .from(T)
      .where(
        and(eq(T.orderLineId, line.id), eq(T.lotId, input.LotId), inArray(T.status, [...QUALITY_CHECK_OPEN])),
      );
    if (open) throw conflict('sales.qcOpenExists', { no: open.no });
    const now = app.clock.now();
    const no = await nextDocNo(tx, { tenantId: o!.tenantId, prefix: PREFIX, date: now });
    const [row] = await tx
      .insert(T)
      .values({
        no,
        tenantId: o!.tenantId,
        ownerId: user.id,
        orderId: o!.id,
        orderLineId: line.id,
        lotId: input.LotId,
        mpn: line.mpn,
        quantity: held,
        reason: input.Reason,
        status: QUALITY_CHECK_STATUS.requested,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await recordLinks(
      tx,
      [
        {
          source: { type: SALES_ORDER_DOC, id: o!.id, lineId: line.id },
          target: { type: QUALITY_CHECK_DOC, id: row!.id },
        },
      ],
      { userId: user.id },
    );
    await recordHistory(tx, {
      type: QUALITY_CHECK_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: o!.tenantId,
      action: 'create',
      toStatus: QUALITY_CHECK_STATUS.requested,
      comment: input.Reason,
      userId: user.id,
    });
    return row!;
  });
}
