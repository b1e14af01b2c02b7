import type { ChannelField, ChannelMapping } from '@partdesk/shared/purchase/channel/channel.fields';
import { rfqLibraryResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { http } from '../../../core/http';
import { postFile } from '../../product';

export interface ChannelPreview {
  FileName: string;
  HeaderRow: number;
  Headers: string[];
  Mapping: ChannelMapping;
  MappingSource: 'saved' | 'auto';
  Fields: ChannelField[];
  Rows: string[][];
  TotalRows: number;
}

export interface ChannelRowErrorOut {
  Row: number;
  Field: ChannelField;
  Code: string;
  Value: string;
  Message: string;
}

export interface ChannelImportResult {
  ListId: number;
  Imported: number;
  Replaced: number;
  Updated: number;
  Duplicates: number;
  Rejected: number;
  Errors: ChannelRowErrorOut[];
  ErrorSummary: { Field: ChannelField; Code: string; Count: number; Message: string }[];
}

export interface QuotePrefill {
  StockId: number;
  SupplierId: number;
  SupplierName: string;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  Price: string | null;
  Currency: string | null;
}

const base = '/merchant/purchase/channelinventory';

/** Calls of the channel-inventory screens (server: apps/server/src/modules/purchase/channel). */
export const channelApi = {
  preview: (file: File, supplierId: number) =>
    postFile<ChannelPreview>(`${base}/preview`, file, { SupplierId: String(supplierId) }),
  import: (
    file: File,
    fields: { SupplierId: number; HeaderRow: number; Mapping: ChannelMapping; Mode: string },
  ) =>
    postFile<ChannelImportResult>(`${base}/import`, file, {
      SupplierId: String(fields.SupplierId),
      HeaderRow: String(fields.HeaderRow),
      Mapping: JSON.stringify(fields.Mapping),
      Mode: fields.Mode,
    }),
  remove: (id: number) => http.delete<{ Id: number }>(`${base}/${id}`),
  prefill: (stockId: number) =>
    http.get<QuotePrefill>(`/merchant/product/internationalinventory/${stockId}/quote-prefill`),
  /** Open RFQ-library lines of an MPN (the inquiry module's list; purchasing reads it over HTTP only). */
  openLines: async (mpn: string) =>
    (
      await http.post<{ Records: { Id: number; InquiryNo: string; Mpn: string; Quantity: number }[] }>(
        rfqLibraryResource.api.list,
        { pageIndex: 1, pageSize: 20, Mpn: mpn },
      )
    ).Records,
  suppliers: async (keyword: string) =>
    (
      await http.get<{ Records: { Id: number; Code: string; Name: string }[] }>(
        '/merchant/purchase/supplier/lookup',
        { keyword },
      )
    ).Records,
};

/** The new-purchasequote form's address for a line, prefilled from a stock row (decision 0044). */
export function quoteUrl(lineId: number, p: QuotePrefill): string {
  const q = new URLSearchParams({ lineId: String(lineId), SupplierId: String(p.SupplierId), Mpn: p.Mpn });
  const more: Record<string, string | number | null> = {
    Brand: p.Brand,
    Package: p.Package,
    DateCode: p.DateCode,
    Quantity: p.Quantity,
    CostPrice: p.Price,
    Currency: p.Currency,
  };
  for (const [k, v] of Object.entries(more)) if (v !== null && v !== '') q.set(k, String(v));
  return `/forQuotation/new-purchasequote?${q.toString()}`;
}
