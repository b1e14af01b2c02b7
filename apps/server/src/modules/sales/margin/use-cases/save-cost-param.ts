import { translate } from '@partdesk/shared/i18n/index';
import { checkCostParamValues, type CostParamInput } from '@partdesk/shared/sales/margin/cost-param.rules';
import { ORDER_TENANTS } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/client.js';
import { updateVersioned } from '../../../../core/documents/versioned.js';
import { badRequest, notFound } from '../../../../core/http/app-error.js';
import { type Env, fieldError } from '../../../../core/http/index.js';
import { baseCountry } from '../../../lookups/index.js';
import { salesCostParam } from '../cost-param.table.js';

/**
 * Every rule of a parameter row (decision 0032), each refusal a translated 400 naming its field; nothing
 * is written: the company one that may own orders (2 or 4), percentages 0–100 with ≤ 4 decimals, fixed
 * amounts ≥ 0 with ≤ 2, a known currency and country, one row per company + country (null = every
 * country counts as one "country").
 */
async function checkParam(db: Executor, env: Env, p: CostParamInput, selfId: number | null) {
  if (!ORDER_TENANTS.includes(p.TenantId))
    throw badRequest('sales.tenantDisabled', { tenant: p.TenantId }, 'TenantId');
  const bad = checkCostParamValues(p);
  if (bad) throw fieldError(bad.key, bad.field, env.lang);
  const countryId = p.CountryId ?? null;
  let countryName = '';
  if (countryId !== null) {
    const [c] = await db
      .select({ zh: baseCountry.nameCn, en: baseCountry.nameEn })
      .from(baseCountry)
      .where(eq(baseCountry.id, countryId));
    if (!c) throw badRequest('sales.costParam.countryUnknown', {}, 'CountryId');
    countryName = env.lang === 'zh-CN' ? c.zh : c.en;
  }
  const [twin] = await db
    .select({ id: salesCostParam.id })
    .from(salesCostParam)
    .where(
      and(
        eq(salesCostParam.tenantId, p.TenantId),
        countryId === null ? isNull(salesCostParam.countryId) : eq(salesCostParam.countryId, countryId),
        selfId === null ? sql`true` : ne(salesCostParam.id, selfId),
      ),
    );
  if (twin) {
    const country = countryName || translate(env.lang, 'sales.costParam.allCountries');
    throw badRequest('sales.costParam.duplicate', { country }, 'CountryId');
  }
  return {
    tenantId: p.TenantId,
    countryId,
    freightPercent: p.FreightPercent.trim(),
    freightFixed: p.FreightFixed.trim(),
    bankFeePercent: p.BankFeePercent.trim(),
    bankFeeFixed: p.BankFeeFixed.trim(),
    dutyPercent: p.DutyPercent.trim(),
    inspectionFixed: p.InspectionFixed.trim(),
    currency: p.Currency,
    remark: p.Remark.trim(),
  };
}

/** Rows change one at a time (the one-per-company-and-country check reads the others). */
const lockParams = (db: Executor) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('sales_cost_param'))`);

/** POST /merchant/sale/costparam: adds a row. Orders already priced keep their margin. */
export async function createCostParam(env: Env, input: CostParamInput) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    await lockParams(tx);
    const v = await checkParam(tx, env, input, null);
    const [row] = await tx
      .insert(salesCostParam)
      .values({ ...v, createdBy: user.id, updatedBy: user.id })
      .returning({ id: salesCostParam.id, version: salesCostParam.version });
    return { Id: row!.id, Version: row!.version };
  });
}

/** PUT /merchant/sale/costparam/:id at the version read (409 when stale). */
export async function updateCostParam(env: Env, id: number, input: CostParamInput & { Version: number }) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    await lockParams(tx);
    const [row] = await tx
      .select({ id: salesCostParam.id })
      .from(salesCostParam)
      .where(eq(salesCostParam.id, id));
    if (!row) throw notFound('sales.costParam.notFound');
    const v = await checkParam(tx, env, input, id);
    const out = await updateVersioned(tx, salesCostParam, id, input.Version, { ...v, updatedBy: user.id });
    return { Id: id, Version: out.version };
  });
}
