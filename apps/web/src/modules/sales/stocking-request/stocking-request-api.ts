import type { Page } from '@partdesk/shared/core/codes';
import type {
  StockingAbolish,
  StockingRequestCreate,
  StockingRequestView,
  StockingResolve,
} from '@partdesk/shared/sales/stocking-request/stocking-request.contract';
import { http } from '../../../core/http';

const base = '/merchant/sale/stockingrequest';

/** A line of the order as the stocking dialog needs it (GET /merchant/sale/salesorder/:id). */
export interface OrderLineForStocking {
  Id: number;
  LineNo: number;
  Mpn: string;
  Brand: string;
  Quantity: number;
  ReservedQty: number;
  ShippedQty: number;
  StockingQty: number;
  NotifyStatus: number;
  IsAbolish: number;
}
export interface OrderForStocking {
  Id: number;
  No: string;
  status: number;
  Lines: OrderLineForStocking[];
}

/** Calls of the stocking request screens (paths and bodies: packages/shared/src/sales/stocking-request). */
export const stockingApi = {
  list: (filters: Record<string, unknown>) =>
    http.post<Page<StockingRequestView>>(`${base}/Query`, { pageIndex: 1, pageSize: 50, ...filters }),
  detail: (id: number) => http.get<StockingRequestView>(`${base}/${id}`),
  order: (id: number) => http.get<OrderForStocking>(`/merchant/sale/salesorder/${id}`),
  create: (body: StockingRequestCreate) => http.post<{ Id: number; No: string }>(base, body),
  abolish: (id: number, body: StockingAbolish) => http.put(`${base}/${id}/abolish`, body),
  resolve: (id: number, body: StockingResolve) => http.put(`${base}/${id}/resolve`, body),
};
