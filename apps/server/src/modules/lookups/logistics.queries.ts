import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Env } from '../../core/http/index.js';
import { type ListSpec, runList } from '../../core/list/list-query.js';
import { cached, pick } from './cache.js';
import { baseCountry, baseRegion, baseRegionTown } from './geo.table.js';
import {
  baseCustomerExpressAccount,
  baseDeclare,
  baseDeclareRule,
  baseExpressCompany,
  baseForwardingCompany,
  baseWorkingProcedure,
} from './logistics.table.js';
import { CONTINENTS } from './seed-geo.js';

/** The reads behind the logistics lookups (logistics.routes.ts): each answers the wire DTOs. */
const page = <T>(Records: T[]) => ({ Records, TotalCount: Records.length });

const procedureSpec: ListSpec = {
  from: baseWorkingProcedure,
  select: {
    Id: baseWorkingProcedure.id,
    Code: baseWorkingProcedure.code,
    NameZh: baseWorkingProcedure.name,
    NameEn: baseWorkingProcedure.nameEn,
    DeptType: baseWorkingProcedure.deptType,
    Enabled: baseWorkingProcedure.enabled,
    Sort: baseWorkingProcedure.sort,
  },
  filters: {
    Name: { column: baseWorkingProcedure.name, op: 'like' },
    Code: { column: baseWorkingProcedure.code, op: 'eq' },
    DeptType: { column: baseWorkingProcedure.deptType, op: 'eq', type: 'number' },
    Enabled: { column: baseWorkingProcedure.enabled, op: 'bool' },
  },
  sorts: { Sort: baseWorkingProcedure.sort, Code: baseWorkingProcedure.code },
  defaultSort: [{ by: baseWorkingProcedure.sort, dir: 'asc' }],
};

/** Enabled countries (cached), names in the request language. */
export async function listCountries(env: Env) {
  const { db } = env.app;
  const rows = await cached(db, 'geo:countries', () =>
    db
      .select()
      .from(baseCountry)
      .where(eq(baseCountry.enabled, true))
      .orderBy(asc(baseCountry.sort), asc(baseCountry.id)),
  );
  return page(
    rows.map((c) => ({
      Id: c.id,
      NameCN: c.nameCn,
      NameEN: c.nameEn,
      Name: pick(env.lang, c.nameCn, c.nameEn),
      RegionValue: c.code,
      Continent: pick(env.lang, ...(CONTINENTS[c.continent] ?? [c.continent, c.continent])),
      PhoneCode: c.phoneCode,
    })),
  );
}

/** Regions with their towns (cached). */
export async function listRegions(env: Env) {
  const { db } = env.app;
  const [regions, towns] = await cached(db, 'geo:regions', () =>
    Promise.all([
      db.select().from(baseRegion).orderBy(asc(baseRegion.sort), asc(baseRegion.id)),
      db.select().from(baseRegionTown).orderBy(asc(baseRegionTown.sort), asc(baseRegionTown.id)),
    ]),
  );
  return page(
    regions.map((r) => ({
      Id: r.id,
      Name: pick(env.lang, r.name, r.nameEn),
      CountryCode: r.countryCode,
      RegionTownDtos: towns
        .filter((t) => t.regionId === r.id)
        .map((t) => ({ Id: t.id, Name: pick(env.lang, t.name, t.nameEn) })),
    })),
  );
}

/** Express (courier) companies (cached). */
export async function listExpressCompanies(env: Env) {
  const { db } = env.app;
  const rows = await cached(db, 'logistics:express', () =>
    db.select().from(baseExpressCompany).orderBy(asc(baseExpressCompany.sort), asc(baseExpressCompany.id)),
  );
  return page(
    rows.map((e) => ({
      Id: e.id,
      Code: e.code,
      Name: pick(env.lang, e.name, e.nameEn),
      TrackingUrl: e.trackingUrl,
      VolumetricDivisor: e.volumetricDivisor,
      IsDeactivate: e.isDeactivate,
    })),
  );
}

