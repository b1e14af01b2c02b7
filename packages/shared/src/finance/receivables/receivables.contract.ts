import { z } from 'zod';

/** Query of a customer statement (GET /merchant/finance/customerbill, /pdf, /xlsx). */
export const customerBillQuery = z.object({
  CustomerId: z.coerce.number().int().positive(),
  Currency: z.string().trim().toUpperCase().min(3).max(3),
  DateStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  DateEnd: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** One owner company; absent = every company. */
  TenantId: z.coerce.number().int().positive().optional(),
  lang: z.string().optional(),
});
export type CustomerBillQuery = z.infer<typeof customerBillQuery>;

/** One ledger line of the statement: billed (+), receipts (−) or allowances (−), running balance. */
export interface CustomerBillLine {
  Date: string;
  TenantId: number;
  /** The column the entry is in. */
  Kind: 'billed' | 'received' | 'allowance';
  DocType: string;
  DocNo: string;
  Remark: string;
  Billed: string;
  Received: string;
  Allowance: string;
  Balance: string;
}

export interface CustomerBill {
  CustomerId: number;
  CustomerCode: string;
  CustomerName: string;
  Currency: string;
  TenantId: number | null;
  DateStart: string;
  DateEnd: string;
  Opening: string;
  Billed: string;
  Received: string;
  Allowance: string;
  Closing: string;
  /** Money received but not yet applied at the period end: pre-collected + customer balance. */
  Unapplied: string;
  Lines: CustomerBillLine[];
}

/** One row of the finance exceptions list. */
export interface AbnormalRow {
  Id: string;
  Kind: number;
  DocType: string;
  DocId: number;
  DocNo: string;
  PartyName: string;
  TenantId: number;
  Currency: string;
  Amount: string;
  Date: string;
  Days: number;
}

/** The receivables of one customer (the overdue badge of the customer detail). */
export interface CustomerReceivables {
  CustomerId: number;
  Overdue: boolean;
  Rows: {
    Currency: string;
    Open: string;
    Overdue: string;
    MaxDaysOverdue: number;
    RemainingCredit: string;
  }[];
}
