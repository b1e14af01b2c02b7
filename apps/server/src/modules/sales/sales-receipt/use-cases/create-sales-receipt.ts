import { docType } from '@partdesk/shared/core/doc-types';
import { D } from '@partdesk/shared/core/money';
import {
  BANK_RECEIPT_DOC,
  BANK_RECEIPT_STATUS,
} from '@partdesk/shared/finance/bank-receipt/bank-receipt.codes';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { ORDER_REVIEW } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import {
  RECEIPT_SALES_REVIEW,
  RECEIPT_SOURCE,
  RECEIPT_SOURCE_VALUES,
  SALES_RECEIPT_DOC,
  SALES_RECEIPT_STATUS as S,
} from '@partdesk/shared/sales/sales-receipt/sales-receipt.codes';
import type { SalesReceiptCreate } from '@partdesk/shared/sales/sales-receipt/sales-receipt.contract';
import { isReceiptAmount, orderOpenOf } from '@partdesk/shared/sales/sales-receipt/sales-receipt.rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/client.js';
import { AfterCommit, nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import { badRequest, type Env, notFound } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import { availableBalance, crmCustomer } from '../../../crm/index.js';
import { docOpenOf, finBankReceipt } from '../../../finance/index.js';
import { salesOrderDocument } from '../../sales-order/sales-order.document.js';
import { salesOrder } from '../../sales-order/sales-order.table.js';
import { lockCustomerReceipts, pendingByOrder, pendingOnSource } from '../sales-receipt.queries.js';
import { salesReceipt, salesReceiptLine } from '../sales-receipt.table.js';

const PREFIX = docType(SALES_RECEIPT_DOC)!.prefix;

/** Order statuses that can receive money: approved or completed (not in review, cancelled or merged). */
export const RECEIVING_ORDER_STATUSES: readonly number[] = [ORDER_REVIEW.approved, ORDER_REVIEW.completed];

/** What a claimed bank receipt YS still offers: its pre-collected open amount − what pending receipts hold. */
export async function bankReceiptUnused(
  tx: Executor,
  ys: { id: number; customerId: number | null; currency: string },
  exceptReceiptId = 0,
): Promise<string> {
  if (!ys.customerId) return '0.00';
  const open = await docOpenOf(tx, {
    partyKind: PARTY_KIND.customer,
    partyId: ys.customerId,
    account: ACCOUNT.preCollected,
    currency: ys.currency,
    docType: BANK_RECEIPT_DOC,
    docId: ys.id,
  });
  return new D(open).minus(await pendingOnSource(tx, { bankReceiptId: ys.id }, exceptReceiptId)).toFixed(2);
}

/**
 * POST /merchant/sale/receipt — a receipt SK (decision 0054), straight into the sales review
 * `receiptAudit`. Refused with a translated 400 naming the field, nothing written: no order (the
 * spec's "at least one sales order, all with the same customer and currency"); an order listed twice,
 * not visible to the caller (404), not approved / completed; orders of more than one customer or
 * currency (the spec's message) or owner company; an amount or an allocation not > 0 with ≤ 2
 * decimals; an allocation above the order's open amount (total − received − held by pending
 * receipts); Σ allocations above the amount; the source: a bank receipt not claimed for this customer,
 * of another currency or company, or with less unused than the amount; the balance: amount ≠ Σ
 * allocations, or more than the available balance (− pending refunds and receipts). One customer's
 * receipts are serialised (advisory lock) and the orders locked: two receipts never both take the
 * last open amount.
 */
export async function createSalesReceipt(env: Env, input: SalesReceiptCreate) {
  const { app, user, lang } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    if (!RECEIPT_SOURCE_VALUES.includes(input.Source))
      throw badRequest('sales.receipt.sourceInvalid', undefined, 'Source');
    if (input.Lines.length === 0) throw badRequest('sales.receipt.noOrder', undefined, 'Lines');
    if (!isReceiptAmount(input.Amount)) throw badRequest('sales.receipt.amountPositive', undefined, 'Amount');
    const ids = input.Lines.map((l) => l.OrderId);
    const scope = salesOrderDocument.visibleWhere(user);
    const peek = await tx
      .select({ id: salesOrder.id, customerId: salesOrder.customerId })
      .from(salesOrder)
      .where(and(inArray(salesOrder.id, ids), scope));
    if (peek.length === 0) throw notFound();
    const customers = [...new Set(peek.map((o) => o.customerId))].sort((a, b) => a - b);
    for (const c of customers) await lockCustomerReceipts(tx, c);
    const orders = await tx
      .select()
      .from(salesOrder)
      .where(and(inArray(salesOrder.id, ids), scope))
      .orderBy(asc(salesOrder.id))
      .for('update');
    const byId = new Map(orders.map((o) => [o.id, o]));
    const seen = new Set<number>();
    input.Lines.forEach((l, i) => {
      const o = byId.get(l.OrderId);
      if (!o) throw notFound();
      if (seen.has(o.id)) throw badRequest('sales.receipt.orderTwice', { no: o.no }, `Lines[${i}].OrderId`);
      seen.add(o.id);
      if (!RECEIVING_ORDER_STATUSES.includes(o.status))
        throw badRequest('sales.receipt.orderNotReceivable', { no: o.no }, `Lines[${i}].OrderId`);
    });
    const first = byId.get(input.Lines[0]!.OrderId)!;
    input.Lines.forEach((l, i) => {
      const o = byId.get(l.OrderId)!;
      if (o.customerId !== first.customerId || o.currency !== first.currency)
        throw badRequest('sales.receipt.oneCustomer', undefined, `Lines[${i}].OrderId`);
      if (o.tenantId !== first.tenantId)
        throw badRequest('sales.receipt.oneCompany', undefined, `Lines[${i}].OrderId`);
    });
    const held = await pendingByOrder(tx, ids);
    let allocated = new D(0);
    input.Lines.forEach((l, i) => {
      const o = byId.get(l.OrderId)!;
      if (!isReceiptAmount(l.Amount))
        throw badRequest('sales.receipt.lineAmountPositive', { no: o.no }, `Lines[${i}].Amount`);
      const open = orderOpenOf(o.total, o.received, held.get(o.id) ?? '0');
      if (new D(l.Amount).gt(open))
        throw badRequest(
          'sales.receipt.overOpen',
          { no: o.no, amount: new D(l.Amount).toFixed(2), open },
          `Lines[${i}].Amount`,
        );
      allocated = allocated.plus(l.Amount);
    });
    const amount = new D(input.Amount);
    if (allocated.gt(amount))
      throw badRequest(
        'sales.receipt.overAmount',
        { allocated: allocated.toFixed(2), amount: amount.toFixed(2) },
        'Amount',
      );

    let bank: { id: number; no: string } | null = null;
    if (input.Source === RECEIPT_SOURCE.bankReceipt) {
      if (!input.BankReceiptId)
        throw badRequest('sales.receipt.bankReceiptRequired', undefined, 'BankReceiptId');
      const [ys] = await tx.select().from(finBankReceipt).where(eq(finBankReceipt.id, input.BankReceiptId));
      if (!ys) throw badRequest('sales.receipt.bankReceiptRequired', undefined, 'BankReceiptId');
      if (
        ys.status !== BANK_RECEIPT_STATUS.claimed ||
        ys.customerId !== first.customerId ||
        ys.currency !== first.currency ||
        ys.tenantId !== first.tenantId
      )
        throw badRequest('sales.receipt.bankReceiptNotUsable', { no: ys.no }, 'BankReceiptId');
      const unused = await bankReceiptUnused(tx, ys);
      if (amount.gt(unused))
        throw badRequest(
          'sales.receipt.overBankReceipt',
          { amount: amount.toFixed(2), no: ys.no, unused },
          'Amount',
        );
      bank = { id: ys.id, no: ys.no };
    } else {
      if (!allocated.eq(amount)) throw badRequest('sales.receipt.balanceRest', undefined, 'Amount');
      const a = await availableBalance(tx, first.customerId, first.currency);
      const pending = await pendingOnSource(tx, { customerId: first.customerId, currency: first.currency });
      const available = new D(a.available).minus(pending);
      if (amount.gt(available))
        throw badRequest(
          'sales.receipt.overBalance',
          { currency: first.currency, available: available.toFixed(2), amount: amount.toFixed(2) },
          'Amount',
        );
    }

    const [customer] = await tx
      .select({ name: crmCustomer.name })
      .from(crmCustomer)
      .where(eq(crmCustomer.id, first.customerId));
    const no = await nextDocNo(tx, { tenantId: first.tenantId, prefix: PREFIX, date: app.clock.now() });
    const [row] = await tx
      .insert(salesReceipt)
      .values({
        no,
        tenantId: first.tenantId,
        ownerId: user.id,
        customerId: first.customerId,
        customerName: customer?.name ?? null,
        currency: first.currency,
        source: input.Source,
        bankReceiptId: bank?.id ?? null,
        bankReceiptNo: bank?.no ?? null,
        amount: amount.toFixed(2),
        allocated: allocated.toFixed(2),
        toBalance: amount.minus(allocated).toFixed(2),
        remark: input.Remark,
        status: S.pendingSales,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await tx.insert(salesReceiptLine).values(
      input.Lines.map((l, i) => ({
        receiptId: row!.id,
        lineNo: i + 1,
        orderId: l.OrderId,
        orderNo: byId.get(l.OrderId)!.no,
        amount: new D(l.Amount).toFixed(2),
        createdBy: user.id,
        updatedBy: user.id,
      })),
    );
    await recordHistory(tx, {
      type: SALES_RECEIPT_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: row!.tenantId,
      action: 'create',
      toStatus: S.pendingSales,
      changes: {
        Amount: [null, row!.amount],
        Orders: [null, input.Lines.map((l) => byId.get(l.OrderId)!.no).join(', ')],
      },
      userId: user.id,
    });
    await submitDocForReview(tx, { app, after, lang, userId: user.id }, RECEIPT_SALES_REVIEW, row!);
    return { Id: row!.id, No: no, Version: row!.version, Status: S.pendingSales };
  });
  await after.flush();
  return out;
}
