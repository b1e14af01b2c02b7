import { buttonCodes } from '@partdesk/shared/access/client-access';
import { CUSTOMER_STATUS } from '@partdesk/shared/crm/crm-codes';
import { INQUIRY_DELETE_TYPE, INQUIRY_MENU } from '@partdesk/shared/inquiry/inquiry-codes';
import {
  inquiryResource,
  purchaseQuoteResource,
  rfqLibraryResource,
} from '@partdesk/shared/inquiry/inquiry-resource';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import type { SessionData } from '../../core/session';
import { resourceQueryKey } from '../../kit';

/**
 * The calls of the inquiry and sourcing screens (apps/server/src/modules/inquiry, README there).
 * Writes a form shows on its own field are `silent`; the others let the API client show the
 * server's (translated) message.
 */

/** The screens (leaves of packages/shared/src/access/menu-tree.ts). */
export const INQUIRY_PATHS = {
  list: '/forQuotation/rfq-menu',
  edit: '/forQuotation/rfq-detail_edit',
  quote: '/forQuotation/rfq-detail_quote',
  library: '/forQuotation/purchase-rfqlibrary',
  newQuote: '/forQuotation/new-purchasequote',
  quotes: '/forQuotation/purchase-quote',
} as const;

export interface InquiryLine {
  Id: number;
  LineNo: number;
  Mpn: string;
  PartId: number | null;
  BrandId: number | null;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  TargetPrice: string | null;
  Currency: string | null;
  Delivery: string;
  IsUrgent: boolean;
  CustomerPn: string;
  Description: string;
  Remark: string;
  QuoteStatus: number;
  SendBackReason: string | null;
  QuotedAt: string | null;
  Quotes: number;
  Version: number;
}

export interface InquiryDetail {
  Id: number;
  No: string;
  CustomerId: number;
  CustomerCode: string;
  CustomerName: string;
  ContactId: number | null;
  ContactName: string | null;
  SalespersonId: number;
  Currency: string;
  Source: string;
  FileName: string;
  Status: number;
  TransferToId: number | null;
  TransferReason: string | null;
  Remark: string;
  CreatedAt: string;
  Version: number;
  Lines: InquiryLine[];
}

/** A line as POST/PUT sends it (typed in the grid or taken from a BOM import). */
export interface LineInput {
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  TargetPrice?: string | null;
  Currency?: string | null;
  Delivery: string;
  IsUrgent: boolean;
  CustomerPn: string;
  Description: string;
  Remark: string;
}

export interface InquiryCreate {
  CustomerId: number;
  ContactId?: number | null;
  Currency?: string | null;
  Source?: string;
  Remark?: string;
  FileName?: string;
  Lines: LineInput[];
}

export interface LineChange {
  Id: number;
  Quantity?: number;
  TargetPrice?: string | null;
  Currency?: string | null;
  DateCode?: string;
  Package?: string;
  Delivery?: string;
  IsUrgent?: boolean;
  Remark?: string;
}

export interface InquiryUpdate {
  ContactId?: number | null;
  Currency?: string | null;
  Source?: string;
  Remark?: string;
  Version: number;
  Lines: LineChange[];
  AddLines: LineInput[];
}

/** A purchase quote (CB) as the line's offers list it: fresher D/C first, `DateCodeMonths` its age. */
export interface PurchaseQuote {
  Id: number;
  No: string;
  InquiryNo: string;
  LineId: number;
  SupplierId: number;
  SupplierName: string;
  BuyerId: number;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  DateCodeMonths: number | null;
  CostPrice: string;
  Currency: string;
  Quantity: number;
  Moq: number;
  LeadTimeDays: number;
  ValidUntil: string;
  Condition: number;
  Source: number;
  IsTentative: boolean;
  Remark: string;
  Status: number;
  CreatedAt: string;
  Version: number;
}

/** An RFQ library line: no customer, contact, customer PN or remark (the server strips them). */
export interface LibraryLine {
  Id: number;
  InquiryNo: string;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  TargetPrice: string | null;
  Currency: string | null;
  Delivery: string;
  IsUrgent: boolean;
  Description: string;
  quoteStatus: number;
  SalespersonId: number;
  LastQuotedAt: string | null;
  CreatedAt: string;
  Version: number;
  Quotes: PurchaseQuote[];
}

export interface SupplierOption {
  Id: number;
  Code: string;
  Name: string;
  ShortName: string;
  Currency: string;
  Grade: string;
}

