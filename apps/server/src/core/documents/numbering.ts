import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { docSequence } from './document.table.js';

/**
 * Document numbers (docs/api.md "Documents", decision 0014): `prefix + YYMMDD + sequence`, the sequence
 * 4 digits per prefix and day (`PI2611220001`), widening past 9999 (`PI26112210000`). **One series for
 * the whole group**: the owner company (tenant) is not part of the series, so a number names one
 * document across all companies (notifications, search and links go by number; each document table
 * has a unique index on its number). Drawn inside the creating transaction; gap-tolerant.
 *
 * One statement draws a number: `insert … on conflict do update set value = value + 1 returning
 * value`. On PostgreSQL the upsert row-locks the (prefix, day) counter until the caller's transaction
 * ends, so concurrent creators of the same series queue there briefly and never collide; a
 * rolled-back creation gives its number back. No database sequence is used (portable to Citus/Yugabyte).
 * Demo data draws its numbers here too (no hand-made numbers).
 */

/** Business day of a timestamp: the group keeps its books on China time (UTC+8, no daylight saving). */
export const DOC_NO_UTC_OFFSET_MINUTES = 8 * 60;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * `YYMMDD` of the document date: a `YYYY-MM-DD` string is taken as that calendar day; a Date is read
 * on China time (DOC_NO_UTC_OFFSET_MINUTES).
 */
export function docDay(date: Date | string): string {
  if (typeof date === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
    if (!m) throw new Error(`docDay: expected YYYY-MM-DD, got ${date}`);
    return `${m[1]!.slice(2)}${m[2]}${m[3]}`;
  }
  const t = new Date(date.getTime() + DOC_NO_UTC_OFFSET_MINUTES * 60_000);
  return `${pad(t.getUTCFullYear() % 100)}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
}

export function formatDocNo(prefix: string, day: string, seq: number): string {
  return `${prefix}${day}${pad(seq, 4)}`;
}

/** `doc_sequence.tenant_id` of the group-wide series (the column predates decision 0014). */
export const GROUP_SERIES = 0;

export interface DocNoRequest {
  /** The document's owner company: not part of the series (numbers are unique across the group). */
  tenantId?: number;
  /** Letters only (DOC_TYPES in packages/shared/src/core/doc-types.ts). */
  prefix: string;
  /** The document date (defaults to the caller's "now"; pass ctx.clock.now()). */
  date: Date | string;
}

/** Draws the next number of the series. Call it with the transaction that creates the document. */
export async function nextDocNo(tx: Executor, req: DocNoRequest): Promise<string> {
  if (!/^[A-Z]{1,4}$/.test(req.prefix)) throw new Error(`nextDocNo: invalid prefix ${req.prefix}`);
  const day = docDay(req.date);
  const [row] = await tx
    .insert(docSequence)
    .values({ tenantId: GROUP_SERIES, prefix: req.prefix, day, value: 1 })
    .onConflictDoUpdate({
      target: [docSequence.tenantId, docSequence.prefix, docSequence.day],
      set: { value: sql`${docSequence.value} + 1` },
    })
    .returning({ value: docSequence.value });
  return formatDocNo(req.prefix, day, row!.value);
}
