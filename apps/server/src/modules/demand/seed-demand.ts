import { DEMAND_STATUS as S } from '@partdesk/shared/demand/demand-codes';
import { sql } from 'drizzle-orm';
import { DEMAND_DOC } from '@partdesk/shared/demand/demand-codes';
import { recordLinks } from '../../core/documents/links.js';
import { nextDocNo } from '../../core/documents/numbering.js';
import type { DemoSeedContext } from '../../db/seed/registry.js';
import type { DemoCustomer } from '../crm/index.js';
import { INQUIRY_DOC } from '../inquiry/index.js';
import { dmdDemand, dmdDemandLine } from './demand.table.js';
import { rows } from '../../core/db/index.js';
import { seedPendingReview } from '../../core/reviews/index.js';

const DAY = 86_400_000;

/**
 * Demo demand orders (order 43, after the inquiries): ten over the last two months of the
 * salespeople's own customers (four of `sales.rep`) in every status — awaiting confirmation (with the
 * review request, so demandaudit and the administrators' DemandConfirmCount show them), confirmed,
 * rejected, and converted (linked to a demo inquiry of the same customer when there is one).
 */
export async function seedDemandDemo({ db, shared }: DemoSeedContext): Promise<void> {
  const customers = ((shared.get('customers') as DemoCustomer[] | undefined) ?? []).filter(
    (c) => c.status === 2 && c.ownerId !== null,
  );
  const users = (shared.get('userIds') as Map<string, number> | undefined) ?? new Map<string, number>();
  const rep = users.get('sales.rep');
  const parts = rows<{ mpn: string; brand: string; package: string }>(
    await db.execute(sql`
    select p.mpn, coalesce(b.name, '') as brand, p.package from product_part p
    left join product_brand b on b.id = p.brand_id order by p.id limit 40`),
  );
  if (!customers.length || !parts.length) return;
  const chosen = [
    ...customers.filter((c) => c.ownerId === rep).slice(0, 4),
    ...customers.filter((c) => c.ownerId !== rep).slice(0, 6),
  ];
  const cycle = [S.awaitingConfirmation, S.confirmed, S.rejected, S.converted, S.awaitingConfirmation];
  for (const [k, c] of chosen.entries()) {
    const status = cycle[k % cycle.length]!;
    const created = new Date(Date.now() - (60 - k * 5) * DAY);
    const no = await nextDocNo(db, { tenantId: c.tenantId, prefix: 'XQ', date: created });
    let inquiryId: number | null = null;
    if (status === S.converted) {
      const r = rows<{ id: number }>(
        await db.execute(
          sql`select id from inq_inquiry where customer_id = ${c.id} and deleted_at is null order by id limit 1`,
        ),
      );
      inquiryId = r[0]?.id ?? null;
    }
    const [d] = await db
      .insert(dmdDemand)
      .values({
        no,
        tenantId: c.tenantId,
        customerId: c.id,
        salespersonId: c.ownerId!,
        currency: c.currency || 'USD',
        expectedDate: new Date(Date.now() + (20 + k * 7) * DAY).toISOString().slice(0, 10),
        remark: k % 2 ? 'Forecast for Q3 production' : 'Annual frame demand, monthly call-offs',
        status: status === S.converted && !inquiryId ? S.confirmed : status,
        inquiryId,
        createdAt: created,
        updatedAt: created,
        createdBy: c.ownerId,
        updatedBy: c.ownerId,
      })
      .returning({ id: dmdDemand.id, status: dmdDemand.status });
    // A converted demand opened its inquiry: the trace link openInquiry records.
    if (inquiryId)
      await recordLinks(
        db,
        [{ source: { type: DEMAND_DOC, id: d!.id }, target: { type: INQUIRY_DOC, id: inquiryId } }],
        {
          userId: c.ownerId ?? null,
          at: created,
        },
      );
    await db.insert(dmdDemandLine).values(
      [0, 1, 2].slice(0, 2 + (k % 2)).map((i) => {
        const p = parts[(k * 3 + i) % parts.length]!;
        return {
          demandId: d!.id,
          lineNo: i + 1,
          mpn: p.mpn,
          brand: p.brand,
          package: p.package,
          quantity: (1 + ((k + i) % 5)) * 1000,
          targetPrice: i === 2 ? null : `${(0.5 + k * 0.1 + i * 0.25).toFixed(4)}`,
          currency: c.currency || 'USD',
          delivery: i ? '4 weeks' : '现货',
          isUrgent: k % 4 === 0 && i === 0,
        };
      }),
    );
    if (d!.status === S.awaitingConfirmation)
      await seedPendingReview(db, [
        { type: 'demand', docId: d!.id, docNo: no, tenantId: c.tenantId, by: c.ownerId!, at: created },
      ]);
  }
}
