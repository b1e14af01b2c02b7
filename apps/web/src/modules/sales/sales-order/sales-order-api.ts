import type { Page } from '@partdesk/shared/core/codes';
import type {
  OrderableQuoteLine,
  SalesOrderCreate,
  SalesOrderSchedule,
  SalesOrderUpdate,
} from '@partdesk/shared/sales/sales-order/sales-order.contract';
import { salesOrderResource } from '@partdesk/shared/sales/sales-order/sales-order.resource';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../../core/http';
import { download, type HistoryEntry, resourceQueryKey } from '../../../kit';
import { postFile } from '../../product';

const base = '/merchant/sale/salesorder';

/** A line of GET /merchant/sale/salesorder/:id (cost fields absent for who may not see cost). */
export interface SalesOrderLineView {
  Id: number;
  LineNo: number;
  QuoteLineId: number | null;
  PartId: number | null;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  UnitPrice: string;
  Amount: string;
  RequiredDate: string | null;
  CustomerPn: string;
  PurchaseQuoteId?: number | null;
  LotId?: number | null;
  CostPrice?: string | null;
  CostCurrency?: string | null;
  LandedCost?: string | null;
  GrossProfit?: string | null;
  GpPercent?: string | null;
  ReservedQty: number;
  StockingQty: number;
  NotifiedQty: number;
  ShippedQty: number;
  StockStatus: number;
  NotifyStatus: number;
  ShipStatus: number;
  IsAbolish: number;
  AbolishReason?: string | null;
  Remark: string;
}

/** GET /merchant/sale/salesorder/:id. */
export interface SalesOrderView {
  Id: number;
  No: string;
  TenantId: number;
  CustomerId: number;
  CustomerName: string | null;
  OwnerId: number;
  OwnerName: string | null;
  ContactId: number | null;
  Currency: string;
  Rate: string;
  TaxRate: string;
  PaymentTerms: number;
  PayAccountId: number | null;
  ConsigneeName: string;
  ConsigneePhone: string;
  ConsigneeAddress: string;
  CountryId: number;
  CourierId: number | null;
  Remark: string;
  Amount: string;
  TaxAmount: string;
  Total: string;
  Received: string;
  status: number;
  inBoundStatus: number;
  NotifyStatus: number;
  ShipStatus: number;
  PayStatus: number;
  isAbolish: number;
  LandedCost?: string | null;
  GrossProfit?: string | null;
  GpPercent?: string | null;
  BelowGpFloor?: boolean | null;
  ReviewComment?: string | null;
  CancelReason?: string | null;
  Paused?: boolean;
  CreatedAt: string;
  Version: number;
  Lines: SalesOrderLineView[];
}

/** A quote line the customer may order (GET …/quotelines?customerId=, the picker of createdSalesOrder). */
export type { OrderableQuoteLine };

/** A row of GET /merchant/document/attachments. */
export interface AttachmentRow {
  Id: number;
  FileName: string;
  Size?: number;
  UploadedByName?: string | null;
  UploadedAt?: string;
}

/** One dated delivery of a line (PUT …/:id/schedule, shared `salesOrderScheduleBody`). */
export type ScheduleDelivery = SalesOrderSchedule['Deliveries'][number];

/** Calls of the sales order screens (paths and bodies: packages/shared/src/sales/sales-order). */
export const salesOrderApi = {
  detail: (id: number) => http.get<SalesOrderView>(`${base}/${id}`),
  /** Create / update are silent: the form shows a refusal under the field it names. */
  create: (body: SalesOrderCreate) =>
    http.post<{ Id: number; No: string; Version: number }>(base, body, { silent: true }),
  update: (id: number, body: SalesOrderUpdate) =>
    http.put<{ Id: number; No?: string; Version: number }>(`${base}/${id}`, body, { silent: true }),
  /** PUT …/:id/submit | notify | cancel at the Version read (engineer C's routes). */
  action: (id: number, action: 'submit' | 'notify' | 'cancel', Version: number, Reason = '') =>
    http.put(`${base}/${id}/${action}`, action === 'notify' ? { Version } : { Version, Reason }),
  quoteLines: async (customerId: number) => {
    const d = await http.get<OrderableQuoteLine[] | Page<OrderableQuoteLine>>(`${base}/quotelines`, {
      customerId,
    });
    return Array.isArray(d) ? d : (d.Records ?? []);
  },
  pdf: (id: number, no: string, lang: 'zh-CN' | 'en-US') =>
    download('GET', `${base}/${id}/pdf?lang=${lang}`, undefined, `${no}-${lang}.pdf`),
  schedule: (id: number, body: SalesOrderSchedule) => http.put(`${base}/${id}/schedule`, body),
  /** What is due per week (engineer A's POST …/schedule/Query; its rows as the screen expects them). */
  due: (body: Record<string, unknown>) =>
    http.post<Page<DueRow>>(`${base}/schedule/Query`, body, { silent: true }),
  attachments: async (id: number) =>
    (await http.get<Page<AttachmentRow>>('/merchant/document/attachments', { type: 'salesOrder', id }))
      .Records ?? [],
  upload: (id: number, file: File) =>
    postFile<AttachmentRow>(`/merchant/document/attachment?type=salesOrder&id=${id}`, file, {}),
  removeAttachment: (attachmentId: number) =>
    http.put(`/merchant/document/attachment/${attachmentId}/delete`, undefined, { silent: true }),
  history: async (id: number) =>
    (await http.get<Page<HistoryEntry>>('/merchant/document/history', { type: 'salesOrder', id })).Records ??
    [],
};

/** A row of the due-per-week list. */
export interface DueRow {
  Week: string;
  DueDate: string;
  OrderId: number;
  OrderNo: string;
  CustomerName?: string | null;
  Mpn: string;
  Quantity: number;
}

export const SALES_ORDER_ROUTES = {
  list: '/sales/salesOrder',
  add: '/sales/addOrder',
  edit: (id: number) => `/sales/editSalesOrder?id=${id}`,
  detail: (id: number) => `/sales/salesOrderDetail?id=${id}`,
  schedule: (id: number) => `/sales/scheduleSaleOrder?id=${id}`,
} as const;

/** After a change: the list (kit key) and every sales order detail read again. */
export const afterSalesOrderChange = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: resourceQueryKey(salesOrderResource) }),
    qc.invalidateQueries({ queryKey: ['salesOrder'] }),
  ]);
