import {
  PURCHASE_PURPOSE,
  PURCHASE_REQUEST_STATUS as S,
} from '@partdesk/shared/inquiry/purchase-request-codes';
import { sql } from 'drizzle-orm';
import { nextDocNo } from '../../../core/documents/numbering.js';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { LINKED_REQUEST_LINE, linkRequestLines } from './purchase-request-links.js';
import { inqPurchaseRequest, inqPurchaseRequestLine } from './purchase-request.table.js';
import { rows } from '../../../core/db/index.js';
import { seedPendingReview } from '../../../core/reviews/index.js';

const DAY = 86_400_000;
const day = (d: number) => new Date(Date.now() + d * DAY).toISOString().slice(0, 10);

/**
 * Demo purchase requests (order 42): eight requests of `sales.rep` and `buyer` over the last weeks in
 * every status — drafts, two waiting in purchase-requestaudit (with their review requests), approved
 * (ready for purchasing), rejected — stock and sample lines on demo inquiry lines' parts, some linked
 * to the inquiry line.
 */
export async function seedPurchaseRequestDemo({ db, shared }: DemoSeedContext): Promise<void> {
  const users = (shared.get('userIds') as Map<string, number> | undefined) ?? new Map<string, number>();
  const rep = users.get('sales.rep');
  const buyer = users.get('buyer');
  if (!rep || !buyer) return;
  const src = rows<{
    id: number;
    mpn: string;
    brand: string;
    package: string;
    quantity: number;
    currency: string;
    salesperson_id: number;
    tenant_id: number;
  }>(
    await db.execute(sql`
    select l.id, l.mpn, l.brand, l.package, l.quantity, l.currency, i.salesperson_id, i.tenant_id
    from inq_inquiry_line l join inq_inquiry i on i.id = l.inquiry_id
    where i.deleted_at is null order by l.id limit 24`),
  );
  if (src.length < 8) return;
  const plan: [number, number][] = [
    [rep, S.draft],
    [rep, S.pendingReview],
    [rep, S.ready],
    [rep, S.rejected],
    [buyer, S.draft],
    [buyer, S.pendingReview],
    [buyer, S.ready],
    [buyer, S.ready],
  ];
  for (const [k, [who, status]] of plan.entries()) {
    const created = new Date(Date.now() - (40 - k * 5) * DAY);
    const no = await nextDocNo(db, { tenantId: 1, prefix: 'CS', date: created });
    const [r] = await db
      .insert(inqPurchaseRequest)
      .values({
        no,
        tenantId: 1,
        requestedBy: who,
        status,
        remark: k % 2 ? 'Samples for the customer’s qualification' : 'Safety stock for repeat orders',
        createdAt: created,
        updatedAt: created,
        createdBy: who,
        updatedBy: who,
      })
      .returning({ id: inqPurchaseRequest.id });
    const lines = src.slice(k * 3, k * 3 + 2 + (k % 2));
    const written = await db
      .insert(inqPurchaseRequestLine)
      .values(
        lines.map((l, i) => ({
          requestId: r!.id,
          lineNo: i + 1,
          mpn: l.mpn,
          brand: l.brand,
          package: l.package,
          quantity: k % 2 ? 50 : l.quantity,
          targetCost: k % 3 ? `${(0.35 + i * 0.4 + k * 0.05).toFixed(4)}` : null,
          currency: l.currency,
          purpose: k % 2 ? PURCHASE_PURPOSE.sample : PURCHASE_PURPOSE.stock,
          requiredDate: day(10 + k * 3),
          inquiryLineId: l.salesperson_id === who || who === buyer ? l.id : null,
        })),
      )
      .returning(LINKED_REQUEST_LINE);
    // The lines serving inquiry lines: the trace links a saved request records.
    await linkRequestLines(db, r!.id, written, who);
    if (status === S.pendingReview)
      await seedPendingReview(db, [
        { type: 'purchaseRequest', docId: r!.id, docNo: no, tenantId: 1, by: who, at: created },
      ]);
  }
}
