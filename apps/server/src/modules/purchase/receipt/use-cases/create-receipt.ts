import { docType } from '@partdesk/shared/core/doc-types';
import { isLotDateCode } from '@partdesk/shared/inventory/ledger/lot.rules';
import { RECEIPT_DOC, RECEIPT_STATUS } from '@partdesk/shared/purchase/receipt/receipt.codes';
import type { ReceiptCreate, ReceiptLineInput } from '@partdesk/shared/purchase/receipt/receipt.contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../../core/db/client.js';
import { type DocLink, nextDocNo, recordHistory, recordLinks } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import {
  invWarehouse,
  invWarehouseLocation,
  invWarehouseZone,
  receiveLot,
} from '../../../inventory/index.js';
import { PURCHASE_ORDER_DOC } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { lockReceivablePo, recordPoReceipt } from '../../purchase-order/purchase-order.receive.js';
import { purReceipt, purReceiptLine } from '../receipt.table.js';
import { checkInboundWarehouse } from '../../setup/purchase-setup.js';

const PREFIX = docType(RECEIPT_DOC)!.prefix;
type PoLine = Awaited<ReturnType<typeof lockReceivablePo>>['lines'][number];

/** The place of a line: an enabled warehouse of the PO's company, its zone, the zone's location. */
async function checkPlace(tx: Tx, tenantId: number, l: ReceiptLineInput, i: number) {
  const f = (k: string) => `Lines[${i}].${k}`;
  const [w] = await tx.select().from(invWarehouse).where(eq(invWarehouse.id, l.WarehouseId));
  if (!w || w.tenantId !== tenantId || w.status !== 1)
    throw badRequest('purchase.receiptWarehouse', { line: i + 1 }, f('WarehouseId'));
  await checkInboundWarehouse(tx, w, i + 1, f('WarehouseId'));
  if (l.ZoneId) {
    const [z] = await tx.select().from(invWarehouseZone).where(eq(invWarehouseZone.id, l.ZoneId));
    if (!z || z.warehouseId !== w.id || z.status !== 1)
      throw badRequest('purchase.receiptZone', { line: i + 1 }, f('ZoneId'));
  }
  if (l.LocationId) {
    const [loc] = await tx
      .select()
      .from(invWarehouseLocation)
      .where(eq(invWarehouseLocation.id, l.LocationId));
    if (!loc || !l.ZoneId || loc.zoneId !== l.ZoneId || loc.status !== 1)
      throw badRequest('purchase.receiptLocation', { line: i + 1 }, f('LocationId'));
  }
}

