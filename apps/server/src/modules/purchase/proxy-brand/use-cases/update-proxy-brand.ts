import { PROXY_BRAND_DOC } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.codes';
import type { ProxyBrandUpdate } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.contract';
import { recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import type { Env } from '../../../../core/http/index.js';
import { assertEditable } from '../proxy-brand.guard.js';
import { loadProxyBrand } from '../proxy-brand.queries.js';
import { purProxyBrand } from '../proxy-brand.table.js';
import { checkProxyBrand } from '../proxy-brand.validate.js';

/**
 * PUT /merchant/purchase/proxybrand/:id — the whole row at `Version` (409 when stale), by whoever
 * registered it, in draft or rejected only; the field rules as on create. History: the changed fields.
 */
export async function updateProxyBrand(env: Env, id: number, input: ProxyBrandUpdate) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const row = await loadProxyBrand(tx, user, id, true);
    assertEditable(user, row);
    const values = await checkProxyBrand(tx, input, id);
    const before: Record<string, unknown> = {
      BrandId: row.brandId,
      Territory: row.territory,
      ValidFrom: row.validFrom,
      ValidTo: row.validTo,
      Remark: row.remark,
    };
    const after: Record<string, unknown> = {
      BrandId: values.brandId,
      Territory: values.territory,
      ValidFrom: values.validFrom,
      ValidTo: values.validTo,
      Remark: values.remark,
    };
    const changes = Object.fromEntries(
      Object.keys(after)
        .filter((k) => before[k] !== after[k])
        .map((k) => [k, [before[k], after[k]] as [unknown, unknown]]),
    );
    const { version } = await updateVersioned(tx, purProxyBrand, id, input.Version, {
      ...values,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: PROXY_BRAND_DOC,
      docId: id,
      docNo: row.no,
      tenantId: row.tenantId,
      action: 'update',
      changes,
      userId: user.id,
    });
    return { Id: id, Version: version };
  });
}
