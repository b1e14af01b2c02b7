import type { BomField } from '@partdesk/shared/bom/bom-fields';
import type { BomIssue } from '@partdesk/shared/bom/bom-rows';
import type { Lang } from '@partdesk/shared/i18n/define';
import { translate } from '@partdesk/shared/i18n/index';

/** Row numbers a summary message lists before "…" (the answer's `Rows` has them all). */
const ROWS_SHOWN = 12;
/** Distinct values a summary message lists (unknown brands) before "…". */
const VALUES_SHOWN = 5;

/** The issue as the client shows it: the translated message naming the row (and field). */
export function issueOut(lang: Lang, i: BomIssue) {
  const field = translate(lang, `product.bom.field.${i.Field}`);
  return {
    ...i,
    Message: translate(lang, `product.bom.error.${i.Code}`, { row: i.Row, value: i.Value, field }),
  };
}

/** One line of the warning report: every row of one kind, counted. */
export interface BomWarningSummary {
  Code: BomIssue['Code'];
  Field: BomField;
  Level: 'warning';
  Count: number;
  /** Every sheet row of this kind, ascending. */
  Rows: number[];
  /** The distinct values written (unknown brands, conflicting prices), in order of first sight. */
  Values: string[];
  /** `合并 4,944 行：第 3、5、7 … 行` — the count, the first rows and values, translated. */
  Message: string;
}

const list = (xs: readonly (string | number)[], max: number, sep: string) =>
  xs.length > max ? `${xs.slice(0, max).join(sep)}${sep}…` : xs.join(sep);

/**
 * The warnings summarised: one line per kind (merged, brandUnknown, brandAmbiguous, priceConflict)
 * with its count, all its rows and its distinct values, in the order the kinds first appear. A
 * 5,000-row file gives a handful of lines, never one per row (#20 item 4).
 */
export function summariseWarnings(lang: Lang, issues: readonly BomIssue[]): BomWarningSummary[] {
  const byCode = new Map<string, { field: BomField; rows: number[]; values: string[]; seen: Set<string> }>();
  for (const i of issues) {
    if (i.Level !== 'warning') continue;
    let g = byCode.get(i.Code);
    if (!g) {
      g = { field: i.Field, rows: [], values: [], seen: new Set() };
      byCode.set(i.Code, g);
    }
    g.rows.push(i.Row);
    if (i.Code !== 'merged' && i.Value && !g.seen.has(i.Value)) {
      g.seen.add(i.Value);
      g.values.push(i.Value);
    }
  }
  const sep = lang === 'zh-CN' ? '、' : ', ';
  return [...byCode.entries()].map(([code, g]) => {
    const rows = [...new Set(g.rows)].sort((a, b) => a - b);
    return {
      Code: code as BomIssue['Code'],
      Field: g.field,
      Level: 'warning' as const,
      Count: rows.length,
      Rows: rows,
      Values: g.values,
      Message: translate(lang, `product.bom.summary.${code}`, {
        count: rows.length,
        rows: list(rows, ROWS_SHOWN, sep),
        values: list(g.values, VALUES_SHOWN, sep),
      }),
    };
  });
}
