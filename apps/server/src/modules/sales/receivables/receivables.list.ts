import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { RECEIVABLES_MENU } from '@partdesk/shared/finance/receivables/receivables.codes';
import { receivablesResource } from '@partdesk/shared/finance/receivables/receivables.resource';
import { type Column, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../../core/access/index.js';
import { seesAll } from '../../../core/access/index.js';
import { registerResource } from '../../../core/resource/index.js';
import { finBalance as B, latestEntryIdSql } from '../../finance/index.js';
import { ageingSql, isOverdueSql } from './receivables.sql.js';

/**
 * The data scope of customer-bound money (decision 0056): scope "all" (finance, admins) sees every
 * customer; anyone else only the customers they own.
 */
export const ownCustomerScope =
  (customerId: Column | SQL) =>
  (user: AuthUser): SQL | undefined =>
    seesAll(user)
      ? undefined
      : sql`exists (select 1 from crm_customer oc where oc.id = ${customerId} and oc.owner_id = ${user.id})`;

const T = sql`${B.tenantId}`;
const C = sql`${B.partyId}`;
const K = sql`${B.currency}`;

/** Σ open receivables of the customer in the row's currency, every owner company (as CRM's remainingCredit). */
const OPEN_ALL = sql`(select coalesce(sum(b.balance), 0) from fin_balance b where b.party_kind = ${PARTY_KIND.customer}
  and b.party_id = ${B.partyId} and b.account = ${ACCOUNT.receivable} and b.currency = ${B.currency})`;
const LIMIT = sql`(case when rc.currency = ${B.currency} then coalesce(rc.credit_limit, 0) else 0 end)`;

/**
 * POST /merchant/finance/receivables/Query and /Export: one row per customer, owner company and
 * currency with an open receivable (fin_balance, account receivable, > 0), its ageing (one lateral
 * subquery over the entries) and remaining credit.
 */
export function registerReceivablesList(app: FastifyInstance) {
  return registerResource(app, receivablesResource, {
    from: B,
    access: { grantedBy: [RECEIVABLES_MENU] },
    joins: sql`left join crm_customer rc on rc.id = ${B.partyId}
      left join lateral (${ageingSql(T, C, K)}) ag on true`,
    tieBreaker: B.partyId,
    thenBy: [
      { by: B.currency, dir: 'asc' },
      { by: B.tenantId, dir: 'asc' },
    ],
    scopeWhere: ownCustomerScope(B.partyId),
    where: () => [
      eq(B.partyKind, PARTY_KIND.customer),
      eq(B.account, ACCOUNT.receivable),
      gt(B.balance, '0'),
    ],
    columns: {
      Id: latestEntryIdSql(T, sql`${B.partyKind}`, C, sql`${B.account}`, K),
      CustomerId: B.partyId,
      CustomerCode: sql<string>`rc.code`,
      CustomerName: sql<string>`rc.short_name`,
      OwnerId: sql<number | null>`rc.owner_id`,
      OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = rc.owner_id)`,
      TenantId: B.tenantId,
      Currency: B.currency,
      Open: sql<string>`${B.balance}::text`,
      Current: sql<string>`ag.cur`,
      Days1to30: sql<string>`ag.d30`,
      Days31to60: sql<string>`ag.d60`,
      Days61to90: sql<string>`ag.d90`,
      Over90: sql<string>`ag.d90p`,
      Overdue: sql<string>`ag.overdue`,
      IsOverdue: sql<boolean>`(ag.overdue::numeric > 0)`,
      MaxDaysOverdue: sql<number>`ag.max_days`,
      CreditLimit: sql<string>`${LIMIT}::numeric(18, 2)::text`,
      RemainingCredit: sql<string>`(${LIMIT} - ${OPEN_ALL})::numeric(18, 2)::text`,
    },
    sortBy: { Open: B.balance, Overdue: sql`ag.overdue::numeric` },
    filterBy: {
      CustomerName: (p) =>
        sql`exists (select 1 from crm_customer c where c.id = ${B.partyId} and concat_ws(' ', c.short_name, c.name, c.code) ilike ${p})`,
      // The kit's currency lookup filters by the lookup's id (base_currency.id), the row holds the code.
      Currency: (v) =>
        sql`(${B.currency} = ${String(v)} or ${B.currency} = (select bc.code from base_currency bc where bc.id::text = ${String(v)}))`,
      OwnerId: (v) =>
        sql`exists (select 1 from crm_customer c where c.id = ${B.partyId} and c.owner_id = ${v})`,
      IsOverdue: (v) => {
        const yes = v === true || v === 'true' || v === '1' || v === 1;
        return yes ? isOverdueSql(T, C, K) : sql`not ${isOverdueSql(T, C, K)}`;
      },
    },
  });
}
