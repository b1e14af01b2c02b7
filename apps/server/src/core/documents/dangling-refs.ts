import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rows } from '../db/rows.js';
import type { DocumentDescriptor } from './define-document.js';

/** The columns of a ledger table that point at a document (and, when given, at one of its lines). */
export interface DocRefColumns {
  table: string;
  type: string;
  doc: string;
  line?: string;
}

const id = (name: string) => sql.identifier(name);

/**
 * Rows of a ledger table whose document does not exist, whose line (when the row names one) is not a
 * line of that document, or whose type has no registered descriptor (or names a line of a type that
 * declares no `lines`). One line per problem, at most 20 per type (the ledger checkers of issue #13).
 */
export async function danglingDocRefs(
  db: Executor,
  ref: DocRefColumns,
  descriptors: readonly DocumentDescriptor[],
): Promise<string[]> {
  const byType = new Map(descriptors.map((d) => [d.type as string, d]));
  const out: string[] = [];
  const q = async <T = Record<string, unknown>>(query: SQL) => rows<T>(await db.execute(query));
  const types = await q<{ t: string }>(sql`select distinct ${id(ref.type)} as t from ${id(ref.table)}`);
  for (const { t } of types) {
    const d = byType.get(t);
    if (!d) {
      out.push(`${ref.table}: document type "${t}" has no descriptor`);
      continue;
    }
    // Table and column objects render with the database's naming (snake_case), qualified by table.
    const docMissing = sql`not exists (select 1 from ${d.table} where ${d.id} = x.${id(ref.doc)})`;
    const lineMissing = d.lines
      ? sql`not exists (select 1 from ${d.lines.table} where ${d.lines.id} = x.${id(ref.line ?? '')}
              and ${d.lines.docId} = x.${id(ref.doc)})`
      : sql`true`;
    const bad = ref.line
      ? sql`(x.${id(ref.line)} is null and ${docMissing}) or (x.${id(ref.line)} is not null and ${lineMissing})`
      : docMissing;
    const found = await q<{ id: number }>(
      sql`select x.id from ${id(ref.table)} x where x.${id(ref.type)} = ${t} and (${bad}) limit 20`,
    );
    for (const b of found) out.push(`${ref.table} ${b.id}: its ${t} document or line does not exist`);
  }
  return out;
}