/** Every line rule on the locked PO (nothing written yet): the PO line, quantity, lot data, place. */
async function checkLines(tx: Tx, tenantId: number, poLines: PoLine[], input: ReceiptCreate) {
  const byId = new Map(poLines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  const out: PoLine[] = [];
  for (const [i, l] of input.Lines.entries()) {
    const f = (k: string) => `Lines[${i}].${k}`;
    const line = { line: i + 1 };
    const po = byId.get(l.OrderLineId);
    if (!po) throw badRequest('purchase.receiptLineUnknown', line, f('OrderLineId'));
    if (seen.has(po.id)) throw badRequest('purchase.receiptLineTwice', line, f('OrderLineId'));
    seen.add(po.id);
    if (!Number.isInteger(l.Quantity) || l.Quantity <= 0)
      throw badRequest('purchase.receiptQtyInvalid', line, f('Quantity'));
    const open = po.quantity - po.receivedQty;
    if (l.Quantity > open)
      throw badRequest('purchase.receiptMoreThanOrdered', { ...line, qty: l.Quantity, open }, f('Quantity'));
    if (!po.unitCost) throw badRequest('purchase.receiptNoCost', line, f('OrderLineId'));
    if (l.DateCode && !isLotDateCode(l.DateCode))
      throw badRequest('purchase.receiptDateCode', { ...line, value: l.DateCode }, f('DateCode'));
    if (l.Coo && !/^[A-Za-z]{2}$/.test(l.Coo)) throw badRequest('purchase.receiptCoo', line, f('Coo'));
    await checkPlace(tx, tenantId, l, i);
    out.push(po);
  }
  return out;
}

/**
 * POST /merchant/purchase/receipt — goods received against an ordered or partly received PO (decision
 * 0040), one transaction: every rule checked on the locked PO first (a refusal names `Lines[i].…`,
 * nothing written), then the RK and its lines, one lot per line opened in quarantine through inventory's
 * `receiveLot` (cost = the PO line's unit cost in the PO's currency at its locked rate; the lot points at
 * the RK line), the PO's received quantities and status through its one writer (`recordPoReceipt`), the
 * link PO → RK and the history.
 */
export async function createReceipt(env: Env, input: ReceiptCreate) {
  const { app, user, lang } = env;
  const now = app.clock.now();
  const day = now.toISOString().slice(0, 10);
  return app.db.transaction(async (tx) => {
    const { order, lines: poLines } = await lockReceivablePo(tx, input.OrderId);
    const matched = await checkLines(tx, order.tenantId, poLines, input);
    const no = await nextDocNo(tx, { tenantId: order.tenantId, prefix: PREFIX, date: now });
    const [head] = await tx
      .insert(purReceipt)
      .values({
        no,
        tenantId: order.tenantId,
        orderId: order.id,
        supplierId: order.supplierId,
        ownerId: user.id,
        remark: input.Remark,
        status: RECEIPT_STATUS.inspecting,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    const by = { userId: user.id, lang };
    const links: DocLink[] = [];
    for (const [i, l] of input.Lines.entries()) {
      const po = matched[i]!;
      const [row] = await tx
        .insert(purReceiptLine)
        .values({
          receiptId: head!.id,
          lineNo: i + 1,
          orderLineId: po.id,
          mpn: po.mpn,
          brand: po.brand,
          package: po.package,
          quantity: l.Quantity,
          dateCode: l.DateCode,
          lotNo: l.LotNo,
          coo: l.Coo.toUpperCase(),
          msl: l.Msl,
          warehouseId: l.WarehouseId,
          zoneId: l.ZoneId ?? null,
          locationId: l.LocationId ?? null,
          unitCost: po.unitCost!,
          createdBy: user.id,
          updatedBy: user.id,
        })
        .returning({ id: purReceiptLine.id });
      const { lotId } = await receiveLot(
        tx,
        by,
        {
          tenantId: order.tenantId,
          partId: po.partId,
          mpn: po.mpn,
          brand: po.brand,
          package: po.package,
          dateCode: l.DateCode,
          lotNo: l.LotNo,
          coo: l.Coo.toUpperCase(),
          msl: l.Msl,
          warehouseId: l.WarehouseId,
          zoneId: l.ZoneId ?? null,
          locationId: l.LocationId ?? null,
          unitCost: po.unitCost!,
          currency: order.currency,
          rateToCny: order.rate,
          sourceDocType: RECEIPT_DOC,
          sourceDocId: head!.id,
          sourceLineId: row!.id,
          receivedOn: day,
        },
        l.Quantity,
      );
      await tx.update(purReceiptLine).set({ lotId }).where(eq(purReceiptLine.id, row!.id));
      links.push({
        source: { type: PURCHASE_ORDER_DOC, id: order.id, lineId: po.id },
        target: { type: RECEIPT_DOC, id: head!.id, lineId: row!.id },
      });
    }
    await recordPoReceipt(
      tx,
      user.id,
      order.id,
      input.Lines.map((l, i) => ({ lineId: matched[i]!.id, qty: l.Quantity })),
      no,
    );
    await recordLinks(tx, links, { userId: user.id });
    await recordHistory(tx, {
      type: RECEIPT_DOC,
      docId: head!.id,
      docNo: no,
      tenantId: order.tenantId,
      action: 'create',
      toStatus: RECEIPT_STATUS.inspecting,
      comment: order.no,
      userId: user.id,
    });
    return head!;
  });
}
