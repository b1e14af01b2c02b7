import { isoDay } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import { fieldLabel } from '@partdesk/shared/i18n/index';
import {
  PO_EDITABLE,
  PURCHASE_ORDER_DOC,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import type {
  PurchaseOrderLineInput,
  PurchaseOrderUpdate,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.contract';
import { poLineAmount } from '@partdesk/shared/purchase/purchase-order/purchase-order.rules';
import { eq, inArray } from 'drizzle-orm';
import { diffChanges, recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, conflict, type Env } from '../../../../core/http/index.js';
import { loadPurchaseOrder, poLinesOf, refreshPoTotals } from '../purchase-order.queries.js';
import { purOrder, purOrderLine } from '../purchase-order.table.js';
import { checkHeader, checkLines } from '../purchase-order.validate.js';

type OrderRow = typeof purOrder.$inferSelect;
type LineRow = typeof purOrderLine.$inferSelect;

const headerOf = (o: OrderRow) => ({
  SupplierId: o.supplierId,
  TenantId: o.tenantId,
  Currency: o.currency,
  TaxRate: Number(o.taxRate),
  PaymentTerms: o.paymentTerms,
  WarehouseId: o.warehouseId,
  DeliveryAddress: o.deliveryAddress,
  Remark: o.remark,
});
const LINE_FIELDS = ['Mpn', 'Brand', 'Package', 'DateCode', 'Quantity', 'UnitCost', 'RequiredDate'] as const;
const lineOf = (l: Omit<PurchaseOrderLineInput, 'Remark' | 'PartId'> & { PartId?: number | null }) => ({
  PartId: l.PartId ?? null,
  Mpn: l.Mpn,
  Brand: l.Brand,
  Package: l.Package,
  DateCode: l.DateCode,
  Quantity: l.Quantity,
  UnitCost: l.UnitCost ? new D(l.UnitCost).toFixed(6) : '',
  RequiredDate: l.RequiredDate ?? '',
});
const lineOfRow = (l: LineRow) =>
  lineOf({
    PartId: l.partId,
    Mpn: l.mpn,
    Brand: l.brand,
    Package: l.package,
    DateCode: l.dateCode,
    Quantity: l.quantity,
    UnitCost: l.unitCost ?? undefined,
    RequiredDate: l.requiredDate ?? '',
  });
/** What a line with received goods keeps: the part and its price (the goods came in against them). */
const FROZEN_WHEN_RECEIVED = ['PartId', 'Mpn', 'Brand', 'UnitCost'] as const;

/**
 * PUT /merchant/purchase/purchaseorder/:id — the whole PO at the Version read (409 when someone saved in
 * between), editable in draft, to complete and rejected (`purchase.notEditable` otherwise: approved POs
 * change through the PO-info review, a later piece). Header through the create's rules; a changed
 * currency locks today's rate. Lines changed by `Id`, added without, removed when left out; a line made
 * from purchase demand keeps its source. Received-quantity floors (mirroring the sales order's shipped
 * floors): quantity ≥ received, a line with received goods is not removed and keeps its part and cost.
 * Nothing is written on a refusal.
 */
export async function updatePurchaseOrder(env: Env, id: number, input: PurchaseOrderUpdate) {
  const { app, user, lang } = env;
  const day = isoDay(app.clock.now());
  return app.db.transaction(async (tx) => {
    const o = await loadPurchaseOrder(tx, user, id, true);
    if (o.version !== input.Version) throw conflict('errors.staleVersion');
    if (!PO_EDITABLE.includes(o.status)) throw badRequest('purchase.notEditable', { no: o.no }, 'Version');
    const { rate: rateToday } = await checkHeader(tx, input, day);
    await checkLines(tx, input.Lines);

    const old = await poLinesOf(tx, id);
    const byId = new Map(old.map((l) => [l.id, l]));
    const kept = new Set<number>();
    input.Lines.forEach((l, i) => {
      if (l.Id && (!byId.has(l.Id) || kept.has(l.Id)))
        throw badRequest('purchase.lineNotOfOrder', { line: i + 1 }, `Lines[${i}].Id`);
      if (l.Id) kept.add(l.Id);
    });
    for (const [i, l] of input.Lines.entries()) {
      const e = l.Id ? byId.get(l.Id) : undefined;
      if (!e || e.receivedQty <= 0) continue;
      const line = i + 1;
      if (l.Quantity < e.receivedQty)
        throw badRequest(
          'purchase.qtyBelowReceived',
          { line, received: e.receivedQty },
          `Lines[${i}].Quantity`,
        );
      const was = lineOfRow(e);
      const now = lineOf(l);
      for (const f of FROZEN_WHEN_RECEIVED)
        if (String(was[f] ?? '') !== String(now[f] ?? ''))
          throw badRequest(
            'purchase.receivedLineLocked',
            { line, field: fieldLabel(lang, f) },
            `Lines[${i}].${f}`,
          );
    }
    const removed = old.filter((l) => !kept.has(l.id));
    for (const r of removed)
      if (r.receivedQty > 0) throw badRequest('purchase.receivedLineRemoved', { line: r.lineNo }, 'Lines');

    // Writes: removed lines, changed lines, new lines, header (at Version), totals, history.
    const changes: Record<string, [unknown, unknown]> = {};
    if (removed.length) {
      await tx.delete(purOrderLine).where(
        inArray(
          purOrderLine.id,
          removed.map((r) => r.id),
        ),
      );
      for (const r of removed) changes[`L${r.lineNo}`] = [`${r.mpn} × ${r.quantity}`, null];
    }
    let nextNo = Math.max(0, ...old.map((l) => l.lineNo));
    const fresh: (typeof purOrderLine.$inferInsert)[] = [];
    for (const l of input.Lines) {
      const row = {
        partId: l.PartId ?? null,
        mpn: l.Mpn,
        brand: l.Brand,
        package: l.Package,
        dateCode: l.DateCode,
        quantity: l.Quantity,
        unitCost: l.UnitCost || null,
        amount: poLineAmount(l.Quantity, l.UnitCost),
        requiredDate: l.RequiredDate || null,
        remark: l.Remark,
        updatedBy: user.id,
      };
      const e = l.Id ? byId.get(l.Id) : undefined;
      if (!e) {
        nextNo += 1;
        fresh.push({ ...row, orderId: id, lineNo: nextNo, createdBy: user.id });
        changes[`L${nextNo}`] = [null, `${l.Mpn} × ${l.Quantity}`];
        continue;
      }
      for (const [k, v] of Object.entries(diffChanges(lineOfRow(e), lineOf(l), LINE_FIELDS)))
        changes[`L${e.lineNo}.${k}`] = v;
      await tx.update(purOrderLine).set(row).where(eq(purOrderLine.id, e.id));
    }
    if (fresh.length) await tx.insert(purOrderLine).values(fresh);
    const header = {
      supplierId: input.SupplierId,
      tenantId: input.TenantId,
      currency: input.Currency,
      rate: input.Currency === o.currency ? o.rate : rateToday,
      taxRate: String(input.TaxRate),
      paymentTerms: input.PaymentTerms,
      warehouseId: input.WarehouseId ?? null,
      deliveryAddress: input.DeliveryAddress,
      remark: input.Remark,
      updatedBy: user.id,
    };
    const { version } = await updateVersioned(tx, purOrder, id, input.Version, header);
    const before = headerOf(o);
    Object.assign(
      changes,
      diffChanges(before, { ...input, WarehouseId: input.WarehouseId ?? null }, Object.keys(before)),
    );
    await refreshPoTotals(tx, id);
    await recordHistory(tx, {
      type: PURCHASE_ORDER_DOC,
      docId: id,
      docNo: o.no,
      tenantId: o.tenantId,
      action: 'update',
      changes,
      userId: user.id,
    });
    return { Id: id, Version: version };
  });
}
