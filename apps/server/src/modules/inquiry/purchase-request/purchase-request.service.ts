import { isoDay as ymd } from '@partdesk/shared/core/dates';
import { INQUIRY_MENU } from '@partdesk/shared/inquiry/inquiry-codes';
import {
  PURCHASE_REQUEST_DELETE_TYPE,
  PURCHASE_REQUEST_DOC,
  PURCHASE_REQUEST_MAX_LINES,
  PURCHASE_REQUEST_MENU,
  PURCHASE_REQUEST_PREFIX,
  PURCHASE_REQUEST_REVIEW,
  PURCHASE_REQUEST_STATUS,
} from '@partdesk/shared/inquiry/purchase-request-codes';
import { purchaseRequestResource } from '@partdesk/shared/inquiry/purchase-request-resource';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor, Tx } from '../../../core/db/client.js';
import type { DeletableType } from '../../../core/deletes/index.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { recordHistory } from '../../../core/documents/history.js';
import { nextDocNo } from '../../../core/documents/numbering.js';
import { loadScoped } from '../../../core/documents/scoped-load.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { anyOf, pendingReviewerSql } from '../../../core/documents/visibility.js';
import { conflict, notFound } from '../../../core/http/app-error.js';
import { requireActionState } from '../../../core/resource/index.js';
import { submitDocForReview, withdrawReview } from '../../../core/reviews/index.js';
import { parsePrice } from '../inquiry-access.js';
import { inqInquiry, inqInquiryLine } from '../inquiry/inquiry.table.js';
import { LINKED_REQUEST_LINE, linkRequestLines } from './purchase-request-links.js';
import { inqPurchaseRequest, inqPurchaseRequestLine } from './purchase-request.table.js';
import type { Env } from '../../../core/http/index.js';
import { seesAll } from '../../../core/access/index.js';
import { fieldError } from '../../../core/http/index.js';

export interface RequestLineInput {
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  TargetCost?: string | null;
  Currency: string;
  Purpose: number;
  RequiredDate?: string | null;
  InquiryLineId?: number | null;
  Remark: string;
}

export interface RequestInput {
  Remark: string;
  Lines: RequestLineInput[];
}

type RequestRow = typeof inqPurchaseRequest.$inferSelect;

/**
 * Who sees a request (core/documents/visibility.ts): scope "all" every one; others their own
 * (requester), plus the ones whose pending review they may decide now (holding the review queue
 * alone shows nothing, #10 item 4). Detail, actions and history / attachments use it.
 */
export function requestScope(user: AuthUser): SQL | undefined {
  if (seesAll(user)) return undefined;
  return anyOf(
    sql`${inqPurchaseRequest.requestedBy} = ${user.id}`,
    pendingReviewerSql(
      user,
      { type: PURCHASE_REQUEST_REVIEW, queueRoute: `/${PURCHASE_REQUEST_MENU.audit}` },
      inqPurchaseRequest.id,
    ),
  );
}

/** The request visible to the caller (404 otherwise), locked when asked. */
export const loadRequest = (db: Executor, user: AuthUser, id: number, lock = false): Promise<RequestRow> =>
  loadScoped(db, inqPurchaseRequest, id, requestScope(user), 'sourcing.requestNotFound', lock);

/** Only the requester (or scope "all") changes a request. */
function assertMine(user: AuthUser, r: RequestRow) {
  if (r.requestedBy !== user.id && !seesAll(user)) throw notFound('sourcing.requestNotFound');
}

/**
 * Every line checked before anything is written (400 naming the field): MPN required, target cost a
 * price (≤ 6 decimals), required date not before today, an inquiry line the caller may use (their own
 * inquiry's; sourcing roles holding the RFQ library: any live inquiry's; scope "all": any).
 */
async function checkLines(db: Executor, env: Env, lines: RequestLineInput[]) {
  if (!lines.length) throw fieldError('sourcing.requestLinesRequired', 'Lines', env.lang);
  if (lines.length > PURCHASE_REQUEST_MAX_LINES)
    throw fieldError('sourcing.requestTooManyLines', 'Lines', env.lang, { max: PURCHASE_REQUEST_MAX_LINES });
  const today = ymd(env.app.clock.now());
  const out = [];
  for (const [i, l] of lines.entries()) {
    if (!l.Mpn.trim()) throw fieldError('sourcing.mpnRequired', 'Mpn', env.lang, { line: i + 1 });
    const targetCost = l.TargetCost ? parsePrice(l.TargetCost, 'TargetCost', env.lang) : null;
    if (l.RequiredDate && l.RequiredDate < today)
      throw fieldError('sourcing.requiredDatePast', 'RequiredDate', env.lang);
    out.push({ ...l, targetCost });
  }
  const lineIds = [...new Set(lines.map((l) => l.InquiryLineId).filter((x): x is number => x != null))];
  if (lineIds.length) {
    const rows = await db
      .select({ id: inqInquiryLine.id, salespersonId: inqInquiry.salespersonId })
      .from(inqInquiryLine)
      .innerJoin(inqInquiry, eq(inqInquiry.id, inqInquiryLine.inquiryId))
      .where(and(inArray(inqInquiryLine.id, lineIds), isNull(inqInquiry.deletedAt)));
    const sourcing = env.user.grants.has(INQUIRY_MENU.library);
    const usable = new Set(
      rows.filter((r) => seesAll(env.user) || sourcing || r.salespersonId === env.user.id).map((r) => r.id),
    );
    if (lineIds.some((id) => !usable.has(id)))
      throw fieldError('sourcing.inquiryLineInvalid', 'InquiryLineId', env.lang);
  }
  return out;
}

