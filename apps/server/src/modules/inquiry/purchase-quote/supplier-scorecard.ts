import { isoDay } from '@partdesk/shared/core/dates';
import { INQUIRY_MENU } from '@partdesk/shared/inquiry/inquiry-codes';
import { SUPPLIER_DETAIL_MENU, SUPPLIER_MENU } from '@partdesk/shared/purchase/supplier/supplier.codes';
import {
  SCORECARD_DAYS,
  type SupplierScorecard,
} from '@partdesk/shared/purchase/supplier/supplier-scorecard';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../../core/db/client.js';
import { rows } from '../../../core/db/index.js';
import { docIdParam } from '../../../core/documents/index.js';
import { notFound } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { percent, purSupplier, supplierPerformance } from '../../purchase/index.js';
import { PURCHASE_QUOTE_DOC } from './purchase-quote.service.js';

/**
 * Who reads a scorecard (decision 0058): the purchasing screens that show a supplier or its quotes —
 * supplier list and detail, the purchase-quote list, new-purchasequote and the RFQ library. Sales
 * (rfq-menu) see the offers, not the supplier's scores.
 */
export const SCORECARD_ACCESS = {
  grantedBy: [
    SUPPLIER_MENU,
    SUPPLIER_DETAIL_MENU,
    INQUIRY_MENU.quotes,
    INQUIRY_MENU.newQuote,
    INQUIRY_MENU.library,
  ],
} as const;

/**
 * The quote part of the scorecard: the supplier's purchase quotes created on or after `since`.
 * - firm = not tentative; response rate = firm / all; response time = quote − its inquiry line, hours;
 * - won = a trace link leaves the quote (a sales quote line priced from it, decision 0018);
 * - compared = quotes on a line with another quote (any supplier) in the same currency; cheapest = those
 *   at the line's lowest cost in that currency (ties count for each).
 */
export async function quoteScores(
  db: Executor,
  supplierId: number,
  since: string,
): Promise<SupplierScorecard['Quotes']> {
  const [r] = rows<{
    count: number;
    firm: number;
    hours: string | null;
    won: number;
    compared: number;
    cheapest: number;
  }>(
    await db.execute(sql`
      with mine as (
        select q.id, q.line_id, q.currency, q.cost_price, q.is_tentative, q.created_at, l.created_at as asked_at
        from inq_purchase_quote q join inq_inquiry_line l on l.id = q.line_id
        where q.supplier_id = ${supplierId} and (q.created_at at time zone 'UTC')::date >= ${since}::date
      ), rivals as (
        select m.id,
          min(o.cost_price) filter (where o.id <> m.id) as best_other
        from mine m join inq_purchase_quote o
          on o.line_id = m.line_id and o.currency = m.currency and o.status = 1
        group by m.id
      )
      select count(*)::int as count,
        count(*) filter (where not m.is_tentative)::int as firm,
        round(avg(extract(epoch from (m.created_at - m.asked_at)) / 3600)::numeric, 1)::text as hours,
        count(*) filter (where exists (select 1 from doc_link d
          where d.source_type = ${PURCHASE_QUOTE_DOC} and d.source_id = m.id))::int as won,
        count(r.best_other)::int as compared,
        count(*) filter (where r.best_other is not null and m.cost_price <= r.best_other)::int as cheapest
      from mine m left join rivals r on r.id = m.id`),
  );
  const count = Number(r?.count ?? 0);
  const firm = Number(r?.firm ?? 0);
  const won = Number(r?.won ?? 0);
  const compared = Number(r?.compared ?? 0);
  const cheapest = Number(r?.cheapest ?? 0);
  const hours = r?.hours == null ? null : Number(r.hours) < 0 ? '0.0' : r.hours;
  return {
    Count: count,
    Firm: firm,
    ResponseRate: percent(firm, count),
    AvgResponseHours: hours,
    Won: won,
    WinRate: percent(won, count),
    Compared: compared,
    Cheapest: cheapest,
    CheapestRate: percent(cheapest, compared),
  };
}

/**
 * The whole card: purchasing's delivery and quality (`supplierPerformance`, exported by purchase) and
 * the quotes — composed here because purchase quotes are this module's and purchase is below it.
 */
export async function supplierScorecard(
  db: Executor,
  supplierId: number,
  now: Date,
): Promise<SupplierScorecard> {
  const [s] = await db
    .select({ id: purSupplier.id, name: purSupplier.name })
    .from(purSupplier)
    .where(eq(purSupplier.id, supplierId));
  if (!s) throw notFound('purchase.supplierNotFound');
  const today = isoDay(now);
  const since = isoDay(new Date(now.getTime() - SCORECARD_DAYS * 86_400_000));
  const [quotes, perf] = [
    await quoteScores(db, s.id, since),
    await supplierPerformance(db, s.id, { since, today }),
  ];
  return { SupplierId: s.id, SupplierName: s.name, Since: since, Quotes: quotes, ...perf };
}

/** GET /merchant/purchase/supplier/:id/scorecard — served by the inquiry module (decision 0058). */
export const supplierScorecardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/purchase/supplier/:id/scorecard',
    {
      config: { access: SCORECARD_ACCESS },
      schema: {
        tags: ['purchase'],
        summary: "A supplier's scorecard: quotes, price competitiveness, on-time delivery, inspections",
        params: docIdParam,
      },
    },
    async (req) => ok(await supplierScorecard(app.ctx.db, req.params.id, app.ctx.clock.now())),
  );
};
