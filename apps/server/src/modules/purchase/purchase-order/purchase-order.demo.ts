import { isoDay } from '@partdesk/shared/core/dates';
import {
  PO_STATUS,
  PURCHASE_ORDER_REVIEW,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rows } from '../../../core/db/index.js';
import { reviewRequest } from '../../../core/reviews/index.js';
import type { DemoFlowContext } from '../../../db/seed/registry.js';
import { purOrder, purOrderLine } from './purchase-order.table.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const BASE = '/merchant/purchase/purchaseorder';
const DH = '/merchant/purchase/supplierdelivery';
/** Currencies the demo rates cover. */
const CURRENCIES = ['USD', 'CNY', 'HKD', 'EUR'];
/** The buyers who make the demo POs (purchase.head's own POs are decided by admin). */
const BUYERS = ['buyer', 'buyer.intl', 'purchase.leader', 'purchase.head'];
/** Who decides a PO review: 采购主管, or 管理员 when the PO is the head's own (never its creator). */
const decider = (owner: string) => (owner === 'purchase.head' ? 'admin' : 'purchase.head');
const REJECT_COMMENT =
  '单价高于上次采购价，请与供应商重新议价 / cost above the last PO, renegotiate with the supplier';

/** What happens to each PO made by hand, in this rotation (deterministic). */
export type PoDemoKind = 'draft' | 'pending' | 'ordered' | 'rejected' | 'cancelDraft' | 'cancelOrdered';
const HAND: [PoDemoKind, number][] = [
  ['draft', 12],
  ['pending', 12],
  ['ordered', 30],
  ['rejected', 8],
  ['cancelDraft', 3],
  ['cancelOrdered', 3],
];
/** POs made by hand (plus those generated from the demo's purchase demand). */
export const DEMO_HAND_POS = HAND.reduce((s, [, n]) => s + n, 0);
/** Demand rows turned into POs (two rows per PO, the same supplier), at most. */
const DEMAND_ROWS = 16;

interface Supplier {
  id: number;
  currency: string;
  terms: number;
}
interface Part {
  id: number;
  mpn: string;
  brand: string;
  package: string;
}

/** Active suppliers in a currency with demo rates, and parts of the master to buy. */
async function sources(ctx: DemoFlowContext) {
  const db = ctx.app.ctx.db;
  const suppliers = rows<Supplier>(
    await db.execute(sql`select id, currency, payment_terms terms from pur_supplier
      where status = 1 and currency in ('USD', 'CNY', 'HKD', 'EUR') order by id limit 40`),
  );
  const parts = rows<Part>(
    await db.execute(sql`select p.id, p.mpn, b.name brand, p.package from product_part p
      join product_brand b on b.id = p.brand_id where p.status = 1 order by p.id limit 80`),
  );
  if (!suppliers.length || !parts.length) throw new Error('purchase demo: needs suppliers and parts');
  return { suppliers, parts };
}

/** Pending PO review requests of the given POs. */
async function pendingReviews(ctx: DemoFlowContext, ids: number[]) {
  if (!ids.length) return [];
  return ctx.app.ctx.db
    .select({ id: reviewRequest.id, docId: reviewRequest.docId })
    .from(reviewRequest)
    .where(
      and(
        eq(reviewRequest.docType, PURCHASE_ORDER_REVIEW),
        inArray(reviewRequest.docId, ids),
        eq(reviewRequest.status, 'pending'),
      ),
    );
}

const versionOf = async (ctx: DemoFlowContext, id: number) =>
  (await ctx.app.ctx.db.select({ v: purOrder.version }).from(purOrder).where(eq(purOrder.id, id)))[0]!.v;

interface Made {
  id: number;
  owner: string;
  kind: PoDemoKind | 'generated';
  at: number;
}

/**
 * Decides the submitted POs in one call per decider and action (the review's batch route), a few hours
 * after the last one was made: approve → ordered, reject (with the head's comment) → rejected.
 */
async function decide(ctx: DemoFlowContext, made: Made[], at: number) {
  ctx.clock.set(new Date(at));
  const reviews = await pendingReviews(
    ctx,
    made.map((m) => m.id),
  );
  const groups = new Map<string, number[]>();
  for (const m of made) {
    const action = m.kind === 'rejected' ? 'reject' : 'approve';
    const key = `${decider(m.owner)}:${action}`;
    groups.set(key, [
      ...(groups.get(key) ?? []),
      ...reviews.filter((r) => r.docId === m.id).map((r) => r.id),
    ]);
  }
  for (const [key, Ids] of groups) {
    const [account, action] = key.split(':') as [string, string];
    if (Ids.length)
      await ctx.call(account, 'PUT', `/merchant/review/purchaseOrder/${action}`, {
        Ids,
        Comment: action === 'reject' ? REJECT_COMMENT : '同意 / approved',
      });
  }
  // A PO from the purchase-setup threshold (CNY) waits for the administrator's step 2 (decision 0048).
  const large = await pendingReviews(
    ctx,
    made.filter((m) => m.kind !== 'rejected').map((m) => m.id),
  );
  if (large.length)
    await ctx.call('admin', 'PUT', `/merchant/review/purchaseOrder/approve`, {
      Ids: large.map((r) => r.id),
      Comment: '大额采购，同意 / large order approved',
    });
}

