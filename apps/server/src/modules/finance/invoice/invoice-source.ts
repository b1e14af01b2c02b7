import type { AuthUser } from '../../../core/access/access.js';
import type { Executor, Tx } from '../../../core/db/client.js';

/** A sales order as the invoice requests need it (read by the sales module, handed to finance). */
export interface InvoiceSourceOrder {
  id: number;
  no: string;
  tenantId: number;
  ownerId: number;
  customerId: number;
  customerName: string;
  currency: string;
  /** Percent, as the order stores it ("13.00"). */
  taxRate: string;
  /** Approved (and not cancelled): invoices may be requested on its shipped lines. */
  invoiceable: boolean;
  /** The customer's billing details (crm_customer: billing company, tax number, address, phone). */
  buyer: { name: string; taxNo: string; address: string; phone: string };
  lines: {
    id: number;
    lineNo: number;
    mpn: string;
    brand: string;
    quantity: number;
    shippedQty: number;
    unitPrice: string;
  }[];
}

/**
 * The order reader: the order if `user` may see it (the sales order's row rule), with its lines; `tx`
 * the caller's transaction. Sales sits above finance (module order), so sales hands this function to
 * finance at registration (like purchase's demand sources, decision 0034) — finance never imports sales
 * nor reads its tables.
 */
export type InvoiceSource = (
  tx: Executor | Tx,
  user: AuthUser,
  orderId: number,
) => Promise<InvoiceSourceOrder | undefined>;

const sources = new WeakMap<object, InvoiceSource>();

/** Sales registers its order reader per app database (`registerInvoiceSource(app.ctx.db, reader)`). */
export function registerInvoiceSource(db: object, source: InvoiceSource): void {
  sources.set(db, source);
}

export function invoiceSourceOf(db: object): InvoiceSource | undefined {
  return sources.get(db);
}

/** A shipped line of an approved order, as the invoicing lists (order picker, requirements) need it. */
export interface InvoiceableLine {
  orderId: number;
  orderNo: string;
  orderDate: string;
  ownerId: number;
  customerId: number;
  customerName: string;
  currency: string;
  /** Percent ("13.00"). */
  taxRate: string;
  lineId: number;
  shippedQty: number;
  unitPrice: string;
}

/**
 * The shipped lines (shipped > 0) of the approved orders `user` may see (the sales order's row rule),
 * optionally of one customer; sales hands it over like the order reader (decision 0055).
 */
export type InvoiceableLines = (
  db: Executor,
  user: AuthUser,
  filter: { customerId?: number },
) => Promise<InvoiceableLine[]>;

const lineSources = new WeakMap<object, InvoiceableLines>();

/** Sales registers its shipped-lines reader per app database. */
export function registerInvoiceableLines(db: object, source: InvoiceableLines): void {
  lineSources.set(db, source);
}

export function invoiceableLinesOf(db: object): InvoiceableLines | undefined {
  return lineSources.get(db);
}
