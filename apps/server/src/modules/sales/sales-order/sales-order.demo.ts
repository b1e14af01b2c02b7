import { isoDay } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import { CUSTOMER_STATUS } from '@partdesk/shared/crm/crm-codes';
import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { and, asc, eq, gt, gte, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { sysUser } from '../../../core/access/identity.table.js';
import type { DemoFlowContext } from '../../../db/seed/registry.js';
import { crmCustomer } from '../../crm/index.js';
import { requireRateOn } from '../../finance/index.js';
import { inqPurchaseQuote } from '../../inquiry/index.js';
import { invLot } from '../../inventory/index.js';
import { baseCountry } from '../../lookups/index.js';
import { quoQuote, quoQuoteLine } from '../../quote/index.js';
import { DEMO_ORDER_COUNT, type DemoKind, demoPlan, linesOf, profileOf } from './sales-order-demo-plan.js';
import { ORDERABLE_QUOTE } from './sales-order-quote-lines.js';
import { afterApproval, type DemoOrder, reviewChunk } from './sales-order-demo-steps.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const BASE = '/merchant/sale/salesorder';
const CURRENCIES = ['USD', 'CNY', 'HKD', 'EUR'] as const;
/** Salespeople holding button 0102 (merge): the sales leads. */
const LEADS = ['sales.director', 'sales.manager', 'sales.supervisor', 'sales.leader'];
/** The owner company whose own lots the demo orders reserve (decision 0033: an order takes its company's lots). */
const LOT_TENANT = 2;
/** How many orders the flow leaves in the demo database (issue #14: ~150 in every combination the flow produces). */
export const DEMO_ORDERS = DEMO_ORDER_COUNT;

interface Seller {
  account: string;
  customers: number[];
}

/** The demo's salespeople with their active, not blacklisted customers (the ones they may order for). */
async function sellers(ctx: DemoFlowContext): Promise<Seller[]> {
  const db = ctx.app.ctx.db;
  const rows = await db
    .select({ account: sysUser.account, customerId: crmCustomer.id })
    .from(crmCustomer)
    .innerJoin(sysUser, eq(sysUser.id, crmCustomer.ownerId))
    .where(
      and(
        eq(crmCustomer.status, CUSTOMER_STATUS.active),
        eq(crmCustomer.isBlacklisted, false),
        like(sysUser.account, 'sales.%'),
      ),
    )
    .orderBy(asc(sysUser.account), asc(crmCustomer.id));
  const by = new Map<string, number[]>();
  for (const r of rows) by.set(r.account, [...(by.get(r.account) ?? []), r.customerId]);
  return [...by].map(([account, customers]) => ({ account, customers }));
}

/** Kinds (never approved: no stock reserved) of which the first three are made from a demo quote. */
const FROM_QUOTE: readonly DemoKind[] = ['draft', 'atLeader', 'atPurchase', 'rejectLeader'];

/**
 * The salespeople's demo quotes an order may be made from (valid or sent, priced lines, a customer of
 * theirs that may order, a currency the demo orders use), oldest first, each used once.
 */
async function orderableQuotes(ctx: DemoFlowContext, team: Seller[]) {
  const rows = await ctx.app.ctx.db
    .select({
      quoteId: quoQuote.id,
      lineId: quoQuoteLine.id,
      currency: quoQuote.currency,
      customerId: quoQuote.customerId,
      account: sysUser.account,
    })
    .from(quoQuoteLine)
    .innerJoin(quoQuote, eq(quoQuote.id, quoQuoteLine.quoteId))
    .innerJoin(sysUser, eq(sysUser.id, quoQuote.salespersonId))
    .where(
      and(
        inArray(quoQuote.status, [...ORDERABLE_QUOTE]),
        isNotNull(quoQuoteLine.salePrice),
        // Still valid today, so valid on every past day an order is made (sales.quoteExpired).
        gte(quoQuote.validUntil, isoDay(new Date())),
      ),
    )
    .orderBy(asc(quoQuote.id), asc(quoQuoteLine.lineNo));
  const out = new Map<number, { account: string; customerId: number; currency: string; lineIds: number[] }>();
  for (const r of rows) {
    const seller = team.find((s) => s.account === r.account);
    if (!seller || !r.customerId || !seller.customers.includes(r.customerId)) continue;
    if (!CURRENCIES.includes(r.currency as 'USD')) continue;
    const q = out.get(r.quoteId) ?? {
      account: r.account,
      customerId: r.customerId,
      currency: r.currency,
      lineIds: [],
    };
    q.lineIds.push(r.lineId);
    out.set(r.quoteId, q);
  }
  return [...out.values()];
}

/** Line sources: demo purchase quotes (cost from a supplier) and passed own lots with stock of LOT_TENANT. */
async function sources(ctx: DemoFlowContext) {
  const db = ctx.app.ctx.db;
  const quotes = await db
    .select({
      id: inqPurchaseQuote.id,
      mpn: inqPurchaseQuote.mpn,
      brand: inqPurchaseQuote.brand,
      cost: inqPurchaseQuote.costPrice,
      currency: inqPurchaseQuote.currency,
      partId: inqPurchaseQuote.partId,
    })
    .from(inqPurchaseQuote)
    .orderBy(asc(inqPurchaseQuote.id))
    .limit(200);
  const lots = await db
    .select({
      id: invLot.id,
      mpn: invLot.mpn,
      brand: invLot.brand,
      pkg: invLot.package,
      onHand: invLot.onHand,
      costCny: sql<string>`(${invLot.unitCost} * ${invLot.rateToCny})::text`,
    })
    .from(invLot)
    .where(and(eq(invLot.tenantId, LOT_TENANT), eq(invLot.qcState, QC_STATE.passed), gt(invLot.onHand, 0)))
    .orderBy(asc(invLot.id))
    .limit(200);
  // Purchase-quoted parts that no own lot holds (of any company): approval reserves a line's part from
  // every lot of it, so only the own-lot lines take stock, in the small quantities chosen for them.
  const held = await db.select({ mpn: invLot.mpn, partId: invLot.partId }).from(invLot);
  const mpns = new Set(held.map((l) => l.mpn.toUpperCase()));
  const parts = new Set(held.map((l) => l.partId).filter((x) => x != null));
  return {
    quotes: quotes.filter(
      (q) => !mpns.has(q.mpn.toUpperCase()) && !(q.partId != null && parts.has(q.partId)),
    ),
    lots,
  };
}

/**
 * Demo sales orders through the routes (issue #14): DEMO_ORDERS orders of the salespeople's own customers
 * spread over the past 85 days (the demo rates go 90 days back), in every state the implemented flow
 * produces (sales-order-demo-plan.ts): drafts, pending at each review step, rejected at each step,
 * approved with own lots reserved (stocked, partly stocked, out of stock), notified in full or in part,
 * stocking requests pending / approved / rejected / failed (retried, dropped), scheduled, cancelled at
 * once or through the cancellation review (pending, approved, refused), merged pairs. Each action is a
 * route call as the account that may take it, a little after its order was made; decisions go in
 * batches per chunk of orders (one decide call per type, reviewer and action) to keep seeding fast.
 * Own lots come from owner company 2 only (company 4's lots stay untouched for the stock-check tests),
 * a few per cent of a lot per line, so most stock stays available for the later flows and the tests.
 */
export async function runSalesOrderDemo(ctx: DemoFlowContext): Promise<void> {
  const team = await sellers(ctx);
  const { quotes, lots } = await sources(ctx);
  if (!team.length || !quotes.length) throw new Error('sales demo: needs customers and purchase quotes');
  // Today's rates of every currency the orders and their costs use (prices are set in the order's).
  const rates = new Map<string, string>();
  for (const c of new Set<string>([...CURRENCIES, ...quotes.map((q) => q.currency)]))
    rates.set(c, await requireRateOn(ctx.app.ctx.db, c, isoDay(new Date())));
  const countries = await ctx.app.ctx.db
    .select({ id: baseCountry.id, code: baseCountry.code })
    .from(baseCountry);
  const countryId = (code: string) => countries.find((c) => c.code === code)?.id ?? countries[0]!.id;
  const leads = team.filter((s) => LEADS.includes(s.account));
  // A pending cancellation is decided by any lead from the order list: its salesperson is no lead, so
  // every lead's list with status=11 shows exactly what CancelOrderAuditCount counts for them.
  const others = team.filter((s) => !LEADS.includes(s.account));
  const nonLead = (h: number) => (others.length ? others[h % others.length]! : team[h % team.length]!);
  const plan = demoPlan();
  const salesQuotes = await orderableQuotes(ctx, team);
  const now = Date.now();
  const CHUNK = 20;
  const byIndex = new Map<number, { Id: number; Version: number }>();
  for (let c = 0; c < plan.length; c += CHUNK) {
    const chunk: DemoOrder[] = [];
    let last = 0;
    for (let i = c; i < Math.min(c + CHUNK, plan.length); i++) {
      const row = plan[i]!;
      // A merge pair shares its first order's header (same salesperson, customer, currency, country).
      const h = row.pairOf ?? i;
      // A few orders never approved are made from the salesperson's demo quote lines (createdSalesOrder).
      const fromQuote = FROM_QUOTE.includes(row.kind) && row.n < 3 ? salesQuotes.shift() : undefined;
      const seller = fromQuote
        ? team.find((s) => s.account === fromQuote.account)!
        : row.kind === 'merge' && leads.length
          ? leads[h % leads.length]!
          : row.kind === 'cancelPending'
            ? nonLead(h)
            : team[h % team.length]!;
      const customerId = fromQuote?.customerId ?? seller.customers[h % seller.customers.length]!;
      const profile = profileOf(row.kind, row.n);
      const tenant = profile === 'own' || profile === 'mixed' ? LOT_TENANT : h % 3 === 0 ? 4 : 2;
      const quoteCurrency =
        fromQuote?.currency ?? (profile === 'thin' ? quotes[(i * 4) % quotes.length]!.currency : '');
      const currency =
        profile === 'big'
          ? 'USD'
          : CURRENCIES.includes(quoteCurrency as 'USD')
            ? quoteCurrency
            : CURRENCIES[h % 4]!;
      const at = now - (85 - Math.floor((i * 82) / plan.length)) * DAY + (i % 7) * HOUR;
      // A required date 10, 20 or 30 days after the order (the delivery statistics' on time vs late).
      const RequiredDate = isoDay(new Date(at + (10 + (i % 3) * 10) * DAY));
      const lines = fromQuote
        ? fromQuote.lineIds.map((id) => ({ QuoteLineId: id }))
        : linesOf(i, profile, lots, quotes, tenant === LOT_TENANT, (amount, from) =>
            new D(amount).mul(rates.get(from)!).div(rates.get(currency)!),
          ).map((l) => ({ ...l, RequiredDate }));
      last = at;
      ctx.clock.set(new Date(at));
      const made = await ctx.call<{ Id: number; Version: number }>(seller.account, 'POST', BASE, {
        CustomerId: customerId,
        TenantId: tenant,
        Currency: currency,
        TaxRate: [13, 1, 3, 9, 10, 11][h % 6],
        PaymentTerms: 1 + (h % 7),
        ConsigneeName: ['李雷', 'Anna Schmidt', '陈晓', 'John Carter'][h % 4],
        ConsigneePhone: ['+86 755 8888 0101', '+49 89 5555 0102', '+852 5555 0103', '+1 408 555 0104'][h % 4],
        ConsigneeAddress: [
          '深圳市福田区华强北路 1001 号',
          'Leopoldstr. 12, München',
          '九龙观塘道 88 号',
          '2200 Mission College Blvd, Santa Clara',
        ][h % 4],
        CountryId: countryId((['CN', 'DE', 'HK', 'US'] as const)[h % 4]),
        Remark: i % 5 === 0 ? '客户要求原装正品，附 COC' : '',
        Lines: lines,
      });
      chunk.push({ id: made.Id, kind: row.kind, n: row.n, seller: seller.account, at });
      if (row.kind === 'cancelDraft') {
        ctx.clock.set(new Date(at + 2 * HOUR));
        await ctx.call(seller.account, 'PUT', `${BASE}/${made.Id}/cancel`, {
          Version: made.Version,
          Reason: '客户取消询价 / the customer withdrew',
        });
      }
      if (row.pairOf !== undefined) {
        // The customer's two drafts become one order (button 0102): both voided, one new draft.
        const first = byIndex.get(row.pairOf)!;
        ctx.clock.set(new Date(at + HOUR));
        await ctx.call(seller.account, 'PUT', `${BASE}/merge`, {
          Ids: [first.Id, made.Id],
          Versions: [first.Version, made.Version],
        });
      }
      byIndex.set(i, made);
    }
    const reviewed = await reviewChunk(ctx, chunk, last + DAY);
    await afterApproval(ctx, chunk, reviewed);
  }
  ctx.clock.set(null);
}
