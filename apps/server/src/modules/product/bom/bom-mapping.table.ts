import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';

/**
 * BOM column mappings saved per customer: `signature` is the normalised header row
 * (packages/shared/src/bom/bom-fields.ts `headerSignature`), `mapping` the field → column index map the
 * user confirmed. The next file of that customer with the same header row gets it back in the preview.
 * `customerId` refers to crm_customer (no foreign key across modules); `uses` counts confirmations.
 */
export const productBomMapping = pgTable(
  'product_bom_mapping',
  {
    id: id(),
    customerId: integer().notNull(),
    signature: text().notNull(),
    mapping: jsonb().$type<Record<string, number | null>>().notNull(),
    headerRow: integer().notNull().default(1),
    uses: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [uniqueIndex('product_bom_mapping_customer_sig_uq').on(t.customerId, t.signature)],
);
