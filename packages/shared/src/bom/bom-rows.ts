import { D } from '../core/money.js';
import { type BomField, type BomMapping, foldWidth } from './bom-fields.js';
import { bomMpnNorm, bomPartKey, cleanMpn } from './mpn-key.js';

/** Currencies a BOM line may quote (the tenant currencies, spec §9). */
export const BOM_CURRENCIES = ['GBP', 'EUR', 'HKD', 'USD', 'CNY'] as const;
export type BomCurrency = (typeof BOM_CURRENCIES)[number];

/** Other spellings and symbols of those currencies. */
const CURRENCY_ALIASES: Record<string, BomCurrency> = {
  RMB: 'CNY',
  '¥': 'CNY',
  '￥': 'CNY',
  人民币: 'CNY',
  元: 'CNY',
  $: 'USD',
  US$: 'USD',
  USD$: 'USD',
  美元: 'USD',
  美金: 'USD',
  '€': 'EUR',
  欧元: 'EUR',
  '£': 'GBP',
  英镑: 'GBP',
  HK$: 'HKD',
  港币: 'HKD',
  港元: 'HKD',
};

/** Error codes of the line report; translated by `product.bom.error.<code>` (packages/shared/src/i18n). */
export type BomErrorCode =
  | 'mpnMissing'
  | 'quantityMissing'
  | 'quantityInvalid'
  | 'priceInvalid'
  | 'currencyUnknown'
  | 'tooLong'
  | 'customerPnUnknown';
export type BomWarningCode = 'brandUnknown' | 'merged' | 'priceConflict' | 'brandAmbiguous';

export interface BomIssue {
  /** Row number in the sheet (1-based, as Excel shows it). */
  Row: number;
  Field: BomField;
  Code: BomErrorCode | BomWarningCode;
  Level: 'error' | 'warning';
  /** The offending cell text. */
  Value: string;
}

/** A line read from one row, checked; `Mpn` may be '' when a customer PN is to supply it. */
export interface BomRowLine {
  Row: number;
  Mpn: string;
  MpnNorm: string;
  PartKey: string;
  Brand: string;
  Package: string;
  DateCode: string;
  /** Whole number > 0. */
  Quantity: number;
  /** Decimal string (≤ 6 places) or null. */
  TargetPrice: string | null;
  Currency: BomCurrency | null;
  Delivery: string;
  CustomerPn: string;
  Description: string;
  Remark: string;
}

export const BOM_TEXT_MAX: Partial<Record<BomField, number>> = {
  Mpn: 64,
  Brand: 64,
  Package: 64,
  DateCode: 32,
  Delivery: 64,
  CustomerPn: 64,
  Description: 255,
  Remark: 255,
};

/** A row left out for its errors, with its cells as written (by field) so the user can fix and re-add it. */
export interface BomRejectedRow {
  Row: number;
  Values: Partial<Record<BomField, string>>;
}

/** A row the import leaves out on purpose (not an error): a summary row (`合计`, `Total`) without an MPN. */
export interface BomSkippedRow {
  Row: number;
  Reason: 'summary';
  /** The label that made it one (`合计`). */
  Value: string;
}

/** Labels of summary rows: 合计/总计/小计/汇总/Total/Subtotal/Grand total/Sum, optionally `:` and more. */
const SUMMARY_LABEL =
  /^(合计|合計|总计|總計|小计|小計|汇总|彙總|总数|总额|total|totals|subtotal|sub-total|sub total|grand total|sum)(\s*[:：].*)?$/i;

/** The summary label a row carries when it names no MPN (any cell), else ''. */
export function summaryLabel(row: readonly string[], mpnText: string): string {
  const isLabel = (c: string) => SUMMARY_LABEL.test(foldWidth(String(c ?? '')).trim());
  if (mpnText && !isLabel(mpnText)) return '';
  for (const c of row) if (c && isLabel(c)) return String(c).trim();
  return '';
}

