import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.js';
import { cached } from './cache.js';
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
