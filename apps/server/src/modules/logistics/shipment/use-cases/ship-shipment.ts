import { D } from '@partdesk/shared/core/money';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import {
  CARGO_REVIEW,
  CREDIT_REVIEW,
  SHIPMENT_CARGO_REVIEW,
  SHIPMENT_CREDIT_REVIEW,
  SHIPMENT_DOC,
  SHIPMENT_STATUS,
} from '@partdesk/shared/logistics/shipment/shipment.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../../../core/db/client.js';
import { AfterCommit } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import { docOpenOf, type EntryInput, postEntries } from '../../../finance/index.js';
import { consumeOnShipment } from '../../../inventory/index.js';
import {
  applyShipmentDeltas,
  openQualityChecks,
  orderShippable,
  salesOrderLine,
} from '../../../sales/index.js';
import '../shipment-events.js';
import { cargoCheck } from '../shipment-cargo.js';
import { creditCheck, creditComment, shipmentReceivables } from '../shipment-credit.js';
import { assertStatus, shipmentPicks } from '../shipment.queries.js';
import { shipmentTransition } from '../shipment.transition.js';

/**
 * For each order's receivable entry: min(the entry, the order's pre-collected open) moved from pre-collected
 * to the receivable (a − on each, on the order, at its rate and date). Decision 0054.
 */
async function applyPreCollected(tx: Tx, entries: EntryInput[]): Promise<EntryInput[]> {
  const out: EntryInput[] = [];
  for (const e of entries) {
    const billed = new D(e.amount);
    if (!billed.gt(0)) continue;
    const held = new D(
      await docOpenOf(tx, {
        partyKind: e.partyKind,
        partyId: e.partyId,
        account: ACCOUNT.preCollected,
        currency: e.currency,
        docType: e.docType,
        docId: e.docId,
      }),
    );
    const apply = D.min(billed, held);
    if (!apply.gt(0)) continue;
    const amount = apply.neg().toFixed(2);
    out.push({ ...e, account: ACCOUNT.preCollected, amount }, { ...e, account: ACCOUNT.receivable, amount });
  }
  return out;
}

