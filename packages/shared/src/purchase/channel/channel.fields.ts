import { HEADER_SYNONYMS, foldWidth, normalizeHeader, suggestMappingOf } from '../../bom/bom-fields.js';
import { type BomCurrency, parseCurrency, parsePrice } from '../../bom/bom-rows.js';
import { bomMpnNorm, bomPartKey, cleanMpn } from '../../bom/mpn-key.js';
import { D } from '../../core/money.js';

/**
 * A supplier's stock list (渠道库存, issue #15): the fields a row carries and how headers map to them.
 * The BOM import's header rules are reused (normalizeHeader, the synonyms of the shared fields, the
 * scoring of suggestMappingOf, the MPN key, the price and currency readers); stock lists add a
 * region, an MOQ and take `库存`/`stock` as the quantity. Pure: the server and the web preview agree.
 */
export const CHANNEL_FIELDS = [
  'Mpn',
  'Brand',
  'Package',
  'DateCode',
  'Quantity',
  'Price',
  'Currency',
  'Region',
  'Moq',
  'LeadTime',
] as const;
export type ChannelField = (typeof CHANNEL_FIELDS)[number];
export type ChannelMapping = Record<ChannelField, number | null>;

export const CHANNEL_SYNONYMS: Record<ChannelField, readonly string[]> = {
  Mpn: HEADER_SYNONYMS.Mpn,
  Brand: HEADER_SYNONYMS.Brand,
  Package: HEADER_SYNONYMS.Package,
  DateCode: HEADER_SYNONYMS.DateCode,
  Quantity: [
    ...HEADER_SYNONYMS.Quantity,
    '库存',
    '库存数量',
    '现货',
    'stock',
    'stockqty',
    'onhand',
    'available',
    'avail',
  ],
  Price: HEADER_SYNONYMS.TargetPrice,
  Currency: HEADER_SYNONYMS.Currency,
  Region: [
    '地区',
    '区域',
    '所在地',
    '库存地',
    '仓库',
    '交货地',
    'region',
    'location',
    'warehouse',
    'country',
    'area',
  ],
  Moq: ['起订量', '最小起订量', '最小包装', 'moq', 'minqty', 'minimumorder', 'minorder', 'spq'],
  LeadTime: HEADER_SYNONYMS.Delivery,
};

export const suggestChannelMapping = (headers: readonly string[]): ChannelMapping =>
  suggestMappingOf(CHANNEL_FIELDS, CHANNEL_SYNONYMS, headers);

/** Known fields only, columns inside the row, no column twice, the MPN and the quantity mapped. */
export function channelMappingProblem(
  mapping: Partial<Record<string, unknown>>,
  columns: number,
): { field: string; code: 'unknownField' | 'badColumn' | 'columnTwice' | 'unmapped' } | null {
  const used = new Set<number>();
  for (const [field, col] of Object.entries(mapping)) {
    if (!(CHANNEL_FIELDS as readonly string[]).includes(field)) return { field, code: 'unknownField' };
    if (col === null || col === undefined) continue;
    if (typeof col !== 'number' || !Number.isInteger(col) || col < 0 || col >= columns)
      return { field, code: 'badColumn' };
    if (used.has(col)) return { field, code: 'columnTwice' };
    used.add(col);
  }
  for (const f of ['Mpn', 'Quantity'] as const)
    if (typeof mapping[f] !== 'number') return { field: f, code: 'unmapped' };
  return null;
}

export function completeChannelMapping(mapping: Partial<Record<string, unknown>>): ChannelMapping {
  return Object.fromEntries(
    CHANNEL_FIELDS.map((f) => [f, typeof mapping[f] === 'number' ? mapping[f] : null]),
  ) as ChannelMapping;
}

/** Error kinds of a row (translated by `purchase.channel.error.<code>`). */
export type ChannelErrorCode =
  | 'mpnMissing'
  | 'quantityMissing'
  | 'quantityInvalid'
  | 'priceInvalid'
  | 'currencyUnknown'
  | 'moqInvalid'
  | 'tooLong';

export interface ChannelRowError {
  Row: number;
  Field: ChannelField;
  Code: ChannelErrorCode;
  Value: string;
}

export interface ChannelRow {
  Row: number;
  Mpn: string;
  /** bomMpnNorm: upper case, no white space. */
  MpnNorm: string;
  /** bomPartKey: the BOM's part key (packing suffixes and dashes dropped); searched by prefix. */
  MpnKey: string;
  Brand: string;
  Package: string;
  DateCode: string;
  /** The year the D/C names, or null. */
  DcYear: number | null;
  /** Whole number ≥ 0. */
  Quantity: number;
  /** Decimal string (≤ 6 places) or null. */
  Price: string | null;
  Currency: BomCurrency | null;
  Region: string;
  Moq: number | null;
  LeadTime: string;
}

