import { isoDay } from '@partdesk/shared/core/dates';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { sysTenant, sysUser } from '../../../core/access/identity.table.js';
import type { Executor } from '../../../core/db/client.js';
import { crmContact, crmCustomer } from '../../crm/index.js';
import { baseAccount, baseCountry } from '../../lookups/index.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';

/** A party's name in both languages (the PDF picks one). */
export interface Bi {
  zh: string;
  en: string;
}

/** What the contract / PI shows (GET …/:id/contract and the PDF): no cost, no margin. */
export interface ContractView {
  Id: number;
  No: string;
  Date: string;
  Currency: string;
  TaxRate: string;
  Amount: string;
  TaxAmount: string;
  Total: string;
  PaymentTerms: number;
  Remark: string;
  /** The owner company's letterhead: name and address in both languages, phone, email. */
  Seller: Bi & { Country: string; Address: Bi; Phone: string; Email: string };
  Buyer: Bi & { Address: string; Phone: string };
  Contact: { Name: string; Phone: string } | null;
  Salesperson: Bi;
  Consignee: { Name: string; Phone: string; Address: string; Country: Bi };
  Account: {
    Name: Bi;
    BankName: string;
    AccountName: string;
    AccountNo: string;
    SwiftCode: string;
    BankAddress: string;
    Currency: string;
  } | null;
  Lines: {
    LineNo: number;
    Mpn: string;
    Brand: string;
    Package: string;
    DateCode: string;
    Quantity: number;
    UnitPrice: string;
    Amount: string;
    RequiredDate: string | null;
    CustomerPn: string;
  }[];
}

/**
 * The bank account the contract prints: the order's chosen payment account, else the owner company's
 * enabled receiving account in the order currency, else its default receiving account (decision 0032).
 */
async function accountFor(db: Executor, tenantId: number, currency: string, payAccountId: number | null) {
  if (payAccountId) {
    const [a] = await db.select().from(baseAccount).where(eq(baseAccount.id, payAccountId));
    if (a) return a;
  }
  const [a] = await db
    .select()
    .from(baseAccount)
    .where(
      and(
        eq(baseAccount.tenantId, tenantId),
        eq(baseAccount.enabled, true),
        inArray(baseAccount.direction, [1, 3]),
      ),
    )
    .orderBy(
      desc(sql`${baseAccount.currency} = ${currency}`),
      desc(baseAccount.isDefault),
      asc(baseAccount.sort),
      asc(baseAccount.id),
    )
    .limit(1);
  return a ?? null;
}

/** The contract of an order (the caller has checked the order is theirs to see). */
export async function contractOf(db: Executor, id: number): Promise<ContractView> {
  const [o] = await db.select().from(salesOrder).where(eq(salesOrder.id, id));
  if (!o) throw new Error(`contractOf: no sales order ${id}`);
  const [tenant] = await db.select().from(sysTenant).where(eq(sysTenant.id, o.tenantId));
  const [customer] = await db.select().from(crmCustomer).where(eq(crmCustomer.id, o.customerId));
  const [contact] = o.contactId
    ? await db.select().from(crmContact).where(eq(crmContact.id, o.contactId))
    : [];
  const [owner] = await db
    .select({ name: sysUser.name, nameEn: sysUser.nameEn })
    .from(sysUser)
    .where(eq(sysUser.id, o.ownerId));
  const [country] = await db.select().from(baseCountry).where(eq(baseCountry.id, o.countryId));
  const account = await accountFor(db, o.tenantId, o.currency, o.payAccountId);
  const lines = await db
    .select()
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, id))
    .orderBy(asc(salesOrderLine.lineNo));
  return {
    Id: o.id,
    No: o.no,
    Date: isoDay(o.createdAt),
    Currency: o.currency,
    TaxRate: o.taxRate,
    Amount: o.amount,
    TaxAmount: o.taxAmount,
    Total: o.total,
    PaymentTerms: o.paymentTerms,
    Remark: o.remark,
    Seller: {
      zh: tenant?.name ?? '',
      en: tenant?.nameEn || tenant?.name || '',
      Country: tenant?.country ?? '',
      Address: { zh: tenant?.address ?? '', en: tenant?.addressEn || tenant?.address || '' },
      Phone: tenant?.phone ?? '',
      Email: tenant?.email ?? '',
    },
    Buyer: {
      zh: customer?.name || customer?.shortName || '',
      en: customer?.nameEn || customer?.name || '',
      Address: customer?.address ?? '',
      Phone: customer?.phone ?? '',
    },
    Contact: contact ? { Name: contact.name, Phone: contact.phone } : null,
    Salesperson: { zh: owner?.name ?? '', en: owner?.nameEn || owner?.name || '' },
    Consignee: {
      Name: o.consigneeName,
      Phone: o.consigneePhone,
      Address: o.consigneeAddress,
      Country: { zh: country?.nameCn ?? '', en: country?.nameEn ?? '' },
    },
    Account: account
      ? {
          Name: { zh: account.name, en: account.nameEn || account.name },
          BankName: account.bankName,
          AccountName: account.accountName,
          AccountNo: account.accountNo,
          SwiftCode: account.swiftCode,
          BankAddress: account.bankAddress,
          Currency: account.currency,
        }
      : null,
    Lines: lines.map((l) => ({
      LineNo: l.lineNo,
      Mpn: l.mpn,
      Brand: l.brand,
      Package: l.package,
      DateCode: l.dateCode,
      Quantity: l.quantity,
      UnitPrice: l.unitPrice,
      Amount: l.amount,
      RequiredDate: l.requiredDate,
      CustomerPn: l.customerPn,
    })),
  };
}
