import { sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../../../db/seed/registry.js';

/**
 * Demo: every customer the generator left "pending review" gets its open review request (conflict-
 * audit when it has a conflicting customer, customeraudit otherwise) submitted by its owner (or
 * creator), with the history entry, so the CRM review queues and to-do counts show something. A few
 * pool customers get a pending claim in librarycustomer-audit. Set-based; runs after crm.customers.
 */
export async function seedCrmReviews({ db }: DemoSeedContext): Promise<void> {
  await db.execute(sql`
    insert into review_request (doc_type, doc_id, doc_no, tenant_id, flow_step_id, step_no, submitted_by, submitted_at)
    select t.doc_type, c.id, c.code, c.tenant_id, s.id, s.step_no,
           coalesce(c.owner_id, c.created_by, 1), c.created_at
    from crm_customer c
    cross join lateral (select case when c.conflict_customer_id is null then 'customer' else 'customerConflict' end as doc_type) t
    join review_flow_step s on s.doc_type = t.doc_type and s.tenant_id is null and s.step_no = 1
    where c.status = 1
    on conflict do nothing`);
  await db.execute(sql`
    insert into doc_history (doc_type, doc_id, doc_no, tenant_id, action, to_status, user_id, at)
    select 'customer', c.id, c.code, c.tenant_id, 'submit', 'pendingReview', coalesce(c.owner_id, c.created_by, 1), c.created_at
    from crm_customer c where c.status = 1`);
  // Three pool customers claimed by the Shenzhen salesperson, waiting for the claim review.
  await db.execute(sql`
    with rep as (select id from sys_user where account = 'sales.rep'),
    picked as (
      select c.id, c.code, c.tenant_id from crm_customer c
      where c.owner_id is null and c.status = 2 and not c.is_blacklisted order by c.id limit 3),
    claims as (
      insert into crm_pool_claim (tenant_id, customer_id, claimed_by, month, status, claimed_at)
      select p.tenant_id, p.id, rep.id, to_char(now(), 'YYYY-MM'), 1, now() from picked p, rep
      returning id, customer_id, claimed_by, tenant_id)
    insert into review_request (doc_type, doc_id, doc_no, tenant_id, flow_step_id, step_no, submitted_by, submitted_at)
    select 'poolClaim', cl.id, p.code, cl.tenant_id, s.id, s.step_no, cl.claimed_by, now()
    from claims cl join picked p on p.id = cl.customer_id
    join review_flow_step s on s.doc_type = 'poolClaim' and s.tenant_id is null and s.step_no = 1`);
}
