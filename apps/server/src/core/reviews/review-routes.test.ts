import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TYPE, demoReviewable } from '../documents/demo-doc.fixture.js';
import { docHistory } from '../documents/document.table.js';
import { conflict } from '../http/app-error.js';
import { createReviewKit, type ReviewKit } from './review-test-kit.js';
import { reviewFlowStep, reviewRequest } from './review.table.js';

let k: ReviewKit;
beforeAll(async () => {
  k = await createReviewKit();
});
afterAll(() => k.t.close());

const url = (type: string, what: string) => `/merchant/review/${type}/${what}`;
const act = (
  action: 'approve' | 'reject',
  token: string | null,
  body: unknown,
  lang?: string,
  type = DEMO_TYPE,
) =>
  k.t.call<{ Records: { Id: number; Outcome: string }[] }>('PUT', url(type, action), { token, body, lang });
const queue = (token: string, body: Record<string, unknown> = {}) =>
  k.t.call<{ Records: { Id: number; DocNo: string; Amount: string }[]; TotalCount: number }>(
    'POST',
    url(DEMO_TYPE, 'Query'),
    { token, body },
  );

/** Everything the engine writes, to prove a refused batch changed nothing. */
async function snapshot() {
  const requests = await k.t.db.select().from(reviewRequest).orderBy(reviewRequest.id);
  const [h] = await k.t.db.select({ n: count() }).from(docHistory);
  return { requests, history: h!.n, notices: k.notices.length, calls: k.calls.length };
}