/** A cell as trimmed text (width folded for the short fields). */
function cell(row: readonly string[], col: number | null): string {
  if (col === null) return '';
  const v = row[col];
  return v === undefined || v === null ? '' : String(v).trim();
}

/**
 * A whole positive quantity from what people type: `1000`, `1,000`, `1 000`, `1000pcs`, `1000 PCS`,
 * `1000个`, `2k` / `2.5K` (thousands), `1000.0`. Null when it is not a whole number > 0.
 */
export function parseQuantity(text: string): number | null {
  let s = foldWidth(text)
    .trim()
    .replace(/(pcs?|ea|units?|个|只|片|颗|pieces?)\.?$/i, '')
    .trim();
  let mult = 1;
  if (/^\d+(\.\d+)?\s*k$/i.test(s)) {
    mult = 1000;
    s = s.replace(/\s*k$/i, '');
  }
  if (/^\d{1,3}([, ]\d{3})+$/.test(s)) s = s.replace(/[, ]/g, '');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const v = new D(s).mul(mult);
  if (!v.isInteger() || v.lte(0) || v.gt(2_000_000_000)) return null;
  return v.toNumber();
}

/** A currency code from a code, alias or symbol (case-insensitive); null when unknown. */
export function parseCurrency(text: string): BomCurrency | null {
  const s = foldWidth(text).trim().toUpperCase().replace(/\s+/g, '');
  if ((BOM_CURRENCIES as readonly string[]).includes(s)) return s as BomCurrency;
  return CURRENCY_ALIASES[s] ?? CURRENCY_ALIASES[text.trim()] ?? null;
}

/**
 * The currency a price column's header names (`目标单价(USD)`, `Target Price (USD)`, `单价/USD`,
 * `Price EUR`, `单价（美元）`, `Unit Price ($)`, `单价(元)`): a code (USD/EUR/GBP/HKD/CNY/RMB) as a word,
 * a Chinese currency name anywhere, or a symbol (or 元) in brackets, after `/` or at the end. Null when
 * the header names none.
 */
export function currencyOfHeader(header: string): BomCurrency | null {
  const h = header.normalize('NFKC').toUpperCase();
  const code = /(?:^|[^A-Z])(USD|EUR|GBP|HKD|CNY|RMB)(?![A-Z])/.exec(h);
  if (code) return parseCurrency(code[1] as string);
  const name = /(人民币|美元|美金|欧元|英镑|港币|港元)/.exec(h);
  if (name) return parseCurrency(name[1] as string);
  const sym = /(?:[(/[]\s*(HK\$|US\$|\$|¥|€|£|元)\s*[)\]]?\s*$)|(?:\s(HK\$|US\$|\$|¥|€|£)\s*$)/.exec(h);
  const s = sym?.[1] ?? sym?.[2];
  return s ? parseCurrency(s) : null;
}

/**
 * A target price: a decimal ≥ 0 with at most 6 places, optionally with a currency symbol or code in
 * front or behind (`$0.35`, `0.35 USD`, `￥2.1`), thousands separators allowed. Returns the decimal
 * string (never a float) and the currency it named, or null when it is not a price.
 */
export function parsePrice(text: string): { price: string; currency: BomCurrency | null } | null {
  let s = foldWidth(text).trim().replace(/\s+/g, '');
  let currency: BomCurrency | null = null;
  const m = /^([^\d.]*)([\d.,]+)([^\d.]*)$/.exec(s);
  if (!m) return null;
  const tag = (m[1] || m[3] || '').trim();
  if (m[1] && m[3]) return null;
  if (tag) {
    currency = parseCurrency(tag);
    if (!currency) return null;
  }
  s = m[2] ?? '';
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(s) && !/^\.\d{1,6}$/.test(s)) return null;
  return { price: new D(s).toFixed(), currency };
}

