import {
  balanceLedgerResource,
  balanceRefundResource,
  balanceResource,
} from '@partdesk/shared/crm/balance-resource';
import { BALANCE_REFUND_STATUS } from '@partdesk/shared/crm/crm-ops-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import {
  assertCustomerAccess,
  customerBoundScope,
  loadCustomer,
  OPS_ACCESS,
  OPS_MENU,
  ownsCustomerSql,
} from '../crm-ops-access.js';
import { availableBalance, customerBalances } from './balance.js';
import { crmBalanceLedger } from './balance-ledger.table.js';
import { crmBalanceRefund } from './balance-refund.table.js';
import { recharge, requestRefund } from './balance-refund.service.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';
import { seesAll } from '../../../core/access/index.js';
import type { AuthUser } from '../../../core/access/index.js';

const tags = ['crm'];
const text = (max: number) => z.string().trim().max(max).default('');

const customerOf = (table: 'crm_balance_ledger' | 'crm_balance_refund') => ({
  CustomerCode: sql<string>`(select c.code from crm_customer c where c.id = ${sql.raw(table)}.customer_id)`,
  CustomerName: sql<string>`(select c.short_name from crm_customer c where c.id = ${sql.raw(table)}.customer_id)`,
  OwnerId: sql<
    number | null
  >`(select c.owner_id from crm_customer c where c.id = ${sql.raw(table)}.customer_id)`,
});
const customerFilters = (table: 'crm_balance_ledger' | 'crm_balance_refund') => ({
  CustomerName: (p: unknown) =>
    sql`exists (select 1 from crm_customer c where c.id = ${sql.raw(table)}.customer_id and concat_ws(' ', c.short_name, c.name, c.code) ilike ${p})`,
  OwnerId: (v: unknown) =>
    sql`exists (select 1 from crm_customer c where c.id = ${sql.raw(table)}.customer_id and c.owner_id = ${v})`,
});

/** Ledger rows are seen by scope "all", the refund reviewers, or the customer's owner. */
const ledgerScope = (reviewMenus: string[]) => (user: AuthUser) =>
  seesAll(user) || reviewMenus.some((m) => user.grants.has(m))
    ? undefined
    : ownsCustomerSql(user, crmBalanceLedger.customerId);

const HELD = sql<string>`(select coalesce(sum(r.amount), 0)::numeric(18, 2)::text from crm_balance_refund r
  where r.customer_id = crm_balance_ledger.customer_id and r.currency = crm_balance_ledger.currency
    and r.status = ${BALANCE_REFUND_STATUS.pendingReview})`;
const BALANCE = sql<string>`(select sum(l.amount)::numeric(18, 2)::text from crm_balance_ledger l
  where l.customer_id = crm_balance_ledger.customer_id and l.currency = crm_balance_ledger.currency)`;

