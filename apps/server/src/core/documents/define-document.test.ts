import { REVIEW_TYPES } from '@partdesk/shared/core/review-types';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sysUser } from '../access/identity.table.js';
import { reviewFlowStep } from '../reviews/review.table.js';
import { type DocumentDef, defineDocument, reviewRef } from './define-document.js';
import { seedDocumentFlows } from './register-document.js';

/** The document descriptor (decision 0019): defineDocument checks and completes, seeding writes chains. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = { table: sysUser, id: sysUser.id, no: sysUser.account } satisfies Partial<DocumentDef>;

describe('defineDocument', () => {
  it('refuses a type in neither shared table and a descriptor without scope', () => {
    expect(() => defineDocument({ ...base, type: 'nope' as never, scope: 'none' })).toThrow(/neither/);
    expect(() => defineDocument({ ...base, type: 'contact', scope: undefined as never })).toThrow(/no scope/);
  });

  it('takes prefix and notification route from DOC_TYPES, queue, counter and title from REVIEW_TYPES', () => {
    const d = defineDocument({
      ...base,
      type: 'balanceRefund',
      scope: { own: sysUser.id },
      reviews: [
        {
          type: 'balanceRefund',
          flow: [
            { nameZh: '甲', nameEn: 'A', roles: ['财务主管'] },
            { nameZh: '乙', nameEn: 'B', permit: 'PUT merchant/x', minAmount: '100.00' },
          ],
          owner: sysUser.id,
          statuses: { pending: 1, approved: 2, rejected: 3 },
        },
      ],
    });
    expect(d.prefix).toBe('YT');
    expect(d.route).toBe('/crmsystem/crmbalancerefund');
    expect(d.reviewables[0]).toMatchObject({
      type: 'balanceRefund',
      counterName: 'BalanceRefundAuditCount',
      queueRoute: '/sales/document-audit/balancerefund-audit',
      title: { zh: '余额退款待审核', en: 'Balance refunds to review' },
    });
    expect(d.flows).toEqual([
      expect.objectContaining({
        stepNo: 1,
        approverKind: 'roles',
        approverRoles: ['财务主管'],
        minAmount: null,
      }),
      expect.objectContaining({ stepNo: 2, approverKind: 'permit', approverPermit: 'PUT merchant/x' }),
    ]);
    const record = defineDocument({ ...base, type: 'contact', scope: 'none', history: false });
    expect(record.prefix).toBeNull();
    expect(record.rule).toBeNull();
    expect(record.visibleWhere({} as never)).toBeUndefined();
  });

  it('reviewRef gives the queue screens of a shared review type', () => {
    expect(reviewRef('salesQuote')).toEqual({
      type: 'salesQuote',
      queueRoute: '/forQuotation/Quotation-review',
      extraQueueMenus: ['/forQuotation/quote-approval-list'],
    });
    expect(REVIEW_TYPES.length).toBeGreaterThan(10);
  });
});

describe('registerDocument (every module)', () => {
  /**
   * Master data with a history of its own (no owner, no review): menu-gated rules, not documents — parts,
   * brands, settings, companies, and a lot (its hand-set cash price, decision 0028).
   */
  const MASTER_DATA = ['part', 'brand', 'setting', 'company', 'inventoryLot'];

  it('every review type the engine serves comes from a registered descriptor and the shared list', () => {
    const descriptors = t.app.ctx.documents.listDescriptors();
    const fromDescriptors = descriptors.flatMap((d) => d.reviewables.map((r) => r.type));
    const served = t.app.ctx.reviews.list().map((r) => r.type);
    expect([...served].sort()).toEqual([...fromDescriptors].sort());
    expect([...served].sort()).toEqual(REVIEW_TYPES.map((r) => r.type).sort());
    for (const r of t.app.ctx.reviews.list()) {
      const shared = REVIEW_TYPES.find((x) => x.type === r.type)!;
      expect([r.type, r.queueRoute, r.counterName]).toEqual([shared.type, shared.queue, shared.counter]);
    }
  });

  it('every document type with history and attachments is a descriptor (master data aside)', () => {
    const types = t.app.ctx.documents.listDescriptors().map((d) => d.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'customer',
        'contact',
        'poolClaim',
        'customerTransfer',
        'customerLevel',
        'customerCredit',
        'customerVisit',
        'balanceRefund',
        'inquiry',
        'purchaseQuote',
        'purchaseRequest',
        'demand',
        'salesQuote',
      ]),
    );
    const others = t.app.ctx.documents.ruleTypes().filter((type) => !types.includes(type as never));
    expect(others.sort()).toEqual([...MASTER_DATA].sort());
    const withRule = t.app.ctx.documents.listDescriptors().filter((d) => d.rule);
    for (const d of withRule) expect(t.app.ctx.documents.get(d.type)).toBe(d.rule);
  });
});

describe('seedDocumentFlows', () => {
  it('writes a type’s role and permit steps once and keeps an edited chain', async () => {
    const type = 'customerReturn';
    const stepsOf = () =>
      t.db
        .select()
        .from(reviewFlowStep)
        .where(and(eq(reviewFlowStep.docType, type), isNull(reviewFlowStep.tenantId)))
        .orderBy(asc(reviewFlowStep.stepNo));
    await t.db.delete(reviewFlowStep).where(eq(reviewFlowStep.docType, type));
    const d = defineDocument({
      ...base,
      type: 'customerTransfer',
      scope: 'none',
      history: false,
      reviews: [
        {
          type,
          flow: [
            { nameZh: '一', nameEn: 'One', roles: ['销售总监'] },
            { nameZh: '二', nameEn: 'Two', permit: 'PUT merchant/y' },
          ],
          owner: sysUser.id,
          statuses: { pending: 1, approved: 2, rejected: 3 },
        },
      ],
    });
    await seedDocumentFlows(t.db, [d]);
    const steps = await stepsOf();
    expect(steps.map((s) => [s.stepNo, s.approverKind, s.approverRoles, s.approverPermit])).toEqual([
      [1, 'roles', ['销售总监'], ''],
      [2, 'permit', [], 'PUT merchant/y'],
    ]);
    await t.db.update(reviewFlowStep).set({ nameEn: 'Edited' }).where(eq(reviewFlowStep.id, steps[0]!.id));
    await seedDocumentFlows(t.db, [d]);
    const again = await stepsOf();
    expect(again).toHaveLength(2);
    expect(again[0]!.nameEn).toBe('Edited');
  });
});
