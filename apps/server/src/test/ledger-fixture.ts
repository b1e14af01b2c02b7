import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import type { DocumentDescriptor } from '../core/documents/index.js';
import type { TestApp } from './harness.js';

/**
 * A stand-in document with lines for the ledger tests (issue #13): stock moves, reservations and money
 * entries must point at an existing document line, and the real sources (inbound, stock checks, sales
 * orders…) are built later. The tables live only in the test's own database (created here).
 */
export const zzLedgerDoc = pgTable('zz_ledger_doc', { id: integer().primaryKey() });
export const zzLedgerDocLine = pgTable('zz_ledger_doc_line', {
  id: integer().primaryKey(),
  docId: integer().notNull(),
});

export const LEDGER_DOC_TYPE = 'zzLedgerDoc';

/** The fixture's descriptor, beside the app's own, for `checkLedgers`. */
export const ledgerFixtureDocument = {
  type: LEDGER_DOC_TYPE,
  table: zzLedgerDoc,
  id: zzLedgerDoc.id,
  lines: { table: zzLedgerDocLine, id: zzLedgerDocLine.id, docId: zzLedgerDocLine.docId },
} as unknown as DocumentDescriptor;

/** Creates the fixture tables with documents 1..docs, each with lines 100·doc + 1..linesPerDoc. */
export async function createLedgerFixture(t: TestApp, docs = 5, linesPerDoc = 5): Promise<void> {
  await t.db.execute(sql`create table zz_ledger_doc (id integer primary key)`);
  await t.db.execute(sql`create table zz_ledger_doc_line (id integer primary key, doc_id integer not null)`);
  await t.db.execute(sql`insert into zz_ledger_doc select g from generate_series(1, ${docs}) g`);
  await t.db.execute(
    sql`insert into zz_ledger_doc_line select d * 100 + l, d from generate_series(1, ${docs}) d, generate_series(1, ${linesPerDoc}) l`,
  );
}

/** A line of the fixture document `doc` (1-based line number). */
export const fixtureLine = (doc: number, line = 1) => ({
  docType: LEDGER_DOC_TYPE,
  docId: doc,
  docLineId: doc * 100 + line,
});
