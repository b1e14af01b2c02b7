import { VISIT_STATUS } from '@partdesk/shared/crm/crm-ops-codes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Column } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopedDocumentRule } from '../../core/documents/index.js';
import { seedReviewFlows } from '../../core/reviews/index.js';
import { registerDemoSeeder, registerSystemSeeder } from '../../db/seed/registry.js';
import { crmBalanceRefund } from './balance/balance-refund.table.js';
import { balanceRoutes } from './balance/balance.routes.js';
import { refundReviewable, REFUND_DOC } from './balance/balance-refund.service.js';
import { crmCreditChange, crmLevelChange } from './change/change-request.table.js';
import { changeRoutes } from './change/change.routes.js';
import { changeReviewables } from './change/change.service.js';
import { customerBoundScope, OPS_MENU } from './crm-ops-access.js';
import { seedCrmOpsDemo } from './seed/seed-ops.js';
import { registerCrmTradeSources } from './trade/trade.js';
import { subscribeCrmToTrade } from './trade/trade-subscriptions.js';
import { customerInScope } from './customer/customer-in-scope.js';
import { provideBomCustomerScope } from '../product/index.js';
import { tradeRoutes } from './trade/trade.routes.js';
import { crmVisit } from './visit/visit.table.js';
import { VISIT_DOC, visitReviewable, visitScope } from './visit/visit.service.js';
import { visitRoutes } from './visit/visit.routes.js';
import { CRM_OPS_REVIEW_SUMMARIES } from './review/crm-review-summaries.js';

const SALES_LEADS = ['销售组长', '销售主管', '销售经理', '销售总监', '管理员'];
const FINANCE_HEADS = ['财务主管', '财务总监', '管理员'];
const FINANCE = ['会计专员', '会计专员-1', '应收会计', '财务主管', '财务总监', '管理员'];

/** Default review chains of the CRM operation types (written once per type; edited chains are kept). */
export const CRM_OPS_FLOWS = [
  {
    docType: 'customerLevel',
    stepNo: 1,
    nameZh: '销售主管审核',
    nameEn: 'Sales lead review',
    roles: SALES_LEADS,
  },
  {
    docType: 'customerCredit',
    stepNo: 1,
    nameZh: '财务审核',
    nameEn: 'Finance review',
    roles: FINANCE_HEADS,
  },
  { docType: 'customerVisit', stepNo: 1, nameZh: '经理审核', nameEn: 'Manager review', roles: SALES_LEADS },
  { docType: 'balanceRefund', stepNo: 1, nameZh: '财务审核', nameEn: 'Finance review', roles: FINANCE },
];

registerSystemSeeder((db) => seedReviewFlows(db, CRM_OPS_FLOWS));
/** After the customers (30): visits, change requests and refunds of demo customers. */
registerDemoSeeder({ name: 'crm.ops', order: 32, run: seedCrmOpsDemo });

/**
 * The CRM operations (issue #5 beyond customers and the pool): level and credit change requests and
 * their reviews, remaining credit, visits (BF) with allotment and review, customer balances, balance
 * refunds (YT) and recharges (CZ), the customer trade timeline, their to-do counters.
 */
export const crmOpsModule: FastifyPluginAsyncZod = async (app) => {
  const { reviews, documents, todos } = app.ctx;
  const [level, credit] = changeReviewables();
  reviews.register(level);
  reviews.register(credit);
  reviews.register(visitReviewable());
  reviews.register(refundReviewable());
  for (const [type, summarize] of Object.entries(CRM_OPS_REVIEW_SUMMARIES))
    reviews.describe(type, { summarize });

  const customerCode = (col: Column) => sql<string>`(select c.code from crm_customer c where c.id = ${col})`;
  documents.register(
    scopedDocumentRule({
      type: 'customerLevel',
      table: crmLevelChange,
      id: crmLevelChange.id,
      no: customerCode(crmLevelChange.customerId),
      tenantId: crmLevelChange.tenantId,
      visibleWhere: customerBoundScope(crmLevelChange.customerId, [OPS_MENU.levelAudit]),
    }),
  );
  documents.register(
    scopedDocumentRule({
      type: 'customerCredit',
      table: crmCreditChange,
      id: crmCreditChange.id,
      no: customerCode(crmCreditChange.customerId),
      tenantId: crmCreditChange.tenantId,
      visibleWhere: customerBoundScope(crmCreditChange.customerId, [OPS_MENU.creditAudit]),
    }),
  );
  documents.register(
    scopedDocumentRule({
      type: VISIT_DOC,
      table: crmVisit,
      id: crmVisit.id,
      no: crmVisit.no,
      tenantId: crmVisit.tenantId,
      visibleWhere: visitScope,
    }),
  );
  documents.register(
    scopedDocumentRule({
      type: REFUND_DOC,
      table: crmBalanceRefund,
      id: crmBalanceRefund.id,
      no: crmBalanceRefund.no,
      tenantId: crmBalanceRefund.tenantId,
      visibleWhere: customerBoundScope(crmBalanceRefund.customerId, [OPS_MENU.refundAudit]),
    }),
  );

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
  await app.register(changeRoutes);
  await app.register(visitRoutes);
  await app.register(balanceRoutes);
  await app.register(tradeRoutes);
};
