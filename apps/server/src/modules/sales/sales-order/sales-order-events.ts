/**
 * The sales order's domain events (core/events, decision 0016; decision 0033). Published inside the
 * transaction that makes the change; the payload types are exported from the module's index.ts. Lower
 * modules (crm, finance receipts) subscribe by the event name without importing sales.
 */

interface OrderEventBase {
  orderId: number;
  no: string;
  tenantId: number;
  customerId: number;
  salespersonId: number;
  /** Decimal string (total incl. tax), in `currency`. */
  total: string;
  currency: string;
  at: Date;
  userId: number;
}

/** A sales order PI was created (draft). */
export type SalesOrderCreated = OrderEventBase;

/** A sales order PI passed its last review (purchase side): status approved, own stock reserved. */
export type SalesOrderApproved = OrderEventBase;

/**
 * A sales order PI was cancelled (at once, or its cancellation review approved): reservations released.
 * `received` what receipts had allocated to it (decimal string, `currency`) — the receipts issue moves
 * it to the customer's balance.
 */
export interface SalesOrderCancelled {
  orderId: number;
  no: string;
  tenantId: number;
  customerId: number;
  currency: string;
  received: string;
  at: Date;
  userId: number;
}

declare module '../../../core/events/domain-events.js' {
  interface DomainEventMap {
    'salesOrder.created': SalesOrderCreated;
    'salesOrder.approved': SalesOrderApproved;
    'salesOrder.cancelled': SalesOrderCancelled;
  }
}
