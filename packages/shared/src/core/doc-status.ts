import { BALANCE_REFUND_STATUS_OPTIONS } from '../crm/balance-resource.js';
import { CHANGE_STATUS_OPTIONS } from '../crm/change-resource.js';
import { contactResource } from '../crm/contact-resource.js';
import { customerResource } from '../crm/customer-resource.js';
import { VISIT_STATUS_OPTIONS } from '../crm/visit-resource.js';
import { DEMAND_STATUS_OPTIONS } from '../demand/demand-resource.js';
import { inquiryResource, purchaseQuoteResource } from '../inquiry/inquiry-resource.js';
import { PURCHASE_REQUEST_STATUS_OPTIONS } from '../inquiry/purchase-request-resource.js';
import { QUOTE_DOC_STATUS_OPTIONS } from '../quote/quote-resource.js';
import { CASH_REQUIREMENT_STATUS_OPTIONS } from '../sales/cash-requirement/cash-requirement.resource.js';
import { SPOT_SUPPLY_STATUS_OPTIONS } from '../sales/spot-supply/spot-supply.resource.js';
import { PO_STATUS_OPTIONS } from '../purchase/purchase-order/purchase-order.resource.js';
import type { EnumOption, ResourceDef } from '../resource/define.js';
import type { DocType, RecordType } from './doc-types.js';

/**
 * The labels of a document's status codes as the trace's node `Status` carries them (decision 0018: its
 * row's status column, else its history's latest `to_status`), per document type — the same options its
 * list screen shows in the Status column, so a code reads the same everywhere. Besides its own codes
 * (numbers, as text), a history holds the review engine's states (`pendingReview` / `approved` /
 * `rejected`, the labels of `notices.status.review`) and a few named states (a visit is created `draft`).
 */

/** The review engine's history states (core/reviews REVIEW_STATUS on the server). */
export const REVIEW_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 'pendingReview', label: 'notices.status.review.pendingReview', color: 'orange' },
  { value: 'approved', label: 'notices.status.review.approved', color: 'green' },
  { value: 'rejected', label: 'notices.status.review.rejected', color: 'red' },
];

/** The Status column's options of a list definition. */
const statusOf = (def: ResourceDef): readonly EnumOption[] => {
  const f = def.fields.find((x) => x.name === 'Status');
  return f?.kind === 'enum' ? f.options : [];
};

/** A code written by name besides the numbers (visits are created `draft`, cancelled `cancelled`). */
const named = (options: readonly EnumOption[], names: Record<string, number>): EnumOption[] =>
  Object.entries(names).flatMap(([name, code]) => {
    const o = options.find((x) => x.value === code);
    return o ? [{ ...o, value: name }] : [];
  });

const VISIT = [...VISIT_STATUS_OPTIONS, ...named(VISIT_STATUS_OPTIONS, { draft: 1, cancelled: 5 })];

export const DOC_STATUS_OPTIONS: Partial<Record<DocType | RecordType, readonly EnumOption[]>> = {
  demand: DEMAND_STATUS_OPTIONS,
  inquiry: statusOf(inquiryResource),
  purchaseQuote: statusOf(purchaseQuoteResource),
  salesQuote: QUOTE_DOC_STATUS_OPTIONS,
  purchaseRequest: PURCHASE_REQUEST_STATUS_OPTIONS,
  balanceRefund: BALANCE_REFUND_STATUS_OPTIONS,
  customerVisit: VISIT,
  customer: statusOf(customerResource),
  contact: statusOf(contactResource),
  customerLevel: CHANGE_STATUS_OPTIONS,
  customerCredit: CHANGE_STATUS_OPTIONS,
  spotSupply: SPOT_SUPPLY_STATUS_OPTIONS,
  cashRequirement: CASH_REQUIREMENT_STATUS_OPTIONS,
  purchaseOrder: PO_STATUS_OPTIONS,
};

/**
 * The option (label key, tag colour) of a status code a document of `type` recorded: its own codes
 * first, then the review states; undefined for a code neither knows (the screen shows the code).
 */
export function docStatusOption(
  type: string,
  code: string | number | null | undefined,
): EnumOption | undefined {
  if (code === null || code === undefined || code === '') return undefined;
  const own = DOC_STATUS_OPTIONS[type as DocType | RecordType] ?? [];
  const s = String(code);
  return own.find((o) => String(o.value) === s) ?? REVIEW_STATUS_OPTIONS.find((o) => o.value === s);
}
