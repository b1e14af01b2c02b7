import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { PAYMENT_TERM_DUE_DAYS } from '@partdesk/shared/finance/receivables/receivables.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { type SQL, sql } from 'drizzle-orm';

/** Today in China (the posting dates' calendar), in SQL. */
export const TODAY_SQL = sql`(now() at time zone 'Asia/Shanghai')::date`;

/** The due days of an order's payment terms (decision 0056), as a SQL CASE over `terms`. */
const WHENS = Object.entries(PAYMENT_TERM_DUE_DAYS)
  .map(([t, d]) => `when ${Number(t)} then ${Number(d)}`)
  .join(' ');
const termDaysCase = (terms: SQL) => sql`case ${terms} ${sql.raw(WHENS)} else 0 end`;

/**
 * Days from the posting of a receivable entry `e` to its due date: the order's payment terms for an
 * order's receivable (a shipment posts it on the sales order), 0 for anything else.
 */
export const dueDaysOf = sql`case when e.doc_type = ${SALES_ORDER_DOC}
  then coalesce((select ${termDaysCase(sql`so.payment_terms`)} from sales_order so where so.id = e.doc_id), 0)
  else 0 end`;

/**
 * The open pieces of a customer's receivable on one owner company and currency: per document the open
 * amount (Σ its entries) is the newest part of what was billed (receipts settle the oldest first), so
 * each + entry keeps `least(amount, open − billed after it)`; each piece has its due date (posting +
 * terms) and days past due (today − due date). Columns: doc_type, doc_id, posted_on, due_on, days, open.
 */
export function openPiecesSql(tenantId: SQL, customerId: SQL, currency: SQL): SQL {
  return sql`select p.doc_type, p.doc_id, p.posted_on, p.due_on, (${TODAY_SQL} - p.due_on) as days, p.open
    from (
      select e.doc_type, e.doc_id, e.posted_on, e.amount, e.posted_on + (${dueDaysOf})::int as due_on,
        greatest(0::numeric, least(e.amount,
          sum(e.amount) over (partition by e.doc_type, e.doc_id)
          - (sum(greatest(e.amount, 0)) over (partition by e.doc_type, e.doc_id
               order by e.posted_on desc, e.id desc rows between unbounded preceding and current row)
             - greatest(e.amount, 0)))) as open
      from fin_entry e
      where e.tenant_id = ${tenantId} and e.party_kind = ${PARTY_KIND.customer} and e.party_id = ${customerId}
        and e.account = ${ACCOUNT.receivable} and e.currency = ${currency}
    ) p
    where p.amount > 0 and p.open > 0`;
}

/** The ageing buckets of `openPiecesSql` as one row (numeric(18,2) texts; days overdue an int). */
export function ageingSql(tenantId: SQL, customerId: SQL, currency: SQL): SQL {
  const bucket = (cond: string) =>
    sql.raw(`coalesce(sum(a.open) filter (where ${cond}), 0)::numeric(18, 2)::text`);
  return sql`select ${bucket('a.days <= 0')} as cur, ${bucket('a.days between 1 and 30')} as d30,
      ${bucket('a.days between 31 and 60')} as d60, ${bucket('a.days between 61 and 90')} as d90,
      ${bucket('a.days > 90')} as d90p, ${bucket('a.days > 0')} as overdue,
      coalesce(max(a.days) filter (where a.days > 0), 0)::int as max_days
    from (${openPiecesSql(tenantId, customerId, currency)}) a`;
}

/** Whether a customer's receivable on (company, currency) has anything past due (a boolean SQL). */
export function isOverdueSql(tenantId: SQL, customerId: SQL, currency: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from (${openPiecesSql(tenantId, customerId, currency)}) o where o.days > 0)`;
}
