import type { ReviewFact, ReviewSummary } from '@partdesk/shared/core/review-summary';
import { CRM_OPS_REVIEW } from '@partdesk/shared/crm/crm-ops-codes';
import type { Lang } from '@partdesk/shared/i18n/index';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import type { Reviewable } from '../../../core/reviews/index.js';
import { CRM_REVIEW } from '../crm-codes.js';
import { rows } from '../../../core/db/index.js';

/**
 * What the CRM review queues show to decide from (#20 item 9): the customer's name and code, its
 * salesperson and level, old → new of level and credit changes, the conflicting customer, the refund
 * amount with its currency. Dictionary titles in the reader's language; labels are translation keys.
 */

type Row = Record<string, string | number | null>;
const R = (k: string) => `resources.review.${k}`;

async function queryRows(db: Executor, query: SQL): Promise<Row[]> {
  return rows<Row>(await db.execute(query));
}

const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
const who = (r: Row) => (r.name ? `${r.name} (${r.code})` : str(r.code));

/** A user's name in the reader's language (English name when there is one). */
const userName = (col: SQL, lang: Lang) =>
  lang === 'en-US'
    ? sql`(select coalesce(nullif(u.name_en, ''), u.name) from sys_user u where u.id = ${col})`
    : sql`(select u.name from sys_user u where u.id = ${col})`;
/** A CompanyLevel title in the reader's language. */
const levelTitle = (col: SQL, lang: Lang) =>
  sql`(select ${lang === 'en-US' ? sql`coalesce(nullif(d.text_en, ''), d.text)` : sql`d.text`} from sys_dict_line d
        where d.dict_code = 'CompanyLevel' and d.value = ${col}::text)`;

function byId(list: Row[], make: (r: Row) => ReviewSummary): Map<number, ReviewSummary> {
  return new Map(list.map((r) => [Number(r.id), make(r)]));
}

const fact = (Label: string, Value: unknown, more: Partial<ReviewFact> = {}): ReviewFact => ({
  Label: R(Label),
  Value: str(Value),
  ...more,
});

/** New customers and customer conflicts (type customer / customerConflict: the doc is the customer). */
async function customerSummaries(db: Executor, ids: number[], lang: Lang) {
  const list = await queryRows(
    db,
    sql`select c.id, c.code, c.name, c.country_code as country,
          ${userName(sql`c.owner_id`, lang)} as owner, ${levelTitle(sql`c.level`, lang)} as level,
          x.code as conflict_code, x.name as conflict_name
        from crm_customer c left join crm_customer x on x.id = c.conflict_customer_id
        where c.id in (${sql.join(ids, sql`, `)})`,
  );
  return byId(list, (r) => ({
    Who: who(r),
    Owner: str(r.owner),
    Facts: [fact('Level', r.level), fact('Country', r.country)],
    Reason: r.conflict_code
      ? { Key: R('reasonConflict'), Params: { who: `${r.conflict_name} (${r.conflict_code})` } }
      : { Key: R('reasonNew') },
  }));
}

async function contactSummaries(db: Executor, ids: number[], lang: Lang) {
  const list = await queryRows(
    db,
    sql`select k.id, c.code, c.name, k.name as contact, k.phone, k.email,
          ${userName(sql`k.owner_id`, lang)} as owner, x.code as conflict_code, x.name as conflict_name
        from crm_contact k join crm_customer c on c.id = k.customer_id
        left join crm_customer x on x.id = k.conflict_customer_id
        where k.id in (${sql.join(ids, sql`, `)})`,
  );
  return byId(list, (r) => ({
    Who: who(r),
    Owner: str(r.owner),
    Facts: [fact('Contact', r.contact), fact('Phone', r.phone), fact('Email', r.email)],
    Reason: r.conflict_code
      ? { Key: R('reasonContactConflict'), Params: { who: `${r.conflict_name} (${r.conflict_code})` } }
      : null,
  }));
}

async function claimSummaries(db: Executor, ids: number[], lang: Lang) {
  const list = await queryRows(
    db,
    sql`select p.id, c.code, c.name, p.reason, ${userName(sql`p.claimed_by`, lang)} as owner,
          ${levelTitle(sql`c.level`, lang)} as level
        from crm_pool_claim p join crm_customer c on c.id = p.customer_id
        where p.id in (${sql.join(ids, sql`, `)})`,
  );
  return byId(list, (r) => ({
    Who: who(r),
    Owner: str(r.owner),
    Facts: [fact('Level', r.level), fact('RequestReason', r.reason)],
    Reason: { Key: R('reasonClaim') },
  }));
}

