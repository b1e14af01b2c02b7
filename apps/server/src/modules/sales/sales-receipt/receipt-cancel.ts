import { docType } from '@partdesk/shared/core/doc-types';
import { isoDay } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { recordHistory } from '../../../core/documents/index.js';
import { postBalance } from '../../crm/index.js';
import { docOpenOf, postEntries, requireRateOn } from '../../finance/index.js';
import { salesOrder } from '../sales-order/sales-order.table.js';

const PI = docType(SALES_ORDER_DOC)!.prefix;

/**
 * A paid order being cancelled (spec: "When a paid order is cancelled, its payment goes to the customer
 * balance"; decision 0054), in the cancel's own transaction so the money is never lost: what the order
 * holds on pre-collected (received, not billed — a cancelled order shipped nothing) leaves it (−, on the
 * order) and goes to the customer balance (CRM postBalance kind 4, visible on the customer's balance
 * screen, naming the order); the order's `received` drops by it. Nothing received: nothing happens.
 */
export async function creditCancelledOrder(
  tx: Tx,
  ctx: { app: { clock: { now(): Date } }; userId: number; lang?: 'zh-CN' | 'en-US' },
  orderId: number,
): Promise<string> {
  const [o] = await tx.select().from(salesOrder).where(eq(salesOrder.id, orderId)).for('update');
  if (!o || !new D(o.received).gt(0)) return '0.00';
  const held = await docOpenOf(tx, {
    partyKind: PARTY_KIND.customer,
    partyId: o.customerId,
    account: ACCOUNT.preCollected,
    currency: o.currency,
    docType: SALES_ORDER_DOC,
    docId: o.id,
  });
  const move = D.min(new D(o.received), new D(held));
  if (!move.gt(0)) return '0.00';
  const at = ctx.app.clock.now();
  const today = isoDay(at);
  const lang = ctx.lang ?? 'zh-CN';
  await postEntries(tx, { userId: ctx.userId, lang }, [
    {
      tenantId: o.tenantId,
      partyKind: PARTY_KIND.customer,
      partyId: o.customerId,
      account: ACCOUNT.preCollected,
      currency: o.currency,
      amount: move.neg().toFixed(2),
      rateToCny: await requireRateOn(tx, o.currency, today),
      postedOn: today,
      docType: SALES_ORDER_DOC,
      docId: o.id,
      remark: o.no,
    },
  ]);
  await postBalance(tx, {
    customerId: o.customerId,
    currency: o.currency,
    kind: 4,
    amount: move.toFixed(2),
    docType: PI,
    docNo: o.no,
    docId: o.id,
    remark: o.no,
    userId: ctx.userId,
    tenantId: o.tenantId,
    at,
    lang,
  });
  const received = new D(o.received).minus(move).toFixed(2);
  await tx.update(salesOrder).set({ received, updatedAt: sql`now()` }).where(eq(salesOrder.id, o.id));
  await recordHistory(tx, {
    type: SALES_ORDER_DOC,
    docId: o.id,
    docNo: o.no,
    tenantId: o.tenantId,
    action: 'ledger',
    changes: {
      Received: [o.received, received],
      CustomerBalance: [null, `+${move.toFixed(2)} ${o.currency}`],
    },
    userId: ctx.userId,
  });
  return move.toFixed(2);
}
