import { PROXY_BRAND_EDITABLE } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.codes';
import type { AuthUser } from '../../../core/access/access.js';
import { badRequest, forbidden } from '../../../core/http/index.js';

/**
 * Edit and submit: only whoever registered the proxy (403 `purchase.proxyBrand.notYours`), only in
 * draft or rejected (400 `purchase.proxyBrand.notEditable`, field Status).
 */
export function assertEditable(user: AuthUser, row: { no: string; ownerId: number; status: number }) {
  if (row.ownerId !== user.id) throw forbidden('purchase.proxyBrand.notYours', { no: row.no });
  if (!PROXY_BRAND_EDITABLE.includes(row.status))
    throw badRequest('purchase.proxyBrand.notEditable', { no: row.no }, 'Status');
}