async function levelSummaries(db: Executor, ids: number[], lang: Lang) {
  const list = await queryRows(
    db,
    sql`select l.id, c.code, c.name, l.reason, ${userName(sql`c.owner_id`, lang)} as owner,
          ${levelTitle(sql`l.from_level`, lang)} as from_level, ${levelTitle(sql`l.to_level`, lang)} as to_level
        from crm_level_change l join crm_customer c on c.id = l.customer_id
        where l.id in (${sql.join(ids, sql`, `)})`,
  );
  return byId(list, (r) => ({
    Who: who(r),
    Owner: str(r.owner),
    Facts: [fact('Level', r.to_level, { From: str(r.from_level) }), fact('RequestReason', r.reason)],
    Reason: { Key: R('reasonLevel') },
  }));
}

async function creditSummaries(db: Executor, ids: number[], lang: Lang) {
  const list = await queryRows(
    db,
    sql`select k.id, c.code, c.name, k.reason, k.currency, k.from_limit, k.to_limit,
          ${userName(sql`c.owner_id`, lang)} as owner
        from crm_credit_change k join crm_customer c on c.id = k.customer_id
        where k.id in (${sql.join(ids, sql`, `)})`,
  );
  return byId(list, (r) => ({
    Who: who(r),
    Owner: str(r.owner),
    Amount: str(r.to_limit),
    Currency: str(r.currency),
    Facts: [
      fact('CreditLimit', r.to_limit, { From: str(r.from_limit), Kind: 'money', Currency: str(r.currency) }),
      fact('RequestReason', r.reason),
    ],
    Reason: { Key: R('reasonCredit') },
  }));
}

async function refundSummaries(db: Executor, ids: number[], lang: Lang) {
  const list = await queryRows(
    db,
    sql`select b.id, c.code, c.name, b.reason, b.currency, b.amount, b.payee_name as payee,
          ${userName(sql`c.owner_id`, lang)} as owner
        from crm_balance_refund b join crm_customer c on c.id = b.customer_id
        where b.id in (${sql.join(ids, sql`, `)})`,
  );
  return byId(list, (r) => ({
    Who: who(r),
    Owner: str(r.owner),
    Amount: str(r.amount),
    Currency: str(r.currency),
    Facts: [fact('Payee', r.payee), fact('RequestReason', r.reason)],
    Reason: { Key: R('reasonRefund') },
  }));
}

/** Visit reports: the customer, the salesperson, the contact, when, the outcome and next step. */
async function visitSummaries(db: Executor, ids: number[], lang: Lang) {
  const list = await queryRows(
    db,
    sql`select v.id, c.code, c.name, k.name as contact, coalesce(v.done_date, v.planned_date)::text as day,
          v.result, v.next_step, ${userName(sql`v.salesperson_id`, lang)} as owner
        from crm_visit v join crm_customer c on c.id = v.customer_id
        left join crm_contact k on k.id = v.contact_id
        where v.id in (${sql.join(ids, sql`, `)})`,
  );
  return byId(list, (r) => ({
    Who: who(r),
    Owner: str(r.owner),
    Facts: [
      fact('Contact', r.contact),
      fact('VisitDate', r.day),
      fact('VisitResult', r.result),
      fact('NextStep', r.next_step),
    ],
    Reason: { Key: R('reasonVisit') },
  }));
}

type Summarize = NonNullable<Reviewable['summarize']>;

/** The customer queues' summaries (crm-reviews.ts), attached with `reviews.describe`. */
export const CRM_REVIEW_SUMMARIES: Record<string, Summarize> = {
  [CRM_REVIEW.customer.type]: customerSummaries,
  [CRM_REVIEW.customerConflict.type]: customerSummaries,
  [CRM_REVIEW.contactConflict.type]: contactSummaries,
  [CRM_REVIEW.poolClaim.type]: claimSummaries,
};

/** The CRM operation queues' summaries (crm-ops.ts). */
export const CRM_OPS_REVIEW_SUMMARIES: Record<string, Summarize> = {
  [CRM_OPS_REVIEW.level.type]: levelSummaries,
  [CRM_OPS_REVIEW.credit.type]: creditSummaries,
  [CRM_OPS_REVIEW.balanceRefund.type]: refundSummaries,
  [CRM_OPS_REVIEW.visit.type]: visitSummaries,
};