describe('review routes: access', () => {
  it('answers −100 without a session, 403 without the queue screen, 400 for an unknown type', async () => {
    for (const [method, what] of [
      ['POST', 'Query'],
      ['PUT', 'approve'],
      ['PUT', 'reject'],
    ] as const) {
      expect((await k.t.call(method, url(DEMO_TYPE, what), { body: {} })).body.Code).toBe(-100);
      const denied = await k.t.call(method, url(DEMO_TYPE, what), {
        token: k.tokens.buyer,
        body: { Ids: [1], Comment: 'x' },
      });
      expect(denied.status).toBe(403);
      expect(denied.body.Message).toBe('没有权限执行此操作');
      const unknown = await k.t.call(method, url('nope', what), {
        token: k.tokens.admin,
        body: {},
        lang: 'en-US',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.Message).toBe('Unknown document type: nope');
    }
  });

  it('needs ticked records: the spec message in both languages', async () => {
    const zh = await act('approve', k.tokens.leader, { Ids: [] });
    expect(zh.status).toBe(400);
    expect(zh.body.Message).toBe('请勾选需要审核的记录');
    const en = await act('reject', k.tokens.leader, { Ids: [], Comment: 'no' }, 'en-US');
    expect(en.body.Message).toBe('Please tick the records to be reviewed');
    expect((await act('approve', k.tokens.leader, undefined, 'en-US')).body.Message).toBe(
      'Please tick the records to be reviewed',
    );
  });

  it('needs a comment to reject, and changes nothing without one', async () => {
    const s = await k.submitted('100.00');
    const before = await snapshot();
    const res = await act('reject', k.tokens.leader, { Ids: [s.requestId], Comment: '   ' }, 'en-US');
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('A comment is required to reject');
    expect(await snapshot()).toEqual(before);
  });
});

describe('review routes: a batch is all or nothing', () => {
  it('refuses the whole batch when one request is at a step the caller may not decide (403, doc no)', async () => {
    const a = await k.submitted('100.00');
    const b = await k.submitted('100.00');
    const c = await k.submitted('100.00');
    await act('approve', k.tokens.leader, { Ids: [c.requestId] }); // c moves on to the finance step
    const cStep3 = (await k.pending(c.docId))!.id;
    const before = await snapshot();
    const res = await act('approve', k.tokens.leader, { Ids: [a.requestId, b.requestId, cStep3] }, 'en-US');
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe(`You are not a reviewer of the current step of ${c.docNo}`);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the whole batch when one request is no longer pending (409, doc no)', async () => {
    const a = await k.submitted('100.00');
    const b = await k.submitted('100.00');
    await act('approve', k.tokens.leader, { Ids: [b.requestId] });
    const before = await snapshot();
    const res = await act('approve', k.tokens.leader, { Ids: [a.requestId, b.requestId] });
    expect(res.status).toBe(409);
    expect(res.body.Message).toBe(`单据 ${b.docNo} 不在待审核状态`);
    expect(await snapshot()).toEqual(before);
    const missing = await act('approve', k.tokens.leader, { Ids: [a.requestId, 987654] });
    expect(missing.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('rolls the whole batch back when a module hook refuses one document', async () => {
    await k.t.db.insert(reviewFlowStep).values({
      docType: 'demoStrict',
      stepNo: 1,
      nameZh: '组长',
      nameEn: 'Leader',
      approverRoles: ['销售组长'],
    });
    let refuse = '';
    const base = demoReviewable([]);
    k.t.app.ctx.reviews.register({
      ...base,
      type: 'demoStrict',
      counterName: 'DemoStrictAuditCount',
      async onApproved(tx, doc, c) {
        if (doc.no === refuse) throw conflict('errors.documents.stateNoModify');
        await base.onApproved(tx, doc, c);
      },
    });
    const { submitForReview } = await import('./review-engine.js');
    const { AfterCommit } = await import('../documents/after-commit.js');
    const docs = [await k.submitted(null), await k.submitted(null)];
    const ids: number[] = [];
    for (const d of docs) {
      await k.t.db
        .update(reviewRequest)
        .set({ status: 'approved' })
        .where(and(eq(reviewRequest.docType, DEMO_TYPE), eq(reviewRequest.docId, d.docId)));
      const r = await k.t.db.transaction((tx) =>
        submitForReview(
          tx,
          { app: k.t.app.ctx, after: new AfterCommit() },
          { type: 'demoStrict', docId: d.docId, docNo: d.docNo, amount: null, submittedBy: k.users.rep },
        ),
      );
      ids.push(r.requestId!);
    }
    refuse = docs[1]!.docNo;
    const before = await snapshot();
    const res = await act('approve', k.tokens.leader, { Ids: ids }, 'en-US', 'demoStrict');
    expect(res.status).toBe(409);
    expect(res.body.Message).toBe('The current state of the document does not support modification');
    expect(await snapshot()).toEqual(before);
    refuse = '';
    expect(
      (await act('approve', k.tokens.leader, { Ids: ids }, undefined, 'demoStrict')).body.Data.Records.map(
        (r) => r.Outcome,
      ),
    ).toEqual(['approved', 'approved']);
  });

  it('lets an administrator decide any step, in one batch', async () => {
    const a = await k.submitted('5000.00');
    const b = await k.submitted('5000.00');
    await act('approve', k.tokens.leader, { Ids: [b.requestId] });
    const bStep2 = (await k.pending(b.docId))!.id;
    const res = await act('approve', k.tokens.admin, { Ids: [a.requestId, bStep2] });
    expect(res.body.Code).toBe(0);
    expect(await k.pending(a.docId)).toMatchObject({ stepNo: 2 });
    expect(await k.pending(b.docId)).toMatchObject({ stepNo: 3 });
  });
});

describe('review queue and counters', () => {
  type Upcoming = { Items: { Name: string; Count: number }[] };
  const counter = async (token: string) =>
    (await k.t.call<Upcoming>('GET', '/merchant/common/upcoming', { token })).body.Data.Items.find(
      (i) => i.Name === 'DemoDocAuditCount',
    );

  it('counts the pending requests each user can decide, and follows decisions', async () => {
    const leaderQueue = (await queue(k.tokens.leader)).body.Data.TotalCount;
    expect((await counter(k.tokens.leader))?.Count).toBe(leaderQueue);
    const s = await k.submitted('2000.00');
    expect((await counter(k.tokens.leader))?.Count).toBe(leaderQueue + 1);
    const managerBefore = (await counter(k.tokens.manager))?.Count ?? -1;
    await act('approve', k.tokens.leader, { Ids: [s.requestId] });
    expect((await counter(k.tokens.leader))?.Count).toBe(leaderQueue);
    expect((await counter(k.tokens.manager))?.Count).toBe(managerBefore + 1);
    expect(await counter(k.tokens.buyer)).toBeUndefined();
  });

  it('pages, filters and sorts through the list layer; unknown filters are refused', async () => {
    const s = await k.submitted('123.45');
    const one = await queue(k.tokens.leader, { DocNo: s.docNo });
    expect(one.body.Data.Records.map((r) => r.DocNo)).toEqual([s.docNo]);
    const paged = await queue(k.tokens.leader, {
      pageIndex: 1,
      pageSize: 1,
      sortField: 'Amount',
      sortOrder: 'asc',
    });
    expect(paged.body.Data.Records).toHaveLength(1);
    expect(paged.body.Data.TotalCount).toBeGreaterThan(1);
    const bad = await queue(k.tokens.leader, { Owner: 1 });
    expect(bad.status).toBe(400);
  });

  it('lets the reviewer of the current step view the document history; others stay out', async () => {
    const s = await k.submitted('100.00');
    const hist = (token: string) =>
      k.t.call('GET', '/merchant/document/history', { token, query: { type: DEMO_TYPE, id: s.docId } });
    expect((await hist(k.tokens.leader)).body.Code).toBe(0);
    // Out of view answers 404 like a missing document (#10 item 14, core/documents/doc-access.ts).
    expect((await hist(k.tokens.manager)).status).toBe(404);
    await act('approve', k.tokens.leader, { Ids: [s.requestId] });
    expect((await hist(k.tokens.leader)).status).toBe(404);
    expect((await hist(k.tokens.finance)).body.Code).toBe(0);
  });
});

describe('review routes: the document history beside the queue', () => {
  const hist = (token: string, docId: number, type = DEMO_TYPE) =>
    k.t.call<{ Records: { Action: string; UserName: string; Comment: string }[]; TotalCount: number }>(
      'GET',
      url(type, 'history'),
      { token, query: { DocId: docId } },
    );

  it('shows queue holders the history of a document that went through the queue, oldest first', async () => {
    const s = await k.submitted('100.00');
    await act('approve', k.tokens.leader, { Ids: [s.requestId], Comment: 'looks fine' });
    const seen = await hist(k.tokens.leader, s.docId);
    expect(seen.body.Code).toBe(0);
    const actions = seen.body.Data.Records.map((r) => r.Action);
    const submitAt = actions.indexOf('submit');
    expect(submitAt).toBeGreaterThanOrEqual(0);
    expect(actions[submitAt + 1]).toBe('approve');
    expect(seen.body.Data.Records[submitAt + 1]!.Comment).toBe('looks fine');
    expect(seen.body.Data.TotalCount).toBe(seen.body.Data.Records.length);
  });

  it('opens a document only to its deciders, its review participants and its viewers, not to every queue holder', async () => {
    // 100.00 goes leader → finance: the manager holds the queue screen but never decides this one.
    const s = await k.submitted('100.00');
    const lines = (token: string) =>
      k.t.call('GET', url(DEMO_TYPE, 'lines'), { token, query: { DocId: s.docId } });
    expect((await hist(k.tokens.manager, s.docId)).status).toBe(404);
    expect((await lines(k.tokens.manager)).status).toBe(404);
    expect((await hist(k.tokens.finance, s.docId)).status).toBe(404);
    expect((await hist(k.tokens.leader, s.docId)).body.Code).toBe(0);
    expect((await lines(k.tokens.leader)).body.Code).toBe(0);
    await act('approve', k.tokens.leader, { Ids: [s.requestId] });
    // Now at the finance step: finance may decide it, the leader took part, the manager still did neither.
    expect((await hist(k.tokens.finance, s.docId)).body.Code).toBe(0);
    expect((await hist(k.tokens.leader, s.docId)).body.Code).toBe(0);
    expect((await hist(k.tokens.manager, s.docId)).status).toBe(404);
    expect((await hist(k.tokens.admin, s.docId)).body.Code).toBe(0);
  });

  it('refuses outsiders (403), unknown documents of the queue (404) and bad ids (400)', async () => {
    const s = await k.submitted('100.00');
    expect((await hist(k.tokens.buyer, s.docId)).status).toBe(403);
    expect((await hist(k.tokens.leader, 999_999)).status).toBe(404);
    const bad = await k.t.call('GET', url(DEMO_TYPE, 'history'), {
      token: k.tokens.leader,
      query: { DocId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect((await hist(k.tokens.admin, s.docId, 'nope')).status).toBe(400);
  });
});

describe('review routes: concurrency', () => {
  it('two reviewers deciding the same request at once: exactly one wins, the other gets 409', async () => {
    const s = await k.submitted('100.00');
    const [x, y] = await Promise.all([
      act('approve', k.tokens.leader, { Ids: [s.requestId] }),
      act('reject', k.tokens.admin, { Ids: [s.requestId], Comment: 'no' }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const [n] = await k.t.db
      .select({ n: count() })
      .from(reviewRequest)
      .where(and(eq(reviewRequest.docType, DEMO_TYPE), eq(reviewRequest.docId, s.docId)));
    expect(n!.n).toBe(x.status === 200 ? 2 : 1); // approve created the next step; reject did not
  });

  it('two submissions of the same document at once: one pending request', async () => {
    const { submitForReview } = await import('./review-engine.js');
    const { AfterCommit } = await import('../documents/after-commit.js');
    const s = await k.submitted('100.00');
    await k.t.db
      .update(reviewRequest)
      .set({ status: 'rejected' })
      .where(and(eq(reviewRequest.docType, DEMO_TYPE), eq(reviewRequest.docId, s.docId)));
    const results = await Promise.allSettled(
      [1, 2].map(() =>
        k.t.db.transaction((tx) =>
          submitForReview(
            tx,
            { app: k.t.app.ctx, after: new AfterCommit() },
            { type: DEMO_TYPE, docId: s.docId, docNo: s.docNo, amount: '100.00', submittedBy: k.users.rep },
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 409 } });
  });
});
