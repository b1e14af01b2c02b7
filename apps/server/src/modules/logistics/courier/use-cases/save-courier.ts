import {
  type CourierBody,
  isVolumetricDivisor,
  VOLUMETRIC_DIVISOR_MAX,
  VOLUMETRIC_DIVISOR_MIN,
} from '@partdesk/shared/logistics/courier/courier.contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { badRequest, type Env, notFound } from '../../../../core/http/index.js';
import { baseExpressCompany, invalidateLookups, saveExpressCompany } from '../../../lookups/index.js';
import { listCouriers } from '../courier.queries.js';
import { logCourierAccount } from '../courier.table.js';

/**
 * POST /merchant/logistics/express (id null), PUT …/:id — a courier with its volumetric divisor and its
 * accounts (replaced as a whole). Refused (400 naming the field, nothing written): code or name empty,
 * code another courier has, divisor not a whole number in [1000, 10000], an account without a number,
 * the same number twice, two defaults. The courier lookup's cache is dropped after the commit.
 */
export async function saveCourier(env: Env, id: number | null, b: CourierBody) {
  const { db } = env.app;
  if (!b.Code) throw badRequest('logistics.courierCodeRequired', undefined, 'Code');
  if (!b.Name) throw badRequest('logistics.courierNameRequired', undefined, 'Name');
  if (!isVolumetricDivisor(b.VolumetricDivisor))
    throw badRequest(
      'logistics.divisorInvalid',
      { min: VOLUMETRIC_DIVISOR_MIN, max: VOLUMETRIC_DIVISOR_MAX },
      'VolumetricDivisor',
    );
  const seen = new Set<string>();
  b.Accounts.forEach((a, i) => {
    if (!a.AccountNo)
      throw badRequest('logistics.accountNoRequired', { n: i + 1 }, `Accounts[${i}].AccountNo`);
    if (seen.has(a.AccountNo))
      throw badRequest('logistics.accountDuplicate', { no: a.AccountNo }, `Accounts[${i}].AccountNo`);
    seen.add(a.AccountNo);
  });
  if (b.Accounts.filter((a) => a.IsDefault).length > 1)
    throw badRequest('logistics.accountDefaultTwice', undefined, 'Accounts');
  const code = b.Code.toUpperCase();
  const [taken] = await db
    .select({ id: baseExpressCompany.id })
    .from(baseExpressCompany)
    .where(
      and(
        sql`upper(${baseExpressCompany.code}) = ${code}`,
        id === null ? undefined : ne(baseExpressCompany.id, id),
      ),
    );
  if (taken) throw badRequest('logistics.courierCodeTaken', { code }, 'Code');

  const savedId = await db.transaction(async (tx) => {
    const cid = await saveExpressCompany(tx, id, {
      code,
      name: b.Name,
      nameEn: b.NameEn || b.Name,
      trackingUrl: b.TrackingUrl,
      volumetricDivisor: b.VolumetricDivisor,
      sort: b.Sort,
    });
    if (cid === null) throw notFound('logistics.courierNotFound');
    await tx.delete(logCourierAccount).where(eq(logCourierAccount.expressCompanyId, cid));
    if (b.Accounts.length)
      await tx.insert(logCourierAccount).values(
        b.Accounts.map((a) => ({
          expressCompanyId: cid,
          accountNo: a.AccountNo,
          accountName: a.AccountName,
          isDefault: a.IsDefault,
          remark: a.Remark,
          createdBy: env.user.id,
          updatedBy: env.user.id,
        })),
      );
    return cid;
  });
  invalidateLookups(db, 'logistics:');
  return (await listCouriers(db)).find((c) => c.Id === savedId)!;
}