/** Customer balances, the ledger, balance refunds (YT) and recharges (CZ). */
export const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerResource(app, balanceResource, {
    from: crmBalanceLedger,
    access: OPS_ACCESS.balance,
    tieBreaker: crmBalanceLedger.id,
    scopeWhere: ledgerScope([OPS_MENU.refundAudit]),
    // One row per customer and currency: its latest movement.
    where: () => [
      sql`not exists (select 1 from crm_balance_ledger n where n.customer_id = crm_balance_ledger.customer_id
        and n.currency = crm_balance_ledger.currency and n.id > crm_balance_ledger.id)`,
    ],
    columns: {
      Id: crmBalanceLedger.id,
      CustomerId: crmBalanceLedger.customerId,
      ...customerOf('crm_balance_ledger'),
      Currency: crmBalanceLedger.currency,
      Balance: BALANCE,
      Held: HELD,
      Available: sql<string>`(${BALANCE}::numeric - ${HELD}::numeric)::numeric(18, 2)::text`,
      LastMovedAt: crmBalanceLedger.createdAt,
    },
    filterBy: customerFilters('crm_balance_ledger'),
  });

  await registerResource(app, balanceLedgerResource, {
    from: crmBalanceLedger,
    access: OPS_ACCESS.balance,
    tieBreaker: crmBalanceLedger.id,
    scopeWhere: ledgerScope([OPS_MENU.refundAudit]),
    columns: {
      Id: crmBalanceLedger.id,
      CustomerId: crmBalanceLedger.customerId,
      ...customerOf('crm_balance_ledger'),
      Currency: crmBalanceLedger.currency,
      Kind: crmBalanceLedger.kind,
      Amount: crmBalanceLedger.amount,
      DocType: crmBalanceLedger.docType,
      DocNo: crmBalanceLedger.docNo,
      Remark: crmBalanceLedger.remark,
      CreatedBy: crmBalanceLedger.createdBy,
      CreatedAt: crmBalanceLedger.createdAt,
    },
    filterBy: customerFilters('crm_balance_ledger'),
  });

  const refundColumns = {
    Id: crmBalanceRefund.id,
    No: crmBalanceRefund.no,
    CustomerId: crmBalanceRefund.customerId,
    ...customerOf('crm_balance_refund'),
    Currency: crmBalanceRefund.currency,
    Amount: crmBalanceRefund.amount,
    Reason: crmBalanceRefund.reason,
    PayeeName: crmBalanceRefund.payeeName,
    BankName: crmBalanceRefund.bankName,
    BankAccount: crmBalanceRefund.bankAccount,
    SwiftCode: crmBalanceRefund.swiftCode,
    BankAddress: crmBalanceRefund.bankAddress,
    Status: crmBalanceRefund.status,
    LedgerId: crmBalanceRefund.ledgerId,
    TenantId: crmBalanceRefund.tenantId,
    CreatedBy: crmBalanceRefund.createdBy,
    CreatedAt: crmBalanceRefund.createdAt,
    Version: crmBalanceRefund.version,
  };
  const refundScope = customerBoundScope(crmBalanceRefund.customerId, [OPS_MENU.refundAudit]);
  await registerResource(app, balanceRefundResource, {
    from: crmBalanceRefund,
    access: OPS_ACCESS.balance,
    tieBreaker: crmBalanceRefund.id,
    scopeWhere: refundScope,
    columns: refundColumns,
    filterBy: customerFilters('crm_balance_refund'),
  });

  app.get(
    '/merchant/crm/balancerefund/:id',
    {
      config: { access: OPS_ACCESS.balance },
      schema: { tags, summary: 'One balance refund', params: docIdParam },
    },
    async (req) => {
      const [row] = await app.ctx.db
        .select(refundColumns)
        .from(crmBalanceRefund)
        .where(and(eq(crmBalanceRefund.id, req.params.id), refundScope(req.auth())));
      if (!row) throw notFound();
      return ok(row);
    },
  );

  app.get(
    '/merchant/crm/customer/:id/balance',
    {
      config: { access: OPS_ACCESS.balance },
      schema: {
        tags,
        summary: "A customer's balance per currency (balance, held, available)",
        params: docIdParam,
      },
    },
    async (req) => {
      const user = req.auth();
      const c = await loadCustomer(app.ctx.db, req.params.id);
      if (!user.grants.has(OPS_MENU.refundAudit)) assertCustomerAccess(user, c);
      const records = [];
      for (const b of await customerBalances(app.ctx.db, c.id)) {
        const a = await availableBalance(app.ctx.db, c.id, b.currency);
        records.push({ Currency: b.currency, Balance: a.balance, Held: a.held, Available: a.available });
      }
      return ok({ CustomerId: c.id, Records: records, TotalCount: records.length });
    },
  );

  app.post(
    '/merchant/crm/balancerefund',
    {
      config: { access: OPS_ACCESS.refundCreate },
      schema: {
        tags,
        summary: 'Request a balance refund (YT, reviewed on balancerefund-audit)',
        body: z.object({
          CustomerId: z.number().int().positive(),
          Currency: z.string().trim().min(3).max(3),
          Amount: z.string().trim().min(1).max(24),
          Reason: text(500),
          PayeeName: text(200),
          BankName: text(200),
          BankAccount: text(64),
          SwiftCode: text(11),
          BankAddress: text(300),
        }),
      },
    },
    async (req) => {
      const r = await requestRefund(env(req), req.body);
      return ok({
        Id: r.row.id,
        No: r.row.no,
        Status:
          r.status === 'approved' ? BALANCE_REFUND_STATUS.approved : BALANCE_REFUND_STATUS.pendingReview,
      });
    },
  );

  app.post(
    '/merchant/crm/recharge',
    {
      config: { access: OPS_ACCESS.recharge },
      schema: {
        tags,
        summary: 'Customer recharge (CZ) confirmed by finance: credits the balance',
        body: z.object({
          CustomerId: z.number().int().positive(),
          Currency: z.string().trim().min(3).max(3),
          Amount: z.string().trim().min(1).max(24),
          Remark: text(500),
        }),
      },
    },
    async (req) => ok(await recharge(env(req), req.body)),
  );
};
