import { IS_ABOLISH } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { STOCKING_LINE_STATUS } from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/client.js';
import { badRequest } from '../../../../core/http/index.js';
import { salesOrderLine } from '../../sales-order/sales-order.table.js';
import { salesStockingRequestLine } from '../stocking-request.table.js';

type RequestLine = typeof salesStockingRequestLine.$inferSelect;

/**
 * The chosen lines of a request, each one of its lines in `status` (400 naming LineIds otherwise:
 * `sales.stockingLineNotOfRequest`, or `notInStatus` with the line number).
 */
export async function chosenLines(
  tx: Executor,
  req: { id: number; no: string },
  lineIds: readonly number[],
  status: number,
  notInStatus: string,
): Promise<RequestLine[]> {
  const ids = [...new Set(lineIds)];
  const rows = await tx
    .select()
    .from(salesStockingRequestLine)
    .where(and(eq(salesStockingRequestLine.requestId, req.id), inArray(salesStockingRequestLine.id, ids)))
    .for('update');
  if (rows.length !== ids.length)
    throw badRequest('sales.stockingLineNotOfRequest', { no: req.no }, 'LineIds');
  const off = rows.find((r) => r.status !== status);
  if (off) throw badRequest(notInStatus, { no: req.no, line: off.lineNo }, 'LineIds');
  return rows.sort((a, b) => a.lineNo - b.lineNo);
}

/**
 * Re-marks the given order lines' stocking exception from the request lines still failed for them:
 * `isAbolish` 2 with the latest failure's reason while one remains, else 1 and no reason.
 */
export async function remarkExceptions(tx: Executor, orderLineIds: readonly number[], userId: number) {
  for (const id of new Set(orderLineIds)) {
    const [failed] = await tx
      .select({ reason: salesStockingRequestLine.abolishReason })
      .from(salesStockingRequestLine)
      .where(
        and(
          eq(salesStockingRequestLine.orderLineId, id),
          eq(salesStockingRequestLine.status, STOCKING_LINE_STATUS.failed),
        ),
      )
      .orderBy(desc(salesStockingRequestLine.updatedAt), desc(salesStockingRequestLine.id))
      .limit(1);
    await tx
      .update(salesOrderLine)
      .set({
        isAbolish: failed ? IS_ABOLISH.exception : IS_ABOLISH.no,
        abolishReason: failed?.reason ?? '',
        updatedBy: userId,
      })
      .where(eq(salesOrderLine.id, id));
  }
}
