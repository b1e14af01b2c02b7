import { sql } from 'drizzle-orm';
import { rows } from '../../../core/db/index.js';
import { recordHistoryMany } from '../../../core/documents/index.js';
import { seedPendingReview } from '../../../core/reviews/index.js';
import type { DemoSeedContext } from '../../../db/seed/registry.js';

/**
 * Demo: every customer the generator left "pending review" gets its open review request (conflict-
 * audit when it has a conflicting customer, customeraudit otherwise) submitted by its owner (or
 * creator), with the history entry, so the CRM review queues and to-do counts show something. A few
 * pool customers get a pending claim in librarycustomer-audit. Set-based; runs after crm.customers.
 */
export async function seedCrmReviews({ db }: DemoSeedContext): Promise<void> {
  const pending = rows<{ type: string; id: number; code: string; tenant_id: number; by: number; at: Date }>(
    await db.execute(sql`
      select case when c.conflict_customer_id is null then 'customer' else 'customerConflict' end as type,
             c.id, c.code, c.tenant_id, coalesce(c.owner_id, c.created_by, 1) as by, c.created_at as at
      from crm_customer c where c.status = 1 order by c.id`),
  );
  await seedPendingReview(
    db,
    pending.map((c) => ({
      type: c.type,
      docId: c.id,
      docNo: c.code,
      tenantId: c.tenant_id,
      by: c.by,
      at: new Date(c.at),
    })),
  );
  await recordHistoryMany(
    db,
    pending.map((c) => ({
      type: 'customer',
      docId: c.id,
      docNo: c.code,
      tenantId: c.tenant_id,
      action: 'submit',
      toStatus: 'pendingReview',
      userId: c.by,
      at: new Date(c.at),
    })),
  );
  // Three pool customers claimed by the Shenzhen salesperson, waiting for the claim review.
  const claims = rows<{ id: number; code: string; tenant_id: number; claimed_by: number }>(
    await db.execute(sql`
      with rep as (select id from sys_user where account = 'sales.rep'),
      picked as (
        select c.id, c.code, c.tenant_id from crm_customer c
        where c.owner_id is null and c.status = 2 and not c.is_blacklisted order by c.id limit 3),
      claims as (
        insert into crm_pool_claim (tenant_id, customer_id, claimed_by, month, status, claimed_at)
        select p.tenant_id, p.id, rep.id, to_char(now(), 'YYYY-MM'), 1, now() from picked p, rep
        returning id, customer_id, claimed_by, tenant_id)
      select cl.id, p.code, cl.tenant_id, cl.claimed_by from claims cl join picked p on p.id = cl.customer_id`),
  );
  const now = new Date();
  await seedPendingReview(
    db,
    claims.map((cl) => ({
      type: 'poolClaim',
      docId: cl.id,
      docNo: cl.code,
      tenantId: cl.tenant_id,
      by: cl.claimed_by,
      at: now,
    })),
  );
}
