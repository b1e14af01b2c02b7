import { D } from '@partdesk/shared/core/money';
import type { PoChange } from '@partdesk/shared/purchase/purchase-order-info/purchase-order-info.contract';
import { PO_PAYMENT_TERM_VALUES } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import {
  ISO_DAY,
  isUnitCost,
  poLineAmount,
  poTotals,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.rules';
import type { Executor } from '../../../core/db/client.js';
import { badRequest } from '../../../core/http/index.js';
import { paymentsByOrder } from '../payment-order/payment-order.queries.js';
import type { purOrder, purOrderLine } from '../purchase-order/purchase-order.table.js';

type Order = typeof purOrder.$inferSelect;
type Line = typeof purOrderLine.$inferSelect;

/** The PO header and lines as they would be after the change, and what changed (`{ field: [old, new] }`). */
export interface CheckedChange {
  header: Partial<Pick<Order, 'paymentTerms' | 'deliveryAddress' | 'remark'>>;
  lines: {
    id: number;
    quantity: number;
    unitCost: string | null;
    amount: string;
    requiredDate: string | null;
  }[];
  totals: { amount: string; taxAmount: string; total: string };
  diff: Record<string, [unknown, unknown]>;
}

/**
 * Every rule of a change to an approved PO (decision 0041), each refusal naming its field: payment
 * terms 1–6; lines of this PO only; quantity a positive integer ≥ received; unit cost > 0 with ≤ 6
 * decimals and unchanged on a line with received goods; required date YYYY-MM-DD; something changes;
 * the new total not below what is paid or waiting in payment requests.
 */
export async function checkPoChange(
  db: Executor,
  o: Order,
  current: readonly Line[],
  c: PoChange,
): Promise<CheckedChange> {
  const diff: Record<string, [unknown, unknown]> = {};
  const header: CheckedChange['header'] = {};
  if (c.PaymentTerms !== undefined && c.PaymentTerms !== o.paymentTerms) {
    if (!PO_PAYMENT_TERM_VALUES.includes(c.PaymentTerms))
      throw badRequest('purchase.paymentTermsInvalid', {}, 'PaymentTerms');
    header.paymentTerms = c.PaymentTerms;
    diff.PaymentTerms = [o.paymentTerms, c.PaymentTerms];
  }
  if (c.DeliveryAddress !== undefined && c.DeliveryAddress !== o.deliveryAddress) {
    header.deliveryAddress = c.DeliveryAddress;
    diff.DeliveryAddress = [o.deliveryAddress, c.DeliveryAddress];
  }
  if (c.Remark !== undefined && c.Remark !== o.remark) {
    header.remark = c.Remark;
    diff.Remark = [o.remark, c.Remark];
  }
  const byId = new Map(current.map((l) => [l.id, l]));
  const next = new Map(current.map((l) => [l.id, { ...l }]));
  c.Lines.forEach((x, i) => {
    const l = byId.get(x.Id);
    if (!l) throw badRequest('purchase.poChange.lineNotOfOrder', undefined, `Lines[${i}].Id`);
    const n = next.get(x.Id)!;
    const line = l.lineNo;
    if (x.Quantity !== undefined && x.Quantity !== l.quantity) {
      if (!Number.isSafeInteger(x.Quantity) || x.Quantity <= 0)
        throw badRequest('purchase.lineQtyInvalid', { line }, `Lines[${i}].Quantity`);
      if (x.Quantity < l.receivedQty)
        throw badRequest(
          'purchase.qtyBelowReceived',
          { line, received: l.receivedQty },
          `Lines[${i}].Quantity`,
        );
      n.quantity = x.Quantity;
      diff[`Lines[${line}].Quantity`] = [l.quantity, x.Quantity];
    }
    if (x.UnitCost !== undefined && !(l.unitCost && new D(l.unitCost).eq(x.UnitCost || '0'))) {
      if (!isUnitCost(x.UnitCost))
        throw badRequest('purchase.lineCostInvalid', { line }, `Lines[${i}].UnitCost`);
      if (l.receivedQty > 0)
        throw badRequest('purchase.receivedLineLocked', { line, field: 'UnitCost' }, `Lines[${i}].UnitCost`);
      n.unitCost = new D(x.UnitCost).toFixed(6);
      diff[`Lines[${line}].UnitCost`] = [l.unitCost, n.unitCost];
    }
    if (x.RequiredDate !== undefined && x.RequiredDate !== (l.requiredDate ?? '')) {
      if (x.RequiredDate && !ISO_DAY.test(x.RequiredDate))
        throw badRequest('purchase.lineDateInvalid', { line }, `Lines[${i}].RequiredDate`);
      n.requiredDate = x.RequiredDate || null;
      diff[`Lines[${line}].RequiredDate`] = [l.requiredDate, n.requiredDate];
    }
  });
  if (!Object.keys(diff).length) throw badRequest('purchase.poChange.nothingChanged', undefined, 'Version');
  const lines = [...next.values()].map((l) => ({
    id: l.id,
    quantity: l.quantity,
    unitCost: l.unitCost,
    amount: poLineAmount(l.quantity, l.unitCost),
    requiredDate: l.requiredDate,
  }));
  const totals = poTotals(
    lines.map((l) => l.amount),
    o.taxRate,
  );
  const held = (await paymentsByOrder(db, [o.id])).get(o.id);
  const taken = new D(held?.paid ?? 0).plus(held?.pending ?? 0);
  if (new D(totals.total).lt(taken))
    throw badRequest('purchase.poChange.belowPaid', { total: totals.total, paid: taken.toFixed(2) }, 'Lines');
  if (totals.total !== o.total) diff.Total = [o.total, totals.total];
  return { header, lines, totals, diff };
}
