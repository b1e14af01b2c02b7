import {
  INQUIRY_DELETE_TYPE,
  INQUIRY_STATUS,
  INQUIRY_TRANSFER_REVIEW,
  PURCHASE_QUOTE_STATUS,
} from '@partdesk/shared/inquiry/inquiry-codes';
import { inquiryResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { canSendBack } from '@partdesk/shared/inquiry/quote-status';
import { QUOTE_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../core/db/client.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { recordHistory } from '../../../core/documents/history.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import type { DeletableType } from '../../../core/deletes/index.js';
import { conflict, notFound } from '../../../core/http/app-error.js';
import { requireActionState } from '../../../core/resource/index.js';
import type { ReviewHooks } from '../../../core/documents/index.js';
import {
  type ReviewDoc,
  type ReviewHookContext,
  submitForReview,
  docOwners,
} from '../../../core/reviews/index.js';
import { INQ_ACCESS } from '../inquiry-access.js';
import { inqPurchaseQuote } from '../purchase-quote/purchase-quote.table.js';
import { INQUIRY_DOC, loadInquiry, requireSalesperson } from './inquiry.service.js';
import { inqInquiry, inqInquiryLine } from './inquiry.table.js';
import type { Env } from '../../../core/http/index.js';
import { seesAll } from '../../../core/access/index.js';
import { fieldError } from '../../../core/http/index.js';

/** A notice as a message key (rendered in the reader's language when read). */
const notice = (key: string, no: string, remark: string, partNo = '') => ({
  Key: key,
  No: no,
  PartNo: partNo,
  Remark: remark,
  Type: 'inquiry',
});

/**
 * Asks to hand an open inquiry to another salesperson (button 0102). The inquiry waits in
 * forward-review (status transferring) until a reviewer decides; nothing changes owner before.
 */
export async function requestTransfer(
  env: Env,
  id: number,
  input: { ToSalespersonId: number; Reason: string; Version: number },
) {
  const { app, user } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const inq = await loadInquiry(tx, user, id, true);
    if (inq.salespersonId !== user.id && !seesAll(user)) throw notFound('inquiry.notFound');
    if (inq.status === INQUIRY_STATUS.transferring) throw conflict('inquiry.transferPending', { no: inq.no });
    requireActionState(inquiryResource, 'transfer', { Status: inq.status }, () =>
      conflict('inquiry.notEditable', { no: inq.no }),
    );
    if (input.ToSalespersonId === inq.salespersonId)
      throw fieldError('inquiry.sameSalesperson', 'ToSalespersonId', env.lang);
    await requireSalesperson(tx, env, input.ToSalespersonId, 'ToSalespersonId');
    const v = await updateVersioned(tx, inqInquiry, inq.id, input.Version, {
      status: INQUIRY_STATUS.transferring,
      transferToId: input.ToSalespersonId,
      transferReason: input.Reason,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: INQUIRY_DOC,
      docId: inq.id,
      docNo: inq.no,
      tenantId: inq.tenantId,
      action: 'transferRequested',
      fromStatus: inq.status,
      toStatus: INQUIRY_STATUS.transferring,
      changes: { SalespersonId: [inq.salespersonId, input.ToSalespersonId] },
      comment: input.Reason,
      userId: user.id,
    });
    const r = await submitForReview(
      tx,
      { app, after, lang: env.lang },
      {
        type: INQUIRY_TRANSFER_REVIEW,
        docId: inq.id,
        docNo: inq.no,
        amount: null,
        submittedBy: user.id,
        tenantId: inq.tenantId,
      },
    );
    return { Id: inq.id, Version: v.version, Pending: r.status === 'pending' };
  });
  await after.flush(app.log);
  return out;
}

type TransferDoc = ReviewDoc;

async function loadDocs(tx: Executor, ids: number[]): Promise<TransferDoc[]> {
  const rows = await tx
    .select({
      id: inqInquiry.id,
      no: inqInquiry.no,
      ownerId: inqInquiry.salespersonId,
      tenantId: inqInquiry.tenantId,
      version: inqInquiry.version,
    })
    .from(inqInquiry)
    .where(inArray(inqInquiry.id, ids));
  return rows.map((r) => ({ ...r, amount: null }));
}

