import { isIsoDate } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import {
  ACCOUNT_PARTY,
  AMOUNT_DECIMALS,
  type Account,
  type PartyKind,
  POOLED_ACCOUNTS,
  RATE_DECIMALS,
} from '@partdesk/shared/finance/ledger/ledger.codes';
import { type Lang, translate } from '@partdesk/shared/i18n/index';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { type Actor, badRequest, fieldError } from '../../../core/http/index.js';
import { finBalance, finEntry } from './money-ledger.table.js';
import { lockDateOf, lockPeriod } from './period-lock.js';

export type PostBy = Actor;

/** One entry to post: `amount` a decimal string, signed (+ adds to the account, − takes from it). */
export interface EntryInput {
  tenantId: number;
  partyKind: PartyKind;
  partyId: number;
  account: Account;
  currency: string;
  amount: string;
  rateToCny: string;
  /** `YYYY-MM-DD`, on or after the owner company's period lock date. */
  postedOn: string;
  docType: string;
  docId: number;
  docLineId?: number | null;
  /** The entry this one cancels (same party, account, currency, document; opposite amount), once. */
  reversesId?: number;
  remark?: string;
}

const decimalsOf = (v: InstanceType<typeof D>) => Math.max(0, v.decimalPlaces());

/** A decimal string as a decimal, or a translated 400 naming `field` (never a 500 for bad input). */
function decimalOf(v: string, field: string, lang: Lang): InstanceType<typeof D> {
  try {
    const d = new D(v);
    if (d.isFinite()) return d;
  } catch {}
  throw fieldError('errors.fieldInvalid', field, lang);
}

function checkEntry(e: EntryInput, lang: Lang): void {
  const amount = decimalOf(e.amount, 'Amount', lang);
  const rate = decimalOf(e.rateToCny, 'Rate', lang);
  if (amount.isZero()) throw fieldError('finance.amountNonZero', 'Amount', lang);
  if (decimalsOf(amount) > AMOUNT_DECIMALS)
    throw fieldError('finance.amountDecimals', 'Amount', lang, { max: AMOUNT_DECIMALS });
  if (!rate.gt(0)) throw fieldError('finance.ratePositive', 'Rate', lang);
  if (decimalsOf(rate) > RATE_DECIMALS)
    throw fieldError('finance.amountDecimals', 'Rate', lang, { max: RATE_DECIMALS });
  if (ACCOUNT_PARTY[e.account] !== e.partyKind)
    throw badRequest('finance.accountParty', { account: translate(lang, `finance.account.${e.account}`) });
}

const keyOf = (e: EntryInput) => [e.tenantId, e.partyKind, e.partyId, e.account, e.currency].join('|');

/**
 * Posts money ledger entries (decision 0024), in the caller's transaction: refuses — nothing written —
 * an entry dated before the period lock, one that would make its party's balance or its document's open
 * amount on that account negative, a bad reversal; locks each party balance row (key order: postings to
 * one party serialise, never deadlock), writes the immutable entries and the balances. Returns the ids.
 */
export async function postEntries(tx: Tx, by: PostBy, entries: readonly EntryInput[]): Promise<number[]> {
  if (entries.length === 0) return [];
  for (const e of entries) checkEntry(e, by.lang);
  for (const e of entries)
    if (!isIsoDate(e.postedOn)) throw fieldError('errors.fieldInvalid', 'PostedOn', by.lang);
  for (const tenantId of [...new Set(entries.map((e) => e.tenantId))].sort((a, b) => a - b)) {
    await lockPeriod(tx, tenantId, true);
    const lock = await lockDateOf(tx, tenantId);
    for (const e of entries.filter((x) => x.tenantId === tenantId && lock && x.postedOn < lock))
      throw fieldError('finance.beforeLockDate', 'PostedOn', by.lang, { date: e.postedOn, lockDate: lock });
  }
  const groups = new Map<string, EntryInput[]>();
  for (const e of [...entries].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1)))
    groups.set(keyOf(e), [...(groups.get(keyOf(e)) ?? []), e]);
  for (const list of groups.values()) await lockAndCheck(tx, by.lang, list);
  await checkReversals(tx, entries);
  const ids = await tx
    .insert(finEntry)
    .values(
      entries.map((e) => ({
        ...e,
        docLineId: e.docLineId ?? null,
        reversesId: e.reversesId ?? null,
        createdBy: by.userId,
      })),
    )
    .returning({ id: finEntry.id });
  for (const list of groups.values()) {
    const e = list[0]!;
    const total = list.reduce((s, x) => s.plus(x.amount), new D(0)).toFixed(2);
    await tx
      .update(finBalance)
      .set({ balance: sql`${finBalance.balance} + ${total}::numeric`, updatedAt: sql`now()` })
      .where(balanceKey(e));
  }
  return ids.map((r) => r.id);
}

