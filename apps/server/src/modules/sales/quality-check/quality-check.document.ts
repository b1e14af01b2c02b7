import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import {
  QUALITY_CHECK_DOC,
  QUALITY_CHECK_MENUS,
  QUALITY_CHECK_REVIEW,
} from '@partdesk/shared/sales/quality-check/quality-check.codes';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { defineDocument } from '../../../core/documents/index.js';
import { docOwners, reviewDocsLoader } from '../../../core/reviews/index.js';
import { salesQualityCheck as T } from './quality-check.table.js';
import { decideQualityCheck } from './use-cases/decide-quality-check.js';

/**
 * Who sees a quality check (decision 0060): a salesperson (data scope "sales") their own requests; the
 * sales leads (holders of the quality-audit queue), the warehouse and data scope "all" every one.
 */
export function qualityCheckVisible(user: AuthUser) {
  if (user.scope.kind !== 'sales' || user.grants.has(QUALITY_CHECK_MENUS.review)) return undefined;
  return eq(T.ownerId, user.id);
}

/**
 * Sales-side quality check QC (decision 0060): review `qualityCheck` (quality-audit, QualityAuditCount)
 * by the sales leads or an administrator — never the salesperson who asked nor the inspector who recorded
 * it (segregation: owner and inspector columns, and the submitter).
 */
export const qualityCheckDocument = defineDocument({
  type: QUALITY_CHECK_DOC,
  table: T,
  id: T.id,
  no: T.no,
  tenantId: T.tenantId,
  scope: qualityCheckVisible,
  reviews: [
    {
      type: QUALITY_CHECK_REVIEW,
      flow: [
        {
          nameZh: '质检审核',
          nameEn: 'Quality review',
          roles: [R.salesLeader, R.salesSupervisor, R.salesManager, R.salesDirector, R.admin],
        },
      ],
      historyTypes: [QUALITY_CHECK_DOC],
      owners: docOwners(T, T.ownerId, T.inspectorId),
      load: reviewDocsLoader(T, T.ownerId),
      onApproved: decideQualityCheck(true),
      onRejected: decideQualityCheck(false),
    },
  ],
  links: [{ source: 'salesOrder', lines: true }],
});