async function approve(tx: Tx, doc: TransferDoc, ctx: ReviewHookContext) {
  const [inq] = await tx.select().from(inqInquiry).where(eq(inqInquiry.id, doc.id)).for('update');
  if (!inq || inq.status !== INQUIRY_STATUS.transferring || inq.transferToId === null || inq.deletedAt)
    throw conflict('errors.reviews.notPending', { no: doc.no });
  const to = inq.transferToId;
  await tx
    .update(inqInquiry)
    .set({
      salespersonId: to,
      status: INQUIRY_STATUS.open,
      transferToId: null,
      transferReason: '',
      version: sql`${inqInquiry.version} + 1`,
      updatedBy: ctx.userId,
      updatedAt: ctx.app.clock.now(),
    })
    .where(eq(inqInquiry.id, inq.id));
  await recordHistory(tx, {
    type: INQUIRY_DOC,
    docId: inq.id,
    docNo: inq.no,
    tenantId: inq.tenantId,
    action: 'transfer',
    fromStatus: INQUIRY_STATUS.transferring,
    toStatus: INQUIRY_STATUS.open,
    changes: { SalespersonId: [inq.salespersonId, to] },
    comment: ctx.comment || inq.transferReason,
    userId: ctx.userId,
  });
  ctx.after.later(() =>
    ctx.app.notifier.notify(to, notice('notices.msg.inquiryTransferredIn', inq.no, inq.transferReason)),
  );
}

async function reject(tx: Tx, doc: TransferDoc, ctx: ReviewHookContext) {
  const [inq] = await tx
    .update(inqInquiry)
    .set({
      status: INQUIRY_STATUS.open,
      transferToId: null,
      transferReason: '',
      version: sql`${inqInquiry.version} + 1`,
      updatedBy: ctx.userId,
      updatedAt: ctx.app.clock.now(),
    })
    .where(and(eq(inqInquiry.id, doc.id), eq(inqInquiry.status, INQUIRY_STATUS.transferring)))
    .returning();
  if (!inq) throw conflict('errors.reviews.notPending', { no: doc.no });
  await recordHistory(tx, {
    type: INQUIRY_DOC,
    docId: inq.id,
    docNo: inq.no,
    tenantId: inq.tenantId,
    action: 'transferRefused',
    fromStatus: INQUIRY_STATUS.transferring,
    toStatus: INQUIRY_STATUS.open,
    comment: ctx.comment,
    userId: ctx.userId,
  });
}

/**
 * The hooks of review type `inquiryTransfer` (inquiry.document.ts adds chain, summary and history types;
 * queue, counter and title are the shared REVIEW_TYPES row).
 */
export const inquiryTransferHooks: ReviewHooks<TransferDoc> = {
  owners: docOwners(inqInquiry, inqInquiry.salespersonId),
  load: loadDocs,
  onApproved: approve,
  onRejected: reject,
};

/**
 * The generic delete of inquiries (`PUT /merchant/common/delete?type=inquiry&id=`, button 0102 of the
 * inquiry list): own inquiries (scope "all": any); one in transfer review, or with a valid purchase
 * quote, is refused (409) — the whole batch then, nothing deleted. Deleting sets `deleted_at`.
 */
export const inquiryDeletable: DeletableType = {
  type: INQUIRY_DELETE_TYPE,
  access: INQ_ACCESS.del,
  async delete(ids, { tx, user, app }) {
    let n = 0;
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const inq = await loadInquiry(tx, user, id, true);
      if (inq.salespersonId !== user.id && !seesAll(user)) throw notFound('inquiry.notFound');
      if (inq.status === INQUIRY_STATUS.transferring)
        throw conflict('inquiry.transferPending', { no: inq.no });
      const [q] = await tx
        .select({ id: inqPurchaseQuote.id })
        .from(inqPurchaseQuote)
        .where(
          and(
            eq(inqPurchaseQuote.inquiryId, inq.id),
            eq(inqPurchaseQuote.status, PURCHASE_QUOTE_STATUS.valid),
          ),
        )
        .limit(1);
      if (q) throw conflict('inquiry.hasQuotes', { no: inq.no });
      await tx
        .update(inqInquiry)
        .set({ deletedAt: app.clock.now(), deletedBy: user.id, version: sql`${inqInquiry.version} + 1` })
        .where(eq(inqInquiry.id, inq.id));
      await recordHistory(tx, {
        type: INQUIRY_DOC,
        docId: inq.id,
        docNo: inq.no,
        tenantId: inq.tenantId,
        action: 'delete',
        userId: user.id,
      });
      n++;
    }
    return n;
  },
  afterCommit: (app) => app.notifier.todosChanged(),
};

