import { isoDay } from '@partdesk/shared/core/dates';
import {
  PROXY_BRAND_DOC,
  PROXY_BRAND_REVIEW,
  PROXY_BRAND_STATUS,
} from '@partdesk/shared/purchase/proxy-brand/proxy-brand.codes';
import { eq } from 'drizzle-orm';
import { AfterCommit, recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { countAttachments } from '../../../../core/files/attachment.service.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import { assertEditable } from '../proxy-brand.guard.js';
import { loadProxyBrand } from '../proxy-brand.queries.js';
import { purProxyBrand } from '../proxy-brand.table.js';
import { checkProxyBrand } from '../proxy-brand.validate.js';

/**
 * PUT /merchant/purchase/proxybrand/:id/submit — a draft or rejected proxy (at `Version`, by whoever
 * registered it) enters the review `proxyBrand` (采购主管 or 管理员): status 11 pending review. Refused
 * (400, nothing written): no certificate attached (`purchase.proxyBrand.certificateRequired`, field
 * Attachments); validity already ended (`expired`, ValidTo); the field rules again (another proxy of
 * the brand and territory may have been approved meanwhile).
 */
export async function submitProxyBrand(env: Env, id: number, version: number) {
  const { app, user, lang } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const row = await loadProxyBrand(tx, user, id, true);
    assertEditable(user, row);
    if ((await countAttachments(tx, PROXY_BRAND_DOC, id)) === 0)
      throw badRequest('purchase.proxyBrand.certificateRequired', {}, 'Attachments');
    if (row.validTo < isoDay(app.clock.now())) throw badRequest('purchase.proxyBrand.expired', {}, 'ValidTo');
    await checkProxyBrand(
      tx,
      {
        BrandId: row.brandId,
        Territory: row.territory,
        ValidFrom: row.validFrom,
        ValidTo: row.validTo,
        Remark: row.remark,
      },
      id,
    );
    await updateVersioned(tx, purProxyBrand, id, version, {
      status: PROXY_BRAND_STATUS.pendingReview,
      reviewComment: '',
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: PROXY_BRAND_DOC,
      docId: id,
      docNo: row.no,
      tenantId: row.tenantId,
      action: 'submit',
      fromStatus: row.status,
      toStatus: PROXY_BRAND_STATUS.pendingReview,
      changes: {},
      userId: user.id,
    });
    await submitDocForReview(tx, { app, after, lang, userId: user.id }, PROXY_BRAND_REVIEW, row);
    const [now] = await tx
      .select({ status: purProxyBrand.status, version: purProxyBrand.version })
      .from(purProxyBrand)
      .where(eq(purProxyBrand.id, id));
    return { Status: now!.status, Version: now!.version };
  });
  await after.flush();
  return out;
}
