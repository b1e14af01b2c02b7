import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedPendingReview, seedReviewFlows } from './index.js';
import { reviewFlowStep, reviewRequest } from './review.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TYPE = 'seedHelperTest';

describe('review seeds (core/reviews/review-seeds.ts, review-flows.seed.ts)', () => {
  it('seedReviewFlows writes a permit step (approver kind permit, no roles) once; an edited chain is kept', async () => {
    const step = {
      docType: TYPE,
      stepNo: 1,
      nameZh: '测试',
      nameEn: 'Test',
      roles: [],
      permit: 'PUT merchant/x',
    };
    await seedReviewFlows(t.db, [step]);
    await seedReviewFlows(t.db, [{ ...step, permit: 'PUT merchant/y' }]);
    const steps = await t.db
      .select()
      .from(reviewFlowStep)
      .where(and(eq(reviewFlowStep.docType, TYPE), isNull(reviewFlowStep.tenantId)));
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({
      approverKind: 'permit',
      approverPermit: 'PUT merchant/x',
      approverRoles: [],
    });
  });

  it('seedPendingReview opens each document at the first step, skips types without a chain and pending ones', async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const doc = { type: TYPE, docId: 424242, docNo: 'T1', tenantId: 1, by: 1, at, amount: '12.50' };
    const written = await seedPendingReview(t.db, [doc, { ...doc, type: 'noSuchChain', docId: 1 }]);
    expect(written).toBe(1);
    expect(await seedPendingReview(t.db, [doc])).toBe(0);
    const req = await t.db.select().from(reviewRequest).where(eq(reviewRequest.docId, 424242));
    expect(req).toHaveLength(1);
    expect(req[0]).toMatchObject({
      docType: TYPE,
      docNo: 'T1',
      stepNo: 1,
      status: 'pending',
      amount: '12.50',
      submittedBy: 1,
      submittedAt: at,
    });
    expect(await seedPendingReview(t.db, [])).toBe(0);
  });
});
