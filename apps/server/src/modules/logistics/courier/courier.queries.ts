import type { CourierRow } from '@partdesk/shared/logistics/courier/courier.contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { baseExpressCompany } from '../../lookups/index.js';
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
