import { brandKey } from '../product/brand-key.js';
import type { BomIssue, BomRowLine } from './bom-rows.js';

/** A row line after the server resolved its customer PN and brand. */
export interface BomResolvedLine extends BomRowLine {
  /** The brand the written brand (or alias) names; null when none or unknown. */
  BrandId: number | null;
  /** The brand's trading name when resolved, else the brand as written. */
  BrandName: string;
  /** The customer part (crm_customer_part) the customer PN named, if any. */
  CustomerPartId: number | null;
}

/** One line of the import result: the rows naming the same part (key + brand) merged. */
export interface BomMergedLine extends Omit<BomResolvedLine, 'Row'> {
  /** 1-based position in the result. */
  LineNo: number;
  /** Sheet rows merged into this line, in order. */
  Rows: number[];
  /** Every MPN spelling the rows used (`LTC2446IUHF#PBF`, `LTC2446IUHF#TRPBF`). */
  MpnVariants: string[];
}

const groupKey = (l: BomResolvedLine) =>
  `${l.PartKey}\u0000${l.BrandId !== null ? `#${l.BrandId}` : `b:${brandKey(l.Brand)}`}`;

function joinDistinct(a: string, b: string): string {
  if (!b || a === b) return a;
  if (!a) return b;
  return a.split('; ').includes(b) ? a : `${a}; ${b}`;
}

/**
 * Merges lines naming the same part: same part key (packing variants grouped) and same brand (by id
 * when resolved, else as written). A line without a brand joins the one branded line of its key when
 * there is exactly one. Quantities are summed; the first non-empty package, D/C, target price,
 * currency, delivery and description are kept; customer PNs and remarks are kept, all distinct ones,
 * `; `-joined (a merged line names every customer PN of its rows). Each merged row gets a `merged` warning naming the row it joined; a different target
 * price or currency on a merged row a `priceConflict` warning (the first price is kept).
 */
export function mergeBomLines(lines: readonly BomResolvedLine[]): {
  lines: BomMergedLine[];
  issues: BomIssue[];
} {
  const issues: BomIssue[] = [];
  const branded = new Map<string, Set<string>>();
  for (const l of lines) {
    if (!l.Brand && l.BrandId === null) continue;
    const set = branded.get(l.PartKey) ?? new Set<string>();
    set.add(groupKey(l));
    branded.set(l.PartKey, set);
  }
  const groups = new Map<string, BomMergedLine>();
  const out: BomMergedLine[] = [];
  for (const l of lines) {
    let key = groupKey(l);
    if (!l.Brand && l.BrandId === null) {
      const only = branded.get(l.PartKey);
      if (only?.size === 1) key = [...only][0] as string;
    }
    const g = groups.get(key);
    if (!g) {
      const { Row, ...rest } = l;
      const line: BomMergedLine = { ...rest, LineNo: out.length + 1, Rows: [Row], MpnVariants: [l.Mpn] };
      groups.set(key, line);
      out.push(line);
      continue;
    }
    issues.push({ Row: l.Row, Field: 'Mpn', Code: 'merged', Level: 'warning', Value: String(g.Rows[0]) });
    const conflict =
      (l.TargetPrice !== null && g.TargetPrice !== null && l.TargetPrice !== g.TargetPrice) ||
      (l.Currency !== null && g.Currency !== null && l.Currency !== g.Currency);
    if (conflict)
      issues.push({
        Row: l.Row,
        Field: 'TargetPrice',
        Code: 'priceConflict',
        Level: 'warning',
        Value: `${l.TargetPrice ?? ''} ${l.Currency ?? ''}`.trim(),
      });
    g.Rows.push(l.Row);
    if (!g.MpnVariants.includes(l.Mpn)) g.MpnVariants.push(l.Mpn);
    g.Quantity += l.Quantity;
    if (!g.Brand && l.Brand) {
      g.Brand = l.Brand;
      g.BrandId = l.BrandId;
      g.BrandName = l.BrandName;
    }
    g.CustomerPn = joinDistinct(g.CustomerPn, l.CustomerPn);
    for (const f of ['Package', 'DateCode', 'Delivery', 'Description'] as const) {
      if (!g[f] && l[f]) g[f] = l[f];
    }
    if (g.TargetPrice === null && l.TargetPrice !== null) g.TargetPrice = l.TargetPrice;
    if (g.Currency === null && l.Currency !== null) g.Currency = l.Currency;
    if (g.CustomerPartId === null && l.CustomerPartId !== null) g.CustomerPartId = l.CustomerPartId;
    g.Remark = joinDistinct(g.Remark, l.Remark);
  }
  return { lines: out, issues };
}
