import type { SpotLot, SpotOrderLine } from '@partdesk/shared/sales/spot-supply/spot-supply.contract';
import { ORDER_REVIEW } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { http } from '../../../core/http';

/** An approved order as the picker lists it. */
export interface SpotOrderOption {
  Id: number;
  No: string;
  CustomerName: string;
}

/** The calls of the spot supply form (server spot-supply.routes.ts). */
export const spotSupplyApi = {
  /** Approved sales orders whose number contains `no` (the caller's data scope). */
  approvedOrders: (no: string) =>
    http
      .post<{ Records: SpotOrderOption[] }>('/merchant/sale/salesorder/Query', {
        pageIndex: 1,
        pageSize: 20,
        status: [ORDER_REVIEW.approved],
        ...(no ? { No: no } : {}),
      })
      .then((d) => d.Records),
  orderLines: (orderId: number) =>
    http
      .get<{ Records: SpotOrderLine[] }>(`/merchant/sale/spotsupply/order/${orderId}/lines`)
      .then((d) => d.Records),
  lots: (mpn: string) =>
    http.get<{ Records: SpotLot[] }>('/merchant/sale/spotsupply/lots', { Mpn: mpn }).then((d) => d.Records),
  create: (body: {
    OrderId: number;
    Remark: string;
    Lines: { OrderLineId: number; LotId: number; Quantity: number }[];
  }) => http.post<{ Id: number; No: string }>('/merchant/sale/spotsupply', body),
};
