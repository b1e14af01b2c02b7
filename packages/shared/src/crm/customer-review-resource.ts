import { defineResource } from '../resource/define.js';
import { CRM_REVIEW } from './crm-codes.js';

const R = (k: string) => `resources.customerReview.${k}`;

/**
 * One pending customer review (customeraudit, conflict-audit, contact-conflict,
 * librarycustomer-audit): the rows of the review engine's queue `POST /merchant/review/{type}/Query`,
 * decided with `PUT /merchant/review/{type}/approve|reject`. `reviewItemResource(type)` gives the
 * definition of one queue; `DocId` opens the customer (`GET /merchant/crm/customer/:id`; for
 * contact-conflict and pool claims the row's `CustomerId`).
 */
export function reviewItemResource(review: (typeof CRM_REVIEW)[keyof typeof CRM_REVIEW]) {
  return defineResource({
    name: `crm.review.${review.type}`,
    title: R('title'),
    menu: review.queue.replace(/^\//, ''),
    rowKey: 'Id',
    api: { list: `/merchant/review/${review.type}/Query` },
    fields: [
      { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
      { name: 'DocNo', kind: 'text', label: R('DocNo'), list: true, filter: 'like', sort: true },
      {
        name: 'Step',
        kind: 'number',
        integer: true,
        label: R('Step'),
        list: { width: 80 },
        filter: 'eq',
        sort: true,
      },
      { name: 'StepName', kind: 'text', label: R('StepName'), list: true },
      { name: 'SubmittedById', kind: 'user', users: 'all', label: R('SubmittedById'), filter: 'eq' },
      { name: 'SubmittedBy', kind: 'text', label: R('SubmittedBy'), list: true },
      {
        name: 'SubmittedAt',
        kind: 'datetime',
        label: R('SubmittedAt'),
        list: true,
        filter: 'range',
        sort: true,
      },
      {
        name: 'TenantId',
        kind: 'lookup',
        lookup: 'tenants',
        label: R('TenantId'),
        list: { hidden: true },
        filter: 'eq',
      },
    ],
    defaultSort: { field: 'SubmittedAt', order: 'asc' },
    actions: [
      {
        name: 'approve',
        label: R('approve'),
        permit: `PUT merchant/review/${review.type}/approve`,
        batch: true,
      },
      {
        name: 'reject',
        label: R('reject'),
        permit: `PUT merchant/review/${review.type}/reject`,
        batch: true,
        danger: true,
      },
    ],
  });
}

export const customerReviewResource = reviewItemResource(CRM_REVIEW.customer);
export const customerConflictReviewResource = reviewItemResource(CRM_REVIEW.customerConflict);
export const contactConflictReviewResource = reviewItemResource(CRM_REVIEW.contactConflict);
export const poolClaimReviewResource = reviewItemResource(CRM_REVIEW.poolClaim);
