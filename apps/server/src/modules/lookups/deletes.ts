import { inArray } from 'drizzle-orm';
import { badRequest, notFound } from '../../core/http/app-error.js';
import type { DeletableType } from '../../core/deletes/index.js';
import { invalidateLookups } from './cache.js';
import { sysDictLine } from './dict.table.js';
import { baseCustomerExpressAccount } from './logistics.table.js';

/** A dictionary line; lines of the seeded system dictionaries are refused (errors.deletes.systemLine). */
export const dictLineDeletable: DeletableType = {
  type: 'dictLine',
  access: { grantedBy: ['setup/dict-list', 'setup/dict-detail'] },
  async delete(ids, { tx }) {
    const rows = await tx
      .select({ id: sysDictLine.id, isSystem: sysDictLine.isSystem })
      .from(sysDictLine)
      .where(inArray(sysDictLine.id, ids))
      .for('update');
    if (rows.length < ids.length) throw notFound('lookups.dictLineNotFound');
    if (rows.some((r) => r.isSystem)) throw badRequest('errors.deletes.systemLine');
    const gone = await tx
      .delete(sysDictLine)
      .where(inArray(sysDictLine.id, ids))
      .returning({ id: sysDictLine.id });
    return gone.length;
  },
  afterCommit(app) {
    invalidateLookups(app.db, 'dict:');
  },
};

/** A customer's courier account (CRM customer screen, finance courier settings). */
export const customerExpressAccountDeletable: DeletableType = {
  type: 'customerExpressAccount',
  access: { grantedBy: ['crmsystem/customer-management', 'finance/finance-setup/express'] },
  async delete(ids, { tx }) {
    const gone = await tx
      .delete(baseCustomerExpressAccount)
      .where(inArray(baseCustomerExpressAccount.id, ids))
      .returning({ id: baseCustomerExpressAccount.id });
    if (gone.length < ids.length) throw notFound('lookups.customerExpressAccountNotFound');
    return gone.length;
  },
};