/**
 * Demo purchase orders through the routes (issue #15, decision 0042): POs generated from the demo's
 * purchase demand (approved stocking-request lines; to complete, some completed and submitted) and
 * DEMO_HAND_POS by hand spread over the last 60 days, the owner companies 2 and 4, the buyers and the
 * active suppliers — drafts, pending review, ordered, rejected with the head's comment, cancelled from
 * draft and from ordered; reviews decided by 采购主管 (管理员 for the head's own POs), never by their
 * creator. Then supplier deliveries for a third of the ordered POs: in transit (partial), arrived,
 * cancelled.
 */
export async function runPurchaseOrderDemo(ctx: DemoFlowContext): Promise<void> {
  const { suppliers, parts } = await sources(ctx);
  const now = Date.now();
  const made: Made[] = [];

  // From the demand: two rows per PO with one supplier; the buyers take turns.
  ctx.clock.set(new Date(now - 3 * DAY));
  const pending = await ctx.call<{ Records: { SourceType: string; LineId: number; TenantId: number }[] }>(
    'buyer',
    'POST',
    '/merchant/purchase/pendingorder/Query',
    { pageIndex: 1, pageSize: DEMAND_ROWS },
  );
  const demand = pending.Records.filter((r) => r.TenantId === 2 || r.TenantId === 4);
  for (let i = 0; i < demand.length; i += 2) {
    const owner = BUYERS[(i / 2) % 3]!;
    const s = suppliers[(i / 2) % suppliers.length]!;
    ctx.clock.set(new Date(now - 3 * DAY + i * HOUR));
    const res = await ctx.call<{ Orders: { Id: number }[] }>(owner, 'POST', `${BASE}/generate`, {
      Rows: demand
        .slice(i, i + 2)
        .map((r) => ({ SourceType: r.SourceType, LineId: r.LineId, SupplierId: s.id })),
    });
    for (const o of res.Orders)
      made.push({ id: o.Id, owner, kind: 'generated', at: now - 3 * DAY + i * HOUR });
  }
  // Every other generated PO is completed (costs) and submitted; half of those approved.
  const completed: Made[] = [];
  for (const [n, m] of made.entries()) {
    if (n % 2 === 1) continue;
    const d = await ctx.call<Record<string, unknown> & { Lines: Record<string, unknown>[] }>(
      m.owner,
      'GET',
      `${BASE}/${m.id}`,
    );
    ctx.clock.set(new Date(m.at + 2 * HOUR));
    await ctx.call(m.owner, 'PUT', `${BASE}/${m.id}`, {
      Version: d.Version,
      SupplierId: d.SupplierId,
      TenantId: d.TenantId,
      Currency: d.Currency,
      TaxRate: Number(d.TaxRate),
      PaymentTerms: d.PaymentTerms,
      ...(d.WarehouseId ? { WarehouseId: d.WarehouseId } : {}),
      DeliveryAddress: '深圳市福田区华强北路 1002 号 / 1002 Huaqiang North Rd, Futian, Shenzhen',
      Remark: '',
      Lines: d.Lines.map((l, j) => ({
        Id: l.Id,
        ...(l.PartId ? { PartId: l.PartId } : {}),
        Mpn: l.Mpn,
        Brand: l.Brand,
        Package: l.Package,
        DateCode: '2024+',
        Quantity: l.Quantity,
        UnitCost: (0.35 + ((n + j) % 9) * 0.4125).toFixed(4),
        RequiredDate: l.RequiredDate ?? '',
        Remark: '',
      })),
    });
    await ctx.call(m.owner, 'PUT', `${BASE}/${m.id}/submit`, { Version: await versionOf(ctx, m.id) });
    if (n % 4 === 0) completed.push({ ...m, kind: 'ordered' });
  }
  await decide(ctx, completed, now - 2 * DAY);

  // By hand.
  const plan = HAND.flatMap(([kind, n]) => Array.from({ length: n }, () => kind));
  // Interleave the kinds over time (a stride through the plan).
  const order = plan.map((_, i) => plan[(i * 7) % plan.length]!);
  const hand: Made[] = [];
  for (const [i, kind] of order.entries()) {
    const owner = BUYERS[i % BUYERS.length]!;
    const s = suppliers[(i * 3) % suppliers.length]!;
    const at = now - (62 - Math.floor((i * 58) / order.length)) * DAY + (i % 8) * HOUR;
    ctx.clock.set(new Date(at));
    const currency = CURRENCIES.includes(s.currency) ? s.currency : 'USD';
    const lineCount = 1 + (i % 3);
    const lines = Array.from({ length: lineCount }, (_, j) => {
      const p = parts[(i * 5 + j * 11) % parts.length]!;
      return {
        PartId: p.id,
        Mpn: p.mpn,
        Brand: p.brand,
        Package: p.package,
        DateCode: j % 2 ? '2 年内 / within 2 years' : '2024+',
        Quantity: [100, 250, 500, 1000, 2500, 3000, 5000][(i + j) % 7]!,
        ...(kind === 'draft' && i % 3 === 0
          ? {}
          : { UnitCost: (0.0825 + ((i * 7 + j * 3) % 40) * 0.137515).toFixed(6) }),
        RequiredDate: isoDay(new Date(at + (14 + (i % 4) * 7) * DAY)),
        Remark: '',
      };
    });
    const res = await ctx.call<{ Id: number; Version: number }>(owner, 'POST', BASE, {
      SupplierId: s.id,
      TenantId: i % 3 === 2 ? 4 : 2,
      Currency: currency,
      TaxRate: currency === 'CNY' ? 13 : 0,
      PaymentTerms: s.terms,
      DeliveryAddress:
        i % 3 === 2
          ? '香港九龙观塘道 368 号 / 368 Kwun Tong Rd, Kowloon, Hong Kong'
          : '深圳市福田区华强北路 1002 号',
      Remark: '',
      Lines: lines,
    });
    const m = { id: res.Id, owner, kind, at };
    if (kind === 'cancelDraft') {
      await ctx.call(owner, 'PUT', `${BASE}/${m.id}/cancel`, {
        Version: res.Version,
        Reason: '客户需求取消 / the customer dropped the need',
      });
    } else if (kind !== 'draft') {
      ctx.clock.set(new Date(at + HOUR));
      await ctx.call(owner, 'PUT', `${BASE}/${m.id}/submit`, { Version: res.Version });
    }
    hand.push(m);
  }
  await decide(
    ctx,
    hand.filter((m) => m.kind === 'ordered' || m.kind === 'rejected' || m.kind === 'cancelOrdered'),
    now - DAY,
  );
  for (const m of hand.filter((x) => x.kind === 'cancelOrdered'))
    await ctx.call(m.owner, 'PUT', `${BASE}/${m.id}/cancel`, {
      Version: await versionOf(ctx, m.id),
      Reason: '供应商无法按期交货 / the supplier cannot deliver in time',
    });
  await deliveries(
    ctx,
    hand.filter((m) => m.kind === 'ordered'),
    now,
  );
  ctx.clock.set(null);
}

