import {
  AGE_MAX_MONTHS,
  MARKUP_DECIMALS,
  MARKUP_MAX,
} from '@partdesk/shared/inventory/cash-price/cash-price.codes';
import { rulesOverlap } from '@partdesk/shared/inventory/cash-price/cash-price.rules';
import { D } from '@partdesk/shared/core/money';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/client.js';
import { updateVersioned } from '../../../../core/documents/versioned.js';
import { badRequest, notFound } from '../../../../core/http/app-error.js';
import { type Env, fieldError } from '../../../../core/http/index.js';
import { productBrand, resolveBrandId } from '../../../product/index.js';
import { invCashPriceRule } from '../cash-price.table.js';

export interface CashPriceRuleInput {
  Brand: string;
  AgeFrom: number;
  AgeTo?: number | null;
  CostFrom: string;
  CostTo?: string | null;
  MarkupPercent: string;
  Remark: string;
}

const COST = /^\d{1,12}(\.\d{1,6})?$/;
const PERCENT = new RegExp(`^\\d{1,4}(\\.\\d{1,${MARKUP_DECIMALS}})?$`);
const isAge = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= AGE_MAX_MONTHS;

/**
 * Checks a rule (decision 0028), each refusal a translated 400 naming the field: a known brand (or
 * empty = any), ages whole months 0–1200 with to > from, costs ≥ 0 with ≤ 6 decimals and to > from, a
 * markup 0–1000 % with ≤ 4 decimals, and no other rule of the same brand group covering a common lot
 * (age AND cost bands overlapping).
 */
async function checkRule(db: Executor, env: Env, input: CashPriceRuleInput, selfId: number | null) {
  const lang = env.lang;
  const brandName = input.Brand.trim();
  let brandId: number | null = null;
  let brand = '';
  if (brandName) {
    brandId = await resolveBrandId(db, brandName);
    if (brandId === null) throw fieldError('inventory.brandUnknown', 'Brand', lang, { brand: brandName });
    const [b] = await db
      .select({ name: productBrand.name })
      .from(productBrand)
      .where(eq(productBrand.id, brandId));
    brand = b!.name;
  }
  if (!isAge(input.AgeFrom)) throw fieldError('inventory.ageInvalid', 'AgeFrom', lang);
  const ageTo = input.AgeTo ?? null;
  if (ageTo !== null && !isAge(ageTo)) throw fieldError('inventory.ageInvalid', 'AgeTo', lang);
  if (ageTo !== null && ageTo <= input.AgeFrom) throw fieldError('inventory.bandInvalid', 'AgeTo', lang);
  const costFrom = input.CostFrom.trim();
  if (!COST.test(costFrom)) throw fieldError('inventory.costInvalid', 'CostFrom', lang);
  const toRaw = (input.CostTo ?? '').trim();
  if (toRaw && !COST.test(toRaw)) throw fieldError('inventory.costInvalid', 'CostTo', lang);
  const costTo = toRaw || null;
  if (costTo !== null && new D(costTo).lte(costFrom))
    throw fieldError('inventory.bandInvalid', 'CostTo', lang);
  const pct = input.MarkupPercent.trim();
  if (!PERCENT.test(pct) || new D(pct).gt(MARKUP_MAX))
    throw fieldError('inventory.markupInvalid', 'MarkupPercent', lang);
  const v = { ageFrom: input.AgeFrom, ageTo, costFrom, costTo };
  const group = await db
    .select({
      ageFrom: invCashPriceRule.ageFrom,
      ageTo: invCashPriceRule.ageTo,
      costFrom: invCashPriceRule.costFrom,
      costTo: invCashPriceRule.costTo,
    })
    .from(invCashPriceRule)
    .where(
      and(
        brandId === null ? isNull(invCashPriceRule.brandId) : eq(invCashPriceRule.brandId, brandId),
        selfId === null ? sql`true` : ne(invCashPriceRule.id, selfId),
      ),
    );
  const clash = group.find((r) => rulesOverlap(r, v));
  if (clash)
    throw badRequest(
      'inventory.ruleOverlap',
      { ...clash, ageTo: clash.ageTo ?? '∞', costTo: clash.costTo ?? '∞' },
      'AgeFrom',
    );
  return { brandId, brand, ...v, markupPercent: pct, remark: input.Remark.trim() };
}

/** Rules change one at a time (the overlap check reads the others). */
const lockRules = (db: Executor) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('inv_cash_price_rule'))`);

/** Adds a rule; 400 naming the field on an unknown brand, bad numbers or an overlapping rule. */
export async function createCashPriceRule(env: Env, input: CashPriceRuleInput) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    await lockRules(tx);
    const v = await checkRule(tx, env, input, null);
    const [row] = await tx
      .insert(invCashPriceRule)
      .values({ ...v, createdBy: user.id, updatedBy: user.id })
      .returning({ id: invCashPriceRule.id, version: invCashPriceRule.version });
    return { Id: row!.id, Version: row!.version };
  });
}

/** Changes a rule at the version read (409 when stale). Lots already priced keep their price. */
export async function updateCashPriceRule(
  env: Env,
  id: number,
  input: CashPriceRuleInput & { Version: number },
) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    await lockRules(tx);
    const [row] = await tx
      .select({ id: invCashPriceRule.id })
      .from(invCashPriceRule)
      .where(eq(invCashPriceRule.id, id));
    if (!row) throw notFound('inventory.ruleNotFound');
    const v = await checkRule(tx, env, input, id);
    const out = await updateVersioned(tx, invCashPriceRule, id, input.Version, { ...v, updatedBy: user.id });
    return { Id: id, Version: out.version };
  });
}
