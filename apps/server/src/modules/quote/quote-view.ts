import type { QuoteLineView, QuoteView } from '@partdesk/shared/quote/quote-contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.js';
import { quoQuote, quoQuoteLine, type TierJson } from './quote.table.js';

export type QuoteDetail = QuoteView & {
  CustomerNameEn: string;
  SalespersonNameEn: string;
  TenantName: string;
  TenantNameEn: string;
  ContactEmail: string | null;
};

/** A quote's header with names, and its lines with the purchase quote and supplier (detail and PDF). */
export async function quoteDetail(db: Executor, id: number): Promise<QuoteDetail> {
  const [h] = await db
    .select({
      Id: quoQuote.id,
      No: quoQuote.no,
      TenantId: quoQuote.tenantId,
      TenantName: sql<string>`(select t.name from sys_tenant t where t.id = ${quoQuote.tenantId})`,
      TenantNameEn: sql<string>`(select t.name_en from sys_tenant t where t.id = ${quoQuote.tenantId})`,
      InquiryId: quoQuote.inquiryId,
      InquiryNo: sql<string>`(select i.no from inq_inquiry i where i.id = ${quoQuote.inquiryId})`,
      CustomerId: quoQuote.customerId,
      CustomerName: sql<string>`(select c.name from crm_customer c where c.id = ${quoQuote.customerId})`,
      CustomerNameEn: sql<string>`(select c.name_en from crm_customer c where c.id = ${quoQuote.customerId})`,
      CustomerCode: sql<string>`(select c.code from crm_customer c where c.id = ${quoQuote.customerId})`,
      ContactId: quoQuote.contactId,
      ContactName: sql<string | null>`(select k.name from crm_contact k where k.id = ${quoQuote.contactId})`,
      ContactEmail: sql<
        string | null
      >`(select k.email from crm_contact k where k.id = ${quoQuote.contactId})`,
      SalespersonId: quoQuote.salespersonId,
      SalespersonName: sql<string>`(select u.name from sys_user u where u.id = ${quoQuote.salespersonId})`,
      SalespersonNameEn: sql<string>`(select coalesce(nullif(u.name_en, ''), u.name) from sys_user u where u.id = ${quoQuote.salespersonId})`,
      Currency: quoQuote.currency,
      Rate: quoQuote.rate,
      QuoteDate: quoQuote.quoteDate,
      ValidUntil: quoQuote.validUntil,
      Remark: quoQuote.remark,
      Status: quoQuote.status,
      NeedsApproval: quoQuote.needsApproval,
      ReviewComment: quoQuote.reviewComment,
      SentAt: quoQuote.sentAt,
      Total: quoQuote.total,
      CreatedAt: quoQuote.createdAt,
      Version: quoQuote.version,
    })
    .from(quoQuote)
    .where(eq(quoQuote.id, id));
  const lines = await db
    .select({
      Id: quoQuoteLine.id,
      LineNo: quoQuoteLine.lineNo,
      InquiryLineId: quoQuoteLine.inquiryLineId,
      PurchaseQuoteId: quoQuoteLine.purchaseQuoteId,
      PurchaseQuoteNo: sql<
        string | null
      >`(select p.no from inq_purchase_quote p where p.id = ${quoQuoteLine.purchaseQuoteId})`,
      SupplierId: quoQuoteLine.supplierId,
      SupplierName: sql<
        string | null
      >`(select s.name from pur_supplier s where s.id = ${quoQuoteLine.supplierId})`,
      PartId: quoQuoteLine.partId,
      Mpn: quoQuoteLine.mpn,
      Brand: quoQuoteLine.brand,
      Package: quoQuoteLine.package,
      DateCode: quoQuoteLine.dateCode,
      Quantity: quoQuoteLine.quantity,
      SalePrice: quoQuoteLine.salePrice,
      CostPrice: quoQuoteLine.costPrice,
      CostCurrency: quoQuoteLine.costCurrency,
      SuggestedPrice: quoQuoteLine.suggestedPrice,
      MarginPercent: quoQuoteLine.marginPercent,
      BelowSuggested: quoQuoteLine.belowSuggested,
      Tiers: quoQuoteLine.tiers,
      LeadTimeDays: quoQuoteLine.leadTimeDays,
      Remark: quoQuoteLine.remark,
      Version: quoQuoteLine.version,
    })
    .from(quoQuoteLine)
    .where(eq(quoQuoteLine.quoteId, id))
    .orderBy(asc(quoQuoteLine.lineNo));
  return {
    ...h!,
    SentAt: h!.SentAt ? h!.SentAt.toISOString() : null,
    CreatedAt: h!.CreatedAt.toISOString(),
    Lines: lines.map((l) => ({ ...l, Tiers: l.Tiers as TierJson })) as QuoteLineView[],
  };
}
