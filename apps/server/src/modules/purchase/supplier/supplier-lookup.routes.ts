import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../core/http/envelope.js';
import { SUPPLIER_STATUS } from '../purchase-codes.js';
import { purSupplier } from './supplier.table.js';

/** Screens that pick a supplier (sourcing: RFQ library, new purchase quote, purchase quotes). */
export const SUPPLIER_LOOKUP_ACCESS = {
  grantedBy: [
    'forQuotation/purchase-rfqlibrary',
    'forQuotation/new-purchasequote',
    'forQuotation/purchase-quote',
    'product/supplier',
  ],
} as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `GET /merchant/purchase/supplier/lookup?keyword=`: up to 20 active suppliers whose code, name or
 * short name contains the keyword (the supplier picker of the purchase quote form). Suppliers serve
 * the whole group: no tenant or owner filter.
 */
export const supplierLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/purchase/supplier/lookup',
    {
      config: { access: SUPPLIER_LOOKUP_ACCESS },
      schema: {
        tags: ['purchase'],
        summary: 'Active suppliers matching a keyword (picker)',
        querystring: z.object({ keyword: z.string().trim().max(100).default('') }),
      },
    },
    async (req) => {
      const k = req.query.keyword;
      const p = `%${escapeLike(k)}%`;
      const rows = await app.ctx.db
        .select({
          Id: purSupplier.id,
          Code: purSupplier.code,
          Name: purSupplier.name,
          ShortName: purSupplier.shortName,
          Currency: purSupplier.currency,
          Grade: purSupplier.grade,
        })
        .from(purSupplier)
        .where(
          and(
            eq(purSupplier.status, SUPPLIER_STATUS.active),
            k
              ? or(ilike(purSupplier.name, p), ilike(purSupplier.shortName, p), ilike(purSupplier.code, p))
              : undefined,
          ),
        )
        .orderBy(asc(purSupplier.name))
        .limit(20);
      return ok({ Records: rows, TotalCount: rows.length });
    },
  );
};