/** The day of `at` in China (UTC+8): the posting date of the receivable. */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * PUT …/:id/ship (Version) — decision 0043. Only a shipment to be shipped (every line packed, courier
 * entered), not paused, of approved, unpaused orders. In one transaction: each picked lot ships out
 * through inventory's `consumeOnShipment` (a shipment move booked on the shipment line, the order line's
 * reservation consumed); the order lines' picked / packed quantities become shipped (sales'
 * `applyShipmentDeltas`: reserved − q, shipped + q, statuses refreshed → partly shipped / shipped); the
 * receivable of each order posted (finance `postEntries`: Σ round(q × unit price, 2) plus tax at the
 * order's rate, in the order currency at its locked rate, on the sales order document, dated today in
 * China); status shipped; `shipment.shipped` published (the CRM's trade timeline, decision 0047). After
 * commit the salesperson is notified.
 *
 * Credit (decision 0046): unless its credit review approved it, a shipment whose value exceeds the
 * customer's remaining credit, or with a prepaid order not fully paid, does not ship: it goes to the
 * credit review `deliver-audit` (status 9, nothing else written; `CreditReview: true` in the answer).
 * While that review (or the overweight one) is pending, ship is refused naming Status.
 *
 * Cargo (decision 0053), before the credit check: when purchase-setup's `salesCargoReview` asks for it
 * (every shipment, or one shipping a lot bought on a PO line for its sales order line) and purchasing has
 * not approved this shipment, it goes to `salescargo-review` (status 10, `CargoReview: true`).
 */
export async function shipShipment(env: Env, id: number, version: number) {
  const { app, user, lang } = env;
  let notice: { to: number; no: string; orders: string } | null = null;
  const after = new AfterCommit();
  let review: 'CreditReview' | 'CargoReview' | null = null;
  const out = await shipmentTransition(env, id, version, 'ship', async ({ tx, s, lines, orders }) => {
    if (s.status === SHIPMENT_STATUS.creditReview)
      throw badRequest('logistics.creditPending', { no: s.no }, 'Status');
    if (s.status === SHIPMENT_STATUS.cargoReview)
      throw badRequest('logistics.cargoPending', { no: s.no }, 'Status');
    if (s.status === SHIPMENT_STATUS.overweightReview)
      throw badRequest('logistics.overweightPending', { no: s.no }, 'Status');
    assertStatus(s, [SHIPMENT_STATUS.toBeShipped]);
    if (!s.courierId || !s.trackingNo) throw badRequest('logistics.courierMissing', undefined, 'CourierId');
    for (const o of orders.orders)
      if (!orderShippable(o)) throw badRequest('logistics.orderNotShippable', { no: o.no }, 'Id');
    // An order line under an open sales-side quality check does not ship (decision 0060).
    const [open] = await openQualityChecks(
      tx,
      lines.map((l) => l.orderLineId),
    );
    if (open) throw badRequest('sales.qualityCheckOpen', { mpn: open.mpn, no: open.no }, 'Id');
    for (const l of lines)
      if (l.packedQty !== l.quantity)
        throw badRequest(
          'logistics.notAllPacked',
          { mpn: l.mpn, packed: l.packedQty, qty: l.quantity },
          'Boxes',
        );
    const prices = await tx
      .select({ id: salesOrderLine.id, unitPrice: salesOrderLine.unitPrice })
      .from(salesOrderLine)
      .where(
        inArray(
          salesOrderLine.id,
          lines.map((l) => l.orderLineId),
        ),
      );
    const priceOf = new Map(prices.map((p) => [p.id, p.unitPrice]));
    const postedOn = chinaDay(app.clock.now());
    const value = shipmentReceivables(orders.orders, lines, priceOf);
    const entries = value.perOrder.map(({ order: o, amount }) => ({
      tenantId: o.tenantId,
      partyKind: PARTY_KIND.customer,
      partyId: o.customerId,
      account: ACCOUNT.receivable,
      currency: o.currency,
      amount,
      rateToCny: o.rate,
      postedOn,
      docType: SALES_ORDER_DOC,
      docId: o.id,
      remark: s.no,
    }));
    // Purchasing's cargo review first (decision 0053), unless it approved this shipment already.
    if (s.cargoReview !== CARGO_REVIEW.approved) {
      const why = await cargoCheck(tx, s.id);
      if (why) {
        const r = await submitDocForReview(
          tx,
          { app, after, lang, userId: user.id },
          SHIPMENT_CARGO_REVIEW,
          s,
          {},
        );
        if (r.status === 'pending') {
          review = 'CargoReview';
          return { status: SHIPMENT_STATUS.cargoReview, comment: why };
        }
      }
    }
    // Over the remaining credit, or a prepaid order unpaid: the credit review instead of shipping
    // (decision 0046), unless this shipment's credit review approved it.
    if (s.creditReview !== CREDIT_REVIEW.approved) {
      const amountCny = value.amountCny;
      const check = await creditCheck(tx, {
        customerId: s.customerId,
        currency: s.currency,
        today: postedOn,
        orders: orders.orders,
        amountCny,
      });
      if (check) {
        const r = await submitDocForReview(
          tx,
          { app, after, lang, userId: user.id },
          SHIPMENT_CREDIT_REVIEW,
          s,
          { amountCny },
        );
        if (r.status === 'pending') {
          review = 'CreditReview';
          return { status: SHIPMENT_STATUS.creditReview, comment: creditComment(check) };
        }
      }
    }
    const by = { userId: user.id, lang };
    const picks = await shipmentPicks(tx, s.id);
    const lineOf = new Map(lines.map((l) => [l.id, l]));
    for (const p of picks) {
      const l = lineOf.get(p.lineId)!;
      await consumeOnShipment(
        tx,
        by,
        p.lotId,
        { docType: SALES_ORDER_DOC, docId: l.orderId, docLineId: l.orderLineId },
        { docType: SHIPMENT_DOC, docId: s.id, docLineId: l.id },
        p.qty,
      );
    }
    await applyShipmentDeltas(
      tx,
      user.id,
      lines.map((l) => ({
        lineId: l.orderLineId,
        picked: -l.quantity,
        packed: -l.quantity,
        shipped: l.quantity,
      })),
    );
    await postEntries(
      tx,
      by,
      entries.filter((e) => !new D(e.amount).isZero()),
    );
    // Money already received on an order (pre-collected on it: a prepayment, a receipt's share ahead of
    // billing, decision 0054) settles the receivable this shipment bills, as far as both go.
    const applied = await applyPreCollected(tx, entries);
    if (applied.length) await postEntries(tx, by, applied);
    notice = { to: s.ownerId, no: s.no, orders: orders.orders.map((o) => o.no).join(', ') };
    await app.events.publish(tx, after, 'shipment.shipped', {
      shipmentId: s.id,
      no: s.no,
      tenantId: s.tenantId,
      customerId: s.customerId,
      salespersonId: s.ownerId,
      orderNos: notice.orders,
      total: value.total,
      currency: s.currency,
      at: app.clock.now(),
      userId: user.id,
    });
    return { status: SHIPMENT_STATUS.shipped, shippedAt: app.clock.now() };
  });
  await after.flush();
  const n = notice as { to: number; no: string; orders: string } | null;
  if (n)
    await app.notifier
      .notify(n.to, { Key: 'notices.msg.shipmentShipped', No: n.no, Remark: n.orders, Type: SHIPMENT_DOC })
      .catch(() => {});
  return review ? { ...out, [review]: true } : out;
}
