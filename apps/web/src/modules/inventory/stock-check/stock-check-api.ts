import type {
  LotMoveView,
  StockCheckDetail,
  StockCheckLineInput,
} from '@partdesk/shared/inventory/stock-check/stock-check.contract';
import { http } from '../../../core/http';

const base = '/merchant/inventory/stockcheck';

/** Calls of the stock check screens (paths and bodies: packages/shared/src/inventory/stock-check). */
export const stockCheckApi = {
  detail: (id: number) => http.get<StockCheckDetail>(`${base}/${id}`),
  save: (id: number, Version: number, Lines: StockCheckLineInput[]) =>
    http.put<{ Version: number }>(`${base}/${id}`, { Version, Lines }),
  submit: (id: number, Version: number) => http.put(`${base}/${id}/submit`, { Version }),
  lotMoves: (lotId: number) => http.get<{ Records: LotMoveView[] }>(`/merchant/inventory/lot/${lotId}/moves`),
  /** The caller's pending review request of this sheet (null: nothing the caller may decide). */
  pendingRequest: async (docId: number) => {
    const page = await http.post<{ Records: { Id: number; DocId: number }[] }>(
      '/merchant/review/stockCheck/Query',
      { pageIndex: 1, pageSize: 100 },
    );
    return page.Records.find((r) => r.DocId === docId) ?? null;
  },
  decide: (action: 'approve' | 'reject', requestId: number, Comment = '') =>
    http.put(`/merchant/review/stockCheck/${action}`, { Ids: [requestId], Comment }),
};
