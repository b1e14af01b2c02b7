import { INVOICE_HOLDING_STATUSES } from '@partdesk/shared/finance/invoice/invoice.codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { invoiceDocument } from './invoice.document.js';
import { finInvoice, finInvoiceLine } from './invoice.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadInvoice(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, finInvoice, id, invoiceDocument.visibleWhere(user), 'errors.notFound', lock);
}

export function invoiceLinesOf(db: Executor, invoiceId: number) {
  return db
    .select()
    .from(finInvoiceLine)
    .where(eq(finInvoiceLine.invoiceId, invoiceId))
    .orderBy(finInvoiceLine.lineNo);
}

/**
 * Per order line: the quantity invoiced (issued) and requested (pending review or to issue); rejected
 * and voided requests hold nothing. Exported to sales (the order shows its invoiced quantities).
 */
export async function invoicedByOrderLine(db: Executor, orderLineIds: readonly number[]) {
  const out = new Map<number, { invoiced: number; requested: number }>();
  if (!orderLineIds.length) return out;
  const rows = await db
    .select({
      lineId: finInvoiceLine.orderLineId,
      invoiced: sql<number>`coalesce(sum(${finInvoiceLine.quantity}) filter (where ${finInvoice.status} = 4), 0)::int`,
      requested: sql<number>`coalesce(sum(${finInvoiceLine.quantity}) filter (where ${finInvoice.status} in (1, 2)), 0)::int`,
    })
    .from(finInvoiceLine)
    .innerJoin(finInvoice, eq(finInvoice.id, finInvoiceLine.invoiceId))
    .where(
      and(
        inArray(finInvoiceLine.orderLineId, [...orderLineIds]),
        inArray(finInvoice.status, [...INVOICE_HOLDING_STATUSES]),
      ),
    )
    .groupBy(finInvoiceLine.orderLineId);
  for (const r of rows) out.set(r.lineId, { invoiced: Number(r.invoiced), requested: Number(r.requested) });
  return out;
}

/** Serialises the requests of one sales order (two requests never both take the same shipped quantity). */
export async function lockOrderInvoicing(tx: Executor, orderId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fin_invoice_order'), ${orderId})`);
}
