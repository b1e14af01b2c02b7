import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import {
  CASH_REQUIREMENT_DOC,
  CASH_REQUIREMENT_OPEN_TO_PURCHASING,
  CASH_REQUIREMENT_REVIEW,
  CASH_REQUIREMENT_STATUS,
} from '@partdesk/shared/sales/cash-requirement/cash-requirement.codes';
import { eq, inArray, or } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { defineDocument } from '../../../core/documents/index.js';
import { salesCashRequirement } from './cash-requirement.table.js';

const T = salesCashRequirement;

/**
 * Who sees a cash requirement (decision 0035): data scope "all" every row; a sales role its own
 * (salesperson filter, spec §6); anyone else who holds the screen (purchasing, the warehouse) its own and
 * every approved / fulfilled / closed one — the approved requirements are what purchasing acts on.
 */
export function cashRequirementVisible(user: AuthUser) {
  if (user.scope.kind === 'all') return undefined;
  if (user.scope.kind === 'sales') return eq(T.ownerId, user.id);
  return or(eq(T.ownerId, user.id), inArray(T.status, [...CASH_REQUIREMENT_OPEN_TO_PURCHASING]));
}

/**
 * Cash requirement XR (decision 0019 descriptor, decision 0035): reviewed by sales leads (queue
 * `requirementaudit`, counter RequirementAuditCount); the review only moves the status (pending →
 * approved | rejected).
 */
export const cashRequirementDocument = defineDocument({
  type: CASH_REQUIREMENT_DOC,
  table: T,
  id: T.id,
  no: T.no,
  tenantId: T.tenantId,
  scope: cashRequirementVisible,
  reviews: [
    {
      type: CASH_REQUIREMENT_REVIEW,
      flow: [
        {
          nameZh: '销售主管审核',
          nameEn: 'Sales lead review',
          roles: [R.salesLeader, R.salesSupervisor, R.salesManager, R.salesDirector, R.admin],
        },
      ],
      owner: T.ownerId,
      statuses: {
        pending: CASH_REQUIREMENT_STATUS.pendingReview,
        approved: CASH_REQUIREMENT_STATUS.approved,
        rejected: CASH_REQUIREMENT_STATUS.rejected,
      },
    },
  ],
});