const TEXT_MAX: Partial<Record<ChannelField, number>> = {
  Mpn: 64,
  Brand: 64,
  Package: 64,
  DateCode: 32,
  Region: 64,
  LeadTime: 64,
};

/**
 * A whole quantity ≥ 0: `1000`, `1,000`, `1000pcs`, `2k`, `0` (a list may show sold-out lines).
 * Null when it is not a whole number in 0…2,000,000,000.
 */
export function parseStockQty(text: string): number | null {
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
  if (!v.isInteger() || v.lt(0) || v.gt(2_000_000_000)) return null;
  return v.toNumber();
}

/**
 * The year a date code names: `2023`, `2023+`, `23+` → 2023; `2338`, `1952` (YYWW) → 2023, 2019; `23` → 2023;
 * `2023-05`, `2023/05` → 2023. Null when it names none (or a year after `now`'s next year).
 */
export function dcYear(dc: string, now = new Date()): number | null {
  const s = foldWidth(dc).trim().replace(/\s+/g, '');
  const m = /^(\d{2,4})(?:[+年/\-.].*)?$/.exec(s);
  if (!m) return null;
  const d = m[1] as string;
  let y: number;
  if (d.length === 4 && d.startsWith('20')) y = Number(d);
  else if (d.length === 4 && Number(d.slice(2)) >= 1 && Number(d.slice(2)) <= 53)
    y = 2000 + Number(d.slice(0, 2));
  else if (d.length === 2) y = 2000 + Number(d);
  else return null;
  return y > now.getUTCFullYear() + 1 ? null : y;
}

const cell = (row: readonly string[], col: number | null): string =>
  col === null ? '' : String(row[col] ?? '').trim();

/**
 * Reads the data rows with a mapping: each non-empty row becomes a stock row or one or more errors
 * (the row is left out). `firstRow` is the sheet row number of `rows[0]`. The currency: the currency
 * cell, else the one the price cell names, else `priceCurrency` (the price header's), else null.
 */
export function readChannelRows(
  rows: readonly (readonly string[])[],
  mapping: ChannelMapping,
  firstRow: number,
  opts: { priceCurrency?: BomCurrency | null } = {},
): { rows: ChannelRow[]; errors: ChannelRowError[] } {
  const out: ChannelRow[] = [];
  const errors: ChannelRowError[] = [];
  rows.forEach((r, i) => {
    if (!r.some((c) => String(c ?? '').trim())) return;
    const Row = firstRow + i;
    const bad: ChannelRowError[] = [];
    const err = (Field: ChannelField, Code: ChannelErrorCode, Value: string) =>
      bad.push({ Row, Field, Code, Value: Value.slice(0, 100) });
    const text = (f: ChannelField) => {
      const v = f === 'Mpn' ? cleanMpn(cell(r, mapping[f])) : foldWidth(cell(r, mapping[f])).trim();
      const max = TEXT_MAX[f];
      if (max && v.length > max) err(f, 'tooLong', v);
      return v;
    };
    const Mpn = text('Mpn');
    if (!Mpn) err('Mpn', 'mpnMissing', '');
    const qtyText = cell(r, mapping.Quantity);
    const Quantity = parseStockQty(qtyText);
    if (!qtyText) err('Quantity', 'quantityMissing', '');
    else if (Quantity === null) err('Quantity', 'quantityInvalid', qtyText);
    const priceText = cell(r, mapping.Price);
    const price = priceText ? parsePrice(priceText) : null;
    if (priceText && !price) err('Price', 'priceInvalid', priceText);
    const curText = cell(r, mapping.Currency);
    const cur = curText ? parseCurrency(curText) : null;
    if (curText && !cur) err('Currency', 'currencyUnknown', curText);
    const moqText = cell(r, mapping.Moq);
    const Moq = moqText ? parseStockQty(moqText) : null;
    if (moqText && Moq === null) err('Moq', 'moqInvalid', moqText);
    const Brand = text('Brand');
    const Package = text('Package');
    const DateCode = text('DateCode');
    const Region = text('Region');
    const LeadTime = text('LeadTime');
    if (bad.length) {
      errors.push(...bad);
      return;
    }
    out.push({
      Row,
      Mpn,
      MpnNorm: bomMpnNorm(Mpn),
      MpnKey: bomPartKey(Mpn),
      Brand,
      Package,
      DateCode,
      DcYear: DateCode ? dcYear(DateCode) : null,
      Quantity: Quantity as number,
      Price: price?.price ?? null,
      Currency: price ? (cur ?? price.currency ?? opts.priceCurrency ?? null) : cur,
      Region,
      Moq,
      LeadTime,
    });
  });
  return { rows: out, errors };
}

/** The search key of an MPN typed in the search box (same as the stored key, for a prefix match). */
export const channelSearchKey = (q: string): string => bomPartKey(q);

/** A header, normalised as the BOM import does (for the saved mapping's signature). */
export { normalizeHeader };
