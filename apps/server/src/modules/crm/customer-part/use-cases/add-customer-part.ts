import { isUniqueViolation } from '../../../../core/db/index.js';
import { conflict, type Env } from '../../../../core/http/index.js';
import { crmCustomerPart as t } from '../customer-part.table.js';
import {
  type CustomerPartInput,
  customerPartView,
  loadCustomerPart,
  ownedCustomer,
  partColumns,
  recordPartHistory,
} from '../customer-part.queries.js';

/** Adds a part number to the caller's customer; a PN already there (any case) → 409 crm.partDuplicate. */
export async function addCustomerPart(env: Env, customerId: number, input: CustomerPartInput) {
  const { db } = env.app;
  const values = await partColumns(db, env.user.id, input);
  try {
    const id = await db.transaction(async (tx) => {
      const c = await ownedCustomer(tx, env.user, customerId, true);
      const [row] = await tx
        .insert(t)
        .values({ ...values, customerId, createdBy: env.user.id })
        .returning({ id: t.id });
      await recordPartHistory(tx, c, 'addPart', `${input.CustomerPn} → ${input.Mpn}`, env.user.id);
      return row!.id;
    });
    return customerPartView(await loadCustomerPart(db, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('crm.partDuplicate', { pn: input.CustomerPn });
    throw err;
  }
}
