import type { Account, PartyKind } from '@partdesk/shared/finance/ledger/ledger.codes';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { finBalance, finEntry } from './money-ledger.table.js';

export interface PartyAccount {
  partyKind: PartyKind;
  partyId: number;
  account: Account;
  /** One owner company; omitted: summed over every company. */
  tenantId?: number;
  currency?: string;
}

export interface CurrencyBalance {
  currency: string;
  /** Decimal string, 2 places. */
  balance: string;
}

const where = (q: PartyAccount): SQL =>
  and(
    eq(finBalance.partyKind, q.partyKind),
    eq(finBalance.partyId, q.partyId),
    eq(finBalance.account, q.account),
    q.tenantId === undefined ? undefined : eq(finBalance.tenantId, q.tenantId),
    q.currency === undefined ? undefined : eq(finBalance.currency, q.currency),
  )!;

/**
 * A party's balance on one account per currency (the materialised Σ of its entries; the checker proves
 * it), currencies it never used absent. Readers in other modules (CRM's customer balance, its remaining
 * credit) read through this, never the fin_ tables.
 */
export async function balancesOf(db: Executor, q: PartyAccount): Promise<CurrencyBalance[]> {
  return db
    .select({
      currency: finBalance.currency,
      balance: sql<string>`sum(${finBalance.balance})::numeric(18, 2)::text`,
    })
    .from(finBalance)
    .where(where(q))
    .groupBy(finBalance.currency)
    .orderBy(asc(finBalance.currency));
}

/** One currency's balance ('0.00' when it never moved). */
export async function balanceOf(db: Executor, q: PartyAccount & { currency: string }): Promise<string> {
  return (await balancesOf(db, q))[0]?.balance ?? '0.00';
}

/**
 * A document's open amount on one account for one party and currency: Σ of the entries naming it
 * ('0.00' when none). Other modules read it to know what is billed / held on their document (receipts
 * SK, decision 0054) instead of reading fin_entry.
 */
export async function docOpenOf(
  db: Executor,
  q: {
    partyKind: PartyKind;
    partyId: number;
    account: Account;
    currency: string;
    docType: string;
    docId: number;
  },
): Promise<string> {
  const [r] = await db
    .select({ open: sql<string>`coalesce(sum(${finEntry.amount}), 0)::numeric(18, 2)::text` })
    .from(finEntry)
    .where(
      and(
        eq(finEntry.partyKind, q.partyKind),
        eq(finEntry.partyId, q.partyId),
        eq(finEntry.account, q.account),
        eq(finEntry.currency, q.currency),
        eq(finEntry.docType, q.docType),
        eq(finEntry.docId, q.docId),
      ),
    );
  return r?.open ?? '0.00';
}

/**
 * The rate to CNY of a currency on a date for history that predates the dated rates (migration 0019,
 * demo seeders): the dated rate in force that day, else the currency lookup's rate, else 1 (CNY is 1).
 * SQL, so set-based loads use the same rule as the migration.
 */
export const historicalRateSql = (currency: SQL, day: SQL): SQL =>
  sql`coalesce(
    (select r.rate from fin_exchange_rate r where r.currency = ${currency} and r.rate_date <= ${day}
      order by r.rate_date desc, r.id desc limit 1),
    (select c.rate::numeric(18, 6) from base_currency c where c.code = ${currency} and c.rate > 0),
    1)`;

/** One historical entry for `importEntries` (amount signed, 2 decimals; createdAt an ISO timestamp). */
export interface ImportedEntry {
  tenantId: number;
  partyKind: PartyKind;
  partyId: number;
  account: Account;
  currency: string;
  amount: string;
  docType: string;
  docId: number;
  docLineId: number | null;
  remark: string;
  createdAt: string;
  createdBy: number | null;
}

/**
 * Loads history set-based (demo seeders; the same rule as migration 0019): entries dated on the China
 * day of `createdAt`, rate `historicalRateSql`, and the balances they sum to. No refusals — the caller
 * produces a history that keeps every balance ≥ 0 (the database check and `checkMoneyLedger` prove it).
 */
export async function importEntries(db: Executor, entries: readonly ImportedEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 2000) {
    const chunk = entries.slice(i, i + 2000);
    const col = <T>(f: (e: ImportedEntry) => T) => sql.param(chunk.map(f));
    const day = sql`(x.created_at at time zone 'Asia/Shanghai')::date`;
    await db.execute(sql`
      insert into fin_entry (tenant_id, party_kind, party_id, account, currency, amount, rate_to_cny, posted_on,
        doc_type, doc_id, doc_line_id, remark, created_at, created_by)
      select x.tenant_id, x.party_kind, x.party_id, x.account, x.currency, x.amount,
        ${historicalRateSql(sql`x.currency`, day)}, ${day}, x.doc_type, x.doc_id, x.doc_line_id, x.remark,
        x.created_at, x.created_by
      from unnest(${col((e) => e.tenantId)}::int[], ${col((e) => e.partyKind)}::smallint[],
        ${col((e) => e.partyId)}::int[], ${col((e) => e.account)}::smallint[], ${col((e) => e.currency)}::text[],
        ${col((e) => e.amount)}::numeric[], ${col((e) => e.docType)}::text[], ${col((e) => e.docId)}::int[],
        ${col((e) => e.docLineId)}::int[], ${col((e) => e.remark)}::text[], ${col((e) => e.createdAt)}::timestamptz[],
        ${col((e) => e.createdBy)}::int[])
        as x(tenant_id, party_kind, party_id, account, currency, amount, doc_type, doc_id, doc_line_id, remark,
          created_at, created_by)
      order by x.created_at`);
  }
  await db.execute(sql`
    insert into fin_balance (tenant_id, party_kind, party_id, account, currency, balance, updated_at)
    select tenant_id, party_kind, party_id, account, currency, sum(amount), max(created_at) from fin_entry
    group by tenant_id, party_kind, party_id, account, currency
    on conflict (tenant_id, party_kind, party_id, account, currency)
    do update set balance = excluded.balance, updated_at = excluded.updated_at`);
}

/** The newest entry id per party-account-currency (e.g. a list's row key); exported for readers. */
export const latestEntryIdSql = (tenantId: SQL, partyKind: SQL, partyId: SQL, account: SQL, currency: SQL) =>
  sql<number>`(select max(${finEntry.id}) from ${finEntry} where ${finEntry.tenantId} = ${tenantId}
    and ${finEntry.partyKind} = ${partyKind} and ${finEntry.partyId} = ${partyId}
    and ${finEntry.account} = ${account} and ${finEntry.currency} = ${currency})::int`;