async function writeLines(
  tx: Tx,
  requestId: number,
  lines: Awaited<ReturnType<typeof checkLines>>,
  userId: number,
) {
  const values = lines.map((l, i) => ({
    requestId,
    lineNo: i + 1,
    mpn: l.Mpn.trim(),
    brand: l.Brand,
    package: l.Package,
    dateCode: l.DateCode,
    quantity: l.Quantity,
    targetCost: l.targetCost,
    currency: l.Currency,
    purpose: l.Purpose,
    requiredDate: l.RequiredDate || null,
    inquiryLineId: l.InquiryLineId ?? null,
    remark: l.Remark,
  }));
  const written = await tx.insert(inqPurchaseRequestLine).values(values).returning(LINKED_REQUEST_LINE);
  await linkRequestLines(tx, requestId, written, userId);
}

const submitIn = (tx: Tx, env: Env, after: AfterCommit, r: Pick<RequestRow, 'id' | 'no' | 'tenantId'>) =>
  submitDocForReview(
    tx,
    { app: env.app, after, lang: env.lang, userId: env.user.id },
    PURCHASE_REQUEST_REVIEW,
    r,
  );

/** Creates a draft purchase request (CS number) with its lines; `Submit` sends it to review at once. */
export async function createRequest(env: Env, input: RequestInput & { Submit?: boolean }) {
  const { app, user } = env;
  const lines = await checkLines(app.db, env, input.Lines);
  const now = app.clock.now();
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const no = await nextDocNo(tx, { tenantId: user.tenantId, prefix: PURCHASE_REQUEST_PREFIX, date: now });
    const [row] = await tx
      .insert(inqPurchaseRequest)
      .values({
        no,
        tenantId: user.tenantId,
        requestedBy: user.id,
        status: input.Submit ? PURCHASE_REQUEST_STATUS.pendingReview : PURCHASE_REQUEST_STATUS.draft,
        remark: input.Remark,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await writeLines(tx, row!.id, lines, user.id);
    await recordHistory(tx, {
      type: PURCHASE_REQUEST_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: row!.tenantId,
      action: 'create',
      toStatus: PURCHASE_REQUEST_STATUS.draft,
      changes: { Lines: [null, lines.length] },
      userId: user.id,
    });
    if (input.Submit) await submitIn(tx, env, after, row!);
    const [fresh] = await tx.select().from(inqPurchaseRequest).where(eq(inqPurchaseRequest.id, row!.id));
    return fresh!;
  });
  await after.flush(app.log);
  return out;
}

/** Edits a draft or rejected request at the version read: header and the whole set of lines. */
export async function updateRequest(env: Env, id: number, input: RequestInput & { Version: number }) {
  const { app, user } = env;
  const lines = await checkLines(app.db, env, input.Lines);
  return app.db.transaction(async (tx) => {
    const r = await loadRequest(tx, user, id, true);
    assertMine(user, r);
    requireActionState(purchaseRequestResource, 'edit', { Status: r.status }, () =>
      conflict('sourcing.requestNotEditable', { no: r.no }),
    );
    const v = await updateVersioned(tx, inqPurchaseRequest, r.id, input.Version, {
      remark: input.Remark,
      updatedBy: user.id,
    });
    await tx.delete(inqPurchaseRequestLine).where(eq(inqPurchaseRequestLine.requestId, r.id));
    await writeLines(tx, r.id, lines, user.id);
    await recordHistory(tx, {
      type: PURCHASE_REQUEST_DOC,
      docId: r.id,
      docNo: r.no,
      tenantId: r.tenantId,
      action: 'update',
      changes: { Lines: [null, lines.length] },
      userId: user.id,
    });
    return { Id: r.id, Version: v.version };
  });
}

