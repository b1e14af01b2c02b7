import { boolean, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id, unitPrice } from '../../core/db/columns.js';
import { crmCustomer } from '../crm/index.js';
import { inqInquiry } from '../inquiry/index.js';

/**
 * A demand order (需求单, prefix XQ, type `demand`): a customer's expected demand. `salespersonId`
 * owns it (data scope "sales"). `status` DEMAND_STATUS: 1 awaiting confirmation (review type `demand`,
 * queue demandaudit), 2 confirmed, 3 rejected (editable, resubmitted on save), 4 converted — an
 * inquiry was opened from it (`inquiryId`). `version` for optimistic concurrency.
 */
export const dmdDemand = pgTable(
  'dmd_demand',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    salespersonId: integer().notNull(),
    currency: text().notNull(),
    expectedDate: date({ mode: 'string' }),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    inquiryId: integer().references(() => inqInquiry.id),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('dmd_demand_no_uq').on(t.no),
    index('dmd_demand_salesperson_idx').on(t.salespersonId, t.createdAt),
    index('dmd_demand_status_idx').on(t.status, t.createdAt),
  ],
);

/** A line, as an inquiry line: part as written, quantity, target price 18,6 in `currency`, urgency. */
export const dmdDemandLine = pgTable(
  'dmd_demand_line',
  {
    id: id(),
    demandId: integer()
      .notNull()
      .references(() => dmdDemand.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    quantity: integer().notNull(),
    targetPrice: unitPrice(),
    currency: text().notNull(),
    delivery: text().notNull().default(''),
    isUrgent: boolean().notNull().default(false),
    customerPn: text().notNull().default(''),
    remark: text().notNull().default(''),
  },
  (t) => [uniqueIndex('dmd_demand_line_no_uq').on(t.demandId, t.lineNo)],
);
