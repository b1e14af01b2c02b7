import { sql } from 'drizzle-orm';
import { defineDocument } from '../../../core/documents/index.js';
import { poolClaimReview } from '../review/crm-reviews.js';
import { crmPoolClaim } from './pool.table.js';

/**
 * Claims of pool customers (a record type, decision 0019 descriptor): a claim is only reviewed (the
 * review `poolClaim`, librarycustomer-audit); its history is the customer's, so it has none of its own.
 * Rows belong to their claimer.
 */
export const poolClaimDocument = defineDocument({
  type: 'poolClaim',
  table: crmPoolClaim,
  id: crmPoolClaim.id,
  no: sql<string>`(select c.code from crm_customer c where c.id = ${crmPoolClaim.customerId})`,
  tenantId: crmPoolClaim.tenantId,
  scope: { sales: crmPoolClaim.claimedBy, own: crmPoolClaim.claimedBy },
  history: false,
  reviews: [poolClaimReview],
});
