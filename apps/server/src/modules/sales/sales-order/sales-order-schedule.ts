import { ORDER_REVIEW, SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import type { SalesOrderSchedule } from '@partdesk/shared/sales/sales-order/sales-order.contract';
import { salesScheduleResource } from '@partdesk/shared/sales/sales-order/sales-order-schedule.resource';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../../core/access/access.js';
import { seesAll } from '../../../core/access/index.js';
import type { Executor } from '../../../core/db/client.js';
import { recordHistory, updateVersioned } from '../../../core/documents/index.js';
import { badRequest, conflict, type Env, notFound } from '../../../core/http/index.js';
import { registerResource } from '../../../core/resource/index.js';
import { salesOrderDocument } from './sales-order.document.js';
import { loadOwnSalesOrder } from './sales-order.queries.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';
import { salesOrderSchedule } from './sales-order-schedule.table.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (2026-02-30 is not). */
const realDay = (s: string) => ISO_DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
/** Orders whose deliveries can be (re)scheduled: not cancelled, voided, completed or cancel pending. */
const SCHEDULABLE_NOT: readonly number[] = [
  ORDER_REVIEW.cancelled,
  ORDER_REVIEW.voided,
  ORDER_REVIEW.completed,
  ORDER_REVIEW.cancelPending,
];

/** Σ scheduled quantity per line of an order. */
export async function scheduledByLine(db: Executor, orderId: number): Promise<Map<number, number>> {
  const r = await db
    .select({ lineId: salesOrderSchedule.lineId, qty: sql<number>`sum(${salesOrderSchedule.quantity})::int` })
    .from(salesOrderSchedule)
    .where(eq(salesOrderSchedule.orderId, orderId))
    .groupBy(salesOrderSchedule.lineId);
  return new Map(r.map((x) => [x.lineId, x.qty]));
}

/** GET /merchant/sale/salesorder/:id/schedule — every dated delivery of the order, by line and date. */
export async function orderSchedule(db: Executor, orderId: number) {
  return db
    .select({
      Id: salesOrderSchedule.id,
      LineId: salesOrderSchedule.lineId,
      DueDate: salesOrderSchedule.dueDate,
      Quantity: salesOrderSchedule.quantity,
      Remark: salesOrderSchedule.remark,
    })
    .from(salesOrderSchedule)
    .where(eq(salesOrderSchedule.orderId, orderId))
    .orderBy(asc(salesOrderSchedule.lineId), asc(salesOrderSchedule.dueDate), asc(salesOrderSchedule.id));
}

/**
 * PUT /merchant/sale/salesorder/:id/schedule — replaces one line's dated deliveries at the order's
 * Version (bumped; 409 when stale): dates real YYYY-MM-DD, quantities positive whole numbers, Σ ≤ the
 * line quantity (an empty list clears the line's schedule). History `schedule` with before → after.
 */
export async function replaceLineSchedule(env: Env, orderId: number, input: SalesOrderSchedule) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const o = await loadOwnSalesOrder(tx, user, orderId);
    if (o.ownerId !== user.id && !seesAll(user)) throw notFound();
    if (o.version !== input.Version) throw conflict('errors.staleVersion');
    if (SCHEDULABLE_NOT.includes(o.status)) throw badRequest('sales.notEditable', {}, 'Version');
    const [line] = await tx
      .select()
      .from(salesOrderLine)
      .where(and(eq(salesOrderLine.id, input.LineId), eq(salesOrderLine.orderId, orderId)));
    if (!line) throw badRequest('sales.scheduleLine', {}, 'LineId');
    let sum = 0;
    input.Deliveries.forEach((d, i) => {
      if (!realDay(d.DueDate))
        throw badRequest('sales.scheduleDate', { row: i + 1 }, `Deliveries[${i}].DueDate`);
      if (!Number.isSafeInteger(d.Quantity) || d.Quantity <= 0)
        throw badRequest('sales.scheduleQty', { row: i + 1 }, `Deliveries[${i}].Quantity`);
      sum += d.Quantity;
    });
    if (sum > line.quantity)
      throw badRequest('sales.scheduleOver', { sum, quantity: line.quantity }, 'Deliveries');
    const before = await tx
      .select({ d: salesOrderSchedule.dueDate, q: salesOrderSchedule.quantity })
      .from(salesOrderSchedule)
      .where(eq(salesOrderSchedule.lineId, line.id))
      .orderBy(asc(salesOrderSchedule.dueDate), asc(salesOrderSchedule.id));
    await tx.delete(salesOrderSchedule).where(eq(salesOrderSchedule.lineId, line.id));
    if (input.Deliveries.length)
      await tx.insert(salesOrderSchedule).values(
        input.Deliveries.map((d) => ({
          orderId,
          lineId: line.id,
          dueDate: d.DueDate,
          quantity: d.Quantity,
          remark: d.Remark,
          createdBy: user.id,
          updatedBy: user.id,
        })),
      );
    const { version } = await updateVersioned(tx, salesOrder, orderId, input.Version, { updatedBy: user.id });
    const text = (rows: { d: string; q: number }[]) => rows.map((r) => `${r.d} × ${r.q}`).join(', ');
    await recordHistory(tx, {
      type: SALES_ORDER_DOC,
      docId: orderId,
      docNo: o.no,
      tenantId: o.tenantId,
      action: 'schedule',
      changes: {
        [`L${line.lineNo}`]: [
          text(before),
          text(
            [...input.Deliveries]
              .sort((a, b) => a.DueDate.localeCompare(b.DueDate))
              .map((d) => ({ d: d.DueDate, q: d.Quantity })),
          ),
        ],
      },
      userId: user.id,
    });
    return { Id: orderId, Version: version };
  });
}

