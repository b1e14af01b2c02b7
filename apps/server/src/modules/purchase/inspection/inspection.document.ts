import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import { INSPECTION_DOC, INSPECTION_REVIEW } from '@partdesk/shared/purchase/inspection/inspection.codes';
import { defineDocument } from '../../../core/documents/index.js';
import { docOwners, reviewDocsLoader } from '../../../core/reviews/index.js';
import { purInspection } from './inspection.table.js';
import { decideInspection } from './use-cases/decide-inspection.js';

/**
 * Inbound inspection JY (decision 0040): scope `'none'` (inspectors, purchasing and the reviewers see
 * every record); photos through the documents API (attachments). Review `inboundInspection`
 * (quality-audit, InboundQualityAuditCount) by 采购主管 or 管理员 — never the inspector who recorded it
 * (segregation: the owner and creator never decide their own).
 */
export const inspectionDocument = defineDocument({
  type: INSPECTION_DOC,
  table: purInspection,
  id: purInspection.id,
  no: purInspection.no,
  tenantId: purInspection.tenantId,
  scope: 'none',
  reviews: [
    {
      type: INSPECTION_REVIEW,
      flow: [{ nameZh: '质检审核', nameEn: 'Quality review', roles: [R.purchaseHead, R.admin] }],
      historyTypes: [INSPECTION_DOC],
      owners: docOwners(purInspection, purInspection.ownerId),
      load: reviewDocsLoader(purInspection, purInspection.ownerId),
      onApproved: decideInspection(true),
      onRejected: decideInspection(false),
    },
  ],
  links: [{ source: 'purchaseDelivery', lines: true }],
});
