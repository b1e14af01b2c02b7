import {
  SUPPLIER_DELIVERY_DOC,
  SUPPLIER_DELIVERY_STATUS,
} from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.codes';
import type { SupplierDeliveryUpdate } from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.contract';
import { eq } from 'drizzle-orm';
import { diffChanges, recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { loadPurchaseOrder } from '../../purchase-order/purchase-order.queries.js';
import { loadSupplierDelivery } from '../supplier-delivery.queries.js';
import { purSupplierDelivery, purSupplierDeliveryLine } from '../supplier-delivery.table.js';
import { checkDelivery, checkOrderOpen } from '../supplier-delivery.validate.js';

/**
 * PUT /merchant/purchase/supplierdelivery/:id — the whole delivery at its Version while in transit: the
 * fields and lines checked as at create against the PO (locked), the lines replaced. Nothing written on
 * a refusal; 409 when stale.
 */
export async function updateSupplierDelivery(env: Env, id: number, input: SupplierDeliveryUpdate) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const d = await loadSupplierDelivery(tx, user, id, true);
    if (d.status !== SUPPLIER_DELIVERY_STATUS.inTransit)
      throw badRequest('purchase.delivery.notInTransit', { no: d.no }, 'Status');
    const o = await loadPurchaseOrder(tx, user, d.orderId, true);
    checkOrderOpen(o);
    await checkDelivery(tx, o, input, id);
    const values = {
      carrier: input.Carrier,
      trackingNo: input.TrackingNo,
      shippedDate: input.ShippedDate,
      expectedDate: input.ExpectedDate || null,
      quantity: input.Lines.reduce((s, l) => s + l.Quantity, 0),
      remark: input.Remark,
    };
    const { version } = await updateVersioned(tx, purSupplierDelivery, id, input.Version, {
      ...values,
      updatedBy: user.id,
    });
    await tx.delete(purSupplierDeliveryLine).where(eq(purSupplierDeliveryLine.deliveryId, id));
    await tx.insert(purSupplierDeliveryLine).values(
      input.Lines.map((l, i) => ({
        deliveryId: id,
        orderLineId: l.OrderLineId,
        lineNo: i + 1,
        quantity: l.Quantity,
        createdBy: user.id,
        updatedBy: user.id,
      })),
    );
    await recordHistory(tx, {
      type: SUPPLIER_DELIVERY_DOC,
      docId: id,
      docNo: d.no,
      tenantId: d.tenantId,
      action: 'update',
      changes: diffChanges(
        {
          carrier: d.carrier,
          trackingNo: d.trackingNo,
          shippedDate: d.shippedDate,
          expectedDate: d.expectedDate,
          quantity: d.quantity,
          remark: d.remark,
        },
        values,
      ),
      userId: user.id,
    });
    return { Status: d.status, Version: version };
  });
}