export interface CustomerOption {
  Id: number;
  Code: string;
  ShortName: string;
  Name: string;
  Currency?: string;
}

export interface ContactOption {
  Id: number;
  Name: string;
  Email: string;
  IsPrimary: boolean;
  Status: number;
}

const id = (n: number) => encodeURIComponent(String(n));

export const inquiryApi = {
  detail: (inquiryId: number) =>
    http.get<InquiryDetail>(`/merchant/forqutation/inquiry/${id(inquiryId)}`, undefined, { silent: true }),
  create: (body: InquiryCreate) =>
    http.post<{ Id: number; No: string; Lines: number }>('/merchant/forqutation/inquiry', body, {
      silent: true,
    }),
  update: (inquiryId: number, body: InquiryUpdate) =>
    http.put<{ Id: number; Version: number }>(`/merchant/forqutation/inquiry/${id(inquiryId)}`, body, {
      silent: true,
    }),
  transfer: (inquiryId: number, body: { ToSalespersonId: number; Reason: string; Version: number }) =>
    http.put<unknown>(`/merchant/forqutation/inquiry/${id(inquiryId)}/transfer`, body, { silent: true }),
  close: (inquiryId: number, Version: number) =>
    http.put<unknown>(`/merchant/forqutation/inquiry/${id(inquiryId)}/close`, { Version }),
  remove: (inquiryId: number) =>
    http.put<unknown>('/merchant/common/delete', undefined, {
      query: { type: INQUIRY_DELETE_TYPE, id: inquiryId },
    }),
  sendBack: (lineId: number, body: { Reason: string; Version: number }) =>
    http.put<unknown>(`/merchant/forqutation/line/${id(lineId)}/sendback`, body, { silent: true }),
  lineQuotes: async (lineId: number) =>
    (
      await http.get<{ Records: PurchaseQuote[]; TotalCount: number }>(
        `/merchant/forqutation/line/${id(lineId)}/quotes`,
      )
    ).Records,
  libraryLine: (lineId: number) =>
    http.get<LibraryLine>(`/merchant/forqutation/rfqlibrary/${id(lineId)}`, undefined, { silent: true }),
  createQuote: (body: Record<string, unknown>) =>
    http.post<{ Id: number; No: string; QuoteStatus: number }>('/merchant/forqutation/purchasequote', body, {
      silent: true,
    }),
  voidQuote: (quoteId: number, Version: number) =>
    http.put<unknown>(`/merchant/forqutation/purchasequote/${id(quoteId)}/void`, { Version }),
  suppliers: async (keyword: string) =>
    (await http.get<{ Records: SupplierOption[] }>('/merchant/purchase/supplier/lookup', { keyword }))
      .Records,
  customers: async (text: string) =>
    (
      await http.post<{ Records: CustomerOption[] }>('/merchant/crm/customer/Query', {
        pageIndex: 1,
        pageSize: 20,
        Status: [CUSTOMER_STATUS.active],
        ...(text ? { Name: text } : {}),
      })
    ).Records,
  contacts: async (customerId: number) =>
    (await http.get<{ Contacts?: ContactOption[] }>(`/merchant/crm/customer/${id(customerId)}`)).Contacts ??
    [],
};

/** The queries an inquiry write changes besides the inquiry list (its kit list's `refresh`). */
export const INQUIRY_LINKED_KEYS = [
  resourceQueryKey(rfqLibraryResource),
  resourceQueryKey(purchaseQuoteResource),
  ['inquiry'],
] as const;

/** After a write: every inquiry, library and purchase quote list refetches. */
export async function afterInquiryChange(qc: QueryClient): Promise<void> {
  await Promise.all(
    [inquiryResource, rfqLibraryResource, purchaseQuoteResource].map((d) =>
      qc.invalidateQueries({ queryKey: resourceQueryKey(d) }),
    ),
  );
  await qc.invalidateQueries({ queryKey: ['inquiry'] });
}

/**
 * Whether the session holds a button code (spec §2: 0101 notify/quote, 0102 transfer/delete, 0103
 * add) on the inquiry list; administrators hold all. The server checks again on every call.
 */
export function mayButton(session: SessionData | null, code: '0101' | '0102' | '0103'): boolean {
  if (!session) return false;
  if (session.user.isAdmin) return true;
  return buttonCodes(session.menus, INQUIRY_MENU.list).includes(code);
}
