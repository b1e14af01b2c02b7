import { Decimal } from 'decimal.js';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { type JobDef, monthly, monthOf } from '../../../core/jobs/index.js';
import { getSetting } from '../../setup/index.js';
import { CUSTOMER_STATUS } from '../crm-codes.js';
import { crmCustomer as t } from '../customer/customer.table.js';
import { releaseToPool } from './pool-moves.js';
import { crmPoolReturnRun, crmPoolReturnTier } from './pool.table.js';
import { rows } from '../../../core/db/index.js';

export const POOL_RETURN_JOB = 'crm-pool-return';

/** Last activity of an owned customer: the latest of its assignment (or creation), inquiry and order. */
const lastActivity = sql`greatest(coalesce(${t.assignedAt}, ${t.createdAt}), coalesce(${t.lastInquiryAt}, '-infinity'::timestamptz), coalesce(${t.lastOrderAt}, '-infinity'::timestamptz))`;
const monthsBefore = (now: Date, months: number) =>
  sql`(${now.toISOString()}::timestamptz - make_interval(months => ${months}))`;

export interface PoolReturnResult {
  runId: number | null;
  tiers: { Months: number; Share: string; Eligible: number; Moved: number }[];
  moved: number;
  owners: number;
}

/**
 * The monthly return of inactive customers (spec §4, §9). For each configured tier (1, 2, 3, 4, 6
 * months, setting `poolReturnTiers`), the owned, active customers whose last activity (assignment,
 * inquiry or order) is at least that many calendar months before `now` and less than the next tier's
 * are eligible; `floor(eligible × share / 100)` of them move — the longest inactive first (then by
 * id), so a run is deterministic. Everything happens in one transaction: the moves (crm_pool_event
 * with the run and tier), the run record with per-tier counts; the owners are notified after the
 * commit, one notice each with the count and the codes.
 */
export async function runPoolReturn(
  app: AppContext,
  now: Date,
  trigger: 'schedule' | 'manual',
): Promise<PoolReturnResult> {
  const tiers = [...(await getSetting(app.db, 'poolReturnTiers'))].sort((a, b) => a.Months - b.Months);
  const byOwner = new Map<number, string[]>();
  const result = await app.db.transaction(async (tx) => {
    const jobRows = rows<{ id: number }>(
      await tx.execute(
        sql`select id from sys_job_run where job_name = ${POOL_RETURN_JOB} and status = 'running' order by id desc limit 1`,
      ),
    );
    const [run] = await tx
      .insert(crmPoolReturnRun)
      .values({ month: monthOf(now), jobRunId: jobRows[0]?.id ?? null, trigger, ranAt: now })
      .returning({ id: crmPoolReturnRun.id });
    const out: PoolReturnResult['tiers'] = [];
    for (let i = 0; i < tiers.length; i++) {
      const tier = tiers[i]!;
      const next = tiers[i + 1];
      const conds = [
        isNotNull(t.ownerId),
        eq(t.status, CUSTOMER_STATUS.active),
        sql`${lastActivity} <= ${monthsBefore(now, tier.Months)}`,
      ];
      if (next) conds.push(sql`${lastActivity} > ${monthsBefore(now, next.Months)}`);
      const eligible = await tx
        .select({ id: t.id, tenantId: t.tenantId, ownerId: t.ownerId, code: t.code })
        .from(t)
        .where(and(...conds))
        .orderBy(lastActivity, t.id)
        .for('update');
      const take = new Decimal(eligible.length).mul(tier.Share).div(100).floor().toNumber();
      const chosen = eligible.slice(0, take);
      const moved = await releaseToPool(tx, chosen, {
        byUserId: null,
        at: now,
        returnRunId: run!.id,
        tierMonths: tier.Months,
      });
      for (const c of chosen) byOwner.set(c.ownerId!, [...(byOwner.get(c.ownerId!) ?? []), c.code]);
      out.push({ Months: tier.Months, Share: tier.Share, Eligible: eligible.length, Moved: moved });
    }
    if (out.length)
      await tx.insert(crmPoolReturnTier).values(
        out.map((o) => ({
          runId: run!.id,
          tierMonths: o.Months,
          share: o.Share,
          eligible: o.Eligible,
          moved: o.Moved,
        })),
      );
    const moved = out.reduce((s, o) => s + o.Moved, 0);
    await tx
      .update(crmPoolReturnRun)
      .set({
        eligible: out.reduce((s, o) => s + o.Eligible, 0),
        moved,
        ownersNotified: byOwner.size,
      })
      .where(eq(crmPoolReturnRun.id, run!.id));
    return { runId: run!.id, tiers: out, moved, owners: byOwner.size };
  });
  for (const [ownerId, codes] of byOwner) {
    const params = {
      count: codes.length,
      codes: codes.slice(0, 30).join(', ') + (codes.length > 30 ? ' …' : ''),
    };
    await app.notifier.notify(
      ownerId,
      {
        Key: 'notices.msg.poolReturn',
        Params: params,
        Type: 'crm',
      },
      { route: '/crmsystem/customerLibrary' },
    );
  }
  if (byOwner.size) app.notifier.todosChanged([...byOwner.keys()]);
  return result;
}

/** Monthly on the 1st at 00:30 (after the rate snapshot): the pool return. */
export const poolReturnJob: JobDef = {
  name: POOL_RETURN_JOB,
  schedule: monthly(1, '00:30'),
  description: 'Moves the configured share of inactive customers to the public pool',
  async run(ctx) {
    if (!(await getSetting(ctx.db, 'poolReturnEnabled')))
      return { message: 'Pool return switched off', count: 0 };
    const res = await runPoolReturn(ctx, ctx.now, ctx.trigger);
    const detail = res.tiers.map((x) => `${x.Months}m ${x.Moved}/${x.Eligible}`).join(', ');
    return {
      message: `Pool return ${monthOf(ctx.now)}: ${res.moved} moved, ${res.owners} owners notified (${detail})`,
      count: res.moved,
      status: 'ok',
    };
  },
};
