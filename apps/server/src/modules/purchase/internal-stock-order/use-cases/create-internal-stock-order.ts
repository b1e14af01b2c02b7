import { docType } from '@partdesk/shared/core/doc-types';
import {
  INTERNAL_STOCK_ORDER_DOC,
  INTERNAL_STOCK_ORDER_STATUS,
} from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.codes';
import type { InternalStockOrderCreate } from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.contract';
import { nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import type { Env } from '../../../../core/http/index.js';
import { purInternalStockOrder, purInternalStockOrderLine } from '../internal-stock-order.table.js';
import { checkStockOrder } from '../internal-stock-order.validate.js';

const PREFIX = docType(INTERNAL_STOCK_ORDER_DOC)!.prefix;

/**
 * POST /merchant/purchase/internalstockorder — a draft NB owned by the caller, numbered in its owner
 * company (core numbering, prefix NB): the rules (internal-stock-order.validate.ts), number, header,
 * lines and history in one transaction.
 */
export async function createInternalStockOrder(env: Env, input: InternalStockOrderCreate) {
  const { app, user } = env;
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const v = await checkStockOrder(tx, input);
    const no = await nextDocNo(tx, { tenantId: v.header.tenantId, prefix: PREFIX, date: now });
    const [row] = await tx
      .insert(purInternalStockOrder)
      .values({
        ...v.header,
        no,
        ownerId: user.id,
        status: INTERNAL_STOCK_ORDER_STATUS.draft,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await tx
      .insert(purInternalStockOrderLine)
      .values(v.lines.map((l) => ({ ...l, orderId: row!.id, createdBy: user.id, updatedBy: user.id })));
    await recordHistory(tx, {
      type: INTERNAL_STOCK_ORDER_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: row!.tenantId,
      action: 'create',
      toStatus: INTERNAL_STOCK_ORDER_STATUS.draft,
      changes: {},
      userId: user.id,
    });
    return { Id: row!.id, No: no, Version: row!.version };
  });
}
