/**
 * The inquiry module's domain events (core/events, docs/decisions/0016-domain-events.md). Published by
 * inquiry.service.ts inside the creating transaction; the payload types are exported from index.ts.
 */

/** An inquiry (B) was created (typed, BOM import or from a demand order). */
export interface InquiryCreated {
  inquiryId: number;
  no: string;
  tenantId: number;
  customerId: number;
  salespersonId: number;
  currency: string;
  /** How many lines it was created with. */
  lines: number;
  at: Date;
  userId: number;
}

declare module '../../../core/events/domain-events.js' {
  interface DomainEventMap {
    'inquiry.created': InquiryCreated;
  }
}
