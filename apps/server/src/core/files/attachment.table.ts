import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../db/columns.js';

/** bytea as a Buffer on both drivers (pg returns Buffer, PGlite Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
  toDriver: (v) => v,
});

/**
 * Document attachments (core/files): at most `config.uploads.maxPerDocument` per document, type checked
 * by content (magic bytes), size limited. The bytes live in the row (≤ 10 MB each by default); list
 * queries never select `content`.
 */
export const docAttachment = pgTable(
  'doc_attachment',
  {
    id: id(),
    docType: text().notNull(),
    docId: integer().notNull(),
    tenantId: integer(),
    fileName: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    uploadedBy: integer().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doc_attachment_doc_idx').on(t.docType, t.docId)],
);