const S = salesOrderSchedule;
/** The order of a schedule row, for filters and the scope (the count has no joins: subqueries). */
const orderExists = (cond: SQL) =>
  sql`exists (select 1 from ${salesOrder} where ${salesOrder.id} = ${S.orderId} and ${cond})`;

/**
 * POST /merchant/sale/salesorder/schedule/Query and /Export: what is due, per ISO week (`Week`
 * contains, e.g. `2026-W48`) or `DueDate` range,
 * customer, salesperson; scoped by the order's own rule (salesOrderDocument.visibleWhere); orders
 * cancelled or voided left out.
 */
export function registerScheduleList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, salesScheduleResource, {
    from: S,
    joins: sql`join sales_order_line sl on sl.id = ${S.lineId} join sales_order so on so.id = ${S.orderId}`,
    access,
    tieBreaker: S.id,
    scopeWhere: (user: AuthUser) => {
      const vis = salesOrderDocument.visibleWhere(user);
      return vis ? orderExists(vis) : undefined;
    },
    where: () => [
      orderExists(
        sql`${salesOrder.status} not in (${sql.raw(`${ORDER_REVIEW.cancelled}, ${ORDER_REVIEW.voided}`)})`,
      ),
    ],
    filterBy: {
      CustomerId: (v) => orderExists(sql`${salesOrder.customerId} = ${Number(v)}`),
      OwnerId: (v) => orderExists(sql`${salesOrder.ownerId} = ${Number(v)}`),
      // `like` ("contains"): the pattern arrives as `%2026-W48%`.
      Week: (v) => sql`to_char(${S.dueDate}, 'IYYY-"W"IW') ilike ${String(v)}`,
    },
    columns: {
      Id: S.id,
      Week: sql<string>`to_char(${S.dueDate}, 'IYYY-"W"IW')`,
      DueDate: S.dueDate,
      OrderId: S.orderId,
      OrderNo: sql<string>`so.no`,
      LineId: S.lineId,
      LineNo: sql<number>`sl.line_no`,
      CustomerId: sql<number>`so.customer_id`,
      CustomerName: sql<string>`(select c.short_name from crm_customer c where c.id = so.customer_id)`,
      OwnerId: sql<number>`so.owner_id`,
      OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = so.owner_id)`,
      Mpn: sql<string>`sl.mpn`,
      Brand: sql<string>`sl.brand`,
      Quantity: S.quantity,
      LineQuantity: sql<number>`sl.quantity`,
      ShippedQty: sql<number>`sl.shipped_qty`,
      Remark: S.remark,
    },
  });
}
