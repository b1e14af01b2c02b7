import {
  RECEIPT_PENDING_STATUSES,
  RECEIPT_SOURCE,
} from '@partdesk/shared/sales/sales-receipt/sales-receipt.codes';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor, Tx } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { salesReceiptDocument } from './sales-receipt.document.js';
import { salesReceipt, salesReceiptLine } from './sales-receipt.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadSalesReceipt(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, salesReceipt, id, salesReceiptDocument.visibleWhere(user), 'errors.notFound', lock);
}

export const receiptLinesOf = (db: Executor, receiptId: number) =>
  db
    .select()
    .from(salesReceiptLine)
    .where(eq(salesReceiptLine.receiptId, receiptId))
    .orderBy(asc(salesReceiptLine.lineNo));

/**
 * Serialises every receipt of one customer (create and posting): a transaction-scoped advisory lock,
 * so two receipts never both take the last open amount of an order, of a bank receipt or of the
 * balance (decision 0054). Taken before the order rows are locked, always in this order.
 */
export async function lockCustomerReceipts(tx: Tx, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sales_receipt'), ${customerId})`);
}

/** What pending receipts (sales review or finance) hold of each order, by order id (2-decimal strings). */
export async function pendingByOrder(
  db: Executor,
  orderIds: readonly number[],
  exceptReceiptId = 0,
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (!orderIds.length) return out;
  const rows = await db
    .select({
      orderId: salesReceiptLine.orderId,
      pending: sql<string>`coalesce(sum(${salesReceiptLine.amount}), 0)::numeric(18, 2)::text`,
    })
    .from(salesReceiptLine)
    .innerJoin(salesReceipt, eq(salesReceipt.id, salesReceiptLine.receiptId))
    .where(
      and(
        inArray(salesReceiptLine.orderId, [...orderIds]),
        inArray(salesReceipt.status, [...RECEIPT_PENDING_STATUSES]),
        ne(salesReceipt.id, exceptReceiptId),
      ),
    )
    .groupBy(salesReceiptLine.orderId);
  for (const r of rows) out.set(r.orderId, r.pending);
  return out;
}

/** What pending receipts hold of one bank receipt YS, or of a customer's balance in one currency. */
export async function pendingOnSource(
  db: Executor,
  src: { bankReceiptId: number } | { customerId: number; currency: string },
  exceptReceiptId = 0,
): Promise<string> {
  const [r] = await db
    .select({ held: sql<string>`coalesce(sum(${salesReceipt.amount}), 0)::numeric(18, 2)::text` })
    .from(salesReceipt)
    .where(
      and(
        inArray(salesReceipt.status, [...RECEIPT_PENDING_STATUSES]),
        ne(salesReceipt.id, exceptReceiptId),
        'bankReceiptId' in src
          ? eq(salesReceipt.bankReceiptId, src.bankReceiptId)
          : and(
              eq(salesReceipt.source, RECEIPT_SOURCE.balance),
              eq(salesReceipt.customerId, src.customerId),
              eq(salesReceipt.currency, src.currency),
            ),
      ),
    );
  return r?.held ?? '0.00';
}
