import { sql } from 'drizzle-orm';
import { nextDocNo } from '../../../core/documents/numbering.js';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { rows } from '../../../core/db/index.js';

/**
 * Demo seas library (after the inquiries, order 41): the two newest open inquiries of salespeople
 * other than `sales.rep` are released to the pool, and one inquiry of a CRM pool customer (its former
 * owner `sales.junior` left it behind) is added, copying the lines of a demo inquiry — so sales.rep
 * sees both kinds, can take over a released one, and is told to claim the pool customer first.
 */
export async function seedSeasDemo({ db }: DemoSeedContext): Promise<void> {
  await db.execute(sql`
    insert into inq_seas_release (inquiry_id, tenant_id, released_by, released_at, reason)
    select i.id, i.tenant_id, i.salesperson_id, now() - interval '2 days', 'Customer asks for brands we do not carry'
    from inq_inquiry i
    where i.status = 1 and i.deleted_at is null
      and i.salesperson_id <> (select id from sys_user where account = 'sales.rep')
    order by i.created_at desc limit 2`);
  const res = rows<{ id: number; tenant_id: number; currency: string | null; contact_id: number | null }>(
    await db.execute(sql`
    select c.id, c.tenant_id, c.currency, (select k.id from crm_contact k where k.customer_id = c.id order by k.is_primary desc, k.id limit 1) as contact_id
    from crm_customer c where c.owner_id is null and c.status = 2 and not c.is_blacklisted
      and not exists (select 1 from crm_pool_claim pc where pc.customer_id = c.id)
    order by c.id limit 1`),
  );
  const c = res[0];
  const junior = rows<{ id: number }>(
    await db.execute(sql`select id from sys_user where account = 'sales.junior'`),
  );
  const template = rows<{ id: number }>(
    await db.execute(sql`select id from inq_inquiry where status = 1 order by id limit 1`),
  );
  if (!c || !junior[0] || !template[0]) return;
  const created = new Date(Date.now() - 20 * 86_400_000);
  const no = await nextDocNo(db, { tenantId: c.tenant_id, prefix: 'B', date: created });
  await db.execute(sql`
    with inq as (
      insert into inq_inquiry (no, tenant_id, customer_id, contact_id, salesperson_id, currency, source, remark, created_at, updated_at, created_by, updated_by)
      values (${no}, ${c.tenant_id}, ${c.id}, ${c.contact_id}, ${junior[0].id}, ${c.currency || 'USD'}, '1',
              'Follow-up stopped when the customer returned to the pool', ${created}, ${created}, ${junior[0].id}, ${junior[0].id})
      returning id, currency)
    insert into inq_inquiry_line (inquiry_id, line_no, mpn, mpn_norm, part_key, part_id, brand_id, brand, package, date_code, quantity, target_price, currency, delivery, is_urgent, quote_status, created_at, updated_at)
    select inq.id, l.line_no, l.mpn, l.mpn_norm, l.part_key, l.part_id, l.brand_id, l.brand, l.package, l.date_code, l.quantity, l.target_price, inq.currency, l.delivery, l.is_urgent, 1, ${created}, ${created}
    from inq_inquiry_line l, inq
    where l.inquiry_id = ${template[0].id}`);
}
