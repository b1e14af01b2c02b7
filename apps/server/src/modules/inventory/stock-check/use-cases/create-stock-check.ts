import { docType } from '@partdesk/shared/core/doc-types';
import {
  STOCK_CHECK_DOC,
  STOCK_CHECK_STATUS,
} from '@partdesk/shared/inventory/stock-check/stock-check.codes';
import type { StockCheckCreate } from '@partdesk/shared/inventory/stock-check/stock-check.contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../../../core/db/client.js';
import { nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import type { Env } from '../../../../core/http/index.js';
import { invLot } from '../../ledger/stock-ledger.table.js';
import { invStockCheck, invStockCheckLine } from '../stock-check.table.js';
import { requireWarehouse } from '../../warehouse/warehouse-ref.js';

const PREFIX = docType(STOCK_CHECK_DOC)!.prefix;

/**
 * Opens a count sheet in the caller's transaction: the number, the row, and one line per lot of the
 * warehouse (and zone) of its owner company that has stock, its book quantity the lot's on hand now and
 * its count defaulting to it (the counter changes what differs). Used by the route and the demo seed.
 */
export async function openStockCheck(
  tx: Tx,
  by: { userId: number; tenantId: number },
  sheet: { warehouseId: number; zoneId: number | null; remark: string },
  at: Date,
): Promise<{ id: number; no: string; version: number }> {
  const no = await nextDocNo(tx, { tenantId: by.tenantId, prefix: PREFIX, date: at });
  const [row] = await tx
    .insert(invStockCheck)
    .values({
      no,
      tenantId: by.tenantId,
      warehouseId: sheet.warehouseId,
      zoneId: sheet.zoneId,
      ownerId: by.userId,
      remark: sheet.remark,
      status: STOCK_CHECK_STATUS.draft,
      createdAt: at,
      updatedAt: at,
      createdBy: by.userId,
      updatedBy: by.userId,
    })
    .returning({ id: invStockCheck.id, version: invStockCheck.version });
  const lots = await tx
    .select({ id: invLot.id, onHand: invLot.onHand })
    .from(invLot)
    .where(
      and(
        eq(invLot.tenantId, by.tenantId),
        eq(invLot.warehouseId, sheet.warehouseId),
        ...(sheet.zoneId !== null ? [eq(invLot.zoneId, sheet.zoneId)] : []),
        gt(invLot.onHand, 0),
      ),
    )
    .orderBy(asc(invLot.mpn), asc(invLot.id));
  if (lots.length)
    await tx.insert(invStockCheckLine).values(
      lots.map((l, i) => ({
        checkId: row!.id,
        lineNo: i + 1,
        lotId: l.id,
        bookQty: l.onHand,
        countedQty: l.onHand,
      })),
    );
  await recordHistory(tx, {
    type: STOCK_CHECK_DOC,
    docId: row!.id,
    docNo: no,
    tenantId: by.tenantId,
    action: 'create',
    toStatus: STOCK_CHECK_STATUS.draft,
    changes: {},
    userId: by.userId,
    at,
  });
  return { id: row!.id, no, version: row!.version };
}

/** POST /merchant/inventory/stockcheck: a new sheet of the warehouse's owner company, owned by the caller. */
export async function createStockCheck(env: Env, input: StockCheckCreate) {
  const { app, user, lang } = env;
  return app.db.transaction(async (tx) => {
    const zoneId = input.ZoneId ?? null;
    const w = await requireWarehouse(tx, input.WarehouseId, zoneId, lang);
    return openStockCheck(
      tx,
      { userId: user.id, tenantId: w.tenantId },
      { warehouseId: w.id, zoneId, remark: input.Remark },
      app.clock.now(),
    );
  });
}
