import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDemoDoc, DEMO_TYPE } from '../documents/demo-doc.fixture.js';
import { AfterCommit } from '../documents/after-commit.js';
import { submitForReview } from './review-engine.js';
import { DEFAULT_FLOWS, seedReviewFlows } from './review-flows.seed.js';
import { createReviewKit, type ReviewKit } from './review-test-kit.js';
import { reviewFlowStep, reviewRequest } from './review.table.js';
import { scaled, stepApplies } from './flows.js';

let k: ReviewKit;
beforeAll(async () => {
  k = await createReviewKit();
});
afterAll(() => k.t.close());

type Queue = {
  Records: {
    Id: number;
    DocNo: string;
    Step: number;
    StepName: string;
    Amount: string;
    SubmittedBy: string;
    SubmittedAt: string;
  }[];
  TotalCount: number;
};
const queue = (token: string, body: Record<string, unknown> = {}, lang?: string) =>
  k.t.call<Queue>('POST', `/merchant/review/${DEMO_TYPE}/Query`, { token, body, lang });
const act = (action: 'approve' | 'reject', token: string, Ids: number[], Comment?: string, lang?: string) =>
  k.t.call<{
    Records: { Id: number; Outcome: string; NextStep: number | null; NextRequestId: number | null }[];
  }>('PUT', `/merchant/review/${DEMO_TYPE}/${action}`, { token, body: { Ids, Comment }, lang });
const historyOf = async (docId: number) =>
  (
    await k.t.call<{ Records: { Action: string; FromStatus: string; ToStatus: string; Comment: string }[] }>(
      'GET',
      '/merchant/document/history',
      {
        token: k.tokens.admin,
        query: { type: DEMO_TYPE, id: docId },
      },
    )
  ).body.Data.Records;

