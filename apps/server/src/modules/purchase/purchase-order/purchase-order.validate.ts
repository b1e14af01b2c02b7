import {
  PO_PAYMENT_TERM_VALUES,
  PO_TAX_RATES,
  PO_TENANTS,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import type {
  PurchaseOrderCreate,
  PurchaseOrderLineInput,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.contract';
import { ISO_DAY, isUnitCost } from '@partdesk/shared/purchase/purchase-order/purchase-order.rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { badRequest } from '../../../core/http/index.js';
import { requireRateOn } from '../../finance/index.js';
import { invWarehouse } from '../../inventory/index.js';
import { productPart } from '../../product/index.js';
import { SUPPLIER_STATUS } from '../purchase-codes.js';
import { purSupplier } from '../supplier/supplier.table.js';

type Header = Omit<PurchaseOrderCreate, 'Lines' | 'PaymentTerms'> & { PaymentTerms: number };

/** Owner company, tax, terms and currency rules shared by the header and the generated POs. */
export function checkTerms(h: Pick<Header, 'TenantId' | 'TaxRate' | 'PaymentTerms'>) {
  if (!PO_TENANTS.includes(h.TenantId))
    throw badRequest('purchase.tenantDisabled', { tenant: h.TenantId }, 'TenantId');
  if (!PO_TAX_RATES.includes(h.TaxRate)) throw badRequest('purchase.taxRateInvalid', {}, 'TaxRate');
  if (!PO_PAYMENT_TERM_VALUES.includes(h.PaymentTerms))
    throw badRequest('purchase.paymentTermsInvalid', {}, 'PaymentTerms');
}

/** The supplier of a new or edited PO: exists and active (suspended / prohibited: no new POs). */
export async function checkSupplier(db: Executor, supplierId: number, field = 'SupplierId') {
  const [s] = await db.select().from(purSupplier).where(eq(purSupplier.id, supplierId));
  if (!s) throw badRequest('purchase.supplierNotFound', {}, field);
  if (s.status !== SUPPLIER_STATUS.active)
    throw badRequest('purchase.supplierNotActive', { supplier: s.name }, field);
  return s;
}

/** The currency's rate of the day, locked on the PO (refused naming Currency when there is none). */
export const lockedRate = (db: Executor, currency: string, day: string) =>
  currency === 'CNY' ? Promise.resolve('1') : requireRateOn(db, currency, day);

/** Every header rule of a PO (create and update), each refusal naming its field; nothing is written. */
export async function checkHeader(db: Executor, h: Header, day: string) {
  checkTerms(h);
  const supplier = await checkSupplier(db, h.SupplierId);
  if (h.WarehouseId) {
    const [w] = await db
      .select({ id: invWarehouse.id })
      .from(invWarehouse)
      .where(and(eq(invWarehouse.id, h.WarehouseId), eq(invWarehouse.status, 1)));
    if (!w) throw badRequest('purchase.warehouseNotFound', {}, 'WarehouseId');
  }
  const rate = await lockedRate(db, h.Currency, day);
  return { supplier, rate };
}

/** The rules of the lines (positions 1-based in messages); nothing is written. */
export async function checkLines(db: Executor, lines: PurchaseOrderLineInput[]): Promise<void> {
  if (!lines.length) throw badRequest('purchase.linesRequired', {}, 'Lines');
  lines.forEach((l, i) => {
    const line = i + 1;
    if (!l.Mpn) throw badRequest('purchase.lineMpnRequired', { line }, `Lines[${i}].Mpn`);
    if (!Number.isSafeInteger(l.Quantity) || l.Quantity <= 0)
      throw badRequest('purchase.lineQtyInvalid', { line }, `Lines[${i}].Quantity`);
    if (l.UnitCost && !isUnitCost(l.UnitCost))
      throw badRequest('purchase.lineCostInvalid', { line }, `Lines[${i}].UnitCost`);
    if (l.RequiredDate && !ISO_DAY.test(l.RequiredDate))
      throw badRequest('purchase.lineDateInvalid', { line }, `Lines[${i}].RequiredDate`);
  });
  const partIds = [...new Set(lines.flatMap((l) => (l.PartId ? [l.PartId] : [])))];
  if (!partIds.length) return;
  const found = new Set(
    (await db.select({ id: productPart.id }).from(productPart).where(inArray(productPart.id, partIds))).map(
      (r) => r.id,
    ),
  );
  lines.forEach((l, i) => {
    if (l.PartId && !found.has(l.PartId))
      throw badRequest('purchase.linePartNotFound', { line: i + 1 }, `Lines[${i}].PartId`);
  });
}