/**
 * Supplier deliveries for every third ordered PO: half of the first line in transit; every ninth also
 * the rest (arrived), every fifteenth one cancelled — recorded by the PO's buyer.
 */
async function deliveries(ctx: DemoFlowContext, ordered: Made[], now: number) {
  ctx.clock.set(new Date(now - DAY + 2 * HOUR));
  const db = ctx.app.ctx.db;
  for (const [n, m] of ordered.entries()) {
    if (n % 3) continue;
    const [o] = await db.select({ status: purOrder.status }).from(purOrder).where(eq(purOrder.id, m.id));
    if (o?.status !== PO_STATUS.ordered) continue;
    const [line] = await db
      .select({ id: purOrderLine.id, qty: purOrderLine.quantity })
      .from(purOrderLine)
      .where(eq(purOrderLine.orderId, m.id))
      .orderBy(purOrderLine.lineNo)
      .limit(1);
    const shipped = isoDay(new Date(m.at + 3 * DAY));
    const d = await ctx.call<{ Id: number; Version: number }>(m.owner, 'POST', DH, {
      OrderId: m.id,
      Carrier: ['DHL', 'FedEx', 'UPS', '顺丰速运 SF Express'][n % 4],
      TrackingNo: `${7700000000 + m.id * 37}`,
      ShippedDate: shipped,
      ExpectedDate: isoDay(new Date(m.at + 8 * DAY)),
      Remark: '',
      Lines: [{ OrderLineId: line!.id, Quantity: Math.max(1, Math.floor(line!.qty / 2)) }],
    });
    if (n % 9 === 0)
      await ctx.call(m.owner, 'PUT', `${DH}/${d.Id}/arrive`, { Version: d.Version, Reason: '' });
    else if (n % 15 === 3)
      await ctx.call(m.owner, 'PUT', `${DH}/${d.Id}/cancel`, {
        Version: d.Version,
        Reason: '供应商改为合并发货 / the supplier ships it with the next lot',
      });
  }
}