/** Active forwarders of the given types (5, 6; both when absent), of one tenant when given. */
export async function listForwarders(env: Env, filter: { tenantId?: number; types: number[] }) {
  const { db } = env.app;
  const rows = await db
    .select()
    .from(baseForwardingCompany)
    .where(
      and(
        eq(baseForwardingCompany.isDeactivate, false),
        inArray(baseForwardingCompany.type, filter.types),
        filter.tenantId ? eq(baseForwardingCompany.tenantId, filter.tenantId) : undefined,
      ),
    )
    .orderBy(asc(baseForwardingCompany.sort), asc(baseForwardingCompany.id));
  return page(
    rows.map((f) => ({
      Id: f.id,
      Name: pick(env.lang, f.name, f.nameEn),
      ForwardingCompanyType: f.type,
      TenantId: f.tenantId,
      Contact: f.contact,
      Phone: f.phone,
      Address: f.address,
      HandoverWarehouse: f.handoverWarehouse,
      HandoverTime: f.handoverTime,
      Remark: f.remark,
    })),
  );
}

/** Customs declaration kinds (cached); only the enabled ones when `enabledOnly`. */
export async function listDeclares(env: Env, enabledOnly: boolean) {
  const { db } = env.app;
  const rows = await cached(db, 'logistics:declares', () =>
    db.select().from(baseDeclare).orderBy(asc(baseDeclare.sort), asc(baseDeclare.id)),
  );
  return page(
    rows
      .filter((d) => !enabledOnly || d.enabled)
      .map((d) => ({
        Id: d.id,
        Code: d.code,
        Name: pick(env.lang, d.name, d.nameEn),
        Description: pick(env.lang, d.description, d.descriptionEn),
        IsEnabled: d.enabled,
      })),
  );
}

/** The declaration rule of a tenant (the caller's when not given), else the default (tenant 0). */
export async function loadDeclareRule(env: Env, tenantId: number | undefined) {
  const { db } = env.app;
  const rules = await cached(db, 'logistics:declare-rule', () => db.select().from(baseDeclareRule));
  const tenant = tenantId ?? env.user.tenantId;
  const rule = rules.find((r) => r.tenantId === tenant) ?? rules.find((r) => r.tenantId === 0);
  return {
    TenantId: rule?.tenantId ?? 0,
    Content: rule ? pick(env.lang, rule.content, rule.contentEn) : '',
    ValuePercent: rule?.valuePercent ?? '100',
    Decimals: rule?.decimals ?? 2,
    Currency: rule?.currency ?? '',
    TolerancePercent: rule?.tolerancePercent ?? '0',
    UpdateTime: rule?.updatedAt ?? null,
  };
}

/** A customer's courier accounts, of one courier when given. */
export async function listCustomerExpressAccounts(
  env: Env,
  q: { customerId: number; freightCompanyId?: number },
) {
  const rows = await env.app.db
    .select({
      Id: baseCustomerExpressAccount.id,
      CustomerId: baseCustomerExpressAccount.customerId,
      FreightCompanyId: baseCustomerExpressAccount.expressCompanyId,
      FreightCompanyName: baseExpressCompany.name,
      FreightCompanyNameEn: baseExpressCompany.nameEn,
      AccountNo: baseCustomerExpressAccount.accountNo,
      AccountName: baseCustomerExpressAccount.accountName,
      IsDefault: baseCustomerExpressAccount.isDefault,
      Remark: baseCustomerExpressAccount.remark,
    })
    .from(baseCustomerExpressAccount)
    .leftJoin(baseExpressCompany, eq(baseExpressCompany.id, baseCustomerExpressAccount.expressCompanyId))
    .where(
      and(
        eq(baseCustomerExpressAccount.customerId, q.customerId),
        q.freightCompanyId ? eq(baseCustomerExpressAccount.expressCompanyId, q.freightCompanyId) : undefined,
      ),
    )
    .orderBy(asc(baseCustomerExpressAccount.id));
  return page(
    rows.map(({ FreightCompanyNameEn, ...r }) => ({
      ...r,
      FreightCompanyName:
        r.FreightCompanyName === null ? null : pick(env.lang, r.FreightCompanyName, FreightCompanyNameEn),
    })),
  );
}

/** Process steps through the list engine (100 a page unless asked), names in the request language. */
export async function listWorkingProcedures(env: Env, body: Record<string, unknown> | null | undefined) {
  const res = await runList<{ NameZh: string; NameEn: string }>(
    env.app.db,
    procedureSpec,
    { pageSize: 100, ...body },
    null,
  );
  return {
    TotalCount: res.TotalCount,
    Records: res.Records.map(({ NameZh, NameEn, ...r }) => ({ ...r, Name: pick(env.lang, NameZh, NameEn) })),
  };
}
