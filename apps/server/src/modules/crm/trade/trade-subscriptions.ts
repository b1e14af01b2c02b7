import { SALES_QUOTE_DOC } from '@partdesk/shared/quote/quote-codes';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import type { DomainEvents } from '../../../core/events/index.js';
import { crmCustomer } from '../customer/customer.table.js';
import { crmTradeEntry } from './trade-entry.table.js';

export type TradeEntryInput = typeof crmTradeEntry.$inferInsert;

/**
 * Records timeline entries (one per document: a second entry of the same document updates amount,
 * currency and detail, keeping its first time). For the CRM's subscribers and for the other modules'
 * demo seeders (their seeded documents bypass the services that publish).
 */
export async function recordTradeEntries(db: Executor, entries: readonly TradeEntryInput[]): Promise<void> {
  if (!entries.length) return;
  await db
    .insert(crmTradeEntry)
    .values([...entries])
    .onConflictDoUpdate({
      target: [crmTradeEntry.docType, crmTradeEntry.docId],
      set: {
        amount: sql`excluded.amount`,
        currency: sql`excluded.currency`,
        detail: sql`excluded.detail`,
      },
    });
}

/**
 * The CRM's subscriptions to other modules' events (docs/decisions/0016-domain-events.md), all in
 * the publisher's transaction: the customer's last-inquiry time (the public-pool return job reads it)
 * and the customer-trade timeline's inquiry and quote entries.
 */
export function subscribeCrmToTrade(events: DomainEvents): void {
  events.subscribe('inquiry.created', {
    subscriber: 'crm.lastInquiry',
    delivery: 'transaction',
    handle: async (e, { db }) => {
      await db.update(crmCustomer).set({ lastInquiryAt: e.at }).where(eq(crmCustomer.id, e.customerId));
    },
  });
  events.subscribe('inquiry.created', {
    subscriber: 'crm.trade',
    delivery: 'transaction',
    handle: (e, { db }) =>
      recordTradeEntries(db, [
        {
          tenantId: e.tenantId,
          customerId: e.customerId,
          kind: 'inquiry',
          docType: 'inquiry',
          docId: e.inquiryId,
          docNo: e.no,
          at: e.at,
          userId: e.salespersonId,
        },
      ]),
  });
  events.subscribe('quote.saved', {
    subscriber: 'crm.trade',
    delivery: 'transaction',
    handle: (e, { db }) =>
      recordTradeEntries(db, [
        {
          tenantId: e.tenantId,
          customerId: e.customerId,
          kind: 'quote',
          docType: SALES_QUOTE_DOC,
          docId: e.quoteId,
          docNo: e.no,
          at: e.at,
          amount: e.total,
          currency: e.currency,
          userId: e.salespersonId,
        },
      ]),
  });
}
