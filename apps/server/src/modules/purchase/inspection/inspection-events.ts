/**
 * Purchasing's inbound events (core/events, decision 0016; decision 0040). Published inside the deciding
 * transaction; sales subscribes by name (it sits above purchase and is never imported here).
 */

/**
 * An inspection passed (quality-audit approved): its lot is available. `salesOrderLineId` the sales order
 * line the PO line serves (null: bought for stock).
 */
export interface InboundLotPassed {
  inspectionId: number;
  inspectionNo: string;
  receiptNo: string;
  orderNo: string;
  tenantId: number;
  lotId: number;
  mpn: string;
  qty: number;
  salesOrderId: number | null;
  salesOrderLineId: number | null;
  userId: number;
}

declare module '../../../core/events/domain-events.js' {
  interface DomainEventMap {
    'purchase.lotPassed': InboundLotPassed;
  }
}
