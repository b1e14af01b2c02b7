import { and, eq, sql } from 'drizzle-orm';
import { userId } from '../../core/documents/demo-doc.fixture.js';
import type { NoticeMessage } from '../../core/push/notifier.js';
import { reviewRequest } from '../../core/reviews/review.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { crmCustomer } from './customer/customer.table.js';

/** Test kit of the CRM operations (tests only): an app, demo tokens, a recording notifier, a rep's customer. */
export interface OpsKit {
  t: TestApp;
  notices: { to: number[]; message: NoticeMessage | string }[];
  todoPushes: number;
  users: Record<'rep' | 'rep2' | 'leader' | 'finance' | 'admin', number>;
  tokens: Record<'rep' | 'rep2' | 'leader' | 'finance' | 'accountant' | 'buyer' | 'admin', string>;
  /** An active customer owned by `owner` (made so when the demo has none), with its row. */
  customerOf(owner: number): Promise<typeof crmCustomer.$inferSelect>;
  pendingRequest(type: string, docId: number): Promise<number | undefined>;
}

/** No change request of the demo seed on it. */
const FREE = sql`${crmCustomer.id} not in (select customer_id from crm_level_change
  union select customer_id from crm_credit_change union select customer_id from crm_balance_refund)`;

export async function createOpsKit(): Promise<OpsKit> {
  const t = await createTestApp();
  const kit = {
    t,
    notices: [] as OpsKit['notices'],
    todoPushes: 0,
  } as OpsKit;
  t.app.ctx.notifier = {
    notify: async (to, message) => {
      kit.notices.push({ to: Array.isArray(to) ? to : [to], message });
    },
    todosChanged: () => {
      kit.todoPushes++;
    },
    emit: () => {},
  };
  kit.users = {
    rep: await userId(t.db, 'sales.rep'),
    rep2: await userId(t.db, 'sales.junior'),
    leader: await userId(t.db, 'sales.leader'),
    finance: await userId(t.db, 'finance.head'),
    admin: await userId(t.db, 'admin'),
  };
  kit.tokens = {
    rep: await t.login('sales.rep'),
    rep2: await t.login('sales.junior'),
    leader: await t.login('sales.leader'),
    finance: await t.login('finance.head'),
    accountant: await t.login('accountant'),
    buyer: await t.login('buyer'),
    admin: await t.login('admin'),
  };
  const taken = new Set<number>();
  kit.customerOf = async (owner) => {
    const rows = await t.db
      .select()
      .from(crmCustomer)
      .where(and(eq(crmCustomer.ownerId, owner), eq(crmCustomer.status, 2), FREE))
      .orderBy(crmCustomer.id);
    let c = rows.find((r) => !taken.has(r.id));
    if (!c) {
      const [any] = await t.db
        .select()
        .from(crmCustomer)
        .where(and(eq(crmCustomer.status, 2), FREE))
        .orderBy(sql`${crmCustomer.id} desc`)
        .limit(1);
      [c] = await t.db
        .update(crmCustomer)
        .set({ ownerId: owner })
        .where(eq(crmCustomer.id, any!.id))
        .returning();
    }
    taken.add(c!.id);
    return c!;
  };
  kit.pendingRequest = async (type, docId) => {
    const [r] = await t.db
      .select({ id: reviewRequest.id })
      .from(reviewRequest)
      .where(
        and(
          eq(reviewRequest.docType, type),
          eq(reviewRequest.docId, docId),
          eq(reviewRequest.status, 'pending'),
        ),
      );
    return r?.id;
  };
  return kit;
}
