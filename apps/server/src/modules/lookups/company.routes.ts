import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_MENU } from '../../core/access/access.js';
import { ok } from '../../core/http/envelope.js';
import { cached, pick } from './cache.js';
import { todayRates } from './currency-rates.js';
import { baseAccount, baseFullReduction, basePurchaseSetting } from './company.table.js';
import { baseCurrency } from './geo.table.js';

const access = { grantedBy: [ANY_MENU] } as const;
const tags = ['lookups'];
const page = <T>(Records: T[]) => ({ Records, TotalCount: Records.length });
const id = z.coerce.number().int().positive();
const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((v) => v.toUpperCase());
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const accountQuery = z.object({
  tenantId: id.optional(),
  currency: currencyCode.optional(),
  direction: z.coerce.number().int().min(1).max(2).optional(),
});

/** Currencies and rates, company accounts, full-reduction rules, purchasing settings. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/merchant/common/currency', { config: { access }, schema: { tags } }, async (req) => {
    const [rows, dated] = await cached(db, 'company:currency', () =>
      Promise.all([
        db
          .select()
          .from(baseCurrency)
          .where(eq(baseCurrency.enabled, true))
          .orderBy(asc(baseCurrency.sort), asc(baseCurrency.id)),
        todayRates(db),
      ]),
    );
    return ok(
      page(
        rows.map((c) => ({
          Id: c.id,
          Name: c.code,
          Title: pick(req.lang, c.name, c.nameEn),
          Symbol: c.symbol,
          // Today's dated rate (finance, decision 0025); the lookup's reference rate when none is dated.
          Rate: dated.get(c.code)?.rate ?? c.rate,
          RateDate: dated.get(c.code)?.rateDate ?? null,
        })),
      ),
    );
  });

  const accounts = () =>
    cached(db, 'company:accounts', () =>
      db
        .select()
        .from(baseAccount)
        .orderBy(asc(baseAccount.tenantId), asc(baseAccount.sort), asc(baseAccount.id)),
    );
  const accountDto = (a: typeof baseAccount.$inferSelect, lang: 'zh-CN' | 'en-US') => ({
    Id: a.id,
    Code: a.code,
    TenantId: a.tenantId,
    Kind: a.kind,
    Direction: a.direction,
    Name: pick(lang, a.name, a.nameEn),
    BankName: a.bankName,
    AccountName: a.accountName,
    AccountNo: a.accountNo,
    SwiftCode: a.swiftCode,
    BankAddress: a.bankAddress,
    Currency: a.currency,
    Region: a.region,
    IsDefault: a.isDefault,
    Enabled: a.enabled,
  });
  const matches = (a: typeof baseAccount.$inferSelect, q: z.infer<typeof accountQuery>) =>
    (!q.tenantId || a.tenantId === q.tenantId) &&
    (!q.currency || a.currency === q.currency) &&
    (!q.direction || a.direction === q.direction || a.direction === 3);

  // The picker: enabled accounts (receiving: direction 1, paying: 2; 3 serves both).
  app.get(
    '/merchant/common/accountsetup',
    { config: { access }, schema: { querystring: accountQuery, tags } },
    async (req) =>
      ok(
        page(
          (await accounts())
            .filter((a) => a.enabled && matches(a, req.query))
            .map((a) => accountDto(a, req.lang)),
        ),
      ),
  );

  // The full list, disabled accounts included (settings and history filters).
  app.get(
    '/merchant/common/accountsetuplist',
    { config: { access }, schema: { querystring: accountQuery, tags } },
    async (req) =>
      ok(page((await accounts()).filter((a) => matches(a, req.query)).map((a) => accountDto(a, req.lang)))),
  );

  app.get(
    '/merchant/common/getfullredutions',
    {
      config: { access },
      schema: {
        querystring: z.object({
          tenantId: id.optional(),
          currency: currencyCode.optional(),
          active: flag.optional(),
        }),
        tags,
      },
    },
    async (req) => {
      const rows = await cached(db, 'company:reductions', () =>
        db.select().from(baseFullReduction).orderBy(asc(baseFullReduction.sort), asc(baseFullReduction.id)),
      );
      const q = req.query;
      return ok(
        page(
          rows
            .filter(
              (r) =>
                (!q.tenantId || r.tenantId === null || r.tenantId === q.tenantId) &&
                (!q.currency || r.currency === q.currency) &&
                (q.active === undefined || r.active === q.active),
            )
            .map((r) => ({
              Id: r.id,
              Name: pick(req.lang, r.name, r.nameEn),
              TenantId: r.tenantId,
              Currency: r.currency,
              Threshold: r.threshold,
              Reduction: r.reduction,
              IsActive: r.active,
            })),
        ),
      );
    },
  );

  app.get(
    '/merchant/common/purchaseinfosetting',
    { config: { access }, schema: { querystring: z.object({ tenantId: id.optional() }), tags } },
    async (req) => {
      const tenantId = req.query.tenantId ?? req.auth().tenantId;
      const rows = await cached(db, `company:purchase-settings:${tenantId}`, () =>
        db
          .select()
          .from(basePurchaseSetting)
          .where(eq(basePurchaseSetting.tenantId, tenantId))
          .orderBy(asc(basePurchaseSetting.sort)),
      );
      return ok({
        ...page(rows.map((s) => ({ Key: s.key, Value: s.value, Name: pick(req.lang, s.name, s.nameEn) }))),
        TenantId: tenantId,
      });
    },
  );
};
