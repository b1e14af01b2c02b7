import { COST_DECIMALS } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { LOT_HISTORY_TYPE } from '@partdesk/shared/inventory/cash-price/cash-price.codes';
import { round, SCALE } from '@partdesk/shared/core/money';
import { eq, sql } from 'drizzle-orm';
import { recordHistory } from '../../../../core/documents/index.js';
import { notFound } from '../../../../core/http/app-error.js';
import { type Env, fieldError } from '../../../../core/http/index.js';
import { rulePrice } from '../../cash-price/cash-price.queries.js';
import { invLot } from '../../ledger/stock-ledger.table.js';

const PRICE = new RegExp(`^\\d{1,12}(\\.\\d{1,${COST_DECIMALS}})?$`);

/**
 * A lot's cash price set by hand (the price setters; decision 0028): a decimal ≥ 0 with ≤ 6 places, or
 * null to hand the lot back to the rules (priced by them at once). The lot is locked; the change is
 * recorded in history (type `inventoryLot`, `CashPrice: [old, new]`).
 */
export async function setCashPrice(env: Env, lotId: number, input: { CashPrice: string | null }) {
  const { app, user, lang } = env;
  const raw = input.CashPrice === null ? null : input.CashPrice.trim();
  if (raw !== null && !PRICE.test(raw))
    throw fieldError('inventory.costDecimals', 'CashPrice', lang, { max: COST_DECIMALS });
  const given = raw === null ? null : round(raw, SCALE.unitPrice);
  return app.db.transaction(async (tx) => {
    const [lot] = await tx
      .select({
        id: invLot.id,
        tenantId: invLot.tenantId,
        brand: invLot.brand,
        unitCost: invLot.unitCost,
        rateToCny: invLot.rateToCny,
        receivedOn: invLot.receivedOn,
        cashPrice: invLot.cashPrice,
      })
      .from(invLot)
      .where(eq(invLot.id, lotId))
      .for('update');
    if (!lot) throw notFound('inventory.lotNotFound', { lot: lotId });
    const cashPrice = given ?? (await rulePrice(tx, lot)).cashPrice;
    await tx
      .update(invLot)
      .set({ cashPrice, cashPriceManual: given !== null, updatedBy: user.id, updatedAt: sql`now()` })
      .where(eq(invLot.id, lotId));
    await recordHistory(tx, {
      type: LOT_HISTORY_TYPE,
      docId: lotId,
      docNo: `L${lotId}`,
      tenantId: lot.tenantId,
      action: 'update',
      changes: { CashPrice: [lot.cashPrice, cashPrice] },
      comment: given === null ? 'rules' : '',
      userId: user.id,
    });
    return { Id: lotId, CashPrice: cashPrice, CashPriceManual: given !== null };
  });
}
