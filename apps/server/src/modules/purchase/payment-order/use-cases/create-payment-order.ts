import { docType } from '@partdesk/shared/core/doc-types';
import { D } from '@partdesk/shared/core/money';
import {
  PAYABLE_PO_STATUSES,
  PAYMENT_KIND_VALUES,
  PAYMENT_ORDER_DOC,
  PAYMENT_ORDER_STATUS as S,
  PAYMENT_REVIEW,
} from '@partdesk/shared/purchase/payment-order/payment-order.codes';
import type { PaymentOrderCreate } from '@partdesk/shared/purchase/payment-order/payment-order.contract';
import { isPaymentAmount } from '@partdesk/shared/purchase/payment-order/payment-order.rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AfterCommit, nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import { badRequest, type Env, notFound } from '../../../../core/http/index.js';
import { submitForReview } from '../../../../core/reviews/index.js';
import { purchaseOrderDocument } from '../../purchase-order/purchase-order.document.js';
import { purOrder } from '../../purchase-order/purchase-order.table.js';
import { purSupplierBank } from '../../supplier/supplier.table.js';
import { paymentsByOrder, unpaidFrom } from '../payment-order.queries.js';
import { purPaymentOrder, purPaymentOrderLine } from '../payment-order.table.js';

const PREFIX = docType(PAYMENT_ORDER_DOC)!.prefix;

/**
 * POST /merchant/purchase/paymentorder — a buyer's payment request (decision 0041), straight into
 * finance's review `payment`. Refused with a translated 400 naming the field, nothing written: a kind
 * other than prepayment / payment; a PO listed twice, not visible to the caller (404), not in a payable
 * status (ordered, to complete, partly received, received); POs of more than one supplier, currency or
 * owner company; an amount not > 0 with ≤ 2 decimals or above the PO's unpaid (total − paid − amounts
 * in requests waiting for finance; the POs are locked, so two requests cannot both take the same
 * unpaid); a payee account not of the supplier. The account's details are copied onto the request.
 */
export async function createPaymentOrder(env: Env, input: PaymentOrderCreate) {
  const { app, user, lang } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    if (!PAYMENT_KIND_VALUES.includes(input.Kind))
      throw badRequest('purchase.payment.kindInvalid', undefined, 'Kind');
    const ids = input.Lines.map((l) => l.OrderId);
    const scope = purchaseOrderDocument.visibleWhere(user);
    const orders = await tx
      .select()
      .from(purOrder)
      .where(and(inArray(purOrder.id, ids), scope))
      .orderBy(asc(purOrder.id))
      .for('update');
    const byId = new Map(orders.map((o) => [o.id, o]));
    const seen = new Set<number>();
    input.Lines.forEach((l, i) => {
      const o = byId.get(l.OrderId);
      if (!o) throw notFound();
      if (seen.has(o.id))
        throw badRequest('purchase.payment.orderTwice', { no: o.no }, `Lines[${i}].OrderId`);
      seen.add(o.id);
      if (!PAYABLE_PO_STATUSES.includes(o.status))
        throw badRequest('purchase.payment.orderNotPayable', { no: o.no }, `Lines[${i}].OrderId`);
    });
    const first = byId.get(input.Lines[0]!.OrderId)!;
    input.Lines.forEach((l, i) => {
      const o = byId.get(l.OrderId)!;
      if (o.supplierId !== first.supplierId || o.currency !== first.currency || o.tenantId !== first.tenantId)
        throw badRequest('purchase.payment.oneSupplier', undefined, `Lines[${i}].OrderId`);
    });
    const held = await paymentsByOrder(tx, ids);
    let total = new D(0);
    input.Lines.forEach((l, i) => {
      if (!isPaymentAmount(l.Amount))
        throw badRequest('purchase.payment.amountInvalid', undefined, `Lines[${i}].Amount`);
      const o = byId.get(l.OrderId)!;
      const unpaid = unpaidFrom(o.total, held.get(o.id));
      if (new D(l.Amount).gt(unpaid))
        throw badRequest(
          'purchase.payment.overUnpaid',
          { no: o.no, amount: new D(l.Amount).toFixed(2), unpaid },
          `Lines[${i}].Amount`,
        );
      total = total.plus(l.Amount);
    });
    const [bank] = await tx
      .select()
      .from(purSupplierBank)
      .where(and(eq(purSupplierBank.id, input.BankId), eq(purSupplierBank.supplierId, first.supplierId)));
    if (!bank) throw badRequest('purchase.payment.bankNotSupplier', undefined, 'BankId');

    const no = await nextDocNo(tx, { tenantId: first.tenantId, prefix: PREFIX, date: app.clock.now() });
    const [row] = await tx
      .insert(purPaymentOrder)
      .values({
        no,
        tenantId: first.tenantId,
        ownerId: user.id,
        supplierId: first.supplierId,
        kind: input.Kind,
        currency: first.currency,
        amount: total.toFixed(2),
        bankId: bank.id,
        bankName: bank.bankName,
        accountName: bank.accountName,
        accountNo: bank.accountNo,
        swiftCode: bank.swiftCode,
        remark: input.Remark,
        status: S.toPay,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await tx.insert(purPaymentOrderLine).values(
      input.Lines.map((l, i) => ({
        paymentId: row!.id,
        lineNo: i + 1,
        orderId: l.OrderId,
        orderNo: byId.get(l.OrderId)!.no,
        amount: new D(l.Amount).toFixed(2),
        createdBy: user.id,
        updatedBy: user.id,
      })),
    );
    await recordHistory(tx, {
      type: PAYMENT_ORDER_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: row!.tenantId,
      action: 'create',
      toStatus: S.toPay,
      changes: { Amount: [null, row!.amount], Orders: [null, orders.map((o) => o.no).join(', ')] },
      userId: user.id,
    });
    await submitForReview(
      tx,
      { app, after, lang },
      {
        type: PAYMENT_REVIEW,
        docId: row!.id,
        docNo: no,
        amount: row!.amount,
        submittedBy: user.id,
        tenantId: row!.tenantId,
      },
    );
    return { Id: row!.id, No: no, Version: row!.version, Status: S.toPay };
  });
  await after.flush();
  return out;
}
