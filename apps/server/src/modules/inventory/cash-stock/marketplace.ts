import type { MarketplaceLayout } from '@partdesk/shared/inventory/cash-stock/cash-stock.codes';
import { asc, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { invLot } from '../ledger/stock-ledger.table.js';

/** One offered part: part number + brand + D/C, the available quantity summed over its lots. */
export interface OfferRow {
  mpn: string;
  brand: string;
  dateCode: string;
  packages: string;
  qty: number;
}

/**
 * The CSV layouts the broker marketplaces take (decision 0028): a header row the marketplace's upload
 * maps by name, then one row per offer. Price is left empty (the marketplace shows "RFQ": lots of one
 * offer can carry different cash prices and currencies).
 */
export const LAYOUTS: Record<MarketplaceLayout, { header: string[]; row: (o: OfferRow) => string[] }> = {
  netcomponents: {
    header: ['Part Number', 'Manufacturer', 'Date Code', 'Quantity', 'Description'],
    row: (o) => [o.mpn, o.brand, o.dateCode, String(o.qty), describe(o)],
  },
  brokerbin: {
    header: ['Part Number', 'Manufacturer', 'Condition', 'Price', 'Quantity', 'Date Code', 'Description'],
    row: (o) => [o.mpn, o.brand, 'New', '', String(o.qty), o.dateCode, describe(o)],
  },
};

/** The description a buyer reads: brand, package(s), D/C — e.g. `ST LQFP48 D/C 2431`. */
function describe(o: OfferRow): string {
  return [o.brand, o.packages, o.dateCode ? `D/C ${o.dateCode}` : ''].filter(Boolean).join(' ');
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

export function toCsv(layout: MarketplaceLayout, offers: readonly OfferRow[]): string {
  const l = LAYOUTS[layout];
  const lines = [l.header, ...offers.map(l.row)].map((r) => r.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The offers of own stock under the list's own where (fixed conditions, scope, filters): lots grouped
 * by part number, brand and D/C, available (on hand − reserved) summed, offers with nothing available
 * left out.
 */
export async function offersOf(db: Executor, where: SQL | undefined): Promise<OfferRow[]> {
  const qty = sql<number>`sum(${invLot.onHand} - ${invLot.reserved})`;
  return db
    .select({
      mpn: invLot.mpn,
      brand: invLot.brand,
      dateCode: invLot.dateCode,
      packages: sql<string>`coalesce(string_agg(distinct nullif(${invLot.package}, ''), '/'), '')`,
      qty: qty.mapWith(Number),
    })
    .from(invLot)
    .where(where)
    .groupBy(invLot.mpn, invLot.brand, invLot.dateCode)
    .having(sql`${qty} > 0`)
    .orderBy(asc(invLot.mpn), asc(invLot.brand), asc(invLot.dateCode));
}
