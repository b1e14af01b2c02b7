import type { ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import type { Lang } from '@partdesk/shared/i18n/index';
import { Decimal } from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The parts every review queue summary is built from (`summarize` / `lines` of a Reviewable, shared
 * ReviewSummary / ReviewLines): label keys, fact values, the owner's name in the reader's language,
 * "name (code)", a priced total, the part-line columns. The modules' summary builders (demand, inquiry,
 * quote…) add only what is their own.
 */

/** A queue label's translation key (`resources.review.<key>`). */
export const reviewLabel = (key: string) => `resources.review.${key}`;

/** A fact's value: null for null, undefined or ''. */
export const factValue = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : String(v);

/**
 * A user's name in the reader's language (the English name when there is one), as a select column. The
 * id is read in a from-less inner select, so a bare column (drizzle writes a one-table select's columns
 * unqualified) is the outer row's even when sys_user has a column of the same name (`created_by`).
 */
export const userNameSql = (userId: PgColumn | SQL, lang: Lang) =>
  lang === 'en-US'
    ? sql<
        string | null
      >`(select coalesce(nullif(u.name_en, ''), u.name) from (select ${userId} as uid) k join sys_user u on u.id = k.uid)`
    : sql<string | null>`(select u.name from (select ${userId} as uid) k join sys_user u on u.id = k.uid)`;

/** The summary's `Who`: "name (code)", or the code alone when there is no name. */
export const nameWithCode = (name: string | null, code: string | null) => (name ? `${name} (${code})` : code);

/** Σ quantity × price of the lines that have a price, 2 places; null when no line has one. */
export function pricedTotal(
  lines: readonly { quantity: number | string; price: string | null }[],
): string | null {
  const priced = lines.filter((l) => l.price !== null);
  if (!priced.length) return null;
  const sum = priced.reduce((s, l) => s.plus(new Decimal(l.price!).times(l.quantity)), new Decimal(0));
  return sum.toDecimalPlaces(2).toFixed(2);
}

/** A customer's part line with its target price (demand orders, inquiries). */
export interface TargetPriceLine {
  mpn: string;
  brand: string | null;
  quantity: number;
  price: string | null;
  currency: string | null;
  customerPn: string | null;
}

/** The expanded queue row of part lines with a target price: MPN, brand, quantity, target price, customer PN. */
export function targetPriceLines(list: readonly TargetPriceLine[]): ReviewLines {
  return {
    Columns: [
      { Name: 'Mpn', Label: reviewLabel('colMpn') },
      { Name: 'Brand', Label: reviewLabel('colBrand') },
      { Name: 'Quantity', Label: reviewLabel('colQuantity'), Kind: 'number' },
      { Name: 'TargetPrice', Label: reviewLabel('colTargetPrice'), Kind: 'money' },
      { Name: 'CustomerPn', Label: reviewLabel('colCustomerPn') },
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

/**
 * The queue summaries of a page of documents: the caller reads their head rows and all their lines
 * once (two queries, by the page's ids); `build` turns one head and its own lines into its summary.
 */
export function summariesOf<H extends { id: number }, L>(
  heads: readonly H[],
  lines: readonly L[],
  docOf: (line: L) => number,
  build: (head: H, lines: L[]) => ReviewSummary,
): Map<number, ReviewSummary> {
  return new Map(
    heads.map((h) => [
      h.id,
      build(
        h,
        lines.filter((l) => docOf(l) === h.id),
      ),
    ]),
  );
}
