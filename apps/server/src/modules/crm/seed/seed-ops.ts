import {
  BALANCE_REFUND_STATUS,
  CHANGE_STATUS,
  VISIT_KIND,
  VISIT_STATUS,
} from '@partdesk/shared/crm/crm-ops-codes';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { nextDocNo } from '../../../core/documents/numbering.js';
import { seedPendingReview } from '../../../core/reviews/index.js';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { crmBalanceRefund } from '../balance/balance-refund.table.js';
import { crmCreditChange, crmLevelChange } from '../change/change-request.table.js';
import { crmVisit } from '../visit/visit.table.js';
import type { DemoCustomer } from './seed-customers.js';
import { rows } from '../../../core/db/index.js';

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Next number of a series: core's nextDocNo, as real documents (#20 item 18: no copy of the numbering). */
const docNo = (tx: Tx, tenantId: number, prefix: string, at: Date): Promise<string> =>
  nextDocNo(tx, { tenantId, prefix, date: at });

const PURPOSES = [
  '季度业务回顾',
  'New project BOM discussion',
  '样品跟进',
  'Price negotiation for 2026 demand',
];
const RESULTS = ['客户确认下月备货需求', 'Customer will send the full BOM next week', '需再次报价', ''];

/**
 * Demo data of the CRM operations: ~60 visits (plans, reports, some waiting for review, some waiting
 * for allotment), a few level and credit change requests pending review, and balance refunds pending
 * (on customers whose ledger has a balance). Deterministic for `ctx.rng`.
 */
