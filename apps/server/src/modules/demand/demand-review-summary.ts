import type { ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import type { Lang } from '@partdesk/shared/i18n/index';
import { Decimal } from 'decimal.js';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.js';
import { dmdDemand, dmdDemandLine } from './demand.table.js';

const R = (k: string) => `resources.review.${k}`;
const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * The demand confirmation queue's summary (#20 item 9): the customer's name (code), the salesperson,
 * the expected value (Σ quantity × target price of the lines that have one, in the order's currency),
 * the line count, the expected date, the remark, and why it needs review (a customer demand to confirm).
 */
export async function summarizeDemands(
  db: Executor,
  ids: number[],
  lang: Lang,
): Promise<Map<number, ReviewSummary>> {
  const owner =
    lang === 'en-US'
      ? sql<string>`(select coalesce(nullif(u.name_en, ''), u.name) from sys_user u where u.id = ${dmdDemand.salespersonId})`
      : sql<string>`(select u.name from sys_user u where u.id = ${dmdDemand.salespersonId})`;
  const heads = await db
    .select({
      id: dmdDemand.id,
      currency: dmdDemand.currency,
      expectedDate: dmdDemand.expectedDate,
      remark: dmdDemand.remark,
      owner,
      code: sql<string>`(select c.code from crm_customer c where c.id = ${dmdDemand.customerId})`,
      name: sql<string>`(select c.name from crm_customer c where c.id = ${dmdDemand.customerId})`,
    })
    .from(dmdDemand)
    .where(inArray(dmdDemand.id, ids));
  const lines = await db
    .select({
      demandId: dmdDemandLine.demandId,
      quantity: dmdDemandLine.quantity,
      price: dmdDemandLine.targetPrice,
    })
    .from(dmdDemandLine)
    .where(inArray(dmdDemandLine.demandId, ids));
  const out = new Map<number, ReviewSummary>();
  for (const h of heads) {
    const mine = lines.filter((l) => l.demandId === h.id);
    const priced = mine.filter((l) => l.price !== null);
    const amount = priced.length
      ? priced.reduce((sum, l) => sum.plus(new Decimal(l.price!).times(l.quantity)), new Decimal(0))
      : null;
    out.set(h.id, {
      Who: h.name ? `${h.name} (${h.code})` : h.code,
      Owner: h.owner,
      Amount: amount ? amount.toDecimalPlaces(2).toFixed(2) : null,
      Currency: h.currency,
      Facts: [
        { Label: R('LineCount'), Value: String(mine.length) },
        { Label: R('ExpectedDate'), Value: str(h.expectedDate) },
        { Label: R('Remark'), Value: str(h.remark) },
      ],
      Reason: { Key: R('reasonDemand') },
    });
  }
  return out;
}

/** The demand order's lines in the queue's expanded row: MPN, brand, quantity, target price, customer PN. */
export async function demandReviewLines(db: Executor, id: number): Promise<ReviewLines> {
  const list = await db
    .select({
      mpn: dmdDemandLine.mpn,
      brand: dmdDemandLine.brand,
      quantity: dmdDemandLine.quantity,
      price: dmdDemandLine.targetPrice,
      currency: dmdDemandLine.currency,
      customerPn: dmdDemandLine.customerPn,
    })
    .from(dmdDemandLine)
    .where(eq(dmdDemandLine.demandId, id))
    .orderBy(asc(dmdDemandLine.lineNo));
  return {
    Columns: [
      { Name: 'Mpn', Label: R('colMpn') },
      { Name: 'Brand', Label: R('colBrand') },
      { Name: 'Quantity', Label: R('colQuantity'), Kind: 'number' },
      { Name: 'TargetPrice', Label: R('colTargetPrice'), Kind: 'money' },
      { Name: 'CustomerPn', Label: R('colCustomerPn') },
    ],
    Records: list.map((l) => ({
      Mpn: l.mpn,
      Brand: l.brand,
      Quantity: l.quantity,
      TargetPrice: l.price,
      Currency: l.currency,
      CustomerPn: l.customerPn,
    })),
  };
}
