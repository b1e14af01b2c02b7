import { type BomMergedLine, type BomResolvedLine, mergeBomLines } from '@partdesk/shared/bom/bom-merge';
import type { BomIssue, BomRowLine } from '@partdesk/shared/bom/bom-rows';
import { bomMpnNorm, bomPartKey } from '@partdesk/shared/bom/mpn-key';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { brandKey } from '../brand/brand-match.js';

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

/** Brand names and aliases → brand (one query; brands are few). A name wins over an alias. */
async function brandIndex(db: Executor): Promise<Map<string, { id: number; name: string }>> {
  const res = (await db.execute(
    sql`select id, name, aliases from product_brand order by id`,
  )) as unknown as Rows<{ id: number; name: string; aliases: string[] }>;
  const map = new Map<string, { id: number; name: string }>();
  for (const b of res.rows) for (const a of b.aliases) if (!map.has(brandKey(a))) map.set(brandKey(a), b);
  for (const b of res.rows) map.set(brandKey(b.name), b);
  return map;
}

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
 * error), brands through names and aliases (an unknown brand is a warning), packing variants merged
 * (mergeBomLines), then each line matched to the parts master in one query by normalised MPN or part
 * key (active parts only). With a brand: exact MPN of that brand, else a variant of it. Without: the
 * one brand holding the MPN (exact, then variant) — several brands → `brandAmbiguous` and no part.
 */
export async function matchBom(
  db: Executor,
  customerId: number | null,
  rowLines: readonly BomRowLine[],
): Promise<{ lines: BomMatchedLine[]; issues: BomIssue[] }> {
  const issues: BomIssue[] = [];
  const pns = [...new Set(rowLines.map((l) => l.CustomerPn.toUpperCase()).filter(Boolean))];
  const [cps, brands] = await Promise.all([customerParts(db, customerId, pns), brandIndex(db)]);

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

  const merged = mergeBomLines(resolved);
  issues.push(...merged.issues);
  const norms = [...new Set(merged.lines.map((l) => l.MpnNorm))];
  const keys = [...new Set(merged.lines.map((l) => l.PartKey))];
  const res = norms.length
    ? ((await db.execute(sql`
        select p.id, p.mpn, p.mpn_norm, p.mpn_key, p.brand_id, b.name as brand
        from product_part p join product_brand b on b.id = p.brand_id
        where p.status = 1 and (p.mpn_norm = any(${sql.param(norms)}::text[]) or p.mpn_key = any(${sql.param(keys)}::text[]))
        order by length(p.mpn), p.id`)) as unknown as Rows<PartRow>)
    : { rows: [] };
  const byNorm = new Map<string, PartRow[]>();
  const byKey = new Map<string, PartRow[]>();
  for (const p of res.rows) {
    byNorm.set(p.mpn_norm, [...(byNorm.get(p.mpn_norm) ?? []), p]);
    byKey.set(p.mpn_key, [...(byKey.get(p.mpn_key) ?? []), p]);
  }

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
    } else {
      for (const [cands, k] of [
        [exact, 'exact'],
        [variants, 'variant'],
      ] as const) {
        const brandIds = new Set(cands.map((p) => p.brand_id));
        if (brandIds.size === 1) {
          part = cands[0];
          kind = k;
          break;
        }
        if (brandIds.size > 1) {
          issues.push({
            Row: l.Rows[0] ?? 0,
            Field: 'Brand',
            Code: 'brandAmbiguous',
            Level: 'warning',
            Value: '',
          });
          break;
        }
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
