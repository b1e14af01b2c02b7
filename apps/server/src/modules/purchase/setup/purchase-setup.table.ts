import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { audit } from '../../../core/db/columns.js';

/**
 * The purchasing settings (`purchase-setup`, decision 0048): one row, `id` 1 (inserted by the migration,
 * re-created with the defaults when missing). `default_payment_terms` a PO_PAYMENT_TERMS value for a PO
 * made by hand without terms; `inbound_warehouse_ids` the warehouses goods may be received into (empty:
 * every enabled warehouse of the PO's company). The PO review threshold is not here: it is the
 * `minAmount` of the PO review chain's step 2 (core/reviews), read and written through that chain.
 */
export const purSetting = pgTable('pur_setting', {
  id: integer().primaryKey(),
  defaultPaymentTerms: smallint().notNull().default(1),
  inboundWarehouseIds: integer().array().notNull().default(sql`'{}'::integer[]`),
  /** SALES_CARGO_REVIEW: which shipments wait for purchasing's review before shipping (decision 0053). */
  salesCargoReview: smallint().notNull().default(0),
  version: integer().notNull().default(1),
  ...audit(),
});
