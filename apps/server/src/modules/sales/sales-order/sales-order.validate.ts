import { CUSTOMER_STATUS } from '@partdesk/shared/crm/crm-codes';
import { TAX_RATES } from '@partdesk/shared/access/client-lookups';
import { D } from '@partdesk/shared/core/money';
import {
  LINE_COST_SOURCE,
  ORDER_TENANTS,
  PAYMENT_TERM_VALUES,
} from '@partdesk/shared/sales/sales-order/sales-order.codes';
import type {
  SalesOrderCreate,
  SalesOrderLineInput,
} from '@partdesk/shared/sales/sales-order/sales-order.contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { badRequest, type Env } from '../../../core/http/index.js';
import { crmContact, crmCustomer } from '../../crm/index.js';
import { requireRateOn } from '../../finance/index.js';
import { inqPurchaseQuote } from '../../inquiry/index.js';
import { invLot } from '../../inventory/index.js';
import { baseCountry } from '../../lookups/index.js';

const UNIT_PRICE = /^\d{1,12}(\.\d{1,6})?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every header rule of an order (create and update), each refusal naming its field; nothing is written. */
export async function checkHeader(db: Executor, env: Env, h: SalesOrderCreate, day: string) {
  if (!ORDER_TENANTS.includes(h.TenantId))
    throw badRequest('sales.tenantDisabled', { tenant: h.TenantId }, 'TenantId');
  if (!(TAX_RATES as readonly number[]).includes(h.TaxRate))
    throw badRequest('sales.taxRateInvalid', {}, 'TaxRate');
  if (!PAYMENT_TERM_VALUES.includes(h.PaymentTerms))
    throw badRequest('sales.paymentTermsInvalid', {}, 'PaymentTerms');
  if (!h.ConsigneeName) throw badRequest('sales.consigneeNameRequired', {}, 'ConsigneeName');
  if (!h.ConsigneePhone) throw badRequest('sales.consigneePhoneRequired', {}, 'ConsigneePhone');
  if (!(h.CountryId > 0)) throw badRequest('sales.countryRequired', {}, 'CountryId');
  const [country] = await db
    .select({ id: baseCountry.id })
    .from(baseCountry)
    .where(and(eq(baseCountry.id, h.CountryId), eq(baseCountry.enabled, true)));
  if (!country) throw badRequest('sales.countryRequired', {}, 'CountryId');
  const [c] = await db.select().from(crmCustomer).where(eq(crmCustomer.id, h.CustomerId));
  if (!c) throw badRequest('sales.customerNotFound', {}, 'CustomerId');
  const seesAll = env.user.isAdmin || env.user.scope.kind === 'all';
  if (!seesAll && c.ownerId !== env.user.id)
    throw badRequest('sales.customerNotOwn', { customer: c.shortName }, 'CustomerId');
  if (c.status !== CUSTOMER_STATUS.active)
    throw badRequest('sales.customerNotActive', { customer: c.shortName }, 'CustomerId');
  if (c.isBlacklisted) throw badRequest('sales.customerBlacklisted', { customer: c.shortName }, 'CustomerId');
  if (h.ContactId) {
    const [k] = await db
      .select({ id: crmContact.id })
      .from(crmContact)
      .where(and(eq(crmContact.id, h.ContactId), eq(crmContact.customerId, h.CustomerId)));
    if (!k) throw badRequest('sales.contactNotOfCustomer', {}, 'ContactId');
  }
  // The currency's rate of the day, locked on the order (refused naming Currency when there is none).
  const rate = h.Currency === 'CNY' ? '1' : await requireRateOn(db, h.Currency, day);
  return { customer: c, rate };
}

/** A line's cost as written on it: from the purchase quote or the own lot it names (at most one). */
export interface LineCost {
  costSource: number;
  purchaseQuoteId: number | null;
  supplierId: number | null;
  lotId: number | null;
  costPrice: string | null;
  costCurrency: string | null;
  costRate: string | null;
}

/** The rules of the lines (positions are 1-based in messages) and each line's cost; nothing is written. */
export async function checkLines(
  db: Executor,
  lines: SalesOrderLineInput[],
  day: string,
): Promise<LineCost[]> {
  if (!lines.length) throw badRequest('sales.linesRequired', {}, 'Lines');
  lines.forEach((l, i) => {
    const line = i + 1;
    if (!l.Mpn && !l.QuoteLineId) throw badRequest('sales.lineMpnRequired', { line }, `Lines[${i}].Mpn`);
    if (!Number.isSafeInteger(l.Quantity) || (l.Quantity ?? 0) <= 0)
      throw badRequest('sales.lineQtyInvalid', { line }, `Lines[${i}].Quantity`);
    if (!UNIT_PRICE.test(l.UnitPrice ?? '') || !new D(l.UnitPrice!).gt(0))
      throw badRequest('sales.linePriceInvalid', { line }, `Lines[${i}].UnitPrice`);
    if (l.RequiredDate && !ISO_DAY.test(l.RequiredDate))
      throw badRequest('sales.lineDateInvalid', { line }, `Lines[${i}].RequiredDate`);
    if (l.PurchaseQuoteId && l.LotId) throw badRequest('sales.lineCostBoth', { line }, `Lines[${i}].LotId`);
  });
  const pqIds = lines.flatMap((l) => (l.PurchaseQuoteId ? [l.PurchaseQuoteId] : []));
  const lotIds = lines.flatMap((l) => (l.LotId ? [l.LotId] : []));
  const pqs = pqIds.length
    ? new Map(
        (await db.select().from(inqPurchaseQuote).where(inArray(inqPurchaseQuote.id, pqIds))).map((r) => [
          r.id,
          r,
        ]),
      )
    : new Map();
  const lots = lotIds.length
    ? new Map((await db.select().from(invLot).where(inArray(invLot.id, lotIds))).map((r) => [r.id, r]))
    : new Map();
  const out: LineCost[] = [];
  for (const [i, l] of lines.entries()) {
    if (l.PurchaseQuoteId) {
      const pq = pqs.get(l.PurchaseQuoteId);
      if (!pq)
        throw badRequest('sales.purchaseQuoteNotFound', { line: i + 1 }, `Lines[${i}].PurchaseQuoteId`);
      out.push({
        costSource: LINE_COST_SOURCE.purchaseQuote,
        purchaseQuoteId: pq.id,
        supplierId: pq.supplierId,
        lotId: null,
        costPrice: pq.costPrice,
        costCurrency: pq.currency,
        costRate: pq.currency === 'CNY' ? '1' : await requireRateOn(db, pq.currency, day),
      });
    } else if (l.LotId) {
      const lot = lots.get(l.LotId);
      if (!lot) throw badRequest('sales.lotNotFound', { line: i + 1 }, `Lines[${i}].LotId`);
      out.push({
        costSource: LINE_COST_SOURCE.ownLot,
        purchaseQuoteId: null,
        supplierId: null,
        lotId: lot.id,
        costPrice: lot.unitCost,
        costCurrency: lot.currency,
        costRate: lot.rateToCny,
      });
    } else
      out.push({
        costSource: LINE_COST_SOURCE.none,
        purchaseQuoteId: null,
        supplierId: null,
        lotId: null,
        costPrice: null,
        costCurrency: null,
        costRate: null,
      });
  }
  return out;
}
