import {
  CASH_REQUIREMENT_DOC,
  CASH_REQUIREMENT_STATUS,
} from '@partdesk/shared/sales/cash-requirement/cash-requirement.codes';
import { cashRequirementResource } from '@partdesk/shared/sales/cash-requirement/cash-requirement.resource';
import { recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { requireActionState } from '../../../../core/resource/index.js';
import { loadCashRequirement } from '../cash-requirement.queries.js';
import { salesCashRequirement } from '../cash-requirement.table.js';

/**
 * PUT /merchant/sale/cashrequirement/:id/fulfil | /close — an approved requirement ends: fulfilled (the
 * stock was found or bought) or closed (no longer needed), with an optional reason, at the version read.
 * Anyone who sees it (its salesperson, purchasing) may end it; not approved → 400 sales.reqNotOpen.
 */
export async function closeCashRequirement(
  env: Env,
  id: number,
  to: 'fulfilled' | 'closed',
  body: { Version: number; Reason: string },
) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const row = await loadCashRequirement(tx, user, id, true);
    requireActionState(
      cashRequirementResource,
      to === 'fulfilled' ? 'fulfil' : 'close',
      { Status: row.status },
      () => badRequest('sales.reqNotOpen', { no: row.no }, 'Status'),
    );
    const status = CASH_REQUIREMENT_STATUS[to];
    const res = await updateVersioned(tx, salesCashRequirement, id, body.Version, {
      status,
      closeReason: body.Reason,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: CASH_REQUIREMENT_DOC,
      docId: id,
      docNo: row.no,
      tenantId: row.tenantId,
      action: to === 'fulfilled' ? 'fulfil' : 'close',
      fromStatus: row.status,
      toStatus: status,
      userId: user.id,
    });
    return { Id: id, Version: res.version };
  });
}
