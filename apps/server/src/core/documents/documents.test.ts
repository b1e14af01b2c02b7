import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import {
  createDemoDoc,
  createDemoDocTable,
  DEMO_TYPE,
  demoDoc,
  demoRule,
  getDemoDoc,
  userId,
} from './demo-doc.fixture.js';
import { docHistory } from './document.table.js';
import { diffChanges, installHistoryGuard, recordHistory } from './history.js';
import { updateVersioned } from './versioned.js';

let t: TestApp;
let rep: number;
let admin: string;
let repToken: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await installHistoryGuard(t.db);
  await installHistoryGuard(t.db); // idempotent, as a system seeder must be
  await createDemoDocTable(t.db);
  t.app.ctx.documents.register(demoRule);
  rep = await userId(t.db, 'sales.rep');
  admin = await t.login('admin');
  repToken = await t.login('sales.rep');
  otherToken = await t.login('sales.dev');
});
afterAll(() => t.close());

type HistoryRow = {
  Action: string;
  FromStatus: string | null;
  ToStatus: string | null;
  Changes: unknown;
  Comment: string;
  UserName: string;
  DocNo: string;
};
const history = (token: string | null, type: string, id: number, lang?: string) =>
  t.call<{ Records: HistoryRow[]; TotalCount: number }>('GET', '/merchant/document/history', {
    token,
    query: { type, id },
    lang,
  });

describe('document history', () => {
  it('records who did what, from which status to which, and the changed fields', async () => {
    const doc = await createDemoDoc(t.db, rep);
    await t.db.transaction((tx) =>
      recordHistory(tx, {
        type: DEMO_TYPE,
        docId: doc.id,
        docNo: doc.docNo,
        action: 'update',
        fromStatus: 'draft',
        toStatus: 'draft',
        changes: diffChanges(
          { Note: '', Amount: '1500.00', Same: 1 },
          { Note: 'urgent', Amount: '1400.00', Same: 1 },
        ),
        comment: 'price agreed',
        userId: rep,
      }),
    );
    const res = await history(repToken, DEMO_TYPE, doc.id);
    expect(res.body.Code).toBe(0);
    expect(res.body.Data.TotalCount).toBe(2);
    expect(res.body.Data.Records.map((r) => r.Action)).toEqual(['create', 'update']);
    expect(res.body.Data.Records[1]).toMatchObject({
      DocNo: doc.docNo,
      FromStatus: 'draft',
      ToStatus: 'draft',
      Changes: { Note: ['', 'urgent'], Amount: ['1500.00', '1400.00'] },
      Comment: 'price agreed',
      UserName: '张伟',
    });
  });

  it('cannot be changed or deleted, even with SQL', async () => {
    const doc = await createDemoDoc(t.db, rep);
    const [before] = await t.db.select().from(docHistory).where(eq(docHistory.docId, doc.id));
    await expect(
      t.db.update(docHistory).set({ comment: 'forged' }).where(eq(docHistory.id, before!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(docHistory).where(eq(docHistory.id, before!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate doc_history`)).rejects.toThrow();
    const [after] = await t.db.select().from(docHistory).where(eq(docHistory.id, before!.id));
    expect(after).toEqual(before);
  });

  it('diffChanges keeps only changed fields and normalises dates', () => {
    const d1 = new Date('2026-01-01T00:00:00Z');
    expect(diffChanges({ A: d1, B: 1, C: null }, { A: new Date(d1), B: 2, C: undefined })).toEqual({
      B: [1, 2],
    });
    expect(diffChanges({ A: 1, B: 1 }, { A: 2, B: 2 }, ['B'])).toEqual({ B: [1, 2] });
  });

  it('GET /merchant/document/history: session, visibility and type checks', async () => {
    const doc = await createDemoDoc(t.db, rep);
    expect((await history(null, DEMO_TYPE, doc.id)).body.Code).toBe(-100);
    // Out of the caller's view and missing look alike: 404, same Code and message (#10 item 14).
    const other = await history(otherToken, DEMO_TYPE, doc.id);
    const missing = await history(otherToken, DEMO_TYPE, 999_999);
    expect([other.status, other.body.Code]).toEqual([404, 404]);
    expect([missing.status, missing.body.Code]).toEqual([404, 404]);
    expect(other.body.Message).toBe(missing.body.Message);
    expect((await history(admin, DEMO_TYPE, doc.id)).body.Data.TotalCount).toBe(1);
    const unknown = await history(repToken, 'noSuchType', 1, 'en-US');
    expect(unknown.status).toBe(400);
    expect(unknown.body.Message).toBe('Unknown document type: noSuchType');
    // A document type without a registered rule: administrators only.
    expect((await history(repToken, 'sample', 1)).status).toBe(403);
    const adminView = await history(admin, 'sample', 1);
    expect(adminView.body).toMatchObject({ Code: 0, Data: { TotalCount: 0 } });
    expect((await history(repToken, DEMO_TYPE, 0)).status).toBe(400);
  });
});

describe('updateVersioned', () => {
  it('updates with the expected version and bumps it', async () => {
    const doc = await createDemoDoc(t.db, rep);
    const res = await t.db.transaction((tx) =>
      updateVersioned(tx, demoDoc, doc.id, 1, { note: 'first edit' }),
    );
    expect(res.version).toBe(2);
    const row = await getDemoDoc(t.db, doc.id);
    expect(row).toMatchObject({ note: 'first edit', version: 2 });
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(doc.updatedAt.getTime());
  });

  it('refuses a stale version with 409 and leaves the row unchanged', async () => {
    const doc = await createDemoDoc(t.db, rep);
    await t.db.transaction((tx) => updateVersioned(tx, demoDoc, doc.id, 1, { note: 'Alice' }));
    const before = await getDemoDoc(t.db, doc.id);
    const err = await t.db
      .transaction((tx) => updateVersioned(tx, demoDoc, doc.id, 1, { note: 'Bob (stale)' }))
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 409, key: 'errors.staleVersion' });
    expect(await getDemoDoc(t.db, doc.id)).toEqual(before);
  });

  it('answers 404 for a row that does not exist and refuses to set id or version', async () => {
    const err = await t.db
      .transaction((tx) => updateVersioned(tx, demoDoc, 987_654, 1, { note: 'x' }))
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 404 });
    await expect(
      t.db.transaction((tx) => updateVersioned(tx, demoDoc, 1, 1, { version: 5 } as never)),
    ).rejects.toThrow(/may not set/);
  });

  it('lets exactly one of two concurrent edits of the same version win', {
    tags: ['concurrency'],
  }, async () => {
    const doc = await createDemoDoc(t.db, rep);
    const results = await Promise.allSettled(
      ['A', 'B'].map((n) => t.db.transaction((tx) => updateVersioned(tx, demoDoc, doc.id, 1, { note: n }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect((await getDemoDoc(t.db, doc.id)).version).toBe(2);
  });
});