const balanceKey = (e: EntryInput) =>
  and(
    eq(finBalance.tenantId, e.tenantId),
    eq(finBalance.partyKind, e.partyKind),
    eq(finBalance.partyId, e.partyId),
    eq(finBalance.account, e.account),
    eq(finBalance.currency, e.currency),
  );

/**
 * Locks one party-account-currency balance and checks it, and each document's open amount (not on a
 * pooled account, decision 0026), stay ≥ 0.
 */
async function lockAndCheck(tx: Tx, lang: Lang, list: EntryInput[]): Promise<void> {
  const e = list[0]!;
  await tx
    .insert(finBalance)
    .values({
      tenantId: e.tenantId,
      partyKind: e.partyKind,
      partyId: e.partyId,
      account: e.account,
      currency: e.currency,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ balance: finBalance.balance })
    .from(finBalance)
    .where(balanceKey(e))
    .for('update');
  const account = translate(lang, `finance.account.${e.account}`);
  const total = list.reduce((s, x) => s.plus(x.amount), new D(0));
  if (new D(row!.balance).plus(total).lt(0))
    throw fieldError('finance.balanceNegative', 'Amount', lang, {
      account,
      balance: row!.balance,
      currency: e.currency,
      amount: total.toFixed(2),
    });
  // A pooled account (the customer balance) is the party's purse: no per-document open amount.
  if (POOLED_ACCOUNTS.includes(e.account)) return;
  const docs = new Map<string, EntryInput[]>();
  for (const x of list)
    docs.set(`${x.docType}|${x.docId}`, [...(docs.get(`${x.docType}|${x.docId}`) ?? []), x]);
  for (const group of docs.values()) {
    const d = group[0]!;
    const [open] = await tx
      .select({ open: sql<string>`coalesce(sum(${finEntry.amount}), 0)::numeric(18, 2)::text` })
      .from(finEntry)
      .where(
        and(
          eq(finEntry.docType, d.docType),
          eq(finEntry.docId, d.docId),
          eq(finEntry.account, d.account),
          eq(finEntry.partyId, d.partyId),
          eq(finEntry.currency, d.currency),
        ),
      );
    const delta = group.reduce((s, x) => s.plus(x.amount), new D(0));
    if (new D(open!.open).plus(delta).lt(0))
      throw fieldError('finance.openNegative', 'Amount', lang, {
        doc: `${d.docType} ${d.docId}`,
        account,
        open: open!.open,
        currency: d.currency,
        amount: delta.toFixed(2),
      });
  }
}

async function checkReversals(tx: Tx, entries: readonly EntryInput[]): Promise<void> {
  const rev = entries.filter((e) => e.reversesId !== undefined);
  if (rev.length === 0) return;
  const ids = rev.map((e) => e.reversesId!);
  const originals = await tx.select().from(finEntry).where(inArray(finEntry.id, ids));
  const done = new Set(
    (
      await tx.select({ id: finEntry.reversesId }).from(finEntry).where(inArray(finEntry.reversesId, ids))
    ).map((r) => r.id),
  );
  for (const e of rev) {
    const o = originals.find((x) => x.id === e.reversesId);
    if (!o) throw badRequest('finance.entryNotFound', { entry: e.reversesId });
    const same =
      o.partyKind === e.partyKind &&
      o.partyId === e.partyId &&
      o.account === e.account &&
      o.currency === e.currency &&
      o.docType === e.docType &&
      o.docId === e.docId &&
      new D(o.amount).plus(e.amount).isZero();
    if (!same) throw badRequest('finance.reversalMismatch', { entry: o.id }, 'Amount');
    if (done.has(o.id) || ids.filter((i) => i === o.id).length > 1)
      throw badRequest('finance.alreadyReversed', { entry: o.id });
  }
}