export async function seedCrmOpsDemo(ctx: DemoSeedContext): Promise<void> {
  const customers = ((ctx.shared.get('customers') as DemoCustomer[] | undefined) ?? []).filter(
    (c) => c.ownerId !== null && c.status === 2,
  );
  if (!customers.length) return;
  const users = (ctx.shared.get('userIds') as Map<string, number> | undefined) ?? new Map<string, number>();
  const director = users.get('sales.director') ?? users.get('admin') ?? 1;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(ctx.rng() * xs.length)]!;
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const visits = ctx.size === 'large' ? 2000 : 60;
    for (let i = 0; i < visits; i++) {
      const c = pick(customers);
      const created = new Date(now.getTime() - Math.floor(ctx.rng() * 60) * DAY);
      const roll = i % 6; // 0 plan · 1–2 approved report · 3 pending review · 4 unallotted plan · 5 rejected
      const report = roll >= 1 && roll <= 3;
      const status =
        roll === 3
          ? VISIT_STATUS.pendingReview
          : roll === 1 || roll === 2
            ? VISIT_STATUS.approved
            : roll === 5
              ? VISIT_STATUS.rejected
              : VISIT_STATUS.draft;
      const salespersonId = roll === 4 ? null : c.ownerId;
      const no = await docNo(tx, c.tenantId, 'BF', created);
      const [v] = await tx
        .insert(crmVisit)
        .values({
          no,
          tenantId: c.tenantId,
          kind: report || roll === 5 ? VISIT_KIND.report : VISIT_KIND.plan,
          customerId: c.id,
          contactId: c.primaryContactId,
          salespersonId,
          allottedBy: roll === 4 ? null : director,
          allottedAt: roll === 4 ? null : created,
          plannedDate: iso(new Date(created.getTime() + 3 * DAY)),
          plannedTime: pick(['09:30', '14:00', '16:30', '']),
          doneDate: report || roll === 5 ? iso(new Date(created.getTime() + 3 * DAY)) : null,
          method: 1 + Math.floor(ctx.rng() * 5),
          purpose: pick(PURPOSES),
          content: report || roll === 5 ? '介绍新到现货与替代料；review of open RFQs' : '',
          result: report || roll === 5 ? pick(RESULTS) || '客户暂无新需求' : '',
          nextStep: report ? '一周内发送报价 / send the quote within a week' : '',
          status,
          createdAt: created,
          createdBy: roll === 4 ? director : c.ownerId,
          updatedAt: created,
        })
        .returning({ id: crmVisit.id });
      if (status === VISIT_STATUS.pendingReview) {
        await seedPendingReview(tx, [
          {
            type: 'customerVisit',
            docId: v!.id,
            docNo: no,
            tenantId: c.tenantId,
            amount: null,
            by: c.ownerId!,
            at: created,
          },
        ]);
      }
    }
    // Level and credit changes waiting for review (one per customer).
    for (const c of customers.slice(0, 4)) {
      const cur = await customerOf(tx, c.id);
      const [row] = await tx
        .insert(crmLevelChange)
        .values({
          tenantId: c.tenantId,
          customerId: c.id,
          fromLevel: cur.level,
          toLevel: cur.level === 2 ? 1 : 2,
          reason: '年采购额增长 / yearly volume up',
          status: CHANGE_STATUS.pending,
          createdBy: c.ownerId,
        })
        .returning({ id: crmLevelChange.id });
      const no = cur.code;
      await seedPendingReview(tx, [
        {
          type: 'customerLevel',
          docId: row!.id,
          docNo: no,
          tenantId: c.tenantId,
          amount: null,
          by: c.ownerId!,
          at: now,
        },
      ]);
    }
    for (const c of customers.slice(4, 8)) {
      const cur = await customerOf(tx, c.id);
      const [row] = await tx
        .insert(crmCreditChange)
        .values({
          tenantId: c.tenantId,
          customerId: c.id,
          currency: c.currency,
          fromLimit: cur.limit,
          toLimit: '50000.00',
          reason: '月结客户 / weekly settlement',
          status: CHANGE_STATUS.pending,
          createdBy: c.ownerId,
        })
        .returning({ id: crmCreditChange.id });
      const no = cur.code;
      await seedPendingReview(tx, [
        {
          type: 'customerCredit',
          docId: row!.id,
          docNo: no,
          tenantId: c.tenantId,
          amount: '50000.00',
          by: c.ownerId!,
          at: now,
        },
      ]);
    }
    // Balance refunds pending on customers with a positive balance (a third of it; at seed time every
    // movement is a crm_balance_move, so their sum is the ledger balance).
    const res = rows<{ customer_id: number; currency: string; balance: string }>(
      await tx.execute(sql`
      select l.customer_id, l.currency, sum(l.amount)::numeric(18, 2)::text as balance
      from crm_balance_move l group by l.customer_id, l.currency having sum(l.amount) > 10
      order by l.customer_id, l.currency limit 4`),
    );
    for (const b of res) {
      const c = customers.find((x) => x.id === b.customer_id);
      if (!c) continue;
      const amount = (Math.floor((Number.parseFloat(b.balance) * 100) / 3) / 100).toFixed(2);
      const no = await docNo(tx, c.tenantId, 'YT', now);
      const [row] = await tx
        .insert(crmBalanceRefund)
        .values({
          no,
          tenantId: c.tenantId,
          customerId: c.id,
          currency: b.currency,
          amount,
          reason: '客户要求退回多付款 / overpayment back to the customer',
          payeeName: 'Demo Payee Ltd.',
          bankName: 'Bank of Demo',
          bankAccount: '6222 0000 1234 5678',
          swiftCode: 'DEMOCNSH',
          status: BALANCE_REFUND_STATUS.pendingReview,
          createdBy: c.ownerId,
        })
        .returning({ id: crmBalanceRefund.id });
      await seedPendingReview(tx, [
        {
          type: 'balanceRefund',
          docId: row!.id,
          docNo: no,
          tenantId: c.tenantId,
          amount,
          by: c.ownerId!,
          at: now,
        },
      ]);
    }
  });
}

async function customerOf(tx: Tx, id: number): Promise<{ code: string; level: number; limit: string }> {
  const r = rows<{ code: string; level: number; limit: string }>(
    await tx.execute(sql`select code, level, credit_limit::text as limit from crm_customer where id = ${id}`),
  );
  return r[0] ?? { code: '', level: 3, limit: '0.00' };
}
