import { isoDay } from '@partdesk/shared/core/dates';
import {
  type LandedCostParam,
  type LandedOrder,
  landedCostOf,
} from '@partdesk/shared/sales/margin/landed-cost.rules';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { rateOn, requireRateOn } from '../../finance/index.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';
import { salesCostParam, salesGpFloor } from './cost-param.table.js';

/**
 * The parameter row of an owner company for a shipping country: the company + country row, else the
 * company's every-country row, else none (decision 0032).
 */
export async function costParamFor(db: Executor, tenantId: number, countryId: number) {
  const rows = await db
    .select()
    .from(salesCostParam)
    .where(
      sql`${salesCostParam.tenantId} = ${tenantId} and (${salesCostParam.countryId} = ${countryId} or ${salesCostParam.countryId} is null)`,
    )
    .orderBy(sql`${salesCostParam.countryId} is null`);
  return rows[0] ?? null;
}

/** What the margin of an order rests on: its header, lines, parameter row and the company's floor. */
async function marginInputs(db: Executor, orderId: number) {
  const [o] = await db
    .select({
      id: salesOrder.id,
      tenantId: salesOrder.tenantId,
      countryId: salesOrder.countryId,
      currency: salesOrder.currency,
      rate: salesOrder.rate,
      createdAt: salesOrder.createdAt,
    })
    .from(salesOrder)
    .where(eq(salesOrder.id, orderId));
  if (!o) throw new Error(`applyLandedCost: no sales order ${orderId}`);
  const lines = await db
    .select({
      id: salesOrderLine.id,
      quantity: salesOrderLine.quantity,
      amount: salesOrderLine.amount,
      costPrice: salesOrderLine.costPrice,
      costRate: salesOrderLine.costRate,
    })
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, orderId))
    .orderBy(asc(salesOrderLine.lineNo));
  const row = await costParamFor(db, o.tenantId, o.countryId);
  let param: LandedCostParam | null = null;
  if (row) {
    // The fixed amounts' currency: the order's own locked rate when equal, else its rate of the order's
    // day (the newest when none is dated that early).
    const fixedRate =
      row.currency === o.currency
        ? o.rate
        : ((await rateOn(db, row.currency, isoDay(o.createdAt))) ??
          (await requireRateOn(db, row.currency, '9999-12-31')));
    param = {
      freightPercent: row.freightPercent,
      freightFixed: row.freightFixed,
      bankFeePercent: row.bankFeePercent,
      bankFeeFixed: row.bankFeeFixed,
      dutyPercent: row.dutyPercent,
      inspectionFixed: row.inspectionFixed,
      fixedRate,
    };
  }
  const [floor] = await db
    .select({ p: salesGpFloor.floorPercent })
    .from(salesGpFloor)
    .where(eq(salesGpFloor.id, o.tenantId));
  return { order: o, lines, row, param, floorPercent: floor?.p ?? null };
}

/** The margin of an order as the parameters give it now (the margin view; nothing written). */
export async function computeLandedCost(db: Executor, orderId: number) {
  const m = await marginInputs(db, orderId);
  const result = landedCostOf({
    rate: m.order.rate,
    lines: m.lines,
    param: m.param,
    floorPercent: m.floorPercent,
  });
  return { ...m, result };
}

/**
 * Prices an order's margin in the caller's transaction (decision 0032): reads the order, its lines, the
 * parameter row of its company and shipping country (falling back to the company's every-country row)
 * and the company's GP floor, computes with the one shared function (`landedCostOf`) and writes each
 * line's landed unit cost, GP and GP % and the order's landed cost, GP, GP % and `belowGpFloor`. Lines
 * without cost get nulls and stay out of the GP. Call it after every change of lines, quantities,
 * prices, costs, currency, owner company or country (create, edit, merge).
 */
export async function applyLandedCost(tx: Executor, orderId: number): Promise<LandedOrder> {
  const { lines, result } = await computeLandedCost(tx, orderId);
  if (lines.length) {
    const values = sql.join(
      lines.map((l, i) => {
        const r = result.lines[i]!;
        return sql`(${l.id}::int, ${r.landedCost}::numeric, ${r.grossProfit}::numeric, ${r.gpPercent}::numeric)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`
      update sales_order_line l
         set landed_cost = v.lc, gross_profit = v.gp, gp_percent = v.pct, updated_at = now()
        from (values ${values}) as v(id, lc, gp, pct)
       where l.id = v.id`);
  }
  await tx
    .update(salesOrder)
    .set({
      landedCost: result.landedCost,
      grossProfit: result.grossProfit,
      gpPercent: result.gpPercent,
      belowGpFloor: result.belowGpFloor,
    })
    .where(eq(salesOrder.id, orderId));
  return result;
}
