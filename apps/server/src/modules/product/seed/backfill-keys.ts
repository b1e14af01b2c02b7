import { bomPartKey } from '@partdesk/shared/bom/mpn-key';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.js';
import { rows } from '../../../core/db/index.js';

/**
 * System seed (every start, idempotent): parts written before `mpn_key` existed (migration
 * 0003_product-bom) get their BOM part key, 5,000 at a time, set-based. A no-op once all have one.
 */
export async function backfillPartKeys(db: Db): Promise<void> {
  for (;;) {
    const res = rows<{ id: number; mpn: string }>(
      await db.execute(sql`select id, mpn from product_part where mpn_key = '' order by id limit 5000`),
    );
    if (!res.length) return;
    await db.execute(sql`
      update product_part p set mpn_key = x.k
      from unnest(${sql.param(res.map((r) => r.id))}::int[], ${sql.param(res.map((r) => bomPartKey(r.mpn)))}::text[]) as x(id, k)
      where p.id = x.id`);
    if (res.length < 5000) return;
  }
}