describe('review engine: a full chain', () => {
  it('submit → leader → manager → finance → approved, onApproved runs once, history and notices', async () => {
    const s = await k.submitted('1500.00');
    expect(s.status).toBe('pending');
    const q1 = await queue(k.tokens.leader, { DocNo: s.docNo }, 'en-US');
    expect(q1.body.Code).toBe(0);
    expect(q1.body.Data.Records).toEqual([
      expect.objectContaining({
        Id: s.requestId,
        DocNo: s.docNo,
        Step: 1,
        StepName: 'Leader review',
        Amount: '1500.00',
        SubmittedBy: '张伟',
      }),
    ]);
    expect(q1.body.Data.Records[0]!.SubmittedAt).toBeTruthy();
    // Not yet in the manager's queue.
    expect((await queue(k.tokens.manager, { DocNo: s.docNo })).body.Data.TotalCount).toBe(0);

    const a1 = await act('approve', k.tokens.leader, [s.requestId!], 'ok');
    expect(a1.body.Code).toBe(0);
    expect(a1.body.Data.Records[0]).toMatchObject({ Outcome: 'next', NextStep: 2 });
    const step2 = a1.body.Data.Records[0]!.NextRequestId!;
    expect((await queue(k.tokens.leader, { DocNo: s.docNo })).body.Data.TotalCount).toBe(0);
    expect((await queue(k.tokens.manager, { DocNo: s.docNo })).body.Data.Records[0]).toMatchObject({
      Id: step2,
      Step: 2,
      StepName: '经理审核',
    });

    const a2 = await act('approve', k.tokens.manager, [step2]);
    expect(a2.body.Data.Records[0]).toMatchObject({ Outcome: 'next', NextStep: 3 });
    expect(k.calls.filter((c) => c.docId === s.docId)).toEqual([]);
    expect((await getDemoDoc(k.t.db, s.docId)).status).toBe('draft');

    const a3 = await act(
      'approve',
      k.tokens.finance,
      [a2.body.Data.Records[0]!.NextRequestId!],
      'paid terms fine',
    );
    expect(a3.body.Data.Records[0]).toMatchObject({ Outcome: 'approved', NextStep: null });
    expect(k.calls.filter((c) => c.docId === s.docId)).toEqual([
      {
        kind: 'approved',
        docId: s.docId,
        ctx: { userId: k.users.finance, comment: 'paid terms fine', stepNo: 3 },
      },
    ]);
    expect((await getDemoDoc(k.t.db, s.docId)).status).toBe('approved');
    expect(await k.pending(s.docId)).toBeUndefined();

    const h = await historyOf(s.docId);
    expect(h.map((r) => `${r.Action}:${r.FromStatus ?? ''}>${r.ToStatus ?? ''}`)).toEqual([
      'create:>draft',
      'submit:>pendingReview',
      'approve:pendingReview>pendingReview',
      'approve:pendingReview>pendingReview',
      'approve:pendingReview>approved',
      'status:review>approved',
    ]);
    const mine = k.notices.filter((n) => typeof n.message === 'object' && n.message.No === s.docNo);
    expect(mine).toHaveLength(3);
    for (const n of mine) expect(n.to).toEqual([k.users.rep]);
    // A message key with parameters (#20): read in the reader's language, the status by its label.
    expect(mine[2]!.message).toMatchObject({
      Key: 'notices.msg.reviewApproved',
      Params: { no: s.docNo, status: { code: 'approved', labels: 'notices.status.review' } },
      Remark: 'paid terms fine',
    });
    expect(mine[0]!.message).toMatchObject({
      Key: 'notices.msg.reviewAdvanced',
      Params: { step: { zh: expect.any(String), en: expect.any(String) } },
    });
  });

  it('skips a step whose amount condition the document does not meet', async () => {
    const s = await k.submitted('999.99');
    const a1 = await act('approve', k.tokens.leader, [s.requestId!]);
    expect(a1.body.Data.Records[0]).toMatchObject({ Outcome: 'next', NextStep: 3 });
    expect(await k.pending(s.docId)).toMatchObject({ stepNo: 3 });
    expect(stepApplies({ minAmount: '1000.00' }, '1000')).toBe(true);
    expect(stepApplies({ minAmount: '1000.00' }, '999.999999')).toBe(false);
    expect(stepApplies({ minAmount: '1000.00' }, null)).toBe(true);
    expect(scaled('-1.5') < scaled('0')).toBe(true);
  });

  it('approves at once, running onApproved, when no step applies', async () => {
    await k.t.db.insert(reviewFlowStep).values({
      docType: 'demoFree',
      stepNo: 1,
      nameZh: '大额',
      nameEn: 'Large',
      approverRoles: ['管理员'],
      minAmount: '1000000.00',
    });
    const calls: { id: number }[] = [];
    k.t.app.ctx.reviews.register({
      ...k.t.app.ctx.reviews.get(DEMO_TYPE)!,
      type: 'demoFree',
      counterName: 'DemoFreeAuditCount',
      async onApproved(_tx, doc) {
        calls.push({ id: doc.id });
      },
    });
    const doc = await k.submitted(null); // a pending demoDoc request: a different type is independent
    const after = new AfterCommit();
    const res = await k.t.db.transaction((tx) =>
      submitForReview(
        tx,
        { app: k.t.app.ctx, after },
        { type: 'demoFree', docId: doc.docId, docNo: doc.docNo, amount: '10.00', submittedBy: k.users.rep },
      ),
    );
    expect(res).toEqual({ status: 'approved', requestId: null, stepNo: null });
    expect(calls).toEqual([{ id: doc.docId }]);
  });

  it('rejects with a comment: onRejected returns the document to an editable state', async () => {
    const s = await k.submitted('1500.00');
    await act('approve', k.tokens.leader, [s.requestId!]);
    const step2 = (await k.pending(s.docId))!.id;
    const before = await getDemoDoc(k.t.db, s.docId);
    const r = await act('reject', k.tokens.manager, [step2], '  price too low  ');
    expect(r.body.Data.Records[0]).toMatchObject({ Outcome: 'rejected' });
    expect(k.calls.at(-1)).toEqual({
      kind: 'rejected',
      docId: s.docId,
      ctx: { userId: k.users.manager, comment: 'price too low', stepNo: 2 },
    });
    const after = await getDemoDoc(k.t.db, s.docId);
    expect(after.status).toBe('draft');
    expect(after.version).toBe(before.version + 1);
    const h = await historyOf(s.docId);
    expect(h.at(-2)).toMatchObject({ Action: 'reject', ToStatus: 'rejected', Comment: 'price too low' });
    expect(k.notices.at(-1)).toMatchObject({
      to: [k.users.rep],
      message: { Key: 'notices.msg.reviewRejected', Params: { no: s.docNo }, Remark: 'price too low' },
    });
    // Editable again: it can be resubmitted and starts from step 1.
    const after2 = new AfterCommit();
    const again = await k.t.db.transaction((tx) =>
      submitForReview(
        tx,
        { app: k.t.app.ctx, after: after2 },
        {
          type: DEMO_TYPE,
          docId: s.docId,
          docNo: s.docNo,
          amount: '1500.00',
          submittedBy: k.users.rep,
          tenantId: 2,
        },
      ),
    );
    expect(again).toMatchObject({ status: 'pending', stepNo: 1 });
  });

  it('refuses a second submission while one is pending', async () => {
    const s = await k.submitted('10.00');
    const err = await k.t.db
      .transaction((tx) =>
        submitForReview(
          tx,
          { app: k.t.app.ctx, after: new AfterCommit() },
          { type: DEMO_TYPE, docId: s.docId, docNo: s.docNo, amount: '10.00', submittedBy: k.users.rep },
        ),
      )
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 409, key: 'errors.reviews.alreadyPending' });
    const [n] = await k.t.db
      .select({ n: count() })
      .from(reviewRequest)
      .where(and(eq(reviewRequest.docId, s.docId), eq(reviewRequest.docType, DEMO_TYPE)));
    expect(n!.n).toBe(1);
  });
});

describe('default step chains', () => {
  it('are seeded once and never overwritten', async () => {
    const rows = await k.t.db.select().from(reviewFlowStep).where(eq(reviewFlowStep.docType, 'salesOrder'));
    expect(rows.map((r) => r.stepNo).sort()).toEqual([1, 2, 3]);
    const po = await k.t.db.select().from(reviewFlowStep).where(eq(reviewFlowStep.docType, 'purchaseOrder'));
    expect(po[0]!.approverRoles).toEqual(['采购主管', '管理员']);
    await k.t.db.update(reviewFlowStep).set({ nameEn: 'Edited' }).where(eq(reviewFlowStep.id, po[0]!.id));
    await seedReviewFlows(k.t.db);
    const total = await k.t.db.select({ n: count() }).from(reviewFlowStep);
    await seedReviewFlows(k.t.db);
    expect(await k.t.db.select({ n: count() }).from(reviewFlowStep)).toEqual(total);
    expect(
      (await k.t.db.select().from(reviewFlowStep).where(eq(reviewFlowStep.id, po[0]!.id)))[0]!.nameEn,
    ).toBe('Edited');
    // The salesQuote chain is written once, in its descriptor (quote-review.ts), not here as well;
    // the salesOrder chain likewise lives in its descriptor (sales-order.document.ts, decision 0033).
    expect(
      DEFAULT_FLOWS.filter((f) => f.docType === 'salesQuote' || f.docType === 'salesOrder'),
    ).toHaveLength(0);
  });
});
