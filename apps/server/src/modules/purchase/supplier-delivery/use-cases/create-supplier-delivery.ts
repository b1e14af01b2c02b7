import { docType } from '@partdesk/shared/core/doc-types';
import {
  SUPPLIER_DELIVERY_DOC,
  SUPPLIER_DELIVERY_STATUS,
} from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.codes';
import type { SupplierDeliveryCreate } from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.contract';
import { eq } from 'drizzle-orm';
import { nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import type { Env } from '../../../../core/http/index.js';
import { loadPurchaseOrder } from '../../purchase-order/purchase-order.queries.js';
import { purSupplierDelivery, purSupplierDeliveryLine } from '../supplier-delivery.table.js';
import { checkDelivery, checkOrderOpen } from '../supplier-delivery.validate.js';

const PREFIX = docType(SUPPLIER_DELIVERY_DOC)!.prefix;

/**
 * POST /merchant/purchase/supplierdelivery (purchase-deliver) — the supplier's shipment against a PO the
 * caller may see (the PO's data scope; locked, so two deliveries of one PO are checked one after the
 * other), ordered or partly received; in transit. Owner company, supplier and buyer copied from the PO.
 */
export async function createSupplierDelivery(env: Env, input: SupplierDeliveryCreate) {
  const { app, user } = env;
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const o = await loadPurchaseOrder(tx, user, input.OrderId, true);
    checkOrderOpen(o);
    await checkDelivery(tx, o, input);
    const no = await nextDocNo(tx, { tenantId: o.tenantId, prefix: PREFIX, date: now });
    const [row] = await tx
      .insert(purSupplierDelivery)
      .values({
        no,
        tenantId: o.tenantId,
        orderId: o.id,
        supplierId: o.supplierId,
        ownerId: o.ownerId,
        carrier: input.Carrier,
        trackingNo: input.TrackingNo,
        shippedDate: input.ShippedDate,
        expectedDate: input.ExpectedDate || null,
        quantity: input.Lines.reduce((s, l) => s + l.Quantity, 0),
        remark: input.Remark,
        status: SUPPLIER_DELIVERY_STATUS.inTransit,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    const d = row!;
    await tx.insert(purSupplierDeliveryLine).values(
      input.Lines.map((l, i) => ({
        deliveryId: d.id,
        orderLineId: l.OrderLineId,
        lineNo: i + 1,
        quantity: l.Quantity,
        createdBy: user.id,
        updatedBy: user.id,
      })),
    );
    await recordHistory(tx, {
      type: SUPPLIER_DELIVERY_DOC,
      docId: d.id,
      docNo: no,
      tenantId: d.tenantId,
      action: 'create',
      toStatus: SUPPLIER_DELIVERY_STATUS.inTransit,
      changes: { OrderNo: [null, o.no] },
      userId: user.id,
    });
    const [saved] = await tx.select().from(purSupplierDelivery).where(eq(purSupplierDelivery.id, d.id));
    return saved!;
  });
}
