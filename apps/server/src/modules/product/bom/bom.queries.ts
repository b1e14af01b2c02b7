import type { AuthUser } from '../../../core/access/access.js';
import { badRequest } from '../../../core/http/app-error.js';
import { bomCustomerInScope } from './bom-customers.js';
import type { matchBom } from './bom-match.js';

/** Rows a preview shows. */
export const PREVIEW_ROWS = 20;

/** An uploaded BOM: the file and the multipart text fields. */
export interface BomUpload {
  buf: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/** A positive id in a multipart text field; absent → null, else 400 naming the field. */
export function intField(fields: Record<string, string>, name: string): number | null {
  const v = fields[name]?.trim();
  if (!v) return null;
  if (!/^\d{1,9}$/.test(v) || Number(v) <= 0) throw badRequest('errors.fieldInvalid', { field: name }, name);
  return Number(v);
}

/** The customer the BOM is for: it must exist and be within the caller's data scope (400 `CustomerId`). */
export async function checkCustomer(db: Parameters<typeof matchBom>[0], user: AuthUser, id: number | null) {
  if (id === null) return null;
  if (!(await bomCustomerInScope(db, user, id)))
    throw badRequest('product.bom.customerUnknown', undefined, 'CustomerId');
  return id;
}