/**
 * Reads the data rows of a sheet with a mapping: every non-empty row becomes a line or, when a cell
 * is wrong, one or more errors naming the row and field (the row is left out). `firstRow` is the sheet
 * row number of `rows[0]` (the row after the header). A row without an MPN but with a customer PN is
 * kept with `Mpn: ''` for the caller to resolve. A summary row (a cell `合计`/`Total`/… and no MPN) is
 * skipped and listed in `skipped`, not reported as an error. `opts.priceCurrency` (the currency the
 * price column's header names, `currencyOfHeader`) is the currency of a priced row whose price and
 * currency cell name none.
 */
export function readBomRows(
  rows: readonly (readonly string[])[],
  mapping: BomMapping,
  firstRow: number,
  opts: { priceCurrency?: BomCurrency | null } = {},
): { lines: BomRowLine[]; issues: BomIssue[]; skipped: BomSkippedRow[]; rejected: BomRejectedRow[] } {
  const lines: BomRowLine[] = [];
  const issues: BomIssue[] = [];
  const skipped: BomSkippedRow[] = [];
  const rejected: BomRejectedRow[] = [];
  rows.forEach((r, i) => {
    const Row = firstRow + i;
    if (!r.some((c) => c !== undefined && c !== null && String(c).trim() !== '')) return;
    const get = (f: BomField) => cell(r, mapping[f]);
    const errors: BomIssue[] = [];
    const err = (Field: BomField, Code: BomErrorCode, Value: string) =>
      errors.push({ Row, Field, Code, Level: 'error', Value });

    const label = summaryLabel(r as string[], get('Mpn'));
    if (label) {
      skipped.push({ Row, Reason: 'summary', Value: label });
      return;
    }
    const mpn = cleanMpn(get('Mpn'));
    const customerPn = foldWidth(get('CustomerPn'));
    if (!mpn && !customerPn) err('Mpn', 'mpnMissing', '');
    const qtyText = get('Quantity');
    const quantity = qtyText ? parseQuantity(qtyText) : null;
    if (!qtyText) err('Quantity', 'quantityMissing', '');
    else if (quantity === null) err('Quantity', 'quantityInvalid', qtyText);
    const curText = get('Currency');
    let currency = curText ? parseCurrency(curText) : null;
    if (curText && !currency) err('Currency', 'currencyUnknown', curText);
    const priceText = get('TargetPrice');
    let price: string | null = null;
    if (priceText) {
      const p = parsePrice(priceText);
      if (!p) err('TargetPrice', 'priceInvalid', priceText);
      else {
        price = p.price;
        if (p.currency && !curText) currency = p.currency;
        else if (!currency && opts.priceCurrency) currency = opts.priceCurrency;
      }
    }
    const text: Partial<Record<BomField, string>> = {};
    for (const f of ['Brand', 'Package', 'DateCode', 'Delivery', 'Description', 'Remark'] as const) {
      text[f] = f === 'Description' || f === 'Remark' ? get(f) : foldWidth(get(f)).trim();
    }
    text.Mpn = mpn;
    text.CustomerPn = customerPn;
    for (const [f, max] of Object.entries(BOM_TEXT_MAX) as [BomField, number][]) {
      const v = text[f] ?? '';
      if (v.length > max) err(f, 'tooLong', v.slice(0, 80));
    }
    if (errors.length) {
      issues.push(...errors);
      const Values: Partial<Record<BomField, string>> = {};
      for (const f of Object.keys(mapping) as BomField[]) if (get(f)) Values[f] = get(f);
      rejected.push({ Row, Values });
      return;
    }
    lines.push({
      Row,
      Mpn: mpn,
      MpnNorm: mpn ? bomMpnNorm(mpn) : '',
      PartKey: mpn ? bomPartKey(mpn) : '',
      Brand: text.Brand ?? '',
      Package: text.Package ?? '',
      DateCode: text.DateCode ?? '',
      Quantity: quantity as number,
      TargetPrice: price,
      Currency: currency,
      Delivery: text.Delivery ?? '',
      CustomerPn: customerPn,
      Description: text.Description ?? '',
      Remark: text.Remark ?? '',
    });
  });
  return { lines, issues, skipped, rejected };
}
