import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.js';
import { cached, invalidateLookups } from './cache.js';
import { sysDict, sysDictLine } from './dict.table.js';

export interface DictLineRow {
  id: number;
  value: string;
  text: string;
  textEn: string;
}

/** Dictionary codes, keyed by lower case (the code is matched case-insensitively). */
export function dictCodes(db: Executor): Promise<Map<string, string>> {
  return cached(db, 'dict:codes', async () => {
    const rows = await db.select({ code: sysDict.code }).from(sysDict);
    return new Map(rows.map((r) => [r.code.toLowerCase(), r.code]));
  });
}

/** The enabled lines of a dictionary in display order. */
export function dictLines(db: Executor, code: string): Promise<DictLineRow[]> {
  return cached(db, `dict:lines:${code}`, () =>
    db
      .select({
        id: sysDictLine.id,
        value: sysDictLine.value,
        text: sysDictLine.text,
        textEn: sysDictLine.textEn,
      })
      .from(sysDictLine)
      .where(and(eq(sysDictLine.dictCode, code), eq(sysDictLine.enabled, true)))
      .orderBy(asc(sysDictLine.sort), asc(sysDictLine.id)),
  );
}

/** A dictionary line as the setup screen edits it. */
export interface DictLineInput {
  value: string;
  text: string;
  textEn: string;
  sort: number;
  enabled: boolean;
  remark: string;
}

/**
 * Adds a line to dictionary `dictCode` and drops the cached dictionaries (the setup module's
 * dictionary screen writes the lookups' tables only through these, decision 0017).
 */
export async function addDictLine(db: Executor, dictCode: string, input: DictLineInput) {
  const [row] = await db
    .insert(sysDictLine)
    .values({ dictCode, ...input })
    .returning();
  invalidateLookups(db, 'dict:');
  return row!;
}

/** Changes a line's value, texts, order, state and remark (see addDictLine). */
export async function updateDictLine(db: Executor, id: number, input: DictLineInput) {
  const [row] = await db.update(sysDictLine).set(input).where(eq(sysDictLine.id, id)).returning();
  invalidateLookups(db, 'dict:');
  return row!;
}
