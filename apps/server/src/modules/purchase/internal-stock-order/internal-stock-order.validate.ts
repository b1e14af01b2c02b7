import type { InternalStockOrderCreate } from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.contract';
import {
  collapseSpaces,
  isStockOrderQty,
  isTargetCost,
} from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.rules';
import { PO_TENANTS } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { isIsoDate } from '@partdesk/shared/core/dates';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { badRequest } from '../../../core/http/index.js';
import { productPart } from '../../product/index.js';
import { SUPPLIER_CURRENCIES } from '@partdesk/shared/purchase/supplier/supplier.codes';

/**
 * The rules of an internal stock order (create and edit; decision 0057), each a translated 400 naming
 * the field, nothing written: the owner company 2 or 4 (`TenantId`), a reason (`Reason`), the currency
 * of the target costs one of the supplier currencies (`Currency`); at least one line (`Lines`); per line
 * an MPN, a whole quantity 1 … 100,000,000, a target cost empty or > 0 with ≤ 6 decimals, a real
 * required date when given, the part existing when given, no MPN + brand twice
 * (`Lines[i].Mpn|Quantity|TargetCost|RequiredDate|PartId`). Returns the values to store.
 */
export async function checkStockOrder(db: Executor, input: InternalStockOrderCreate) {
  if (!PO_TENANTS.includes(input.TenantId))
    throw badRequest('purchase.tenantDisabled', { tenant: input.TenantId }, 'TenantId');
  const reason = collapseSpaces(input.Reason);
  if (!reason) throw badRequest('purchase.stockOrder.reasonRequired', {}, 'Reason');
  if (!(SUPPLIER_CURRENCIES as readonly string[]).includes(input.Currency))
    throw badRequest('purchase.stockOrder.currencyInvalid', {}, 'Currency');
  if (!input.Lines.length) throw badRequest('purchase.stockOrder.linesRequired', {}, 'Lines');
  const seen = new Set<string>();
  input.Lines.forEach((l, i) => {
    const line = i + 1;
    if (!l.Mpn) throw badRequest('purchase.stockOrder.mpnRequired', { line }, `Lines[${i}].Mpn`);
    if (!isStockOrderQty(l.Quantity))
      throw badRequest('purchase.stockOrder.qtyInvalid', { line }, `Lines[${i}].Quantity`);
    if (!isTargetCost(l.TargetCost))
      throw badRequest('purchase.stockOrder.costInvalid', { line }, `Lines[${i}].TargetCost`);
    if (l.RequiredDate && !isIsoDate(l.RequiredDate))
      throw badRequest('purchase.stockOrder.dateInvalid', { line }, `Lines[${i}].RequiredDate`);
    const key = `${l.Mpn.toUpperCase()}|${collapseSpaces(l.Brand).toUpperCase()}`;
    if (seen.has(key)) throw badRequest('purchase.stockOrder.lineTwice', { line }, `Lines[${i}].Mpn`);
    seen.add(key);
  });
  const partIds = [...new Set(input.Lines.flatMap((l) => (l.PartId ? [l.PartId] : [])))];
  if (partIds.length) {
    const found = new Set(
      (await db.select({ id: productPart.id }).from(productPart).where(inArray(productPart.id, partIds))).map(
        (r) => r.id,
      ),
    );
    input.Lines.forEach((l, i) => {
      if (l.PartId && !found.has(l.PartId))
        throw badRequest('purchase.stockOrder.partNotFound', { line: i + 1 }, `Lines[${i}].PartId`);
    });
  }
  return {
    header: { tenantId: input.TenantId, currency: input.Currency, reason, remark: input.Remark },
    lines: input.Lines.map((l, i) => ({
      lineNo: i + 1,
      partId: l.PartId ?? null,
      mpn: l.Mpn,
      brand: collapseSpaces(l.Brand),
      package: collapseSpaces(l.Package),
      quantity: l.Quantity,
      targetCost: l.TargetCost || null,
      requiredDate: l.RequiredDate || null,
      remark: l.Remark,
    })),
  };
}
