import { D } from '@partdesk/shared/core/money';
import { CUSTOMER_STATUS } from '@partdesk/shared/crm/crm-codes';
import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { and, asc, eq, gt, like } from 'drizzle-orm';
import { sysUser } from '../../../core/access/identity.table.js';
import type { DemoFlowContext } from '../../../db/seed/registry.js';
import { crmCustomer } from '../../crm/index.js';
import { inqPurchaseQuote } from '../../inquiry/index.js';
import { invLot } from '../../inventory/index.js';
import { baseCountry } from '../../lookups/index.js';

const DAY = 86_400_000;
/** How many demo orders the flow makes (issue #14: ~150 in every combination the flow produces). */
export const DEMO_ORDERS = 150;

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

/** Line sources: demo purchase quotes (cost from a supplier) and passed own lots with stock. */
async function sources(ctx: DemoFlowContext) {
  const db = ctx.app.ctx.db;
  const quotes = await db
    .select({
      id: inqPurchaseQuote.id,
      mpn: inqPurchaseQuote.mpn,
      brand: inqPurchaseQuote.brand,
      cost: inqPurchaseQuote.costPrice,
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
    })
    .from(invLot)
    .where(and(eq(invLot.qcState, QC_STATE.passed), gt(invLot.onHand, 0)))
    .orderBy(asc(invLot.id))
    .limit(200);
  return { quotes, lots };
}

/**
 * Demo sales orders through the routes: DEMO_ORDERS orders of the salespeople's own customers spread over
 * the past 85 days (the demo rates go 90 days back), 1–4 lines each (own lots — stock the approval can reserve — and purchase-quoted parts
 * in turn), in the states the flow produces.
 */
export async function runSalesOrderDemo(ctx: DemoFlowContext): Promise<void> {
  const team = await sellers(ctx);
  const { quotes, lots } = await sources(ctx);
  if (!team.length || (!quotes.length && !lots.length))
    throw new Error('sales demo: needs customers and parts');
  const countries = await ctx.app.ctx.db
    .select({ id: baseCountry.id, code: baseCountry.code })
    .from(baseCountry);
  const countryId = (code: string) => countries.find((c) => c.code === code)?.id ?? countries[0]!.id;
  const now = Date.now();
  for (let i = 0; i < DEMO_ORDERS; i++) {
    const seller = team[i % team.length]!;
    const customerId = seller.customers[i % seller.customers.length]!;
    ctx.clock.set(new Date(now - (85 - Math.floor((i * 85) / DEMO_ORDERS)) * DAY));
    const lines = Array.from({ length: 1 + (i % 4) }, (_, k) => {
      const n = i * 4 + k;
      const lot = lots.length && n % 2 === 0 ? lots[n % lots.length] : undefined;
      if (lot)
        return {
          Mpn: lot.mpn,
          Brand: lot.brand,
          Package: lot.pkg,
          LotId: lot.id,
          Quantity: Math.max(1, Math.min(lot.onHand, 50 * (1 + (n % 5)))),
          UnitPrice: new D('1.5').plus(new D('0.37').mul(n % 9)).toFixed(4),
        };
      const q = quotes[n % quotes.length]!;
      return {
        Mpn: q.mpn,
        Brand: q.brand,
        PurchaseQuoteId: q.id,
        Quantity: 100 * (1 + (n % 7)),
        UnitPrice: new D(q.cost).mul('1.25').plus('0.01').toDecimalPlaces(6).toFixed(6),
      };
    });
    await ctx.call(seller.account, 'POST', '/merchant/sale/salesorder', {
      CustomerId: customerId,
      TenantId: i % 3 === 0 ? 4 : 2,
      Currency: (['USD', 'CNY', 'HKD', 'EUR'] as const)[i % 4],
      TaxRate: [13, 1, 3, 9, 10, 11][i % 6],
      PaymentTerms: 1 + (i % 7),
      ConsigneeName: ['李雷', 'Anna Schmidt', '陈晓', 'John Carter'][i % 4],
      ConsigneePhone: ['+86 755 8888 0101', '+49 89 5555 0102', '+852 5555 0103', '+1 408 555 0104'][i % 4],
      ConsigneeAddress: [
        '深圳市福田区华强北路 1001 号',
        'Leopoldstr. 12, München',
        '九龙观塘道 88 号',
        '2200 Mission College Blvd, Santa Clara',
      ][i % 4],
      CountryId: countryId((['CN', 'DE', 'HK', 'US'] as const)[i % 4]),
      Remark: i % 5 === 0 ? '客户要求原装正品，附 COC' : '',
      Lines: lines,
    });
  }
  ctx.clock.set(null);
}
