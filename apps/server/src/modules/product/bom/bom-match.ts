import { type BomMergedLine, type BomResolvedLine, mergeBomLines } from '@partdesk/shared/bom/bom-merge';
import type { BomIssue, BomRowLine } from '@partdesk/shared/bom/bom-rows';
import { bomMpnNorm, bomPartKey } from '@partdesk/shared/bom/mpn-key';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { brandKey, loadBrandIndex } from '../brand/brand-match.js';

export type MatchKind = 'exact' | 'variant' | 'none';

/** A merged line with the part of the parts master it names (null: a new part, created on first sight). */
export interface BomMatchedLine extends BomMergedLine {
  PartId: number | null;
  /** The MPN of the matched part as the master writes it. */
  PartMpn: string | null;
  /** `exact`: same normalised MPN; `variant`: another packing variant (same part key); `none`. */
  MatchKind: MatchKind;
}

interface PartRow {
  id: number;
  mpn: string;
  mpn_norm: string;
  mpn_key: string;
  brand_id: number;
  brand: string;
}

type Rows<T> = { rows: T[] };
/** Lines looked up per parts query (and per progress event). */
const MATCH_CHUNK = 1000;

/** The customer's part numbers named by the lines (`upper(customer_pn)` → part). */
async function customerParts(db: Executor, customerId: number | null, pns: string[]) {
  const out = new Map<string, { id: number; mpn: string; brand: string }>();
  if (customerId === null || !pns.length) return out;
  const res = (await db.execute(sql`
    select id, customer_pn, mpn, brand from crm_customer_part
    where customer_id = ${customerId} and upper(customer_pn) = any(${sql.param(pns)}::text[])`)) as unknown as Rows<{
    id: number;
    customer_pn: string;
    mpn: string;
    brand: string;
  }>;
  for (const r of res.rows) out.set(r.customer_pn.toUpperCase(), r);
  return out;
}

/**
 * Resolves, merges and matches the lines read from a sheet: customer PNs through the customer's part
 * list (crm_customer_part: a row without an MPN takes its MPN and brand from there; an unknown one is an
 * error), brands through every spelling of the brand master (`loadBrandIndex`, compared by the shared
 * `brandKey`; an unknown brand is a warning), then — in one query by normalised MPN or part key over
 * active parts — a line without a known brand takes the one brand holding its MPN (exact, then variant;
 * several → `brandAmbiguous`), THEN packing variants are merged (mergeBomLines) and each merged line is
 * matched: the exact MPN of its brand, else a variant of it. Because brands are settled before merging,
 * feeding the result back (the inquiry save does) merges nothing more: the import, the grid and the
 * saved inquiry show the same lines.
 */
