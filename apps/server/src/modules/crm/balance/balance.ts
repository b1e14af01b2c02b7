import { D } from '@partdesk/shared/core/money';
import { BALANCE_REFUND_STATUS } from '@partdesk/shared/crm/crm-ops-codes';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../core/db/client.js';
import { badRequest, notFound } from '../../../core/http/app-error.js';
import type { Lang } from '@partdesk/shared/i18n/index';
import {
  balanceOf,
  balancesOf,
  type CurrencyBalance,
  postEntries,
  requireRateOn,
} from '../../finance/index.js';
import { crmCustomer } from '../customer/customer.table.js';
import { crmBalanceMove } from './balance-move.table.js';
import { crmBalanceRefund } from './balance-refund.table.js';

export type { CurrencyBalance };

/** The document type of a balance movement (crm_balance_move) on finance's ledger. */
export const BALANCE_MOVE_DOC = 'customerBalanceMove';

const customerBalance = (customerId: number) => ({
  partyKind: PARTY_KIND.customer,
  partyId: customerId,
  account: ACCOUNT.customerBalance,
});

/**
 * A customer's balance per currency: finance's ledger, account customer balance (decision 0026;
 * currencies it never used are absent).
 */
export async function customerBalances(db: Executor, customerId: number): Promise<CurrencyBalance[]> {
  return balancesOf(db, customerBalance(customerId));
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

/**
 * Balance refunds waiting for review hold their amount (`exceptNo`: one refund's own hold). A hold is
 * not money moving, so it stays a CRM sum of pending refunds, not a ledger entry (decision 0026).
 */
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

/** Balance (the ledger), held by pending refunds, and available (= balance − held) of one currency. */
export async function availableBalance(
  db: Executor,
  customerId: number,
  currency: string,
  exceptNo = '',
): Promise<Availability> {
  const balance = await balanceOf(db, { ...customerBalance(customerId), currency });
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
  /** The moving document's prefix and number (CZ…, PI…, TK…, YT…), and id when it has one. */
  docType: string;
  docNo: string;
  docId?: number | null;
  /**
   * The ledger source when the moving document is a document of its own with a descriptor (a balance
   * refund: `balanceRefund`, its id, line = its id). Omitted: a `crm_balance_move` row is written and
   * is the source (document and line = its id).
   */
  source?: { docType: string; docId: number; docLineId: number };
  remark?: string;
  userId?: number | null;
  /** Tenant of the moving document (default: the customer's). */
  tenantId?: number;
  /** When it moves (default now): the posting date is its China day, the rate that day's. */
  at?: Date;
  lang?: Lang;
}

/** The China day (`YYYY-MM-DD`) of an instant: document numbers and posting dates use it. */
export const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Posts one balance movement inside the caller's transaction onto finance's ledger (postEntries,
 * account customer balance, party the customer; decision 0026) and returns the entry id and the new
 * balance of that currency. A movement that takes money (negative amount) locks the customer row first,
 * so concurrent debits of one customer run one after the other, and is refused with 400
 * `crmOps.balanceInsufficient` (Field `Amount`) when it would take the balance below what pending
 * balance refunds hold (the refund being approved, `docNo`, does not count against itself) — the
 * balance never goes below zero (postEntries refuses that too). A wrong sign or a malformed amount →
 * 400 `crmOps.ledgerSign`; a currency without a rate that day → finance's `finance.noRate`.
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
  const q = tx
    .select({ tenantId: crmCustomer.tenantId })
    .from(crmCustomer)
    .where(eq(crmCustomer.id, e.customerId));
  const [c] = signed.isNegative() ? await q.for('update') : await q;
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
  const at = e.at ?? new Date();
  const day = chinaDay(at);
  const tenantId = e.tenantId ?? c.tenantId;
  const rateToCny = await requireRateOn(tx, currency, day);
  let source = e.source;
  if (!source) {
    const [move] = await tx
      .insert(crmBalanceMove)
      .values({
        tenantId,
        customerId: e.customerId,
        currency,
        amount: signed.toFixed(2),
        kind: e.kind,
        refType: e.docType,
        refNo: e.docNo,
        refId: e.docId ?? null,
        remark: e.remark ?? '',
        createdAt: at,
        createdBy: e.userId ?? null,
      })
      .returning({ id: crmBalanceMove.id });
    source = { docType: BALANCE_MOVE_DOC, docId: move!.id, docLineId: move!.id };
  }
  const [id] = await postEntries(tx, { userId: e.userId ?? null, lang: e.lang ?? 'zh-CN' }, [
    {
      tenantId,
      ...customerBalance(e.customerId),
      currency,
      amount: signed.toFixed(2),
      rateToCny,
      postedOn: day,
      ...source,
      remark: e.remark ?? '',
    },
  ]);
  const balance = await balanceOf(tx, { ...customerBalance(e.customerId), currency });
  return { id: id!, balance };
}
