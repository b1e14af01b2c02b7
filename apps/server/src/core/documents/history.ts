import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { sysUser } from '../access/identity.table.js';
import type { Db, Executor } from '../db/client.js';
import { docHistory } from './document.table.js';

/**
 * The immutable history of every document change and action (docs/api.md "Documents": who, when, from
 * what to what). Only inserts: there is no update or delete here, and the trigger below makes the
 * database refuse them too. Record inside the transaction that makes the change, so both commit or
 * neither does.
 */
export interface HistoryEntry {
  type: string;
  docId: number;
  docNo: string;
  tenantId?: number | null;
  /** What happened: create, update, submit, approve, reject, cancel, attach, detach, … */
  action: string;
  fromStatus?: string | number | null;
  toStatus?: string | number | null;
  /** Changed fields, wire names: `{ UnitPrice: ['1.20', '1.15'] }` (see `diffChanges`). */
  changes?: Record<string, [unknown, unknown]> | null;
  comment?: string | null;
  userId: number | null;
  /** Defaults to the database's now(). */
  at?: Date;
}

const str = (v: string | number | null | undefined) => (v === undefined || v === null ? null : String(v));

/** The row of one history entry (recordHistory and recordHistoryMany write the same shape). */
const rowOf = (e: HistoryEntry) => ({
  docType: e.type,
  docId: e.docId,
  docNo: e.docNo,
  tenantId: e.tenantId ?? null,
  action: e.action,
  fromStatus: str(e.fromStatus),
  toStatus: str(e.toStatus),
  changes: e.changes && Object.keys(e.changes).length ? e.changes : null,
  comment: e.comment ?? '',
  userId: e.userId,
  ...(e.at ? { at: e.at } : {}),
});

export async function recordHistory(tx: Executor, e: HistoryEntry): Promise<number> {
  const [row] = await tx.insert(docHistory).values(rowOf(e)).returning({ id: docHistory.id });
  return row!.id;
}

/**
 * Many history entries in set-based inserts (a thousand a statement): for seeds writing the history of
 * documents they create in bulk. Returns how many were written.
 */
export async function recordHistoryMany(db: Executor, entries: readonly HistoryEntry[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < entries.length; i += 1000) {
    const values = entries.slice(i, i + 1000).map(rowOf);
    written += (await db.insert(docHistory).values(values).returning({ id: docHistory.id })).length;
  }
  return written;
}

const norm = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/**
 * The fields that differ between two versions, `{ field: [old, new] }`; only `fields` when given.
 * Values are compared after normalisation (Dates as ISO strings, undefined as null, objects as JSON).
 */
export function diffChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[] = [...new Set([...Object.keys(before), ...Object.keys(after)])],
): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const f of fields) {
    if (!(f in after)) continue;
    const a = norm(before[f]);
    const b = norm(after[f]);
    if (JSON.stringify(a) !== JSON.stringify(b)) out[f] = [a, b];
  }
  return out;
}

/**
 * The history of one document, oldest first, with the acting user's name; several types merge the
 * entries one document has under each (a review type beside the module's own type).
 */
export async function listHistory(db: Executor, type: string | readonly string[], docId: number) {
  const types = typeof type === 'string' ? [type] : [...type];
  return db
    .select({
      Id: docHistory.id,
      DocNo: docHistory.docNo,
      Action: docHistory.action,
      FromStatus: docHistory.fromStatus,
      ToStatus: docHistory.toStatus,
      Changes: docHistory.changes,
      Comment: docHistory.comment,
      UserId: docHistory.userId,
      UserName: sql<string>`coalesce(${sysUser.name}, '')`,
      At: docHistory.at,
    })
    .from(docHistory)
    .leftJoin(sysUser, eq(sysUser.id, docHistory.userId))
    .where(and(inArray(docHistory.docType, types), eq(docHistory.docId, docId)))
    .orderBy(asc(docHistory.at), asc(docHistory.id));
}

/**
 * System seed: the database refuses UPDATE, DELETE and TRUNCATE on doc_history (idempotent DDL; an advisory
 * lock keeps several starting processes from racing on `create or replace`).
 */
export async function installHistoryGuard(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partdesk.doc_history_guard'))`);
    await tx.execute(sql`
      create or replace function doc_history_immutable() returns trigger language plpgsql as $$
      begin
        raise exception 'doc_history is append-only';
      end $$`);
    await tx.execute(sql`
      create or replace trigger doc_history_immutable
      before update or delete on doc_history
      for each row execute function doc_history_immutable()`);
    await tx.execute(sql`
      create or replace trigger doc_history_no_truncate
      before truncate on doc_history
      for each statement execute function doc_history_immutable()`);
  });
}