/** Closes an open inquiry (no more sourcing): own, at the version read. */
export async function closeInquiry(env: Env, id: number, version: number) {
  const { app, user } = env;
  const out = await app.db.transaction(async (tx) => {
    const inq = await loadInquiry(tx, user, id, true);
    if (inq.salespersonId !== user.id && !seesAll(user)) throw notFound('inquiry.notFound');
    if (inq.status !== INQUIRY_STATUS.open) throw conflict('inquiry.notEditable', { no: inq.no });
    const v = await updateVersioned(tx, inqInquiry, inq.id, version, {
      status: INQUIRY_STATUS.closed,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: INQUIRY_DOC,
      docId: inq.id,
      docNo: inq.no,
      tenantId: inq.tenantId,
      action: 'close',
      fromStatus: inq.status,
      toStatus: INQUIRY_STATUS.closed,
      userId: user.id,
    });
    return { Id: inq.id, Version: v.version, Status: INQUIRY_STATUS.closed };
  });
  app.notifier.todosChanged();
  return out;
}

/**
 * The salesperson sends a quoted (requoted, to be confirmed) line of their open inquiry back for a
 * price check: the line becomes "price to be checked" (PriceToCheckCount) and the buyers who quoted
 * it are notified. A line without a quote → 409; stale → 409.
 */
export async function sendBackLine(env: Env, lineId: number, input: { Reason: string; Version: number }) {
  const { app, user } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const [line] = await tx.select().from(inqInquiryLine).where(eq(inqInquiryLine.id, lineId)).for('update');
    if (!line) throw notFound('inquiry.lineNotFound');
    const inq = await loadInquiry(tx, user, line.inquiryId);
    if (inq.salespersonId !== user.id && !seesAll(user)) throw notFound('inquiry.lineNotFound');
    if (inq.status !== INQUIRY_STATUS.open) throw conflict('inquiry.notEditable', { no: inq.no });
    if (!canSendBack(line.quoteStatus)) throw conflict('inquiry.cannotSendBack');
    const v = await updateVersioned(tx, inqInquiryLine, line.id, input.Version, {
      quoteStatus: QUOTE_STATUS.priceToCheck,
      sendBackReason: input.Reason,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: INQUIRY_DOC,
      docId: inq.id,
      docNo: inq.no,
      tenantId: inq.tenantId,
      action: 'sendBack',
      fromStatus: line.quoteStatus,
      toStatus: QUOTE_STATUS.priceToCheck,
      changes: { LineNo: [null, line.lineNo], Mpn: [null, line.mpn] },
      comment: input.Reason,
      userId: user.id,
    });
    const buyers = await tx
      .selectDistinct({ id: inqPurchaseQuote.buyerId })
      .from(inqPurchaseQuote)
      .where(eq(inqPurchaseQuote.lineId, line.id));
    const ids = buyers.map((b) => b.id);
    if (ids.length)
      after.later(() =>
        app.notifier.notify(
          ids,
          {
            ...notice('notices.msg.inquirySentBack', inq.no, input.Reason, line.mpn),
            Params: { status: { code: QUOTE_STATUS.priceToCheck, labels: 'notices.status.quote' } },
          },
          {
            route: '',
          },
        ),
      );
    after.later(() => app.notifier.todosChanged());
    return { Id: line.id, Version: v.version, QuoteStatus: QUOTE_STATUS.priceToCheck };
  });
  await after.flush(app.log);
  return out;
}
