/**
 * The quote module's domain events (core/events, docs/decisions/0016-domain-events.md). Published by
 * quote.service.ts inside the saving transaction; the payload types are exported from index.ts.
 */

/** A sales quote (BJ) was created or edited (its lines re-priced). */
export interface QuoteSaved {
  action: 'create' | 'edit';
  quoteId: number;
  no: string;
  tenantId: number;
  inquiryId: number;
  customerId: number;
  salespersonId: number;
  status: number;
  /** Decimal string, in `currency`. */
  total: string;
  currency: string;
  /** The inquiry lines this save priced (they move to quoted / requoted). */
  quotedLineIds: readonly number[];
  at: Date;
  userId: number;
}

declare module '../../core/events/domain-events.js' {
  interface DomainEventMap {
    'quote.saved': QuoteSaved;
  }
}
