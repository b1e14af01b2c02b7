import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import {
  BANK_RECEIPT_DOC,
  BANK_RECEIPT_STATUS,
} from '@partdesk/shared/finance/bank-receipt/bank-receipt.codes';
import { ABNORMAL_KIND, ABNORMAL_KIND_VALUES } from '@partdesk/shared/finance/receivables/receivables.codes';
import type { AbnormalRow } from '@partdesk/shared/finance/receivables/receivables.contract';
import { type Lang, translate } from '@partdesk/shared/i18n/index';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/index.js';
import { seesAll } from '../../../core/access/index.js';
import type { Executor } from '../../../core/db/client.js';
import { rows } from '../../../core/db/index.js';
import { badRequest } from '../../../core/http/app-error.js';
import { getSetting } from '../../setup/index.js';
import { dueDaysOf, TODAY_SQL } from './receivables.sql.js';

/** At most this many rows per kind (the list is a worklist, not a report). */
const PER_KIND = 1000;

type Raw = {
  kind: number;
  doc_type: string;
  doc_id: number;
  doc_no: string;
  party: string | null;
  tenant_id: number;
  currency: string;
  amount: string;
  day: string;
  days: number;
};

/** Bank receipts still to be claimed more than `days` after their value date. */
const unclaimed = (
  days: number,
) => sql`select ${ABNORMAL_KIND.unclaimedReceipt}::int as kind, ${BANK_RECEIPT_DOC} as doc_type,
    r.id as doc_id, r.no as doc_no, r.payer_name as party, r.tenant_id, r.currency, r.amount::text as amount,
    r.value_date::text as day, (${TODAY_SQL} - r.value_date)::int as days
  from fin_bank_receipt r
  where r.status = ${BANK_RECEIPT_STATUS.pending} and ${TODAY_SQL} - r.value_date > ${days}
  order by r.value_date limit ${PER_KIND}`;

/** Ledger balances below zero (refused by the ledger: the safety net), customers' and suppliers'. */
const negative = (own: (customerId: SQL) => SQL | undefined) => {
  const scoped = own(sql`b.party_id`);
  return sql`select ${ABNORMAL_KIND.negativeBalance}::int as kind, 'balance' as doc_type, b.account::int as doc_id,
      '' as doc_no,
      case when b.party_kind = ${PARTY_KIND.customer} then (select c.short_name from crm_customer c where c.id = b.party_id)
        else (select s.name from pur_supplier s where s.id = b.party_id) end as party,
      b.tenant_id, b.currency, b.balance::text as amount, b.updated_at::date::text as day, 0 as days
    from fin_balance b
    where b.balance < 0 ${scoped ? sql`and b.party_kind = ${PARTY_KIND.customer} and ${scoped}` : sql``}
    limit ${PER_KIND}`;
};

/**
 * Orders' receivables past their due date (first posting + the order's payment terms) with no receipt
 * at all on them (every entry of the document on the receivable account is a billing).
 */
const overdueNoReceipt = (own: (customerId: SQL) => SQL | undefined) => {
  const scoped = own(sql`d.party_id`);
  return sql`select ${ABNORMAL_KIND.overdueNoReceipt}::int as kind, d.doc_type, d.doc_id,
      (select so.no from sales_order so where so.id = d.doc_id) as doc_no,
      (select c.short_name from crm_customer c where c.id = d.party_id) as party,
      d.tenant_id, d.currency, d.open::text as amount, d.due_on::text as day, (${TODAY_SQL} - d.due_on)::int as days
    from (
      select e.tenant_id, e.party_id, e.currency, e.doc_type, e.doc_id, sum(e.amount) as open,
        min(e.posted_on + (${dueDaysOf})::int) as due_on
      from fin_entry e
      where e.party_kind = ${PARTY_KIND.customer} and e.account = ${ACCOUNT.receivable} and e.doc_type = ${SALES_ORDER_DOC}
      group by e.tenant_id, e.party_id, e.currency, e.doc_type, e.doc_id
      having sum(e.amount) > 0 and bool_and(e.amount > 0)
    ) d
    where d.due_on < ${TODAY_SQL} ${scoped ? sql`and ${scoped}` : sql``}
    order by d.due_on limit ${PER_KIND}`;
};

export interface AbnormalQuery {
  Kind?: number;
  pageIndex: number;
  pageSize: number;
}

/**
 * The finance exceptions (decision 0056): one list of three kinds, most days first. Finance sees
 * every row; anyone else (should a role be granted the screen) only their customers' rows and the
 * unclaimed receipts (which carry no customer).
 */
export async function abnormalList(db: Executor, user: AuthUser, lang: Lang, q: AbnormalQuery) {
  if (q.Kind !== undefined && !ABNORMAL_KIND_VALUES.includes(q.Kind))
    throw badRequest('finance.receivables.kindInvalid', { kind: q.Kind }, 'Kind');
  const own = (customerId: SQL) =>
    seesAll(user)
      ? undefined
      : sql`exists (select 1 from crm_customer oc where oc.id = ${customerId} and oc.owner_id = ${user.id})`;
  const days = await getSetting(db, 'unclaimedReceiptAlertDays');
  const parts: SQL[] = [];
  const want = (k: number) => q.Kind === undefined || q.Kind === k;
  if (want(ABNORMAL_KIND.unclaimedReceipt)) parts.push(unclaimed(days));
  if (want(ABNORMAL_KIND.negativeBalance)) parts.push(negative(own));
  if (want(ABNORMAL_KIND.overdueNoReceipt)) parts.push(overdueNoReceipt(own));
  const all: Raw[] = [];
  for (const p of parts) all.push(...rows<Raw>(await db.execute(p)));
  all.sort((a, b) => b.days - a.days || a.kind - b.kind || a.doc_id - b.doc_id);
  const Records: AbnormalRow[] = all
    .slice((q.pageIndex - 1) * q.pageSize, q.pageIndex * q.pageSize)
    .map((r) => ({
      Id: `${r.kind}-${r.doc_type}-${r.doc_id}-${r.tenant_id}-${r.currency}`,
      Kind: r.kind,
      DocType: r.doc_type,
      DocId: r.doc_id,
      DocNo:
        r.kind === ABNORMAL_KIND.negativeBalance ? translate(lang, `finance.account.${r.doc_id}`) : r.doc_no,
      PartyName: r.party ?? '',
      TenantId: r.tenant_id,
      Currency: r.currency,
      Amount: r.amount,
      Date: r.day,
      Days: r.days,
    }));
  return { Records, TotalCount: all.length, AlertDays: days };
}
