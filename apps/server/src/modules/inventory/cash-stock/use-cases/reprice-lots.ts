import { and, eq, gt, sql } from 'drizzle-orm';
import type { Env } from '../../../../core/http/index.js';
import { dbToday, loadCashPriceRules, rulePrice } from '../../cash-price/cash-price.queries.js';
import { invLot } from '../../ledger/stock-ledger.table.js';

/**
 * Re-prices by the rules every lot with stock on hand that was not priced by hand (decision 0028: a
 * lot ages into an older band; rules change). One set-based update; returns how many prices changed.
 */
export async function repriceLots(env: Env): Promise<{ Count: number }> {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const lots = await tx
      .select({
        id: invLot.id,
        brand: invLot.brand,
        unitCost: invLot.unitCost,
        rateToCny: invLot.rateToCny,
        receivedOn: invLot.receivedOn,
        cashPrice: invLot.cashPrice,
      })
      .from(invLot)
      .where(and(gt(invLot.onHand, 0), eq(invLot.cashPriceManual, false)));
    const pre = { rules: await loadCashPriceRules(tx), today: await dbToday(tx), brands: new Map() };
    const ids: number[] = [];
    const prices: (string | null)[] = [];
    for (const lot of lots) {
      const p = (await rulePrice(tx, lot, pre)).cashPrice;
      if (p === lot.cashPrice) continue;
      ids.push(lot.id);
      prices.push(p);
    }
    if (ids.length) {
      await tx.execute(sql`
        update inv_lot l set cash_price = v.price, updated_by = ${user.id}, updated_at = now()
        from unnest(${sql.param(ids)}::int[], ${sql.param(prices)}::numeric[]) as v(id, price)
        where l.id = v.id`);
    }
    return { Count: ids.length };
  });
}
