import { docType } from '@partdesk/shared/core/doc-types';
import { PROXY_BRAND_DOC, PROXY_BRAND_STATUS } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.codes';
import type { ProxyBrandCreate } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.contract';
import { nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import type { Env } from '../../../../core/http/index.js';
import { purProxyBrand } from '../proxy-brand.table.js';
import { checkProxyBrand } from '../proxy-brand.validate.js';

const PREFIX = docType(PROXY_BRAND_DOC)!.prefix;

/**
 * POST /merchant/purchase/proxybrand — registers a franchise line as a draft owned by the caller
 * (the certificate is attached next, then it is submitted): the field rules (proxy-brand.validate.ts),
 * number, row and history in one transaction.
 */
export async function createProxyBrand(env: Env, input: ProxyBrandCreate) {
  const { app, user } = env;
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const values = await checkProxyBrand(tx, input);
    const no = await nextDocNo(tx, { tenantId: user.tenantId, prefix: PREFIX, date: now });
    const [row] = await tx
      .insert(purProxyBrand)
      .values({
        ...values,
        no,
        tenantId: user.tenantId,
        ownerId: user.id,
        status: PROXY_BRAND_STATUS.draft,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await recordHistory(tx, {
      type: PROXY_BRAND_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: row!.tenantId,
      action: 'create',
      toStatus: PROXY_BRAND_STATUS.draft,
      changes: {},
      userId: user.id,
    });
    return { Id: row!.id, No: no, Version: row!.version };
  });
}
