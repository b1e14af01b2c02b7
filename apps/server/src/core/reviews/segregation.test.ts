import { translate } from '@partdesk/shared/i18n/index';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { userId } from '../documents/demo-doc.fixture.js';
import { createReviewKit, type ReviewKit } from './review-test-kit.js';
import { reviewFlowStep, reviewRequest } from './review.table.js';

/**
 * Issue #10 item 3, segregation of duties (docs/decisions/0013): nobody decides a request they
 * submitted or a document they own; a batch holding one is refused whole; queue and counter leave
 * them out. Engine level with the demo document type; then every registered review type over HTTP.
 */
type Page = { Records: { Id: number; DocNo: string }[]; TotalCount: number };
const OWN = (no: string) => translate('zh-CN', 'errors.reviews.ownDocument', { no });

describe('segregation of duties in the review engine', () => {
  let k: ReviewKit;
  beforeAll(async () => {
    k = await createReviewKit();
  });
  afterAll(() => k.t.close());

  const statusOf = async (id: number) =>
    (await k.t.db.select({ s: reviewRequest.status }).from(reviewRequest).where(eq(reviewRequest.id, id)))[0]!
      .s;
  /** A demo document owned by `owner`, submitted by `by`, pending at step 1 (leader review). */
  async function pendingFor(owner: number, by: number) {
    const s = await k.submitted('10.00');
    await k.t.db.execute(sql`update test_demo_doc set owner_id = ${owner} where id = ${s.docId}`);
    await k.t.db.update(reviewRequest).set({ submittedBy: by }).where(eq(reviewRequest.id, s.requestId!));
    return s;
  }
  const approve = (token: string, ids: number[]) =>
    k.t.call<Page>('PUT', `/merchant/review/${'demoDoc'}/approve`, { token, body: { Ids: ids } });
  const reject = (token: string, ids: number[]) =>
    k.t.call<Page>('PUT', `/merchant/review/${'demoDoc'}/reject`, {
      token,
      body: { Ids: ids, Comment: 'no' },
    });

  it('a reviewer cannot approve or reject a request they submitted; a batch holding one is refused whole', async () => {
    const own = await pendingFor(k.users.rep, k.users.leader);
    const other = await pendingFor(k.users.rep, k.users.rep);
    for (const call of [approve, reject]) {
      const res = await call(k.tokens.leader, [other.requestId!, own.requestId!]);
      expect(res.status).toBe(403);
      expect(res.body.Message).toBe(OWN(own.docNo));
      expect(await statusOf(own.requestId!)).toBe('pending');
      expect(await statusOf(other.requestId!)).toBe('pending');
    }
    expect(k.calls).toHaveLength(0);
    const ok = await approve(k.tokens.leader, [other.requestId!]);
    expect(ok.body.Code).toBe(0);
  });

  it('nor one about a document they own, whoever submitted it; administrators included', async () => {
    const owned = await pendingFor(k.users.leader, k.users.rep);
    const res = await approve(k.tokens.leader, [owned.requestId!]);
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe(OWN(owned.docNo));
    const adminId = await userId(k.t.db, 'admin');
    const byAdmin = await pendingFor(k.users.rep, adminId);
    const refused = await approve(k.tokens.admin, [byAdmin.requestId!]);
    expect(refused.status).toBe(403);
    expect(await statusOf(byAdmin.requestId!)).toBe('pending');
  });

  it('the queue and the to-do counter leave out the reviewer’s own requests and documents', async () => {
    const mine = await pendingFor(k.users.leader, k.users.rep);
    const theirs = await pendingFor(k.users.rep, k.users.rep);
    const queue = await k.t.call<Page>('POST', '/merchant/review/demoDoc/Query', {
      token: k.tokens.leader,
      body: { pageSize: 100 },
    });
    const ids = queue.body.Data.Records.map((r) => r.Id);
    expect(ids).toContain(theirs.requestId);
    expect(ids).not.toContain(mine.requestId);
    const todos = await k.t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
      token: k.tokens.leader,
    });
    expect(todos.body.Data.Counts.DemoDocAuditCount).toBe(queue.body.Data.TotalCount);
  });
});

describe('every registered review type refuses its submitter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('admin submitted a request of each type: not in its queue, approve → 403 naming the number, still pending', async () => {
    const admin = await t.login('admin');
    const adminId = await userId(t.db, 'admin');
    const types = t.app.ctx.reviews.list();
    expect(types.length).toBeGreaterThan(8);
    const problems: string[] = [];
    let tried = 0;
    for (const def of types) {
      const [step] = await t.db
        .select({ id: reviewFlowStep.id, stepNo: reviewFlowStep.stepNo })
        .from(reviewFlowStep)
        .where(eq(reviewFlowStep.docType, def.type))
        .limit(1);
      if (!step) {
        problems.push(`${def.type}: no flow step seeded`);
        continue;
      }
      const docNo = `SOD-${def.type}`;
      const [row] = await t.db
        .insert(reviewRequest)
        .values({
          docType: def.type,
          docId: 2_000_000_000,
          docNo,
          flowStepId: step.id,
          stepNo: step.stepNo,
          submittedBy: adminId,
          submittedAt: new Date(),
        })
        .returning({ id: reviewRequest.id });
      const queue = await t.call<Page>('POST', `/merchant/review/${def.type}/Query`, {
        token: admin,
        body: { DocNo: docNo },
      });
      if (queue.body.Code !== 0 || queue.body.Data.Records.some((r) => r.Id === row!.id))
        problems.push(`${def.type}: queue ${queue.body.Code} offers the admin's own request`);
      const res = await t.call('PUT', `/merchant/review/${def.type}/approve`, {
        token: admin,
        body: { Ids: [row!.id] },
      });
      tried++;
      if (res.status !== 403 || res.body.Message !== OWN(docNo))
        problems.push(`${def.type}: ${res.status} ${res.body.Message}`);
      const [after] = await t.db
        .select({ s: reviewRequest.status })
        .from(reviewRequest)
        .where(and(eq(reviewRequest.id, row!.id)));
      if (after?.s !== 'pending') problems.push(`${def.type}: request ${after?.s}`);
      await t.db.delete(reviewRequest).where(eq(reviewRequest.id, row!.id));
    }
    expect(problems).toEqual([]);
    expect(tried).toBe(types.length);
  });
});
