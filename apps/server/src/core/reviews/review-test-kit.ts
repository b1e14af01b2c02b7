import { and, eq } from 'drizzle-orm';
import type { NoticeMessage } from '../push/notifier.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { AfterCommit } from '../documents/after-commit.js';
import {
  createDemoDoc,
  createDemoDocTable,
  DEMO_TYPE,
  demoReviewable,
  demoRule,
  type HookCall,
  userId,
} from '../documents/demo-doc.fixture.js';
import { installHistoryGuard } from '../documents/history.js';
import { submitForReview } from './review-engine.js';
import { seedReviewFlows } from './review-flows.seed.js';
import { reviewFlowStep, reviewRequest } from './review.table.js';

/**
 * Test kit of the review engine (tests only): an app with the demo document type registered as
 * reviewable, a three-step chain (leader → manager from 1,000.00 → finance), a recording notifier.
 */
export interface ReviewKit {
  t: TestApp;
  calls: HookCall[];
  notices: { to: number[]; message: NoticeMessage | string }[];
  users: Record<'rep' | 'leader' | 'manager' | 'finance', number>;
  tokens: Record<'rep' | 'leader' | 'manager' | 'finance' | 'buyer' | 'admin', string>;
  /** Creates a demo document and submits it (as the rep) in one transaction. */
  submitted(
    amount?: string | null,
  ): Promise<{ docId: number; docNo: string; requestId: number | null; status: string }>;
  pending(docId: number): Promise<{ id: number; stepNo: number } | undefined>;
}

export const DEMO_CHAIN = [
  { stepNo: 1, nameZh: '组长审核', nameEn: 'Leader review', approverRoles: ['销售组长'], minAmount: null },
  {
    stepNo: 2,
    nameZh: '经理审核',
    nameEn: 'Manager review',
    approverRoles: ['销售经理'],
    minAmount: '1000.00',
  },
  { stepNo: 3, nameZh: '财务审核', nameEn: 'Finance review', approverRoles: ['财务主管'], minAmount: null },
];

export async function createReviewKit(): Promise<ReviewKit> {
  const t = await createTestApp();
  await installHistoryGuard(t.db);
  await seedReviewFlows(t.db);
  await createDemoDocTable(t.db);
  await t.db
    .insert(reviewFlowStep)
    .values(DEMO_CHAIN.map((s) => ({ ...s, docType: DEMO_TYPE, approverKind: 'roles' })));
  const calls: HookCall[] = [];
  const notices: ReviewKit['notices'] = [];
  t.app.ctx.notifier = {
    notify: async (to, message) => {
      notices.push({ to: Array.isArray(to) ? to : [to], message });
    },
    todosChanged: () => {},
    emit: () => {},
  };
  t.app.ctx.documents.register(demoRule);
  t.app.ctx.reviews.register(demoReviewable(calls));
  const users = {
    rep: await userId(t.db, 'sales.rep'),
    leader: await userId(t.db, 'sales.leader'),
    manager: await userId(t.db, 'sales.manager'),
    finance: await userId(t.db, 'finance.head'),
  };
  const tokens = {
    rep: await t.login('sales.rep'),
    leader: await t.login('sales.leader'),
    manager: await t.login('sales.manager'),
    finance: await t.login('finance.head'),
    buyer: await t.login('buyer'),
    admin: await t.login('admin'),
  };
  const kit: ReviewKit = {
    t,
    calls,
    notices,
    users,
    tokens,
    async submitted(amount = '1500.00') {
      const doc = await createDemoDoc(t.db, users.rep, amount);
      const after = new AfterCommit();
      const res = await t.db.transaction((tx) =>
        submitForReview(
          tx,
          { app: t.app.ctx, after },
          {
            type: DEMO_TYPE,
            docId: doc.id,
            docNo: doc.docNo,
            amount,
            submittedBy: users.rep,
            tenantId: doc.tenantId,
          },
        ),
      );
      await after.flush();
      return { docId: doc.id, docNo: doc.docNo, requestId: res.requestId, status: res.status };
    },
    async pending(docId) {
      const [r] = await t.db
        .select({ id: reviewRequest.id, stepNo: reviewRequest.stepNo })
        .from(reviewRequest)
        .where(
          and(
            eq(reviewRequest.docType, DEMO_TYPE),
            eq(reviewRequest.docId, docId),
            eq(reviewRequest.status, 'pending'),
          ),
        );
      return r;
    },
  };
  return kit;
}
