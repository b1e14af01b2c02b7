import { MARGIN_BASE_CURRENCY } from '@partdesk/shared/quote/quote-codes';
import {
  bandsOverlap,
  type MarginBand,
  pickMargin,
  suggestedPriceOf,
} from '@partdesk/shared/quote/suggested-price';
import { D, round, SCALE } from '@partdesk/shared/core/money';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { badRequest, notFound } from '../../../core/http/app-error.js';
import { baseCurrency } from '../../lookups/index.js';
import { productBrand, resolveBrandId } from '../../product/index.js';
import { quoProfitMargin } from '../quote.table.js';
import type { Env } from '../../../core/http/index.js';
import { fieldError } from '../../../core/http/index.js';

/** Current rates "1 unit = rate CNY" of the enabled currencies (base_currency, lookups module). */
export async function currentRates(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: baseCurrency.code, rate: baseCurrency.rate })
    .from(baseCurrency)
    .where(eq(baseCurrency.enabled, true));
  return new Map(rows.map((r) => [r.code, r.rate]));
}

/** The rate of a currency, or 400 quote.rateMissing naming `field`. CNY is 1 when not stored. */
export function rateOf(rates: Map<string, string>, currency: string, field = 'Currency'): string {
  const r = rates.get(currency) ?? (currency === MARGIN_BASE_CURRENCY ? '1' : undefined);
  if (!r || new D(r).lte(0)) throw badRequest('quote.rateMissing', { currency }, field);
  return r;
}

export type MarginRow = MarginBand & { brand: string };

export async function loadBands(db: Executor): Promise<MarginRow[]> {
  const rows = await db
    .select({
      id: quoProfitMargin.id,
      brandId: quoProfitMargin.brandId,
      brand: quoProfitMargin.brand,
      costFrom: quoProfitMargin.costFrom,
      costTo: quoProfitMargin.costTo,
      marginPercent: quoProfitMargin.marginPercent,
    })
    .from(quoProfitMargin)
    .orderBy(quoProfitMargin.costFrom);
  return rows;
}

export interface Suggestion {
  costCny: string;
  marginId: number | null;
  marginPercent: string;
  suggestedPrice: string;
  costRate: string;
  quoteRate: string;
}

/**
 * suggestedPrice(cost, costCurrency, quoteCurrency, brand) — decision 0011: the cost converted at the
 * current rates (through CNY), times (1 + margin %) of the brand's band (else the all-brands band) for
 * the cost in CNY; one half-up rounding to 6 places at the end. No band → margin 0.
 * `bands` / `rates` can be passed in when many lines are priced at once.
 */
export async function suggestedPrice(
  db: Executor,
  cost: string,
  costCurrency: string,
  quoteCurrency: string,
  brandId: number | null,
  pre?: { bands: MarginRow[]; rates: Map<string, string> },
): Promise<Suggestion> {
  const rates = pre?.rates ?? (await currentRates(db));
  const bands = pre?.bands ?? (await loadBands(db));
  const costRate = rateOf(rates, costCurrency, 'CostCurrency');
  const quoteRate = rateOf(rates, quoteCurrency, 'Currency');
  const costCnyExact = new D(cost).mul(costRate);
  const band = pickMargin(bands, costCnyExact.toString(), brandId);
  const marginPercent = band?.marginPercent ?? '0';
  return {
    costCny: round(costCnyExact, SCALE.unitPrice),
    marginId: band?.id ?? null,
    marginPercent: round(marginPercent, 4),
    suggestedPrice: suggestedPriceOf(cost, costRate, quoteRate, marginPercent),
    costRate,
    quoteRate,
  };
}

// ---- profit-margin parameters (/purchase/parameterSetting/profitMargin) ----

export interface MarginInput {
  Brand: string;
  CostFrom: string;
  CostTo?: string | null;
  MarginPercent: string;
  Remark: string;
}

const PRICE = /^\d{1,12}(\.\d{1,6})?$/;
const PERCENT = /^\d{1,4}(\.\d{1,4})?$/;

async function checkMargin(db: Executor, env: Env, input: MarginInput, selfId: number | null) {
  const brandName = input.Brand.trim();
  let brandId: number | null = null;
  let brand = '';
  if (brandName) {
    brandId = await resolveBrandId(db, brandName);
    if (brandId === null) throw fieldError('quote.brandUnknown', 'Brand', env.lang);
    const [b] = await db
      .select({ name: productBrand.name })
      .from(productBrand)
      .where(eq(productBrand.id, brandId));
    brand = b!.name;
  }
  const from = input.CostFrom.trim();
  if (!PRICE.test(from)) throw fieldError('quote.priceInvalid', 'CostFrom', env.lang);
  const toRaw = (input.CostTo ?? '').trim();
  if (toRaw && !PRICE.test(toRaw)) throw fieldError('quote.priceInvalid', 'CostTo', env.lang);
  const to = toRaw || null;
  if (to !== null && new D(to).lte(from)) throw fieldError('quote.bandInvalid', 'CostTo', env.lang);
  const pct = input.MarginPercent.trim();
  if (!PERCENT.test(pct) || new D(pct).gt(1000))
    throw fieldError('quote.marginInvalid', 'MarginPercent', env.lang);
  const same = await db
    .select({ id: quoProfitMargin.id, costFrom: quoProfitMargin.costFrom, costTo: quoProfitMargin.costTo })
    .from(quoProfitMargin)
    .where(
      and(
        brandId === null ? isNull(quoProfitMargin.brandId) : eq(quoProfitMargin.brandId, brandId),
        selfId === null ? sql`true` : ne(quoProfitMargin.id, selfId),
      ),
    );
  const clash = same.find((b) => bandsOverlap(b, { costFrom: from, costTo: to }));
  if (clash)
    throw badRequest('quote.bandOverlap', { from: clash.costFrom, to: clash.costTo ?? '∞' }, 'CostFrom');
  return { brandId, brand, costFrom: from, costTo: to, marginPercent: pct, remark: input.Remark.trim() };
}

/** Adds a margin row; 400 naming the field on an unknown brand, bad numbers or an overlapping band. */
export async function createMargin(env: Env, input: MarginInput) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('quo_profit_margin'))`);
    const v = await checkMargin(tx, env, input, null);
    const [row] = await tx
      .insert(quoProfitMargin)
      .values({ ...v, createdBy: user.id, updatedBy: user.id })
      .returning({ id: quoProfitMargin.id, version: quoProfitMargin.version });
    return { Id: row!.id, Version: row!.version };
  });
}

/** Changes a margin row at the version read (409 when stale). */
export async function updateMargin(env: Env, id: number, input: MarginInput & { Version: number }) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('quo_profit_margin'))`);
    const [row] = await tx
      .select({ id: quoProfitMargin.id })
      .from(quoProfitMargin)
      .where(eq(quoProfitMargin.id, id));
    if (!row) throw notFound('quote.marginNotFound');
    const v = await checkMargin(tx, env, input, id);
    const out = await updateVersioned(tx, quoProfitMargin, id, input.Version, { ...v, updatedBy: user.id });
    return { Id: id, Version: out.version };
  });
}
