import {
  balanceLedgerResource,
  balanceRefundResource,
  balanceResource,
} from '@partdesk/shared/crm/balance-resource';
import { BALANCE_REFUND_STATUS, LEDGER_KIND } from '@partdesk/shared/crm/crm-ops-codes';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { and, type Column, eq, sql } from 'drizzle-orm';
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
import { finBalance, finEntry, latestEntryIdSql } from '../../finance/index.js';
import { availableBalance, BALANCE_MOVE_DOC, customerBalances } from './balance.js';
import { crmBalanceRefund } from './balance-refund.table.js';
import { REFUND_DOC, recharge, requestRefund } from './balance-refund.service.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';
import { seesAll } from '../../../core/access/index.js';
import type { AuthUser } from '../../../core/access/index.js';

const tags = ['crm'];
const text = (max: number) => z.string().trim().max(max).default('');

const customerOf = (customerId: Column) => ({
  CustomerCode: sql<string>`(select c.code from crm_customer c where c.id = ${customerId})`,
  CustomerName: sql<string>`(select c.short_name from crm_customer c where c.id = ${customerId})`,
  OwnerId: sql<number | null>`(select c.owner_id from crm_customer c where c.id = ${customerId})`,
});
const customerFilters = (customerId: Column) => ({
  CustomerName: (p: unknown) =>
    sql`exists (select 1 from crm_customer c where c.id = ${customerId} and concat_ws(' ', c.short_name, c.name, c.code) ilike ${p})`,
  OwnerId: (v: unknown) =>
    sql`exists (select 1 from crm_customer c where c.id = ${customerId} and c.owner_id = ${v})`,
});

/** Ledger rows are seen by scope "all", the refund reviewers, or the customer's owner. */
const ledgerScope = (customerId: Column) => (user: AuthUser) =>
  seesAll(user) || user.grants.has(OPS_MENU.refundAudit) ? undefined : ownsCustomerSql(user, customerId);

/*
 * The balance and its history are finance's ledger (decision 0026), read through the tables finance's
 * index exports: fin_balance / fin_entry rows of party kind customer on the customer balance account.
 */
const onCustomerBalance = (partyKind: Column, account: Column) => [
  eq(partyKind, PARTY_KIND.customer),
  eq(account, ACCOUNT.customerBalance),
];
const HELD = sql<string>`(select coalesce(sum(r.amount), 0)::numeric(18, 2)::text from crm_balance_refund r
  where r.customer_id = ${finBalance.partyId} and r.currency = ${finBalance.currency}
    and r.status = ${BALANCE_REFUND_STATUS.pendingReview})`;
const BALANCE = sql<string>`${finBalance.balance}::text`;
const move = (col: string) =>
  sql`(select m.${sql.raw(col)} from crm_balance_move m
    where ${finEntry.docType} = ${BALANCE_MOVE_DOC} and m.id = ${finEntry.docId})`;
const isRefund = sql`${finEntry.docType} = ${REFUND_DOC}`;
const KIND = sql<
  number | null
>`case when ${isRefund} then ${LEDGER_KIND.balanceRefund} else ${move('kind')} end`;
const DOC_TYPE = sql<string>`case when ${isRefund} then 'YT' else coalesce(${move('ref_type')}, '') end`;
const DOC_NO = sql<string>`case when ${isRefund}
  then (select r.no from crm_balance_refund r where r.id = ${finEntry.docId})
  else coalesce(${move('ref_no')}, '') end`;

/** Customer balances, the ledger, balance refunds (YT) and recharges (CZ). */
export const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerResource(app, balanceResource, {
    from: finBalance,
    access: OPS_ACCESS.balance,
    tieBreaker: finBalance.partyId,
    thenBy: [{ by: finBalance.currency, dir: 'asc' }],
    scopeWhere: ledgerScope(finBalance.partyId),
    // One row per customer, owner company and currency that ever moved.
    where: () => onCustomerBalance(finBalance.partyKind, finBalance.account),
    columns: {
      Id: latestEntryIdSql(
        sql`${finBalance.tenantId}`,
        sql`${finBalance.partyKind}`,
        sql`${finBalance.partyId}`,
        sql`${finBalance.account}`,
        sql`${finBalance.currency}`,
      ),
      CustomerId: finBalance.partyId,
      ...customerOf(finBalance.partyId),
      Currency: finBalance.currency,
      Balance: BALANCE,
      Held: HELD,
      Available: sql<string>`(${finBalance.balance} - ${HELD}::numeric)::numeric(18, 2)::text`,
      LastMovedAt: finBalance.updatedAt,
    },
    sortBy: { Balance: finBalance.balance },
    filterBy: customerFilters(finBalance.partyId),
  });

  await registerResource(app, balanceLedgerResource, {
    from: finEntry,
    access: OPS_ACCESS.balance,
    tieBreaker: finEntry.id,
    scopeWhere: ledgerScope(finEntry.partyId),
    where: () => onCustomerBalance(finEntry.partyKind, finEntry.account),
    columns: {
      Id: finEntry.id,
      CustomerId: finEntry.partyId,
      ...customerOf(finEntry.partyId),
      Currency: finEntry.currency,
      Kind: KIND,
      Amount: finEntry.amount,
      DocType: DOC_TYPE,
      DocNo: DOC_NO,
      Remark: finEntry.remark,
      CreatedBy: finEntry.createdBy,
      CreatedAt: finEntry.createdAt,
    },
    filterBy: customerFilters(finEntry.partyId),
  });

  const refundColumns = {
    Id: crmBalanceRefund.id,
    No: crmBalanceRefund.no,
    CustomerId: crmBalanceRefund.customerId,
    ...customerOf(crmBalanceRefund.customerId),
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
    filterBy: customerFilters(crmBalanceRefund.customerId),
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
