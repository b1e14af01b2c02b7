/**
 * The shipment's domain events (core/events, decision 0016; decision 0047). Published inside the
 * transaction that ships; lower modules (crm: the customer's trade timeline) subscribe by the event name
 * without importing logistics.
 */

/** A shipment CK shipped: stock out, order lines shipped, receivable posted. */
export interface ShipmentShipped {
  shipmentId: number;
  no: string;
  tenantId: number;
  customerId: number;
  salespersonId: number;
  /** The sales order numbers it ships, comma separated. */
  orderNos: string;
  /** Decimal string: the receivable posted (Σ of its orders' amounts incl. tax), in `currency`. */
  total: string;
  currency: string;
  at: Date;
  userId: number;
}

declare module '../../../core/events/domain-events.js' {
  interface DomainEventMap {
    'shipment.shipped': ShipmentShipped;
  }
}
