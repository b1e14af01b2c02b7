import { eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../../../core/db/index.js';
import { conflict, type Env } from '../../../../core/http/index.js';
import { crmCustomerPart as t } from '../customer-part.table.js';
import {
  type CustomerPartInput,
  customerPartView,
  loadCustomerPart,
  ownedCustomer,
  ownedPart,
  partColumns,
  recordPartHistory,
} from '../customer-part.queries.js';

/** Changes a part of the caller's customer; a PN another part has (any case) → 409 crm.partDuplicate. */
export async function changeCustomerPart(env: Env, id: number, input: CustomerPartInput) {
  const { db } = env.app;
  const p = await ownedPart(db, env.user, id);
  const values = await partColumns(db, env.user.id, input);
  try {
    await db.transaction(async (tx) => {
      const c = await ownedCustomer(tx, env.user, p.customerId, true);
      await tx
        .update(t)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(t.id, p.id));
      await recordPartHistory(tx, c, 'updatePart', `${input.CustomerPn} → ${input.Mpn}`, env.user.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('crm.partDuplicate', { pn: input.CustomerPn });
    throw err;
  }
  return customerPartView(await loadCustomerPart(db, p.id));
}
