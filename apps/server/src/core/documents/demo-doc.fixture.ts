import { eq, inArray, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sysUser } from '../access/identity.table.js';
import type { Db } from '../db/client.js';
import { amount, id } from '../db/columns.js';
import type { Reviewable, ReviewDoc, ReviewHookContext } from '../reviews/review-registry.js';
import { docOwners } from '../reviews/segregation.js';
import type { DocumentRule } from './doc-access.js';
import { recordHistory } from './history.js';
import { nextDocNo } from './numbering.js';
import { updateVersioned } from './versioned.js';

/**
 * TEST FIXTURE of the document mechanisms (not part of the schema: the file is not a *.table.ts, so
 * drizzle-kit never sees it, and no migration creates it). The mechanism tests create this small
 * document table in their own copy of the database with `createDemoDocTable` and register a document
 * rule and a reviewable type backed by it — exactly what a business module does with its own table.
 */
export const demoDoc = pgTable('test_demo_doc', {
  id: id(),
  tenantId: integer().notNull(),
  docNo: text().notNull(),
  status: text().notNull().default('draft'),
  amount: amount(),
  ownerId: integer().notNull(),
  note: text().notNull().default(''),
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const DEMO_TYPE = 'demoDoc';
export const DEMO_PREFIX = 'DM';

export async function createDemoDocTable(db: Db): Promise<void> {
  await db.execute(sql`
    create table if not exists test_demo_doc (
      id integer primary key generated always as identity,
      tenant_id integer not null,
      doc_no text not null,
      status text not null default 'draft',
      amount numeric(18, 2),
      owner_id integer not null,
      note text not null default '',
      version integer not null default 1,
      updated_at timestamptz not null default now()
    )`);
}

export async function userId(db: Db, account: string): Promise<number> {
  const [u] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, account));
  if (!u) throw new Error(`no demo user ${account}`);
  return u.id;
}

/** Creates a demo document the way a module does: number, row and history in one transaction. */
export async function createDemoDoc(
  db: Db,
  ownerId: number,
  amountValue: string | null = '1500.00',
  tenantId = 2,
) {
  return db.transaction(async (tx) => {
    const docNo = await nextDocNo(tx, { tenantId, prefix: DEMO_PREFIX, date: new Date() });
    const [row] = await tx
      .insert(demoDoc)
      .values({ tenantId, docNo, amount: amountValue, ownerId })
      .returning();
    await recordHistory(tx, {
      type: DEMO_TYPE,
      docId: row!.id,
      docNo,
      tenantId,
      action: 'create',
      toStatus: 'draft',
      userId: ownerId,
    });
    return row!;
  });
}

export async function getDemoDoc(db: Db, docId: number) {
  const [row] = await db.select().from(demoDoc).where(eq(demoDoc.id, docId));
  return row!;
}

/** The owner (or an administrator) sees and edits a demo document. */
export const demoRule: DocumentRule = {
  type: DEMO_TYPE,
  async load(db, docId) {
    const [row] = await db
      .select({ id: demoDoc.id, no: demoDoc.docNo, tenantId: demoDoc.tenantId, ownerId: demoDoc.ownerId })
      .from(demoDoc)
      .where(eq(demoDoc.id, docId));
    return row ?? null;
  },
  canView: (user, doc) => (doc as unknown as { ownerId: number }).ownerId === user.id,
};

export interface HookCall {
  kind: 'approved' | 'rejected';
  docId: number;
  ctx: Pick<ReviewHookContext, 'userId' | 'comment' | 'stepNo'>;
}

/** A reviewable demo type: approval sets status 'approved', rejection returns it to 'draft' (editable). */
export function demoReviewable(calls: HookCall[], over: Partial<Reviewable> = {}): Reviewable {
  const setStatus = async (
    tx: Parameters<Reviewable['onApproved']>[0],
    doc: ReviewDoc,
    from: string,
    to: string,
    c: ReviewHookContext,
  ) => {
    await updateVersioned(tx, demoDoc, doc.id, doc.version, { status: to });
    await recordHistory(tx, {
      type: DEMO_TYPE,
      docId: doc.id,
      docNo: doc.no,
      action: 'status',
      fromStatus: from,
      toStatus: to,
      userId: c.userId,
    });
  };
  return {
    type: DEMO_TYPE,
    counterName: 'DemoDocAuditCount',
    queueRoute: '/forQuotation/Quotation-review',
    extraQueueMenus: ['/sales/document-audit/receiptAudit'],
    title: { zh: '演示单据待审核', en: 'Demo documents to review' },
    counterVisibleTo: { roles: ['销售组长', '销售经理', '财务主管'] },
    owners: docOwners(demoDoc, demoDoc.ownerId),
    async load(tx, ids) {
      const rows = await tx.select().from(demoDoc).where(inArray(demoDoc.id, ids));
      return rows.map((r) => ({
        id: r.id,
        no: r.docNo,
        amount: r.amount,
        ownerId: r.ownerId,
        version: r.version,
        tenantId: r.tenantId,
      }));
    },
    async onApproved(tx, doc, c) {
      calls.push({
        kind: 'approved',
        docId: doc.id,
        ctx: { userId: c.userId, comment: c.comment, stepNo: c.stepNo },
      });
      await setStatus(tx, doc, 'review', 'approved', c);
    },
    async onRejected(tx, doc, c) {
      calls.push({
        kind: 'rejected',
        docId: doc.id,
        ctx: { userId: c.userId, comment: c.comment, stepNo: c.stepNo },
      });
      await setStatus(tx, doc, 'review', 'draft', c);
    },
    ...over,
  };
}
