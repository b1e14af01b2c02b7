import { INQUIRY_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../../core/documents/demo-doc.fixture.js';
import { reviewFlowStep, reviewRequest } from '../../../core/reviews/review.table.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { crmCustomer } from '../../crm/index.js';

let t: TestApp;
const tok: Record<string, string> = {};
const base = '/merchant/forqutation/inquiry';

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['sales.leader', 'sales.junior', 'sales.manager', 'sales.director'])
    tok[a] = await t.login(a);
});
afterAll(() => t.close());

describe('inquiry transfer review visibility (#10 item 4)', () => {
  it('only who may decide the pending transfer’s current step sees the inquiry; holding forward-review is not enough', async () => {
    const leader = await userId(t.db, 'sales.leader');
    const [c] = await t.db
      .select()
      .from(crmCustomer)
      .where(and(eq(crmCustomer.ownerId, leader), eq(crmCustomer.status, 2)))
      .limit(1);
    expect(c, 'an active customer of sales.leader in the demo data').toBeTruthy();
    const made = await t.call<{ Id: number }>('POST', base, {
      token: tok['sales.leader']!,
      body: { CustomerId: c!.id, Lines: [{ Mpn: 'STM32F103C8T6', Brand: 'ST', Quantity: 1000 }] },
    });
    expect(made.body.Code, made.body.Message).toBe(0);
    const id = made.body.Data.Id;
    const detail = (token: string) =>
      t.call<{ Version: number; Status: number }>('GET', `${base}/${id}`, { token });
    const history = (token: string) =>
      t.call('GET', '/merchant/document/history', { token, query: { type: 'inquiry', id } });
    const tr = await t.call<{ Pending: boolean }>('PUT', `${base}/${id}/transfer`, {
      token: tok['sales.leader']!,
      body: {
        ToSalespersonId: await userId(t.db, 'sales.junior'),
        Reason: 'workload',
        Version: (await detail(tok['sales.leader']!)).body.Data.Version,
      },
    });
    expect(tr.body.Data.Pending).toBe(true);
    const [req] = await t.db
      .select()
      .from(reviewRequest)
      .where(
        and(
          eq(reviewRequest.docType, 'inquiryTransfer'),
          eq(reviewRequest.docId, id),
          eq(reviewRequest.status, 'pending'),
        ),
      );
    // The current step narrowed to sales managers: the director still holds forward-review but may not decide.
    const stepRow = eq(reviewFlowStep.id, req!.flowStepId!);
    const [step] = await t.db.select().from(reviewFlowStep).where(stepRow);
    await t.db
      .update(reviewFlowStep)
      .set({ approverRoles: ['销售经理'] })
      .where(stepRow);
    try {
      const other = await detail(tok['sales.director']!);
      const missing = await t.call('GET', `${base}/99999999`, { token: tok['sales.director']! });
      expect([other.status, other.body.Code]).toEqual([404, 404]);
      expect(other.body.Message).toBe(missing.body.Message);
      expect((await history(tok['sales.director']!)).status).toBe(404);
      // The manager sees it, its history, and decides it from the queue.
      expect((await detail(tok['sales.manager']!)).body.Data.Status).toBe(INQUIRY_STATUS.transferring);
      expect((await history(tok['sales.manager']!)).body.Code).toBe(0);
      const queue = await t.call<{ Records: { DocId: number }[] }>(
        'POST',
        '/merchant/review/inquiryTransfer/Query',
        { token: tok['sales.manager']!, body: { pageSize: 100 } },
      );
      expect(queue.body.Data.Records.map((r) => r.DocId)).toContain(id);
      const ok = await t.call('PUT', '/merchant/review/inquiryTransfer/approve', {
        token: tok['sales.manager']!,
        body: { Ids: [req!.id], Comment: 'ok' },
      });
      expect(ok.body.Code, ok.body.Message).toBe(0);
    } finally {
      await t.db.update(reviewFlowStep).set({ approverRoles: step!.approverRoles }).where(stepRow);
    }
    // Approved: the inquiry left the leader; the director (not its owner, no pending review) still 404.
    expect((await detail(tok['sales.junior']!)).body.Data.Status).toBe(INQUIRY_STATUS.open);
    expect((await detail(tok['sales.director']!)).status).toBe(404);
  });
});
