import type {
  InternalStockOrderCreate,
  InternalStockOrderDetail,
} from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.contract';
import { http } from '../../../core/http';

const base = '/merchant/purchase/internalstockorder';
const review = '/merchant/review/internalStockOrder';

/** The internal stock order calls (decision 0057). Writes are silent: the form shows a refusal on its field. */
export const stockOrderApi = {
  detail: (id: number) => http.get<InternalStockOrderDetail>(`${base}/${id}`),
  create: (body: InternalStockOrderCreate) =>
    http.post<{ Id: number; No: string; Version: number }>(base, body, { silent: true }),
  update: (id: number, body: InternalStockOrderCreate & { Version: number }) =>
    http.put<{ Id: number; Version: number }>(`${base}/${id}`, body, { silent: true }),
  submit: (id: number, Version: number) =>
    http.put<{ Status: number; Version: number }>(`${base}/${id}/submit`, { Version }, { silent: true }),
  cancel: (id: number, Version: number, Reason: string) =>
    http.put<{ Status: number; Version: number }>(
      `${base}/${id}/cancel`,
      { Version, Reason },
      { silent: true },
    ),
  /** The purchasing head decides on this screen through the generic review routes. */
  decide: (action: 'approve' | 'reject', requestId: number, Comment: string) =>
    http.put(`${review}/${action}`, { Ids: [requestId], Comment }, { silent: true }),
};
