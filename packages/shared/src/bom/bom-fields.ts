/**
 * The fields a BOM line can carry and how spreadsheet headers map to them. Pure: the server and the
 * web's mapping preview use the same rules.
 */
export const BOM_FIELDS = [
  'Mpn',
  'Brand',
  'Package',
  'DateCode',
  'Quantity',
  'TargetPrice',
  'Currency',
  'Delivery',
  'CustomerPn',
  'Description',
  'Remark',
] as const;
export type BomField = (typeof BOM_FIELDS)[number];

/** Column index (0-based) of each field in the sheet, or null when the sheet has no such column. */
export type BomMapping = Record<BomField, number | null>;

/**
 * Header names per field, written as `normalizeHeader` leaves them (lower case, no spaces or
 * punctuation, full-width folded). Matched exactly first, then by "header contains synonym"
 * (longest synonym wins), so `型号/规格` or `Manufacturer Part Number` still map.
 */
export const HEADER_SYNONYMS: Record<BomField, readonly string[]> = {
  Mpn: [
    '型号',
    '产品型号',
    '物料型号',
    '器件型号',
    '规格型号',
    '原厂型号',
    '料号',
    'mpn',
    'pn',
    'partno',
    'partnumber',
    'part',
    'model',
    'mfrpn',
    'mfrpartno',
    'mfrpartnumber',
    'manufacturerpartnumber',
    'manufacturerpn',
  ],
  Brand: [
    '品牌',
    '厂牌',
    '厂家',
    '制造商',
    '生产商',
    '厂商',
    'brand',
    'mfr',
    'mfg',
    'manufacturer',
    'maker',
    'vendor',
  ],
  Package: ['封装', '封装形式', 'package', 'pkg', 'case', 'footprint'],
  DateCode: ['批号', '年份', '生产日期', '批次', 'dc', 'datecode', 'date', 'lot'],
  Quantity: ['数量', '需求数量', '采购数量', '用量', 'qty', 'quantity', 'qnty', 'pcs'],
  TargetPrice: [
    '目标价',
    '目标价格',
    '单价',
    '价格',
    '期望价格',
    'targetprice',
    'target',
    'price',
    'unitprice',
  ],
  Currency: ['币种', '币别', '货币', 'currency', 'curr', 'ccy'],
  Delivery: ['交期', '交货期', '货期', '交货时间', 'delivery', 'leadtime', 'lt', 'deliverytime'],
  CustomerPn: [
    '客户料号',
    '客户物料号',
    '客户编码',
    '物料编码',
    '物料号',
    '内部料号',
    'customerpn',
    'custpn',
    'cpn',
    'customerpartno',
    'customerpartnumber',
    'internalpn',
  ],
  Description: ['描述', '品名', '名称', '参数', '规格', 'description', 'desc', 'spec', 'specification'],
  Remark: ['备注', '说明', '注释', 'remark', 'remarks', 'note', 'notes', 'comment', 'comments'],
};

/** Lower case, full-width folded to ASCII, no white space, no punctuation but letters and digits. */
export function normalizeHeader(header: string): string {
  return foldWidth(header)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Full-width ASCII (`ＰＮ`, `（`) → half-width; the ideographic space → a space. */
export function foldWidth(s: string): string {
  return s
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

export const emptyMapping = (): BomMapping =>
  Object.fromEntries(BOM_FIELDS.map((f) => [f, null])) as BomMapping;

/** How well a header names a field: 3 exact synonym, 2 contains a synonym of ≥ 3 chars, 0 none. */
function score(header: string, synonyms: readonly string[]): number {
  if (!header) return 0;
  let best = 0;
  for (const s of synonyms) {
    if (header === s) return 3 + s.length / 100;
    if (s.length >= 3 && header.includes(s)) best = Math.max(best, 2 + s.length / 100);
    else if (s.length === 2 && /\p{Script=Han}/u.test(s) && header.includes(s))
      best = Math.max(best, 2 + s.length / 100);
  }
  return best;
}

/**
 * The suggested mapping of a header row: each column goes to the field it names best, each field to
 * at most one column (the best-scoring one; ties → the leftmost). Unrecognised columns stay unmapped.
 */
export function suggestMapping(headers: readonly string[]): BomMapping {
  return suggestMappingOf(BOM_FIELDS, HEADER_SYNONYMS, headers);
}

/**
 * The same guess for another field set (a supplier's stock list, purchase/channel): each column to the
 * field whose synonyms it names best, each field to at most one column.
 */
export function suggestMappingOf<F extends string>(
  fields: readonly F[],
  synonyms: Record<F, readonly string[]>,
  headers: readonly string[],
): Record<F, number | null> {
  const norm = headers.map((h) => normalizeHeader(h ?? ''));
  const candidates: { field: F; col: number; s: number }[] = [];
  norm.forEach((h, col) => {
    for (const field of fields) {
      const s = score(h, synonyms[field]);
      if (s > 0) candidates.push({ field, col, s });
    }
  });
  candidates.sort((a, b) => b.s - a.s || a.col - b.col);
  const mapping = Object.fromEntries(fields.map((f) => [f, null])) as Record<F, number | null>;
  const usedCols = new Set<number>();
  for (const c of candidates) {
    if (mapping[c.field] !== null || usedCols.has(c.col)) continue;
    mapping[c.field] = c.col;
    usedCols.add(c.col);
  }
  return mapping;
}

/** How many fields a header row names (used to find the header row among the first rows). */
export function recognisedCount(headers: readonly string[]): number {
  return Object.values(suggestMapping(headers)).filter((v) => v !== null).length;
}

/**
 * The signature saved mappings are keyed by: the normalised headers in order, `|`-joined (trailing
 * empty columns dropped), capped at 1,000 characters. Two files with the same header row share it.
 */
export function headerSignature(headers: readonly string[]): string {
  const norm = headers.map((h) => normalizeHeader(h ?? ''));
  while (norm.length && !norm[norm.length - 1]) norm.pop();
  return norm.join('|').slice(0, 1000);
}

/**
 * Checks a mapping sent by a client against the header row: known fields only, column indexes inside
 * the row, no column used twice, the MPN or the customer PN mapped. Returns the problem or null.
 */
export function mappingProblem(
  mapping: Partial<Record<string, unknown>>,
  columns: number,
): { field: string; code: 'unknownField' | 'badColumn' | 'columnTwice' | 'mpnUnmapped' } | null {
  const used = new Set<number>();
  for (const [field, col] of Object.entries(mapping)) {
    if (!(BOM_FIELDS as readonly string[]).includes(field)) return { field, code: 'unknownField' };
    if (col === null || col === undefined) continue;
    if (typeof col !== 'number' || !Number.isInteger(col) || col < 0 || col >= columns)
      return { field, code: 'badColumn' };
    if (used.has(col)) return { field, code: 'columnTwice' };
    used.add(col);
  }
  const has = (f: BomField) => typeof mapping[f] === 'number';
  if (!has('Mpn') && !has('CustomerPn')) return { field: 'Mpn', code: 'mpnUnmapped' };
  return null;
}

/** A complete mapping from a partial one (missing fields → null). */
export function completeMapping(mapping: Partial<Record<string, unknown>>): BomMapping {
  const out = emptyMapping();
  for (const f of BOM_FIELDS) {
    const v = mapping[f];
    out[f] = typeof v === 'number' ? v : null;
  }
  return out;
}
