import { D, money } from '@partdesk/shared/core/money';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { PAYMENT_TERMS } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { remainingCredit } from '../../crm/index.js';
import { finEntry } from '../../finance/index.js';
import type { salesOrder } from '../../sales/index.js';

type Order = typeof salesOrder.$inferSelect;

/** Why a shipment needs the credit review (decision 0046), null when it may ship. */
export interface CreditCheck {
  /** Σ the receivables the shipment would post, in its currency (2 decimals). */
  amount: string;
  currency: string;
  limit: string;
  open: string;
  remaining: string;
  overCredit: boolean;
  /** Numbers of prepaid orders not fully paid on the ledger. */
  unpaidPrepaid: string[];
}

/**
 * The credit check at ship time (decision 0046, spec §5 "A shipment that exceeds the remaining credit
 * limit needs review"): the shipment's value — the receivables it would post, Σ of `amounts` — against the
 * customer's remaining credit in that currency (CRM's `remainingCredit`: limit − open receivables on the
 * money ledger; a currency other than the customer's own has no limit). A prepaid order needs its money
 * first: until receipts exist, "paid" = the pre-collected money on the ledger naming the order (account
 * pre-collected, document the sales order) ≥ the order's total. Either → review.
 */
export async function creditCheck(
  tx: Tx,
  customerId: number,
  currency: string,
  orders: readonly Order[],
  amounts: readonly string[],
): Promise<CreditCheck | null> {
  const amount = amounts.reduce((a, x) => a.plus(x), new D(0));
  const credit = await remainingCredit(tx, customerId, currency);
  const overCredit = amount.gt(credit.remaining);
  const prepaid = orders.filter((o) => o.paymentTerms === PAYMENT_TERMS.prepaid);
  const paid = prepaid.length
    ? await tx
        .select({ id: finEntry.docId, paid: sql<string>`sum(${finEntry.amount})::text` })
        .from(finEntry)
        .where(
          and(
            eq(finEntry.partyKind, PARTY_KIND.customer),
            eq(finEntry.account, ACCOUNT.preCollected),
            eq(finEntry.docType, SALES_ORDER_DOC),
            inArray(
              finEntry.docId,
              prepaid.map((o) => o.id),
            ),
          ),
        )
        .groupBy(finEntry.docId)
    : [];
  const paidOf = new Map(paid.map((p) => [p.id, p.paid]));
  const unpaidPrepaid = prepaid.filter((o) => new D(paidOf.get(o.id) ?? 0).lt(o.total)).map((o) => o.no);
  if (!overCredit && !unpaidPrepaid.length) return null;
  return {
    amount: money(amount),
    currency: credit.currency,
    limit: credit.limit,
    open: credit.openReceivables,
    remaining: credit.remaining,
    overCredit,
    unpaidPrepaid,
  };
}

/** The history comment of a shipment sent to the credit review. */
export function creditComment(c: CreditCheck): string {
  const parts = [];
  if (c.overCredit) parts.push(`${c.amount} ${c.currency} > ${c.remaining} (${c.limit} − ${c.open})`);
  if (c.unpaidPrepaid.length) parts.push(`prepaid unpaid: ${c.unpaidPrepaid.join(', ')}`);
  return parts.join('; ');
}
