import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { cashRequirementDocument } from './cash-requirement.document.js';
import { salesCashRequirement } from './cash-requirement.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadCashRequirement(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(
    db,
    salesCashRequirement,
    id,
    cashRequirementDocument.visibleWhere(user),
    'errors.notFound',
    lock,
  );
}
