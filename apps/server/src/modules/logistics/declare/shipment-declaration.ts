import { D } from '@partdesk/shared/core/money';
import {
  declaredRange,
  declaredValueFits,
  declaredValueOf,
} from '@partdesk/shared/logistics/declare/declare.rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { badRequest } from '../../../core/http/index.js';
import { rateOn } from '../../finance/index.js';
import { baseDeclare, declareRuleRowOf } from '../../lookups/index.js';
import { salesOrderLine } from '../../sales/index.js';

const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The customs declaration of a shipment's courier step (decision 0052), checked and computed in one place:
 * - no option and no value → nothing recorded (a shipment that needs no declaration);
 * - a value without an option → refused (DeclareId); an option that does not exist or is disabled →
 *   refused (DeclareId);
 * - the rule of the shipment's owner company (else the default): invoice value (Σ quantity × the order
 *   line's unit price, the commercial invoice's figure) × percentage, in the rule's currency (converted
 *   at the day's rates against CNY; no rate → refused naming Currency) or the shipment's, rounded;
 * - an entered value must lie within ± tolerance of it (refused naming DeclaredValue with the range).
 */
export async function shipmentDeclaration(
  tx: Tx,
  s: { tenantId: number; currency: string },
  lines: { orderLineId: number; quantity: number }[],
  input: { DeclareId?: number | null; DeclaredValue?: string | null },
  now: Date,
): Promise<{ declareId: number | null; declaredValue: string | null; declaredCurrency: string }> {
  const value = input.DeclaredValue?.trim() || null;
  if (!input.DeclareId) {
    if (value !== null) throw badRequest('logistics.declareOptionRequired', undefined, 'DeclareId');
    return { declareId: null, declaredValue: null, declaredCurrency: '' };
  }
  const [opt] = await tx
    .select({ id: baseDeclare.id })
    .from(baseDeclare)
    .where(and(eq(baseDeclare.id, input.DeclareId), eq(baseDeclare.enabled, true)));
  if (!opt) throw badRequest('logistics.declareNotEnabled', undefined, 'DeclareId');

  const rule = await declareRuleRowOf(tx, s.tenantId);
  const r = {
    ValuePercent: rule?.valuePercent ?? '100',
    Decimals: rule?.decimals ?? 2,
    TolerancePercent: rule?.tolerancePercent ?? '0',
  };
  const currency = rule?.currency || s.currency;
  const prices = lines.length
    ? await tx
        .select({ id: salesOrderLine.id, unitPrice: salesOrderLine.unitPrice })
        .from(salesOrderLine)
        .where(
          inArray(
            salesOrderLine.id,
            lines.map((l) => l.orderLineId),
          ),
        )
    : [];
  const priceOf = new Map(prices.map((p) => [p.id, p.unitPrice]));
  let invoice = lines.reduce(
    (a, l) => a.plus(new D(priceOf.get(l.orderLineId) ?? '0').mul(l.quantity).toDecimalPlaces(2)),
    new D(0),
  );
  if (currency !== s.currency) {
    const day = chinaDay(now);
    const [from, to] = await Promise.all([rateOn(tx, s.currency, day), rateOn(tx, currency, day)]);
    const missing = from === null ? s.currency : to === null ? currency : null;
    if (missing) throw badRequest('logistics.declareNoRate', { currency: missing }, 'Currency');
    invoice = invoice.mul(from!).div(to!);
  }
  const computed = declaredValueOf(invoice.toFixed(6), r);
  if (value !== null && !declaredValueFits(value, computed, r))
    throw badRequest(
      'logistics.declaredValueOutOfRule',
      { ...declaredRange(computed, r), currency },
      'DeclaredValue',
    );
  return {
    declareId: opt.id,
    declaredValue: value === null ? computed : new D(value).toFixed(r.Decimals),
    declaredCurrency: currency,
  };
}
