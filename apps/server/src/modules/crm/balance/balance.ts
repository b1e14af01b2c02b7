import { D } from '@partdesk/shared/core/money';
import { BALANCE_REFUND_STATUS } from '@partdesk/shared/crm/crm-ops-codes';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../core/db/client.js';
import { badRequest, notFound } from '../../../core/http/app-error.js';
import { crmCustomer } from '../customer/customer.table.js';
import { crmBalanceLedger } from './balance-ledger.table.js';
import { crmBalanceRefund } from './balance-refund.table.js';

export interface CurrencyBalance {
  currency: string;
  /** Decimal string, 2 places (numeric sum: never a float). */
  balance: string;
}

/** A customer's balance per currency: the sum of its ledger (currencies it never used are absent). */
export async function customerBalances(db: Executor, customerId: number): Promise<CurrencyBalance[]> {
  return db
    .select({
      currency: crmBalanceLedger.currency,
      balance: sql<string>`sum(${crmBalanceLedger.amount})::numeric(18, 2)::text`,
    })
    .from(crmBalanceLedger)
    .where(eq(crmBalanceLedger.customerId, customerId))
    .groupBy(crmBalanceLedger.currency)
    .orderBy(asc(crmBalanceLedger.currency));
}

export const LEDGER_SIGN = {
  1: 1,
  2: -1,
  3: 1,
  4: 1,
  5: -1,
  6: 0,
} as const satisfies Record<LedgerKind, -1 | 0 | 1>;
export type LedgerKind = 1 | 2 | 3 | 4 | 5 | 6;

/** Balance refunds waiting for review hold their amount (`exceptNo`: one refund's own hold). */
export async function heldAmount(
  db: Executor,
  customerId: number,
  currency: string,
  exceptNo = '',
): Promise<string> {
  const [r] = await db
    .select({ held: sql<string>`coalesce(sum(${crmBalanceRefund.amount}), 0)::numeric(18, 2)::text` })
    .from(crmBalanceRefund)
    .where(
      and(
        eq(crmBalanceRefund.customerId, customerId),
        eq(crmBalanceRefund.currency, currency),
        eq(crmBalanceRefund.status, BALANCE_REFUND_STATUS.pendingReview),
        ne(crmBalanceRefund.no, exceptNo),
      ),
    );
  return r?.held ?? '0.00';
}

export interface Availability {
  balance: string;
  held: string;
  available: string;
}

/** Balance, held by pending refunds, and available (= balance − held) of one customer and currency. */
export async function availableBalance(
  db: Executor,
  customerId: number,
  currency: string,
  exceptNo = '',
): Promise<Availability> {
  const [r] = await db
    .select({ balance: sql<string>`coalesce(sum(${crmBalanceLedger.amount}), 0)::numeric(18, 2)::text` })
    .from(crmBalanceLedger)
    .where(and(eq(crmBalanceLedger.customerId, customerId), eq(crmBalanceLedger.currency, currency)));
  const balance = r?.balance ?? '0.00';
  const held = await heldAmount(db, customerId, currency, exceptNo);
  return { balance, held, available: new D(balance).minus(held).toFixed(2) };
}

export interface PostBalance {
  customerId: number;
  currency: string;
  kind: LedgerKind;
  /**
   * Decimal string, ≤ 2 decimals. Kinds 1–5: the positive magnitude (the kind gives the sign:
   * 1 recharge, 3 refund, 4 cancelled-order credit add; 2 order payment, 5 balance refund take).
   * Kind 6 (adjustment): signed, never zero.
   */
  amount: string;
  docType: string;
  docNo: string;
  docId?: number | null;
  remark?: string;
  userId?: number | null;
  /** Tenant of the moving document (default: the customer's). */
  tenantId?: number;
}

/**
 * Posts one balance movement inside the caller's transaction and returns the ledger row id and the
 * new balance of that currency. A movement that takes money (negative amount) locks the customer row
 * first, so concurrent debits of one customer run one after the other, and is refused with 400
 * `crmOps.balanceInsufficient` (Field `Amount`) when it would take the balance below what pending
 * balance refunds hold (the refund being approved, `docNo`, does not count against itself) — the
 * balance never goes below zero. A wrong sign or a malformed amount → 400 `crmOps.ledgerSign`.
 */
export async function postBalance(tx: Tx, e: PostBalance): Promise<{ id: number; balance: string }> {
  const sign = LEDGER_SIGN[e.kind];
  if (sign === undefined || !/^-?\d{1,16}(\.\d{1,2})?$/.test(e.amount.trim())) {
    throw badRequest('crmOps.ledgerSign', undefined, 'Amount');
  }
  const given = new D(e.amount.trim());
  if (given.isZero() || (sign !== 0 && given.isNegative()))
    throw badRequest('crmOps.ledgerSign', undefined, 'Amount');
  const signed = sign === 0 ? given : given.mul(sign);
  const currency = e.currency.toUpperCase();
  const [c] = signed.isNegative()
    ? await tx
        .select({ tenantId: crmCustomer.tenantId })
        .from(crmCustomer)
        .where(eq(crmCustomer.id, e.customerId))
        .for('update')
    : await tx
        .select({ tenantId: crmCustomer.tenantId })
        .from(crmCustomer)
        .where(eq(crmCustomer.id, e.customerId));
  if (!c) throw notFound();
  if (signed.isNegative()) {
    const a = await availableBalance(tx, e.customerId, currency, e.docNo);
    if (new D(a.available).plus(signed).isNegative()) {
      throw badRequest(
        'crmOps.balanceInsufficient',
        { currency, available: a.available, amount: signed.neg().toFixed(2) },
        'Amount',
      );
    }
  }
  const [row] = await tx
    .insert(crmBalanceLedger)
    .values({
      tenantId: e.tenantId ?? c.tenantId,
      customerId: e.customerId,
      currency,
      amount: signed.toFixed(2),
      kind: e.kind,
      docType: e.docType,
      docNo: e.docNo,
      docId: e.docId ?? null,
      remark: e.remark ?? '',
      createdBy: e.userId ?? null,
    })
    .returning({ id: crmBalanceLedger.id });
  const after = await availableBalance(tx, e.customerId, currency);
  return { id: row!.id, balance: after.balance };
}
