import { SUPPLIER_DOC } from '@partdesk/shared/purchase/supplier/supplier.codes';
import type { SupplierStatusChange } from '@partdesk/shared/purchase/supplier/supplier.contract';
import { supplierStatusProblem } from '@partdesk/shared/purchase/supplier/supplier.rules';
import { recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { loadSupplier } from '../supplier.queries.js';
import { purSupplier } from '../supplier.table.js';
import { refuse } from './supplier-checks.js';

/**
 * PUT /merchant/purchase/supplier/:id/status (0102): active ↔ suspended ↔ prohibited (the blacklist).
 * Leaving active needs a reason (kept on the row; cleared when active again); the same status is refused.
 * History `status` from → to with the reason as comment.
 */
export async function changeSupplierStatus(env: Env, id: number, body: SupplierStatusChange) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const before = await loadSupplier(tx, user, id, true);
    const p = supplierStatusProblem(body);
    if (p) throw refuse(p);
    if (before.status === body.Status) throw badRequest('purchase.supplierStatusSame', undefined, 'Status');
    const reason = body.Reason.trim();
    const { version } = await updateVersioned(tx, purSupplier, id, body.Version, {
      status: body.Status,
      statusReason: body.Status === 1 ? '' : reason,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: SUPPLIER_DOC,
      docId: id,
      docNo: before.code,
      action: 'status',
      fromStatus: before.status,
      toStatus: body.Status,
      comment: reason,
      userId: user.id,
    });
    return { Id: id, Status: body.Status, Version: version };
  });
}
