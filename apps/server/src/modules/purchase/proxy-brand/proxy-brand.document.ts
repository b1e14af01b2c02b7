import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import {
  PROXY_BRAND_DOC,
  PROXY_BRAND_EDITABLE,
  PROXY_BRAND_REVIEW,
  PROXY_BRAND_STATUS,
} from '@partdesk/shared/purchase/proxy-brand/proxy-brand.codes';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { defineDocument } from '../../../core/documents/index.js';
import type { Executor, Tx } from '../../../core/db/client.js';
import { conflict } from '../../../core/http/index.js';
import {
  docOwners,
  type ReviewDoc,
  type ReviewHookContext,
  reviewDocsLoader,
  statusDecision,
} from '../../../core/reviews/index.js';
import { purProxyBrand } from './proxy-brand.table.js';

/** Rejection: pending review → rejected with the reviewer's comment (editable and resubmitted again). */
async function rejectProxyBrand(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  const [r] = await tx
    .update(purProxyBrand)
    .set({
      status: PROXY_BRAND_STATUS.rejected,
      reviewComment: ctx.comment ?? '',
      version: sql`${purProxyBrand.version} + 1`,
    })
    .where(and(eq(purProxyBrand.id, doc.id), eq(purProxyBrand.status, PROXY_BRAND_STATUS.pendingReview)))
    .returning({ id: purProxyBrand.id });
  if (!r) throw conflict('errors.reviews.notPending', { no: doc.no });
}

/** The certificate (attachments) is changed by whoever registered the proxy, while it is editable. */
async function canEditCertificate(user: AuthUser, doc: { id: number }, db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ ownerId: purProxyBrand.ownerId, status: purProxyBrand.status })
    .from(purProxyBrand)
    .where(eq(purProxyBrand.id, doc.id));
  return !!row && row.ownerId === user.id && PROXY_BRAND_EDITABLE.includes(row.status);
}

/**
 * Proxy brand DL (decision 0049): scope `'none'` — a franchise line is a company fact, every holder of
 * the proxy-brand screens sees every row (as the supplier master, decision 0038). One review,
 * `proxyBrand`, decided by 采购主管 or 管理员 (queue /purchase/document-audit/proxybrand-review,
 * ProxyBrandAuditCount), never by who submitted it (segregation): approve → approved, reject →
 * rejected with the comment. The certificate is the document's attachments (at most 3).
 */
export const proxyBrandDocument = defineDocument({
  type: PROXY_BRAND_DOC,
  table: purProxyBrand,
  id: purProxyBrand.id,
  no: purProxyBrand.no,
  tenantId: purProxyBrand.tenantId,
  scope: 'none',
  canEdit: canEditCertificate,
  reviews: [
    {
      type: PROXY_BRAND_REVIEW,
      flow: [{ nameZh: '代理品牌审核', nameEn: 'Proxy brand review', roles: [R.purchaseHead, R.admin] }],
      historyTypes: [PROXY_BRAND_DOC],
      owners: docOwners(purProxyBrand, purProxyBrand.ownerId),
      load: reviewDocsLoader(purProxyBrand, purProxyBrand.ownerId),
      onApproved: statusDecision(
        purProxyBrand,
        PROXY_BRAND_STATUS.pendingReview,
        PROXY_BRAND_STATUS.approved,
      ),
      onRejected: rejectProxyBrand,
    },
  ],
});
