import { ROLE_NAMES } from '@partdesk/shared/access/client-access';
import { type Column, sql } from 'drizzle-orm';
import {
  type DefaultStep,
  defineDocument,
  type HookReview,
  type ReviewHooks,
} from '../../core/documents/index.js';
import { crmBalanceMove } from './balance/balance-move.table.js';
import { crmBalanceRefund } from './balance/balance-refund.table.js';
import { refundReviewHooks } from './balance/balance-refund.service.js';
import { crmCreditChange, crmLevelChange } from './change/change-request.table.js';
import { changeReviewHooks } from './change/change.service.js';
import { customerBoundScope, OPS_MENU } from './crm-ops-access.js';
import { CRM_OPS_REVIEW_SUMMARIES } from './review/crm-review-summaries.js';
import { SALES_LEAD_ROLES } from './review/crm-reviews.js';
import { crmVisit } from './visit/visit.table.js';
import { visitReviewHooks, visitScope } from './visit/visit.service.js';

/**
 * The CRM operation documents (decision 0019 descriptors): level and credit change requests on a customer
 * (record types), visits BF and balance refunds YT. Who sees a row: the customer's owner in scope, or the
 * visit's salesperson, plus whoever may decide its pending review. Default one-step chains (role names
 * are data; an edited chain is kept).
 */
const R = ROLE_NAMES;
const FINANCE_HEADS = [...R.financeHeads, R.admin];
const FINANCE = [...R.accountants, ...R.financeHeads, R.admin];
const step = (nameZh: string, nameEn: string, roles: readonly string[]): readonly DefaultStep[] => [
  { nameZh, nameEn, roles },
];

/** A descriptor review: the service's hooks, the chain, the queue summary; queue and counter: REVIEW_TYPES. */
function review(
  type: HookReview['type'],
  // biome-ignore lint/suspicious/noExplicitAny: each review keeps its own document shape
  hooks: ReviewHooks<any>,
  flow: readonly DefaultStep[],
): HookReview {
  return {
    type,
    flow,
    ...hooks,
    summarize: (db, ids, lang) => CRM_OPS_REVIEW_SUMMARIES[type]!(db, ids, lang),
  };
}

const customerCode = (col: Column) => sql<string>`(select c.code from crm_customer c where c.id = ${col})`;
const { level, credit } = changeReviewHooks();

export const levelChangeDocument = defineDocument({
  type: 'customerLevel',
  table: crmLevelChange,
  id: crmLevelChange.id,
  no: customerCode(crmLevelChange.customerId),
  tenantId: crmLevelChange.tenantId,
  scope: customerBoundScope(crmLevelChange.customerId, [OPS_MENU.levelAudit]),
  reviews: [review('customerLevel', level, step('销售主管审核', 'Sales lead review', SALES_LEAD_ROLES))],
});

export const creditChangeDocument = defineDocument({
  type: 'customerCredit',
  table: crmCreditChange,
  id: crmCreditChange.id,
  no: customerCode(crmCreditChange.customerId),
  tenantId: crmCreditChange.tenantId,
  scope: customerBoundScope(crmCreditChange.customerId, [OPS_MENU.creditAudit]),
  reviews: [review('customerCredit', credit, step('财务审核', 'Finance review', FINANCE_HEADS))],
});

export const visitDocument = defineDocument({
  type: 'customerVisit',
  table: crmVisit,
  id: crmVisit.id,
  no: crmVisit.no,
  tenantId: crmVisit.tenantId,
  scope: (user) => visitScope(user),
  reviews: [
    review('customerVisit', visitReviewHooks(), step('经理审核', 'Manager review', SALES_LEAD_ROLES)),
  ],
});

export const balanceRefundDocument = defineDocument({
  type: 'balanceRefund',
  table: crmBalanceRefund,
  id: crmBalanceRefund.id,
  no: crmBalanceRefund.no,
  tenantId: crmBalanceRefund.tenantId,
  scope: customerBoundScope(crmBalanceRefund.customerId, [OPS_MENU.refundAudit]),
  reviews: [review('balanceRefund', refundReviewHooks(), step('财务审核', 'Finance review', FINANCE))],
  // A one-line document on finance's ledger: its entry names the refund as document and line.
  lines: { table: crmBalanceRefund, id: crmBalanceRefund.id, docId: crmBalanceRefund.id },
});

/**
 * A customer balance movement (recharge CZ, adjustment, an order's payment or credit; decision 0026):
 * the source document of its finance ledger entry (one line: itself). No history of its own.
 */
export const balanceMoveDocument = defineDocument({
  type: 'customerBalanceMove',
  table: crmBalanceMove,
  id: crmBalanceMove.id,
  no: crmBalanceMove.refNo,
  tenantId: crmBalanceMove.tenantId,
  scope: customerBoundScope(crmBalanceMove.customerId, [OPS_MENU.refundAudit]),
  history: false,
  lines: { table: crmBalanceMove, id: crmBalanceMove.id, docId: crmBalanceMove.id },
});

export const CRM_OPS_DOCUMENTS = [
  levelChangeDocument,
  creditChangeDocument,
  visitDocument,
  balanceRefundDocument,
  balanceMoveDocument,
];
