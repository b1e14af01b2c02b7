import { isoDay } from '@partdesk/shared/core/dates';
import {
  SUPPLIER_DELIVERY_DOC,
  SUPPLIER_DELIVERY_STATUS,
} from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.codes';
import { recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { loadSupplierDelivery } from '../supplier-delivery.queries.js';
import { purSupplierDelivery } from '../supplier-delivery.table.js';

/**
 * PUT /merchant/purchase/supplierdelivery/:id/arrive and …/cancel ({ Version, Reason }) — from in transit
 * only: arrived (the arrival date is today; the goods received note counts them in) or cancelled (a
 * reason required; the quantities stop counting against the PO lines). Nothing written on a refusal.
 */
export async function changeSupplierDeliveryStatus(
  env: Env,
  id: number,
  to: 'arrive' | 'cancel',
  input: { Version: number; Reason: string },
) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const d = await loadSupplierDelivery(tx, user, id, true);
    const reason = input.Reason.trim();
    if (to === 'cancel' && !reason) throw badRequest('purchase.delivery.cancelReasonRequired', {}, 'Reason');
    if (d.status !== SUPPLIER_DELIVERY_STATUS.inTransit)
      throw badRequest('purchase.delivery.notInTransit', { no: d.no }, 'Status');
    const status = to === 'arrive' ? SUPPLIER_DELIVERY_STATUS.arrived : SUPPLIER_DELIVERY_STATUS.cancelled;
    const { version } = await updateVersioned(tx, purSupplierDelivery, id, input.Version, {
      status,
      ...(to === 'arrive' ? { arrivedDate: isoDay(app.clock.now()) } : { cancelReason: reason }),
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: SUPPLIER_DELIVERY_DOC,
      docId: id,
      docNo: d.no,
      tenantId: d.tenantId,
      action: to,
      fromStatus: d.status,
      toStatus: status,
      ...(reason ? { comment: reason } : {}),
      changes: {},
      userId: user.id,
    });
    return { Status: status, Version: version };
  });
}
