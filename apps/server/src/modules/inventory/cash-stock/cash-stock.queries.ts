import { D, round, SCALE } from '@partdesk/shared/core/money';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { notFound } from '../../../core/http/app-error.js';
import { rulePrice } from '../cash-price/cash-price.queries.js';
import { invLot } from '../ledger/stock-ledger.table.js';

/** A lot's cost, its cash price and the price the rules would give it now (the price dialog). */
export async function lotCost(db: Executor, lotId: number) {
  const [lot] = await db
    .select({
      id: invLot.id,
      brand: invLot.brand,
      unitCost: invLot.unitCost,
      currency: invLot.currency,
      rateToCny: invLot.rateToCny,
      receivedOn: invLot.receivedOn,
      cashPrice: invLot.cashPrice,
      cashPriceManual: invLot.cashPriceManual,
    })
    .from(invLot)
    .where(eq(invLot.id, lotId));
  if (!lot) throw notFound('inventory.lotNotFound', { lot: lotId });
  const r = await rulePrice(db, lot);
  return {
    Id: lot.id,
    UnitCost: lot.unitCost,
    Currency: lot.currency,
    RateToCny: lot.rateToCny,
    CostCny: round(new D(r.costCny), SCALE.unitPrice),
    CashPrice: lot.cashPrice,
    CashPriceManual: lot.cashPriceManual,
    AgeMonths: r.ageMonths,
    RuleId: r.ruleId,
    MarkupPercent: r.markupPercent,
    RulePrice: r.cashPrice,
  };
}
