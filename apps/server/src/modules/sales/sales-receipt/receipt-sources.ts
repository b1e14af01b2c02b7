import { BANK_RECEIPT_STATUS } from '@partdesk/shared/finance/bank-receipt/bank-receipt.codes';
import { D } from '@partdesk/shared/core/money';
import { and, asc, eq } from 'drizzle-orm';
import { type Env, notFound } from '../../../core/http/index.js';
import { availableBalance } from '../../crm/index.js';
import { finBankReceipt } from '../../finance/index.js';
import { salesOrderDocument } from '../sales-order/sales-order.document.js';
import { salesOrder } from '../sales-order/sales-order.table.js';
import { pendingOnSource } from './sales-receipt.queries.js';
import { bankReceiptUnused } from './use-cases/create-sales-receipt.js';

/**
 * GET /merchant/sale/receipt/sources: what the receipt form offers as the money (decision 0054) — the
 * bank receipts YS claimed for the customer in that currency with what is left of each (pre-collected
 * open − held by receipts in review; only those with something left), and the available balance
 * (− pending refunds and receipts). The customer must have an order the caller sees (else 404).
 */
export async function receiptSources(e: Env, customerId: number, currency: string) {
  const db = e.app.db;
  const [seen] = await db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(eq(salesOrder.customerId, customerId), salesOrderDocument.visibleWhere(e.user)))
    .limit(1);
  if (!seen) throw notFound();
  const cur = currency.toUpperCase();
  const ys = await db
    .select()
    .from(finBankReceipt)
    .where(
      and(
        eq(finBankReceipt.customerId, customerId),
        eq(finBankReceipt.currency, cur),
        eq(finBankReceipt.status, BANK_RECEIPT_STATUS.claimed),
      ),
    )
    .orderBy(asc(finBankReceipt.id));
  const bankReceipts = [];
  for (const y of ys) {
    const unused = await bankReceiptUnused(db, y);
    if (new D(unused).gt(0))
      bankReceipts.push({
        Id: y.id,
        No: y.no,
        TenantId: y.tenantId,
        Amount: y.amount,
        Unused: unused,
        ValueDate: y.valueDate,
      });
  }
  const a = await availableBalance(db, customerId, cur);
  const pending = await pendingOnSource(db, { customerId, currency: cur });
  return {
    BankReceipts: bankReceipts,
    Balance: a.balance,
    Available: new D(a.available).minus(pending).toFixed(2),
  };
}
