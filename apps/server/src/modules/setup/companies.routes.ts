import { TENANT_CURRENCIES } from '@partdesk/shared/setup/settings';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sysTenant } from '../../core/access/identity.table.js';
import type { Executor } from '../../core/db/client.js';
import { diffChanges, recordHistory } from '../../core/documents/history.js';
import { updateVersioned } from '../../core/documents/versioned.js';
import { badRequest, notFound } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { baseCurrency, invalidateLookups } from '../lookups/index.js';
import { sysTenantSetting } from './setting.table.js';
import { settingAccess } from './settings.routes.js';
import { docIdParam } from '../../core/documents/index.js';

const tags = ['setup'];
const code = z.string().trim().toUpperCase().min(3).max(3);
const companyBody = z.object({
  Name: z.string().trim().min(1).max(128),
  NameEn: z.string().trim().min(1).max(128),
  ShortName: z.string().trim().min(1).max(64),
  DocEnabled: z.boolean(),
  BaseCurrency: code,
  Currencies: z.array(code).min(1).max(TENANT_CURRENCIES.length),
  // The letterhead of its contracts / PI (issue #14); left out = unchanged.
  Address: z.string().trim().max(300).optional(),
  AddressEn: z.string().trim().max(300).optional(),
  Phone: z.string().trim().max(64).optional(),
  Email: z
    .string()
    .trim()
    .max(120)
    .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/)
    .optional(),
  Version: z.number().int().positive(),
});

/** The owner companies (tenants) with their currencies; one query. */
async function companies(db: Executor, id?: number) {
  const rows = await db
    .select({
      Id: sysTenant.id,
      Name: sysTenant.name,
      NameEn: sysTenant.nameEn,
      ShortName: sysTenant.shortName,
      Country: sysTenant.country,
      ParentId: sysTenant.parentId,
      DocEnabled: sysTenant.docEnabled,
      BaseCurrency: sysTenant.currency,
      Address: sysTenant.address,
      AddressEn: sysTenant.addressEn,
      Phone: sysTenant.phone,
      Email: sysTenant.email,
      Currencies: sysTenantSetting.currencies,
      Version: sysTenantSetting.version,
      UpdatedAt: sysTenantSetting.updatedAt,
    })
    .from(sysTenant)
    .leftJoin(sysTenantSetting, eq(sysTenantSetting.id, sysTenant.id))
    .where(id === undefined ? undefined : eq(sysTenant.id, id))
    .orderBy(asc(sysTenant.id));
  return rows.map((r) => {
    const used = r.Currencies ?? [r.BaseCurrency];
    // Base currency first, then the others in the spec's order.
    const ordered = [
      r.BaseCurrency,
      ...TENANT_CURRENCIES.filter((c) => c !== r.BaseCurrency && used.includes(c)),
    ];
    return { ...r, Currencies: ordered, Version: r.Version ?? 0 };
  });
}

/**
 * /setup system-setting, owner companies: the four tenants of spec §3 (names, short name, whether new
 * documents may pick them — 1 and 3 are not, by default), their letterhead (address in both languages,
 * phone, email: the contracts / PI print it) and their currencies (spec §9).
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/merchant/setup/company', { config: { access: settingAccess }, schema: { tags } }, async () => {
    const Records = await companies(db);
    return ok({ Records, TotalCount: Records.length });
  });

  app.put(
    '/merchant/setup/company/:id',
    { config: { access: settingAccess }, schema: { params: docIdParam, body: companyBody, tags } },
    async (req) => {
      const b = req.body;
      const [before] = await companies(db, req.params.id);
      if (!before) throw notFound('lookups.tenantNotFound', { id: req.params.id });
      const used = [...new Set(b.Currencies)];
      const allowed = (TENANT_CURRENCIES as readonly string[]).filter((c) => used.includes(c));
      const known = used.length
        ? (
            await db
              .select({ code: baseCurrency.code })
              .from(baseCurrency)
              .where(and(inArray(baseCurrency.code, used), eq(baseCurrency.enabled, true)))
          ).map((r) => r.code)
        : [];
      const unknown = used.find((c) => !allowed.includes(c) || !known.includes(c));
      if (unknown) throw badRequest('setup.currencyUnknown', { code: unknown }, 'Currencies');
      if (!used.includes(b.BaseCurrency))
        throw badRequest('setup.baseCurrencyNotUsed', undefined, 'BaseCurrency');
      if (!b.DocEnabled) {
        const others = await db
          .select({ id: sysTenant.id })
          .from(sysTenant)
          .where(and(ne(sysTenant.id, before.Id), eq(sysTenant.docEnabled, true)));
        if (!others.length) throw badRequest('setup.lastDocCompany', undefined, 'DocEnabled');
      }
      const after = {
        Name: b.Name,
        NameEn: b.NameEn,
        ShortName: b.ShortName,
        DocEnabled: b.DocEnabled,
        BaseCurrency: b.BaseCurrency,
        Address: b.Address ?? before.Address,
        AddressEn: b.AddressEn ?? before.AddressEn,
        Phone: b.Phone ?? before.Phone,
        Email: b.Email ?? before.Email,
        Currencies: [
          b.BaseCurrency,
          ...TENANT_CURRENCIES.filter((c) => c !== b.BaseCurrency && used.includes(c)),
        ],
      };
      await db.transaction(async (tx) => {
        // The company row's version lives in sys_tenant_setting (seeded for every tenant).
        await tx
          .insert(sysTenantSetting)
          .values({ id: before.Id, currencies: before.Currencies })
          .onConflictDoNothing({ target: sysTenantSetting.id });
        await updateVersioned(tx, sysTenantSetting, before.Id, b.Version, {
          currencies: after.Currencies,
          updatedBy: req.auth().id,
        });
        await tx
          .update(sysTenant)
          .set({
            name: b.Name,
            nameEn: b.NameEn,
            shortName: b.ShortName,
            docEnabled: b.DocEnabled,
            currency: b.BaseCurrency,
            address: after.Address,
            addressEn: after.AddressEn,
            phone: after.Phone,
            email: after.Email,
          })
          .where(eq(sysTenant.id, before.Id));
        await recordHistory(tx, {
          type: 'company',
          docId: before.Id,
          docNo: before.ShortName,
          tenantId: before.Id,
          action: 'update',
          changes: diffChanges(before, after, Object.keys(after)),
          userId: req.auth().id,
        });
      });
      invalidateLookups(db, 'org:');
      return ok((await companies(db, before.Id))[0]);
    },
  );
};
