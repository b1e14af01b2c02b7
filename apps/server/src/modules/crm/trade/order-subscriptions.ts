import { eq } from 'drizzle-orm';
import type { DomainEvents } from '../../../core/events/index.js';
import { crmCustomer } from '../customer/customer.table.js';
import { recordTradeEntries } from './trade-subscriptions.js';

/** The sales order's document type (the timeline entry's `docType`; sales is above crm: named, not imported). */
const SALES_ORDER = 'salesOrder';

type OrderEvent = {
  orderId: number;
  no: string;
  tenantId: number;
  customerId: number;
  salespersonId: number;
  total: string;
  currency: string;
  at: Date;
};

const entry = (e: OrderEvent) => ({
  tenantId: e.tenantId,
  customerId: e.customerId,
  kind: 'order',
  docType: SALES_ORDER,
  docId: e.orderId,
  docNo: e.no,
  at: e.at,
  amount: e.total,
  currency: e.currency,
  userId: e.salespersonId,
});

/**
 * The CRM's subscriptions to the sales order's events (decisions 0016 and 0033), by event name (crm
 * never imports sales), in the publisher's transaction like the inquiry and quote ones: a created order
 * appears on the customer's trade timeline; an approved one sets the customer's `last_order_at` (the
 * public-pool return job reads it) and updates its entry (amount and currency after edits).
 */
export function subscribeCrmToOrders(events: DomainEvents): void {
  events.subscribe('salesOrder.created', {
    subscriber: 'crm.trade',
    delivery: 'transaction',
    handle: (e, { db }) => recordTradeEntries(db, [entry(e)]),
  });
  events.subscribe('salesOrder.approved', {
    subscriber: 'crm.lastOrder',
    delivery: 'transaction',
    handle: async (e, { db }) => {
      await db.update(crmCustomer).set({ lastOrderAt: e.at }).where(eq(crmCustomer.id, e.customerId));
    },
  });
  events.subscribe('salesOrder.approved', {
    subscriber: 'crm.trade',
    delivery: 'transaction',
    handle: (e, { db }) => recordTradeEntries(db, [entry(e)]),
  });
}
