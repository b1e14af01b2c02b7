import { isIsoDate } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { BILL_MAX_DAYS } from '@partdesk/shared/finance/receivables/receivables.codes';
import type {
  CustomerBill,
  CustomerBillQuery,
} from '@partdesk/shared/finance/receivables/receivables.contract';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/index.js';
import { seesAll } from '../../../core/access/index.js';
import type { Executor } from '../../../core/db/client.js';
import { rows } from '../../../core/db/index.js';
import { badRequest } from '../../../core/http/app-error.js';

/** Document types of the statement's columns: an order's receivable is billed, an allowance ZR written off. */
const ALLOWANCE_DOC = 'allowance';
const ALLOWANCE_PREFIX = 'ZR';
const DAY_MS = 86_400_000;

/**
 * The statement column of a receivable entry: a billing (+, or the reversal of one) is billed; a − with
 * an allowance's number (ZR…) or of an allowance document is an allowance; any other − (receipts SK,
 * reversals of them) is received.
 */
function columnOf(
  docType: string,
  amount: InstanceType<typeof D>,
  remark: string,
  reversesBilling: boolean | null,
) {
  if (reversesBilling === true || (reversesBilling === null && amount.gt(0))) return 'billed' as const;
  if (docType === ALLOWANCE_DOC || remark.startsWith(ALLOWANCE_PREFIX)) return 'allowance' as const;
  return 'received' as const;
}

/**
 * Checks the query (each refusal a translated 400 naming the field, nothing read): real dates, end not
 * before start, at most BILL_MAX_DAYS, a currency of the lookup, the customer existing and the caller's
 * (scope "all" or its owner).
 */
async function checkQuery(db: Executor, user: AuthUser, q: CustomerBillQuery) {
  for (const f of ['DateStart', 'DateEnd'] as const)
    if (!isIsoDate(q[f])) throw badRequest('finance.receivables.dateInvalid', { date: q[f] }, f);
  if (q.DateEnd < q.DateStart)
    throw badRequest('finance.receivables.periodInvalid', { start: q.DateStart, end: q.DateEnd }, 'DateEnd');
  const days = (Date.parse(q.DateEnd) - Date.parse(q.DateStart)) / DAY_MS + 1;
  if (days > BILL_MAX_DAYS)
    throw badRequest('finance.receivables.periodTooLong', { max: BILL_MAX_DAYS }, 'DateEnd');
  const cur = rows(await db.execute(sql`select 1 from base_currency where code = ${q.Currency}`));
  if (!cur.length)
    throw badRequest('finance.receivables.currencyInvalid', { currency: q.Currency }, 'Currency');
  const [c] = rows<{ code: string; short_name: string; owner_id: number | null }>(
    await db.execute(sql`select code, short_name, owner_id from crm_customer where id = ${q.CustomerId}`),
  );
  if (!c || (!seesAll(user) && c.owner_id !== user.id))
    throw badRequest('finance.receivables.customerInvalid', undefined, 'CustomerId');
  return c;
}

/**
 * A customer's statement for a period on the receivable account of the money ledger (decision 0056):
 * opening = Σ entries before the start; each entry of the period a line in its column (`columnOf`);
 * closing = opening + billed − received − allowances = Σ entries to the end. Unapplied money
 * (pre-collected + customer balance to the end) is shown beside it.
 */
export async function customerBill(
  db: Executor,
  user: AuthUser,
  q: CustomerBillQuery,
): Promise<CustomerBill> {
  const c = await checkQuery(db, user, q);
  const tenant = q.TenantId ? sql`and e.tenant_id = ${q.TenantId}` : sql``;
  const party = sql`e.party_kind = ${PARTY_KIND.customer} and e.party_id = ${q.CustomerId} and e.currency = ${q.Currency} ${tenant}`;
  const [sums] = rows<{ opening: string; unapplied: string }>(
    await db.execute(sql`select
        coalesce(sum(e.amount) filter (where e.account = ${ACCOUNT.receivable} and e.posted_on < ${q.DateStart}), 0)::text as opening,
        coalesce(sum(e.amount) filter (where e.account in (${ACCOUNT.preCollected}, ${ACCOUNT.customerBalance})
          and e.posted_on <= ${q.DateEnd}), 0)::text as unapplied
      from fin_entry e where ${party}`),
  );
  const entries = rows<{
    posted_on: string;
    tenant_id: number;
    doc_type: string;
    doc_no: string;
    remark: string;
    amount: string;
    reverses_billing: boolean | null;
  }>(
    await db.execute(sql`select e.posted_on::text as posted_on, e.tenant_id, e.doc_type, e.remark, e.amount::text as amount,
        (select r.amount > 0 from fin_entry r where r.id = e.reverses_id) as reverses_billing,
        coalesce(case when e.doc_type = ${SALES_ORDER_DOC}
          then (select so.no from sales_order so where so.id = e.doc_id) end, e.doc_type || ' #' || e.doc_id) as doc_no
      from fin_entry e
      where ${party} and e.account = ${ACCOUNT.receivable}
        and e.posted_on between ${q.DateStart} and ${q.DateEnd}
      order by e.posted_on, e.id`),
  );
  let balance = new D(sums!.opening);
  const total = { billed: new D(0), received: new D(0), allowance: new D(0) };
  const zero = '';
  const Lines = entries.map((e) => {
    const amount = new D(e.amount);
    balance = balance.plus(amount);
    const col = columnOf(e.doc_type, amount, e.remark, e.reverses_billing);
    const shown = col === 'billed' ? amount : amount.neg();
    total[col] = total[col].plus(shown);
    return {
      Date: e.posted_on,
      TenantId: e.tenant_id,
      Kind: col,
      DocType: e.doc_type,
      DocNo: e.doc_no,
      Remark: e.remark,
      Billed: col === 'billed' ? shown.toFixed(2) : zero,
      Received: col === 'received' ? shown.toFixed(2) : zero,
      Allowance: col === 'allowance' ? shown.toFixed(2) : zero,
      Balance: balance.toFixed(2),
    };
  });
  return {
    CustomerId: q.CustomerId,
    CustomerCode: c.code,
    CustomerName: c.short_name,
    Currency: q.Currency,
    TenantId: q.TenantId ?? null,
    DateStart: q.DateStart,
    DateEnd: q.DateEnd,
    Opening: new D(sums!.opening).toFixed(2),
    Billed: total.billed.toFixed(2),
    Received: total.received.toFixed(2),
    Allowance: total.allowance.toFixed(2),
    Closing: balance.toFixed(2),
    Unapplied: new D(sums!.unapplied).toFixed(2),
    Lines,
  };
}
