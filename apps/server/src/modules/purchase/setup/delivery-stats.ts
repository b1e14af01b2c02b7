import { isoDay } from '@partdesk/shared/core/dates';
import { PO_STATUS } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import type {
  DeliveryStats,
  DeliveryStatsQuery,
  DeliveryStatsRow,
} from '@partdesk/shared/purchase/setup/purchase-setup.contract';
import { and, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { badRequest, type Env } from '../../../core/http/index.js';
import { userNameSql } from '../../../core/reviews/index.js';
import { poVisibleWhere } from '../purchase-order/purchase-order.document.js';
import { purOrder, purOrderLine } from '../purchase-order/purchase-order.table.js';
import { purReceipt, purReceiptLine } from '../receipt/receipt.table.js';
import { purSupplier } from '../supplier/supplier.table.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** POs whose lines are owed by the supplier (approved; cancelled, drafts and reviews are not). */
const DELIVERING = [PO_STATUS.ordered, PO_STATUS.partlyReceived, PO_STATUS.received];

/**
 * The one judgement of delivery (decision 0048), shared by the statistics and the supplier scorecard
 * (decision 0058): the lines of delivering POs with a required date and `where`, each with `kind`
 * 1 on time, 2 partial, 3 late, 0 not counted (not yet due and not fully received) — by the goods
 * received notes dated (UTC day) on or before the required date.
 */
export function deliveryLines(db: Executor, today: string, where: SQL | undefined) {
  const byDue = sql<number>`coalesce((select sum(${purReceiptLine.quantity}) from ${purReceiptLine}
    join ${purReceipt} on ${purReceipt.id} = ${purReceiptLine.receiptId}
    where ${purReceiptLine.orderLineId} = ${purOrderLine.id}
      and (${purReceipt.createdAt} at time zone 'UTC')::date <= ${purOrderLine.requiredDate}), 0)`;
  const kind = sql<number>`case when ${byDue} >= ${purOrderLine.quantity} then 1
    when ${purOrderLine.requiredDate} >= ${today}::date then 0
    when ${byDue} > 0 then 2 else 3 end`;
  return db
    .select({
      supplierId: purOrder.supplierId,
      ownerId: purOrder.ownerId,
      kind: kind.as('kind'),
    })
    .from(purOrderLine)
    .innerJoin(purOrder, eq(purOrder.id, purOrderLine.orderId))
    .where(and(inArray(purOrder.status, DELIVERING), isNotNull(purOrderLine.requiredDate), where))
    .as('l');
}

/** Counted lines (kind > 0) of `deliveryLines` folded into on time / partial / late and the rate. */
export async function deliveryTotals(
  db: Executor,
  today: string,
  where: SQL | undefined,
): Promise<Omit<DeliveryStatsRow, 'Id' | 'Name'>> {
  const lines = deliveryLines(db, today, where);
  const groups = await db
    .select({ kind: lines.kind, n: sql<number>`count(*)::int` })
    .from(lines)
    .where(sql`${lines.kind} > 0`)
    .groupBy(lines.kind);
  const total = blank(0, '');
  for (const g of groups) add(total, Number(g.kind), Number(g.n));
  const { Id: _i, Name: _n, ...rest } = rate(total);
  return rest;
}

/**
 * POST /merchant/purchase/deliverystats (purchase-deliverystats, decision 0048): the lines of ordered /
 * partly received / received POs with a required date (in DateStart..DateEnd when given), in the
 * caller's PO scope (a buyer: their own POs), each judged by the goods received notes dated on or before
 * its required date (the RK's day, UTC — the day its lots were received):
 * - on time: that quantity ≥ the line's quantity;
 * - partial: some but not all, and the required date has passed;
 * - late: nothing by then, and the required date has passed;
 * a line not yet due and not yet fully received is not counted. Counted per supplier and per buyer.
 */
export async function deliveryStats(env: Env, q: DeliveryStatsQuery): Promise<DeliveryStats> {
  const { app, user, lang } = env;
  for (const [k, v] of [
    ['DateStart', q.DateStart],
    ['DateEnd', q.DateEnd],
  ] as const)
    if (v && (!DAY.test(v) || Number.isNaN(Date.parse(v))))
      throw badRequest('purchase.statsDateInvalid', {}, k);
  if (q.DateStart && q.DateEnd && q.DateStart > q.DateEnd)
    throw badRequest('purchase.statsDateInvalid', {}, 'DateEnd');
  const lines = deliveryLines(
    app.db,
    isoDay(app.clock.now()),
    and(
      q.DateStart ? gte(purOrderLine.requiredDate, q.DateStart) : undefined,
      q.DateEnd ? lte(purOrderLine.requiredDate, q.DateEnd) : undefined,
      q.TenantId ? eq(purOrder.tenantId, q.TenantId) : undefined,
      poVisibleWhere(user),
    ),
  );
  const groups = await app.db
    .select({
      supplierId: lines.supplierId,
      ownerId: lines.ownerId,
      kind: lines.kind,
      n: sql<number>`count(*)::int`,
      supplierName: sql<string>`max(${purSupplier.name})`,
      buyerName: sql<string | null>`max(${userNameSql(lines.ownerId, lang)})`,
    })
    .from(lines)
    .leftJoin(purSupplier, eq(purSupplier.id, lines.supplierId))
    .where(sql`${lines.kind} > 0`)
    .groupBy(lines.supplierId, lines.ownerId, lines.kind);

  const fold = (key: (g: (typeof groups)[number]) => [number, string]) => {
    const m = new Map<number, DeliveryStatsRow>();
    for (const g of groups) {
      const [id, name] = key(g);
      const r = m.get(id) ?? blank(id, name);
      add(r, Number(g.kind), Number(g.n));
      m.set(id, r);
    }
    return [...m.values()].map(rate).sort((a, b) => b.Lines - a.Lines || a.Name.localeCompare(b.Name));
  };
  const total = blank(0, '');
  for (const g of groups) add(total, Number(g.kind), Number(g.n));
  const { Id: _i, Name: _n, ...Total } = rate(total);
  return {
    BySupplier: fold((g) => [g.supplierId, g.supplierName ?? String(g.supplierId)]),
    ByBuyer: fold((g) => [g.ownerId, g.buyerName ?? String(g.ownerId)]),
    Total,
  };
}

const blank = (Id: number, Name: string): DeliveryStatsRow => ({
  Id,
  Name,
  Lines: 0,
  OnTime: 0,
  Partial: 0,
  Late: 0,
  OnTimeRate: '0.0',
});

function add(r: DeliveryStatsRow, kind: number, n: number) {
  r.Lines += n;
  if (kind === 1) r.OnTime += n;
  else if (kind === 2) r.Partial += n;
  else r.Late += n;
}

/** OnTime / Lines in %, one decimal, integer arithmetic (no float rounding surprises). */
function rate(r: DeliveryStatsRow): DeliveryStatsRow {
  if (!r.Lines) return r;
  const tenths = Math.round((r.OnTime * 1000) / r.Lines);
  return { ...r, OnTimeRate: `${Math.floor(tenths / 10)}.${tenths % 10}` };
}
