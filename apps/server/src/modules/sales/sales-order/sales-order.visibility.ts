import {
  SALES_ORDER_CANCEL_REVIEW,
  SALES_ORDER_MARGIN_REVIEW,
  SALES_ORDER_MENUS,
  SALES_ORDER_PURCHASE_REVIEW,
  SALES_ORDER_REVIEW,
} from '@partdesk/shared/sales/sales-order/sales-order.codes';
import type { Column, SQL } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { anyOf, pendingReviewerSql, reviewRef } from '../../../core/documents/index.js';
import { scopeCondition } from '../../../core/list/list-query.js';
import { hasQueueAccess, type Reviewable } from '../../../core/reviews/index.js';
import { salesOrder } from './sales-order.table.js';

const chain = reviewRef(SALES_ORDER_REVIEW);
const margin = reviewRef(SALES_ORDER_MARGIN_REVIEW);
const purchase = reviewRef(SALES_ORDER_PURCHASE_REVIEW);
const cancel = reviewRef(SALES_ORDER_CANCEL_REVIEW);
/** Review queues whose holders decide an order's cancellation too (its own "queue" is the list itself). */
const LEAD_QUEUES = [SALES_ORDER_MENUS.review, SALES_ORDER_MENUS.marginReview];

/**
 * The reviewer arms of an order's visibility (core/documents/visibility.ts): for each of its four
 * reviews, "`user` may decide the pending request of the order `orderId` now". An arm is added only for
 * a caller who holds its queue screen — and, for the cancellation (decided from the order list that
 * every salesperson holds), one of the sales review queues (the leads) — so a salesperson's list stays
 * `owner_id = me` (its index range, docs/performance.md).
 */
export function orderReviewerArms(user: AuthUser, orderId: Column | SQL): SQL[] {
  const arms: SQL[] = [];
  for (const ref of [chain, margin, purchase]) {
    if (hasQueueAccess(user, ref as Reviewable)) arms.push(pendingReviewerSql(user, ref, orderId));
  }
  if (user.isAdmin || LEAD_QUEUES.some((m) => user.grants.has(m)))
    arms.push(pendingReviewerSql(user, cancel, orderId));
  return arms;
}

/**
 * Who sees a sales order — the ONE row rule of list, export, detail, margin, contract / PDF, schedule,
 * history, attachments and trace (salesOrderDocument.visibleWhere): scope "all" every order; otherwise
 * the caller's data scope on its salesperson, plus the orders whose pending review (team leader,
 * manager, finance, margin, purchase side, cancellation) the caller may decide now. Changes go through
 * `ownerScope` only (a reviewer reads, decides in the queue, and does not edit).
 */
export function salesOrderVisible(user: AuthUser): SQL | undefined {
  const own = ownerScope(user);
  if (!own) return undefined;
  const arms = orderReviewerArms(user, salesOrder.id);
  return arms.length ? anyOf(own, ...arms) : own;
}

/** The data scope on the order's salesperson alone (undefined = every order). */
export function ownerScope(user: AuthUser): SQL | undefined {
  return scopeCondition(user.scope, { own: salesOrder.ownerId, sales: salesOrder.ownerId });
}
