import { translate } from '@partdesk/shared/i18n/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { customerBody, scalar } from '../test/crm-test-kit.js';

/** Issue #10 item 3 reproduction: sales.leader creates a customer and approves it → refused. */
let t: TestApp;
let leader: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  leader = await t.login('sales.leader');
  manager = await t.login('sales.manager');
});
afterAll(() => t.close());

describe('customer review: segregation of duties', () => {
  it('the creator cannot approve their own new customer; the queue does not offer it; another lead can', async () => {
    const created = await t.call<{ Id: number; Code: string; Status: number }>(
      'POST',
      '/merchant/crm/customer',
      {
        token: leader,
        body: customerBody(),
      },
    );
    expect(created.body.Code).toBe(0);
    const { Id, Code, Status } = created.body.Data;
    const reqId = await scalar<number>(
      t,
      sql`select id from review_request where doc_type = 'customer' and doc_id = ${Id} and status = 'pending'`,
    );
    const res = await t.call('PUT', '/merchant/review/customer/approve', {
      token: leader,
      body: { Ids: [reqId] },
    });
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe(translate('zh-CN', 'errors.reviews.ownDocument', { no: Code }));
    const status = await scalar<number>(t, sql`select status from crm_customer where id = ${Id}`);
    expect(status).toBe(Status);
    const queue = await t.call<{ Records: { Id: number }[] }>('POST', '/merchant/review/customer/Query', {
      token: leader,
      body: { pageSize: 100 },
    });
    expect(queue.body.Data.Records.map((r) => r.Id)).not.toContain(reqId);
    const byManager = await t.call('PUT', '/merchant/review/customer/approve', {
      token: manager,
      body: { Ids: [reqId] },
    });
    expect(byManager.body.Code).toBe(0);
  });
});