/** Submits a draft or rejected request for review (purchase-requestaudit), at the version read. */
export async function submitRequest(env: Env, id: number, version: number) {
  const { app, user } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const r = await loadRequest(tx, user, id, true);
    assertMine(user, r);
    requireActionState(purchaseRequestResource, 'submit', { Status: r.status }, () =>
      conflict('sourcing.requestNotEditable', { no: r.no }),
    );
    const v = await updateVersioned(tx, inqPurchaseRequest, r.id, version, {
      status: PURCHASE_REQUEST_STATUS.pendingReview,
      updatedBy: user.id,
    });
    const res = await submitIn(tx, env, after, r);
    const [fresh] = await tx
      .select({ status: inqPurchaseRequest.status, version: inqPurchaseRequest.version })
      .from(inqPurchaseRequest)
      .where(eq(inqPurchaseRequest.id, r.id));
    return {
      Id: r.id,
      Version: fresh?.version ?? v.version,
      Status: fresh!.status,
      Pending: res.status === 'pending',
    };
  });
  await after.flush(app.log);
  return out;
}

/**
 * Withdraws a request waiting for review back to draft (the requester): its pending review request
 * is closed as `withdrawn` (it leaves the queue and the counter). Not pending → 409; stale → 409.
 */
export async function withdrawRequest(env: Env, id: number, version: number) {
  const { app, user } = env;
  const out = await app.db.transaction(async (tx) => {
    const r = await loadRequest(tx, user, id, true);
    assertMine(user, r);
    requireActionState(purchaseRequestResource, 'withdraw', { Status: r.status }, () =>
      conflict('sourcing.requestNotPending', { no: r.no }),
    );
    const v = await updateVersioned(tx, inqPurchaseRequest, r.id, version, {
      status: PURCHASE_REQUEST_STATUS.draft,
      updatedBy: user.id,
    });
    await withdrawReview(tx, {
      type: PURCHASE_REQUEST_REVIEW,
      docId: r.id,
      userId: user.id,
      at: app.clock.now(),
    });
    await recordHistory(tx, {
      type: PURCHASE_REQUEST_DOC,
      docId: r.id,
      docNo: r.no,
      tenantId: r.tenantId,
      action: 'withdraw',
      fromStatus: PURCHASE_REQUEST_STATUS.pendingReview,
      toStatus: PURCHASE_REQUEST_STATUS.draft,
      userId: user.id,
    });
    return { Id: r.id, Version: v.version, Status: PURCHASE_REQUEST_STATUS.draft };
  });
  app.notifier.todosChanged();
  return out;
}

/** The lines of a request, in order. */
export const requestLines = (db: Executor, id: number) =>
  db
    .select({
      Id: inqPurchaseRequestLine.id,
      LineNo: inqPurchaseRequestLine.lineNo,
      Mpn: inqPurchaseRequestLine.mpn,
      Brand: inqPurchaseRequestLine.brand,
      Package: inqPurchaseRequestLine.package,
      DateCode: inqPurchaseRequestLine.dateCode,
      Quantity: inqPurchaseRequestLine.quantity,
      TargetCost: inqPurchaseRequestLine.targetCost,
      Currency: inqPurchaseRequestLine.currency,
      Purpose: inqPurchaseRequestLine.purpose,
      RequiredDate: inqPurchaseRequestLine.requiredDate,
      InquiryLineId: inqPurchaseRequestLine.inquiryLineId,
      InquiryNo: sql<
        string | null
      >`(select i.no from inq_inquiry_line l join inq_inquiry i on i.id = l.inquiry_id where l.id = ${inqPurchaseRequestLine.inquiryLineId})`,
      Remark: inqPurchaseRequestLine.remark,
    })
    .from(inqPurchaseRequestLine)
    .where(eq(inqPurchaseRequestLine.requestId, id))
    .orderBy(asc(inqPurchaseRequestLine.lineNo));

/** The generic delete of purchase requests: the requester's drafts only (else 409, nothing deleted). */
export const purchaseRequestDeletable: DeletableType = {
  type: PURCHASE_REQUEST_DELETE_TYPE,
  access: { grantedBy: [PURCHASE_REQUEST_MENU.list] },
  async delete(ids, { tx, user }) {
    let n = 0;
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const r = await loadRequest(tx, user, id, true);
      assertMine(user, r);
      requireActionState(purchaseRequestResource, 'delete', { Status: r.status }, () =>
        conflict('sourcing.requestNotDraft', { no: r.no }),
      );
      await recordHistory(tx, {
        type: PURCHASE_REQUEST_DOC,
        docId: r.id,
        docNo: r.no,
        tenantId: r.tenantId,
        action: 'delete',
        userId: user.id,
      });
      await tx.delete(inqPurchaseRequest).where(eq(inqPurchaseRequest.id, r.id));
      n++;
    }
    return n;
  },
};
