import type { CourierRow } from '@partdesk/shared/logistics/courier/courier.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { baseCustomerExpressAccount, baseExpressCompany } from '../../lookups/index.js';
import { logCourierAccount } from './courier.table.js';

/** Every courier (deactivated ones too) with its accounts, for the setup screen. */
export async function listCouriers(db: Executor): Promise<CourierRow[]> {
  const [companies, accounts] = await Promise.all([
    db.select().from(baseExpressCompany).orderBy(asc(baseExpressCompany.sort), asc(baseExpressCompany.id)),
    db.select().from(logCourierAccount).orderBy(asc(logCourierAccount.id)),
  ]);
  return companies.map((c) => ({
    Id: c.id,
    Code: c.code,
    Name: c.name,
    NameEn: c.nameEn,
    TrackingUrl: c.trackingUrl,
    VolumetricDivisor: c.volumetricDivisor,
    IsDeactivate: c.isDeactivate,
    Sort: c.sort,
    Accounts: accounts
      .filter((a) => a.expressCompanyId === c.id)
      .map((a) => ({
        AccountNo: a.accountNo,
        AccountName: a.accountName,
        IsDefault: a.isDefault,
        Remark: a.remark,
      })),
  }));
}

/** A courier's volumetric divisor (cm³ per kg); null when the id names no courier. */
export async function courierDivisor(db: Executor, courierId: number): Promise<number | null> {
  const [c] = await db
    .select({ d: baseExpressCompany.volumetricDivisor })
    .from(baseExpressCompany)
    .where(eq(baseExpressCompany.id, courierId));
  return c?.d ?? null;
}

/**
 * The accounts a shipment of `customerId` may be billed to with a courier: ours (`log_courier_account`,
 * the default first) and the customer's own (freight collect, the CRM's accounts).
 */
export async function courierAccountsFor(db: Executor, courierId: number, customerId: number) {
  const [ours, theirs] = await Promise.all([
    db
      .select()
      .from(logCourierAccount)
      .where(eq(logCourierAccount.expressCompanyId, courierId))
      .orderBy(asc(logCourierAccount.id)),
    db
      .select()
      .from(baseCustomerExpressAccount)
      .where(
        and(
          eq(baseCustomerExpressAccount.expressCompanyId, courierId),
          eq(baseCustomerExpressAccount.customerId, customerId),
        ),
      )
      .orderBy(asc(baseCustomerExpressAccount.id)),
  ]);
  const row = (a: (typeof ours)[number], customer: boolean) => ({
    AccountNo: a.accountNo,
    AccountName: a.accountName,
    IsDefault: a.isDefault,
    Remark: a.remark,
    Customer: customer,
  });
  return [
    ...ours.filter((a) => a.isDefault).map((a) => row(a, false)),
    ...ours.filter((a) => !a.isDefault).map((a) => row(a, false)),
    ...theirs.map((a) => row(a, true)),
  ];
}

/**
 * The account the courier step records (decision 0059): `given` when it is one of `courierAccountsFor`,
 * our default with the courier when `given` is empty ('' without one), null when unknown.
 */
export async function courierAccountOf(db: Executor, courierId: number, customerId: number, given: string) {
  const accounts = await courierAccountsFor(db, courierId, customerId);
  if (!given) return accounts.find((a) => a.IsDefault && !a.Customer)?.AccountNo ?? '';
  return accounts.some((a) => a.AccountNo === given) ? given : null;
}
