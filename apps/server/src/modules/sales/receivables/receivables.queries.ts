import type { CustomerReceivables } from '@partdesk/shared/finance/receivables/receivables.contract';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { D } from '@partdesk/shared/core/money';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { rows } from '../../../core/db/index.js';
import { ageingSql } from './receivables.sql.js';

const RECEIVABLE_ROWS = sql`fin_balance b left join lateral (${ageingSql(
  sql`b.tenant_id`,
  sql`b.party_id`,
  sql`b.currency`,
)}) ag on true`;
const ON_RECEIVABLE = sql`b.party_kind = ${PARTY_KIND.customer} and b.account = ${ACCOUNT.receivable} and b.balance > 0`;

/**
 * The receivables of one customer per currency (every owner company): open, overdue, most days past
 * due and remaining credit (limit − open, the limit counting in the customer's credit currency only).
 * The customer detail's overdue badge reads it (GET /merchant/finance/receivables/customer/:id).
 */
export async function customerReceivables(db: Executor, customerId: number): Promise<CustomerReceivables> {
  const list = rows<{ currency: string; open: string; overdue: string; max_days: number; lim: string }>(
    await db.execute(sql`select b.currency, sum(b.balance)::numeric(18, 2)::text as open,
        sum(ag.overdue::numeric)::numeric(18, 2)::text as overdue, max(ag.max_days)::int as max_days,
        (select case when c.currency = b.currency then c.credit_limit else 0 end from crm_customer c
          where c.id = b.party_id)::numeric(18, 2)::text as lim
      from ${RECEIVABLE_ROWS}
      where ${ON_RECEIVABLE} and b.party_id = ${customerId}
      group by b.currency, b.party_id order by b.currency`),
  );
  const out = list.map((r) => ({
    Currency: r.currency,
    Open: r.open,
    Overdue: r.overdue,
    MaxDaysOverdue: r.max_days,
    RemainingCredit: new D(r.lim ?? '0').minus(r.open).toFixed(2),
  }));
  return { CustomerId: customerId, Overdue: out.some((r) => new D(r.Overdue).gt(0)), Rows: out };
}

/**
 * Of `customerIds`, those with a receivable past due (any company or currency): the reader the customer
 * list's overdue flag uses (exported from the sales index; decision 0056).
 */
export async function overdueCustomerIds(db: Executor, customerIds: readonly number[]): Promise<Set<number>> {
  if (!customerIds.length) return new Set();
  const list = rows<{ id: number }>(
    await db.execute(sql`select distinct b.party_id as id from ${RECEIVABLE_ROWS}
      where ${ON_RECEIVABLE} and ${inArray(sql`b.party_id`, [...customerIds])} and ag.overdue::numeric > 0`),
  );
  return new Set(list.map((r) => r.id));
}
