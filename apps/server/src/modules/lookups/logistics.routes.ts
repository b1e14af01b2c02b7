import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_MENU } from '../../core/access/access.js';
import { ok } from '../../core/http/envelope.js';
import { type ListSpec, runList } from '../../core/list/list-query.js';
import { cached, pick } from './cache.js';
import { baseCountry, baseRegion, baseRegionTown } from './geo.table.js';
import {
  baseCustomerExpressAccount,
  baseDeclare,
  baseDeclareRule,
  baseExpressCompany,
  baseForwardingCompany,
  baseWarehouse,
  baseWarehouseLocation,
  baseWarehouseZone,
  baseWorkingProcedure,
} from './logistics.table.js';
import { CONTINENTS } from './seed-geo.js';

const access = { grantedBy: [ANY_MENU] } as const;
const tags = ['lookups'];
const page = <T>(Records: T[]) => ({ Records, TotalCount: Records.length });
const id = z.coerce.number().int().positive();
/** In a JSON body an id is a number: coercion would take `true` or `[[1]]` for 1. */
const bodyId = z.number().int().positive();
const forwardingType = z.union([z.literal(5), z.literal(6)]);

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

/** Countries, regions, couriers, forwarders, warehouses, customs declaration, process steps. */
export const logisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/common/GetCountryList', { config: { access }, schema: { tags } }, async (req) => {
    const rows = await cached(db, 'geo:countries', () =>
      db
        .select()
        .from(baseCountry)
        .where(eq(baseCountry.enabled, true))
        .orderBy(asc(baseCountry.sort), asc(baseCountry.id)),
    );
    return ok(
      page(
        rows.map((c) => ({
          Id: c.id,
          NameCN: c.nameCn,
          NameEN: c.nameEn,
          Name: pick(req.lang, c.nameCn, c.nameEn),
          RegionValue: c.code,
          Continent: pick(req.lang, ...(CONTINENTS[c.continent] ?? [c.continent, c.continent])),
          PhoneCode: c.phoneCode,
        })),
      ),
    );
  });

  app.get('/merchant/common/region', { config: { access }, schema: { tags } }, async (req) => {
    const [regions, towns] = await cached(db, 'geo:regions', () =>
      Promise.all([
        db.select().from(baseRegion).orderBy(asc(baseRegion.sort), asc(baseRegion.id)),
        db.select().from(baseRegionTown).orderBy(asc(baseRegionTown.sort), asc(baseRegionTown.id)),
      ]),
    );
    return ok(
      page(
        regions.map((r) => ({
          Id: r.id,
          Name: pick(req.lang, r.name, r.nameEn),
          CountryCode: r.countryCode,
          RegionTownDtos: towns
            .filter((t) => t.regionId === r.id)
            .map((t) => ({ Id: t.id, Name: pick(req.lang, t.name, t.nameEn) })),
        })),
      ),
    );
  });

  app.get('/merchant/common/business', { config: { access }, schema: { tags } }, async (req) => {
    const rows = await cached(db, 'logistics:express', () =>
      db.select().from(baseExpressCompany).orderBy(asc(baseExpressCompany.sort), asc(baseExpressCompany.id)),
    );
    return ok(
      page(
        rows.map((e) => ({
          Id: e.id,
          Code: e.code,
          Name: pick(req.lang, e.name, e.nameEn),
          TrackingUrl: e.trackingUrl,
          IsDeactivate: e.isDeactivate,
        })),
      ),
    );
  });

  app.post(
    '/merchant/common/forwarding',
    {
      config: { access },
      schema: {
        body: z
          .object({
            tenantId: bodyId.optional(),
            forwardingCompanyType: z.union([forwardingType, z.array(forwardingType).max(2)]).optional(),
          })
          .nullish(),
        tags,
      },
    },
    async (req) => {
      const b = req.body ?? {};
      const types = b.forwardingCompanyType === undefined ? [5, 6] : [b.forwardingCompanyType].flat();
      const rows = await db
        .select()
        .from(baseForwardingCompany)
        .where(
          and(
            eq(baseForwardingCompany.isDeactivate, false),
            inArray(baseForwardingCompany.type, types),
            b.tenantId ? eq(baseForwardingCompany.tenantId, b.tenantId) : undefined,
          ),
        )
        .orderBy(asc(baseForwardingCompany.sort), asc(baseForwardingCompany.id));
      return ok(
        page(
          rows.map((f) => ({
            Id: f.id,
            Name: pick(req.lang, f.name, f.nameEn),
            ForwardingCompanyType: f.type,
            TenantId: f.tenantId,
            Contact: f.contact,
            Phone: f.phone,
          })),
        ),
      );
    },
  );

  app.get(
    '/merchant/common/warehouse',
    { config: { access }, schema: { querystring: z.object({ tenantId: id.optional() }), tags } },
    async (req) => {
      const [warehouses, zones, locations] = await cached(db, 'logistics:warehouses', () =>
        Promise.all([
          db
            .select()
            .from(baseWarehouse)
            .where(eq(baseWarehouse.enabled, true))
            .orderBy(asc(baseWarehouse.sort), asc(baseWarehouse.id)),
          db.select().from(baseWarehouseZone).orderBy(asc(baseWarehouseZone.sort), asc(baseWarehouseZone.id)),
          db
            .select()
            .from(baseWarehouseLocation)
            .where(eq(baseWarehouseLocation.enabled, true))
            .orderBy(asc(baseWarehouseLocation.code)),
        ]),
      );
      const tenantId = req.query.tenantId;
      return ok(
        page(
          warehouses
            .filter((w) => !tenantId || w.tenantId === tenantId)
            .map((w) => ({
              Id: w.id,
              Code: w.code,
              Name: pick(req.lang, w.name, w.nameEn),
              TenantId: w.tenantId,
              Country: w.country,
              Address: w.address,
              IsDefault: w.isDefault,
              Zones: zones
                .filter((z) => z.warehouseId === w.id)
                .map((z) => ({
                  Id: z.id,
                  Code: z.code,
                  Name: pick(req.lang, z.name, z.nameEn),
                  Locations: locations
                    .filter((l) => l.zoneId === z.id)
                    .map((l) => ({ Id: l.id, Code: l.code })),
                })),
            })),
        ),
      );
    },
  );

  const declares = () =>
    cached(db, 'logistics:declares', () =>
      db.select().from(baseDeclare).orderBy(asc(baseDeclare.sort), asc(baseDeclare.id)),
    );
  const declareDto = (d: typeof baseDeclare.$inferSelect, lang: 'zh-CN' | 'en-US') => ({
    Id: d.id,
    Code: d.code,
    Name: pick(lang, d.name, d.nameEn),
    Description: pick(lang, d.description, d.descriptionEn),
    IsEnabled: d.enabled,
  });
  app.get(
    '/merchant/common/declare/getenabledeclares',
    { config: { access }, schema: { tags } },
    async (req) => ok(page((await declares()).filter((d) => d.enabled).map((d) => declareDto(d, req.lang)))),
  );
  app.get('/merchant/common/declare/getdeclares', { config: { access }, schema: { tags } }, async (req) =>
    ok(page((await declares()).map((d) => declareDto(d, req.lang)))),
  );

  app.get(
    '/merchant/common/declare/getrule',
    { config: { access }, schema: { querystring: z.object({ tenantId: id.optional() }), tags } },
    async (req) => {
      const rules = await cached(db, 'logistics:declare-rule', () => db.select().from(baseDeclareRule));
      const tenantId = req.query.tenantId ?? req.auth().tenantId;
      const rule = rules.find((r) => r.tenantId === tenantId) ?? rules.find((r) => r.tenantId === 0);
      return ok({
        TenantId: rule?.tenantId ?? 0,
        Content: rule ? pick(req.lang, rule.content, rule.contentEn) : '',
        UpdateTime: rule?.updatedAt ?? null,
      });
    },
  );

  app.get(
    '/merchant/common/businesscustomer',
    {
      config: { access },
      schema: { querystring: z.object({ customerId: id, freightCompanyId: id.optional() }), tags },
    },
    async (req) => {
      const q = req.query;
      const rows = await db
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
            q.freightCompanyId
              ? eq(baseCustomerExpressAccount.expressCompanyId, q.freightCompanyId)
              : undefined,
          ),
        )
        .orderBy(asc(baseCustomerExpressAccount.id));
      return ok(
        page(
          rows.map(({ FreightCompanyNameEn, ...r }) => ({
            ...r,
            FreightCompanyName:
              r.FreightCompanyName === null
                ? null
                : pick(req.lang, r.FreightCompanyName, FreightCompanyNameEn),
          })),
        ),
      );
    },
  );

  app.post(
    '/merchant/common/workingprocedure',
    { config: { access }, schema: { body: z.record(z.string(), z.unknown()).nullish(), tags } },
    async (req) => {
      const res = await runList<{ NameZh: string; NameEn: string }>(
        db,
        procedureSpec,
        { pageSize: 100, ...req.body },
        null,
      );
      return ok({
        TotalCount: res.TotalCount,
        Records: res.Records.map(({ NameZh, NameEn, ...r }) => ({
          ...r,
          Name: pick(req.lang, NameZh, NameEn),
        })),
      });
    },
  );
};
