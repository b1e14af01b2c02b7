import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { id } from '../db/columns.js';
import { reviewFlowStep, reviewRequest } from './review.table.js';
import { statusReviewable, withdrawReview } from './status-reviewable.js';

/** A status-reviewed document table of this test only (created in the test's own database). */
const statusDoc = pgTable('test_status_doc', {
  id: id(),
  no: text().notNull(),
  ownerId: integer().notNull(),
  tenantId: integer().notNull(),
  status: integer().notNull(),
  version: integer().notNull().default(1),
});

const S = { draft: 0, pending: 1, approved: 2, rejected: 3 };
const def = statusReviewable({
  type: 'testStatusDoc',
  counterName: 'TestStatusDocCount',
  queueRoute: '/test/status-doc-audit',
  title: { zh: '测试', en: 'Test' },
  table: statusDoc,
  owner: statusDoc.ownerId,
  status: { pending: S.pending, approved: S.approved, rejected: S.rejected },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    create table test_status_doc (
      id integer primary key generated always as identity, no text not null, owner_id integer not null,
      tenant_id integer not null, status integer not null, version integer not null default 1)`);
});
afterAll(() => t.close());

const insert = async (status: number) => {
  const [r] = await t.db
    .insert(statusDoc)
    .values({ no: `ST${status}`, ownerId: 7, tenantId: 2, status })
    .returning();
  return r!;
};
const ctx = {} as Parameters<typeof def.onApproved>[2];

describe('statusReviewable', () => {
  it('loads id, no, owner, version and tenant without an amount', async () => {
    const d = await insert(S.pending);
    expect(await def.load(t.db, [d.id])).toEqual([
      { id: d.id, no: d.no, ownerId: 7, version: 1, tenantId: 2, amount: null },
    ]);
  });

  it('moves a pending document to approved / rejected and bumps its version; not pending → 409', async () => {
    const a = await insert(S.pending);
    const r = await insert(S.pending);
    const [da] = await def.load(t.db, [a.id]);
    const [dr] = await def.load(t.db, [r.id]);
    await t.db.transaction((tx) => def.onApproved(tx, da!, ctx));
    await t.db.transaction((tx) => def.onRejected(tx, dr!, ctx));
    const rows = await t.db.select().from(statusDoc).where(sql`${statusDoc.id} in (${a.id}, ${r.id})`);
    expect(rows.map((x) => [x.id, x.status, x.version])).toEqual(
      expect.arrayContaining([
        [a.id, S.approved, 2],
        [r.id, S.rejected, 2],
      ]),
    );
    // Decided already (or withdrawn to draft): the decision is refused, nothing changes.
    await expect(t.db.transaction((tx) => def.onRejected(tx, da!, ctx))).rejects.toMatchObject({
      code: 409,
      key: 'errors.reviews.notPending',
    });
    const d = await insert(S.draft);
    const [dd] = await def.load(t.db, [d.id]);
    await expect(t.db.transaction((tx) => def.onApproved(tx, dd!, ctx))).rejects.toMatchObject({ code: 409 });
  });

  it('withdrawReview closes only the pending request of that document', async () => {
    const d = await insert(S.pending);
    const [step] = await t.db
      .insert(reviewFlowStep)
      .values({ docType: def.type, stepNo: 1, nameZh: '审核', nameEn: 'Review', approverKind: 'roles' })
      .returning();
    const open = { docType: def.type, docNo: d.no, flowStepId: step!.id, stepNo: 1, submittedBy: 7 };
    const [req] = await t.db
      .insert(reviewRequest)
      .values({ ...open, docId: d.id, submittedAt: new Date() })
      .returning();
    const [other] = await t.db
      .insert(reviewRequest)
      .values({ ...open, docId: d.id + 1000, submittedAt: new Date() })
      .returning();
    await t.db.transaction((tx) =>
      withdrawReview(tx, { type: def.type, docId: d.id, userId: 7, at: new Date('2026-03-01T00:00:00Z') }),
    );
    const [after] = await t.db.select().from(reviewRequest).where(sql`${reviewRequest.id} = ${req!.id}`);
    expect(after).toMatchObject({ status: 'withdrawn', decidedBy: 7 });
    const [untouched] = await t.db
      .select()
      .from(reviewRequest)
      .where(sql`${reviewRequest.id} = ${other!.id}`);
    expect(untouched).toMatchObject({ status: 'pending', decidedBy: null });
  });
});