export async function matchBom(
  db: Executor,
  customerId: number | null,
  rowLines: readonly BomRowLine[],
  onProgress?: (done: number, of: number) => void,
): Promise<{ lines: BomMatchedLine[]; issues: BomIssue[] }> {
  const issues: BomIssue[] = [];
  const pns = [...new Set(rowLines.map((l) => l.CustomerPn.toUpperCase()).filter(Boolean))];
  const [cps, brands] = await Promise.all([customerParts(db, customerId, pns), loadBrandIndex(db)]);

  const resolved: BomResolvedLine[] = [];
  for (const l of rowLines) {
    const cp = l.CustomerPn ? cps.get(l.CustomerPn.toUpperCase()) : undefined;
    let line: BomRowLine = l;
    if (!l.Mpn) {
      if (!cp) {
        issues.push({
          Row: l.Row,
          Field: 'CustomerPn',
          Code: 'customerPnUnknown',
          Level: 'error',
          Value: l.CustomerPn,
        });
        continue;
      }
      line = {
        ...l,
        Mpn: cp.mpn,
        MpnNorm: bomMpnNorm(cp.mpn),
        PartKey: bomPartKey(cp.mpn),
        Brand: l.Brand || cp.brand,
      };
    }
    const brand = line.Brand ? brands.get(brandKey(line.Brand)) : undefined;
    if (line.Brand && !brand)
      issues.push({ Row: l.Row, Field: 'Brand', Code: 'brandUnknown', Level: 'warning', Value: line.Brand });
    resolved.push({
      ...line,
      BrandId: brand?.id ?? null,
      BrandName: brand?.name ?? line.Brand,
      CustomerPartId: cp?.id ?? null,
    });
  }

  // Parts in batches of MATCH_CHUNK lines (one query each), progress after each batch.
  const res: Rows<PartRow> = { rows: [] };
  const seenNorm = new Set<string>();
  for (let i = 0; i < resolved.length; i += MATCH_CHUNK) {
    const batch = resolved.slice(i, i + MATCH_CHUNK).filter((l) => l.MpnNorm && !seenNorm.has(l.MpnNorm));
    for (const l of batch) seenNorm.add(l.MpnNorm);
    const norms = [...new Set(batch.map((l) => l.MpnNorm))];
    const keys = [...new Set(batch.map((l) => l.PartKey))];
    if (norms.length) {
      const got = (await db.execute(sql`
        select p.id, p.mpn, p.mpn_norm, p.mpn_key, p.brand_id, b.name as brand
        from product_part p join product_brand b on b.id = p.brand_id
        where p.status = 1 and (p.mpn_norm = any(${sql.param(norms)}::text[]) or p.mpn_key = any(${sql.param(keys)}::text[]))
        order by length(p.mpn), p.id`)) as unknown as Rows<PartRow>;
      res.rows.push(...got.rows);
    }
    onProgress?.(Math.min(resolved.length, i + MATCH_CHUNK), resolved.length);
  }
  // A part found by two batches (one by MPN, one by key) is listed once, shortest MPN first.
  const unique = new Map(res.rows.map((p) => [p.id, p]));
  res.rows = [...unique.values()].sort((a, b) => a.mpn.length - b.mpn.length || a.id - b.id);
  const byNorm = new Map<string, PartRow[]>();
  const byKey = new Map<string, PartRow[]>();
  for (const p of res.rows) {
    byNorm.set(p.mpn_norm, [...(byNorm.get(p.mpn_norm) ?? []), p]);
    byKey.set(p.mpn_key, [...(byKey.get(p.mpn_key) ?? []), p]);
  }

  // A line whose brand is missing or unknown takes the one brand holding its MPN (exact, then a
  // variant) BEFORE merging, so rows of one part merge here exactly as they will when the inquiry is
  // saved with the brand shown (the preview, the grid and the saved inquiry agree).
  for (const l of resolved) {
    if (l.BrandId !== null || !l.MpnNorm) continue;
    for (const cands of [byNorm.get(l.MpnNorm) ?? [], byKey.get(l.PartKey) ?? []]) {
      const brandIds = new Set(cands.map((p) => p.brand_id));
      if (brandIds.size === 1) {
        l.BrandId = cands[0]!.brand_id;
        l.BrandName = cands[0]!.brand;
        break;
      }
      if (brandIds.size > 1) {
        issues.push({ Row: l.Row, Field: 'Brand', Code: 'brandAmbiguous', Level: 'warning', Value: l.Brand });
        break;
      }
    }
  }

  const merged = mergeBomLines(resolved);
  issues.push(...merged.issues);
  const lines = merged.lines.map((l): BomMatchedLine => {
    const exact = byNorm.get(l.MpnNorm) ?? [];
    const variants = byKey.get(l.PartKey) ?? [];
    let part: PartRow | undefined;
    let kind: MatchKind = 'none';
    if (l.BrandId !== null) {
      part = exact.find((p) => p.brand_id === l.BrandId);
      kind = part ? 'exact' : 'none';
      if (!part) {
        part = variants.find((p) => p.brand_id === l.BrandId);
        if (part) kind = 'variant';
      }
    }
    if (!part) return { ...l, PartId: null, PartMpn: null, MatchKind: 'none' };
    return {
      ...l,
      BrandId: part.brand_id,
      BrandName: part.brand,
      PartId: part.id,
      PartMpn: part.mpn,
      MatchKind: kind,
    };
  });
  issues.sort((a, b) => a.Row - b.Row);
  return { lines, issues };
}
