import { z } from 'zod';

/** Paging constants, spec §9. */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [20, 50, 100] as const;
export const MAX_PAGE_SIZE = 500;
/** Highest page number a list accepts (a larger one is a 400 naming `pageIndex`, never a 500). */
export const MAX_PAGE_INDEX = 1_000_000;

/** Query-string paging with the same bounds as the server's list parser (`parsePaging`). */
export const pagingSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).max(MAX_PAGE_INDEX).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type Paging = z.infer<typeof pagingSchema>;

export type FilterValue = string | number | boolean | null | undefined | readonly unknown[];

function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0 || v.every((x) => x === undefined || x === null || x === '');
  return false;
}

/**
 * Filter building of spec §7: drops empty values and maps a date range `[start, end]` under `name`
 * to `nameStart` / `nameEnd`. Used by the web list kit and by the server's list parser alike.
 */
export function buildFilters(
  values: Record<string, unknown>,
  dateRangeKeys: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isEmpty(value)) continue;
    if (dateRangeKeys.includes(key) && Array.isArray(value)) {
      const [start, end] = value as unknown[];
      if (!isEmpty(start)) out[`${key}Start`] = start;
      if (!isEmpty(end)) out[`${key}End`] = end;
      continue;
    }
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}
