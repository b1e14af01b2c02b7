import { isoDay } from '@partdesk/shared/core/dates';
import { docType } from '@partdesk/shared/core/doc-types';
import { PO_STATUS, PURCHASE_ORDER_DOC } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import type { PurchaseOrderCreate } from '@partdesk/shared/purchase/purchase-order/purchase-order.contract';
import { poLineAmount } from '@partdesk/shared/purchase/purchase-order/purchase-order.rules';
import { eq } from 'drizzle-orm';
import { nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import type { Env } from '../../../../core/http/index.js';
import { refreshPoTotals } from '../purchase-order.queries.js';
import { purOrder, purOrderLine } from '../purchase-order.table.js';
import { checkHeader, checkLines } from '../purchase-order.validate.js';
import { defaultPoPaymentTerms } from '../../setup/purchase-setup.js';

const PREFIX = docType(PURCHASE_ORDER_DOC)!.prefix;

/**
 * POST /merchant/purchase/purchaseorder (new-purchaseorder) — a draft PO by hand, owned by the caller
 * (the buyer): header and lines checked (purchase-order.validate.ts), the currency's rate of the day
 * locked, number, rows, amounts and history in one transaction. No PaymentTerms → purchase-setup's default. Line amount = quantity × unit cost
 * (2 decimals; no cost yet → 0), amount = Σ lines, tax = amount × rate %, total = amount + tax.
 */
export async function createPurchaseOrder(env: Env, body: PurchaseOrderCreate) {
  const { app, user } = env;
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const input = { ...body, PaymentTerms: body.PaymentTerms ?? (await defaultPoPaymentTerms(tx)) };
    const { rate } = await checkHeader(tx, input, isoDay(now));
    await checkLines(tx, input.Lines);
    const no = await nextDocNo(tx, { tenantId: input.TenantId, prefix: PREFIX, date: now });
    const [row] = await tx
      .insert(purOrder)
      .values({
        no,
        tenantId: input.TenantId,
        supplierId: input.SupplierId,
        ownerId: user.id,
        currency: input.Currency,
        rate,
        taxRate: String(input.TaxRate),
        paymentTerms: input.PaymentTerms,
        warehouseId: input.WarehouseId ?? null,
        deliveryAddress: input.DeliveryAddress,
        remark: input.Remark,
        status: PO_STATUS.draft,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    const order = row!;
    await tx.insert(purOrderLine).values(
      input.Lines.map((l, i) => ({
        orderId: order.id,
        lineNo: i + 1,
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
        createdBy: user.id,
        updatedBy: user.id,
      })),
    );
    await refreshPoTotals(tx, order.id);
    await recordHistory(tx, {
      type: PURCHASE_ORDER_DOC,
      docId: order.id,
      docNo: no,
      tenantId: order.tenantId,
      action: 'create',
      toStatus: PO_STATUS.draft,
      changes: {},
      userId: user.id,
    });
    const [saved] = await tx.select().from(purOrder).where(eq(purOrder.id, order.id));
    return saved!;
  });
}
