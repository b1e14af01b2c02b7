import { D, money } from '@partdesk/shared/core/money';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { PAYMENT_TERMS } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { crmCustomer, remainingCredit } from '../../crm/index.js';
import { balancesOf, finEntry, rateOn } from '../../finance/index.js';
import type { salesOrder } from '../../sales/index.js';

type Order = typeof salesOrder.$inferSelect;

/**
 * The receivable a shipment posts per order (decision 0043): Σ round(q × unit price, 2) of the order's
 * shipped lines, plus round(that × tax rate %, 2), in the order currency; `amountCny` of all of them at
 * the orders' locked rates (2 decimals). The ship use case posts these; the credit review's queue
 * summary shows them.
 */
export function shipmentReceivables<O extends Pick<Order, 'id' | 'taxRate' | 'rate'>>(
  orders: readonly O[],
  lines: readonly { orderId: number; orderLineId: number; quantity: number }[],
  priceOf: ReadonlyMap<number, string>,
) {
  const perOrder = orders.map((o) => {
    const amount = lines
      .filter((l) => l.orderId === o.id)
      .reduce((a, l) => a.plus(money(new D(l.quantity).mul(priceOf.get(l.orderLineId)!))), new D(0));
    return { order: o, amount: money(amount.plus(money(amount.mul(o.taxRate).div(100)))) };
  });
  const amountCny = money(perOrder.reduce((a, e) => a.plus(new D(e.amount).mul(e.order.rate)), new D(0)));
  const total = money(perOrder.reduce((a, e) => a.plus(e.amount), new D(0)));
  return { perOrder, amountCny, total };
}

/** Why a shipment needs the credit review (decision 0046), null when it may ship. CNY amounts, 2 decimals. */
export interface CreditCheck {
  /** The receivables the shipment would post, in CNY at the orders' locked rates. */
  amount: string;
  /** The customer's remaining credit in CNY (limit − open receivables, every currency at today's rate). */
  remaining: string;
  overCredit: boolean;
  /** Numbers of prepaid orders not fully paid on the ledger. */
  unpaidPrepaid: string[];
}

/**
 * The credit check at ship time (decision 0046, spec §5 "A shipment that exceeds the remaining credit
 * limit needs review"): the shipment's value — the receivables it would post, `amountCny` at the orders'
 * locked rates — against the customer's remaining credit: CRM's `remainingCredit` (limit − open
 * receivables on the money ledger, decision 0026) per currency the customer owes in plus its own and the
 * shipment's, each converted to CNY at today's rate (finance `rateOn`; the shipment's currency falls back
 * to the order's locked rate; a currency still owed without any rate counts as over). A prepaid order
 * needs its money first: until receipts exist, "paid" = the pre-collected money on the ledger naming the
 * order (account pre-collected, document the sales order) ≥ the order's total. Either → review.
 */
export async function creditCheck(tx: Executor, args: CreditArgs): Promise<CreditCheck | null> {
  const c = await creditPosition(tx, args);
  return c.overCredit || c.unpaidPrepaid.length ? c : null;
}

type CreditArgs = {
  customerId: number;
  currency: string;
  today: string;
  orders: readonly Pick<Order, 'id' | 'no' | 'rate' | 'paymentTerms' | 'total' | 'received'>[];
  amountCny: string;
};

/** `creditCheck`'s numbers whether or not the shipment needs the review (the queue summary shows them). */
export async function creditPosition(tx: Executor, args: CreditArgs): Promise<CreditCheck> {
  const { customerId, orders } = args;
  const [c] = await tx
    .select({ currency: crmCustomer.currency })
    .from(crmCustomer)
    .where(eq(crmCustomer.id, customerId));
  const owed = await balancesOf(tx, {
    partyKind: PARTY_KIND.customer,
    partyId: customerId,
    account: ACCOUNT.receivable,
  });
  const currencies = new Set([args.currency, ...(c ? [c.currency] : []), ...owed.map((b) => b.currency)]);
  let remaining = new D(0);
  let unknownRate = false;
  for (const cur of currencies) {
    const credit = await remainingCredit(tx, customerId, cur);
    const net = new D(credit.remaining);
    if (net.isZero()) continue;
    const rate =
      (await rateOn(tx, cur, args.today)) ?? (cur === args.currency ? (orders[0]?.rate ?? null) : null);
    if (rate === null) {
      if (net.isNegative()) unknownRate = true;
      continue;
    }
    remaining = remaining.plus(net.mul(rate));
  }
  // Money already received on the shipment's orders (pre-collected on them) settles what the shipment
  // bills (the ship use case applies it): only the rest draws on the credit.
  const held = orders.length
    ? await tx
        .select({
          id: finEntry.docId,
          paid: sql<string>`coalesce(sum(${finEntry.amount}) filter (where ${finEntry.amount} > 0), 0)::text`,
          open: sql<string>`coalesce(sum(${finEntry.amount}), 0)::text`,
        })
        .from(finEntry)
        .where(
          and(
            eq(finEntry.partyKind, PARTY_KIND.customer),
            eq(finEntry.account, ACCOUNT.preCollected),
            eq(finEntry.docType, SALES_ORDER_DOC),
            inArray(
              finEntry.docId,
              orders.map((o) => o.id),
            ),
          ),
        )
        .groupBy(finEntry.docId)
    : [];
  const paidOf = new Map(held.map((p) => [p.id, p.paid]));
  const heldCny = held.reduce((sum, h) => {
    const o = orders.find((x) => x.id === h.id);
    return o && new D(h.open).gt(0) ? sum.plus(new D(h.open).mul(o.rate)) : sum;
  }, new D(0));
  const drawn = D.max(new D(args.amountCny).minus(heldCny), 0);
  const overCredit = unknownRate ? drawn.gt(0) : drawn.gt(remaining);
  const prepaid = orders.filter((o) => o.paymentTerms === PAYMENT_TERMS.prepaid);
  // Paid = what receipts allocated to the order (`received`, decision 0054) or, for money booked on the
  // order directly, what came in as pre-collected on it (+ entries only: the shipment's application of
  // it to the receivable, a − entry, does not make the order unpaid); the larger, never their sum (a
  // receipt's share ahead of billing is both).
  const unpaidPrepaid = prepaid
    .filter((o) => D.max(new D(paidOf.get(o.id) ?? 0), new D(o.received)).lt(o.total))
    .map((o) => o.no);
  return { amount: money(args.amountCny), remaining: money(remaining), overCredit, unpaidPrepaid };
}

/** The history comment of a shipment sent to the credit review. */
export function creditComment(c: CreditCheck): string {
  const parts = [];
  if (c.overCredit) parts.push(`CNY ${c.amount} > remaining credit CNY ${c.remaining}`);
  if (c.unpaidPrepaid.length) parts.push(`prepaid unpaid: ${c.unpaidPrepaid.join(', ')}`);
  return parts.join('; ');
}
