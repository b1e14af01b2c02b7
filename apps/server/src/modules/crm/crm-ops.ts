import { VISIT_STATUS } from '@partdesk/shared/crm/crm-ops-codes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceRoutes } from './balance/balance.routes.js';
import { changeRoutes } from './change/change.routes.js';
import { registerCrmTradeSources } from './trade/trade.js';
import { subscribeCrmToTrade } from './trade/trade-subscriptions.js';
import { customerInScope } from './customer/customer-in-scope.js';
import { provideBomCustomerScope } from '../product/index.js';
import { provideClaimCustomer } from '../finance/index.js';
import { claimableCustomer } from './customer/customer-in-scope.js';
import { tradeRoutes } from './trade/trade.routes.js';
import { crmVisit } from './visit/visit.table.js';
import { visitRoutes } from './visit/visit.routes.js';

/**
 * The CRM operations (issue #5 beyond customers and the pool): level and credit change requests and
 * their reviews, remaining credit, visits (BF) with allotment and review, customer balances, balance
 * refunds (YT) and recharges (CZ), the customer trade timeline, their to-do counters.
 */
export const crmOpsModule: FastifyPluginAsyncZod = async (app) => {
  const { todos } = app.ctx;
  // Their documents (level/credit changes, visits, refunds): crm-ops.document.ts, registered by crmModule.

  // Visits waiting for allotment (visible by the allotment permit, spec §6).
  todos.setCount('VisitAllotCount', async ({ db }) => {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(crmVisit)
      .where(and(isNull(crmVisit.salespersonId), eq(crmVisit.status, VISIT_STATUS.draft)));
    return r?.n ?? 0;
  });

  registerCrmTradeSources();
  // Inquiry and quote events → last-inquiry time and timeline entries (decision 0016).
  subscribeCrmToTrade(app.ctx.events);
  // The BOM import (product, before crm in the module order) checks its customer with the CRM's rule.
  provideBomCustomerScope(customerInScope);
  // A bank receipt is claimed for a customer the caller owns (finance, before crm; decision 0050).
  provideClaimCustomer(claimableCustomer);
  await app.register(changeRoutes);
  await app.register(visitRoutes);
  await app.register(balanceRoutes);
  await app.register(tradeRoutes);
};
