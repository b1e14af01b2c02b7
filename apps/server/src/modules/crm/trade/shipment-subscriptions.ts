import { SHIPMENT_DOC } from '@partdesk/shared/logistics/shipment/shipment.codes';
import type { DomainEvents } from '../../../core/events/index.js';
import { recordTradeEntries } from './trade-subscriptions.js';

/**
 * The CRM's subscription to logistics' `shipment.shipped` (decision 0047), in the publisher's transaction
 * like the order and quote ones: a shipped CK appears on the customer's trade timeline (kind `shipment`,
 * the receivable it posted, the orders it shipped as the detail). Logistics never writes crm tables.
 */
export function subscribeCrmToShipments(events: DomainEvents): void {
  events.subscribe('shipment.shipped', {
    subscriber: 'crm.trade',
    delivery: 'transaction',
    handle: (e, { db }) =>
      recordTradeEntries(db, [
        {
          tenantId: e.tenantId,
          customerId: e.customerId,
          kind: 'shipment',
          docType: SHIPMENT_DOC,
          docId: e.shipmentId,
          docNo: e.no,
          at: e.at,
          detail: e.orderNos,
          amount: e.total,
          currency: e.currency,
          userId: e.salespersonId,
        },
      ]),
  });
}
