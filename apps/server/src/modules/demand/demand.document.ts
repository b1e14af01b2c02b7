import { ROLE_NAMES } from '@partdesk/shared/access/client-access';
import { DEMAND_DOC, DEMAND_REVIEW, DEMAND_STATUS } from '@partdesk/shared/demand/demand-codes';
import { defineDocument } from '../../core/documents/index.js';
import { demandReviewLines, summarizeDemands } from './demand-review-summary.js';
import { demandScope } from './demand.service.js';
import { dmdDemand } from './demand.table.js';

/**
 * Demand orders XQ (decision 0019 descriptor): seen by their salesperson and by whoever may decide their
 * pending confirmation (demandScope); confirmation is the review `demand` (queue demandaudit, counter
 * DemandConfirmCount; default step 管理员, editable): confirm → confirmed, reject → rejected (editable).
 */
export const demandDocument = defineDocument({
  type: DEMAND_DOC,
  table: dmdDemand,
  id: dmdDemand.id,
  no: dmdDemand.no,
  tenantId: dmdDemand.tenantId,
  scope: (user) => demandScope(user),
  reviews: [
    {
      type: DEMAND_REVIEW,
      flow: [{ nameZh: '需求确认', nameEn: 'Demand confirmation', roles: [ROLE_NAMES.admin] }],
      owner: dmdDemand.salespersonId,
      statuses: {
        pending: DEMAND_STATUS.awaitingConfirmation,
        approved: DEMAND_STATUS.confirmed,
        rejected: DEMAND_STATUS.rejected,
      },
      // The queue row: customer, salesperson, expected value, lines (#20 item 9).
      summarize: summarizeDemands,
      lines: demandReviewLines,
    },
  ],
});
