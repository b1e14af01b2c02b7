import { D } from '@partdesk/shared/core/money';
import {
  PO_PAYMENT_TERMS,
  PO_PAYMENT_TERM_VALUES,
  PURCHASE_ORDER_REVIEW,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import {
  MAX_INBOUND_WAREHOUSES,
  PO_EXTRA_STEP_DEFAULT_FROM_CNY,
  PO_EXTRA_STEP_NO,
  PO_REVIEW_THRESHOLD_MAX,
  SALES_CARGO_REVIEW_VALUES,
} from '@partdesk/shared/purchase/setup/purchase-setup.codes';
import type {
  PurchaseSetup,
  PurchaseSetupUpdate,
} from '@partdesk/shared/purchase/setup/purchase-setup.contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import type { Lang } from '@partdesk/shared/i18n/index';
import { updateVersioned } from '../../../core/documents/index.js';
import { badRequest, type Env } from '../../../core/http/index.js';
import { setStepMinAmount, sharedStep, userNameSql } from '../../../core/reviews/index.js';
import { invWarehouse } from '../../inventory/index.js';
import { purSetting } from './purchase-setup.table.js';

const ROW_ID = 1;
type SettingRow = typeof purSetting.$inferSelect;

/** The settings row (created with the defaults when missing: a database the migration did not fill). */
export async function purchaseSettings(db: Executor): Promise<SettingRow> {
  const [row] = await db.select().from(purSetting).where(eq(purSetting.id, ROW_ID));
  if (row) return row;
  await db
    .insert(purSetting)
    .values({ id: ROW_ID, defaultPaymentTerms: PO_PAYMENT_TERMS.prepaid })
    .onConflictDoNothing();
  const [made] = await db.select().from(purSetting).where(eq(purSetting.id, ROW_ID));
  return made!;
}

/** The PO payment terms a new PO gets when none is given. */
export async function defaultPoPaymentTerms(db: Executor): Promise<number> {
  return (await purchaseSettings(db)).defaultPaymentTerms;
}

/**
 * The inbound rule (decision 0048): a warehouse outside a non-empty inbound list is refused naming the
 * line's `WarehouseId`. Called by the goods-received-note use case after its own place checks.
 */
export async function checkInboundWarehouse(
  db: Executor,
  warehouse: { id: number; name: string },
  line: number,
  field: string,
): Promise<void> {
  const allowed = (await purchaseSettings(db)).inboundWarehouseIds;
  if (allowed.length && !allowed.includes(warehouse.id))
    throw badRequest('purchase.receiptWarehouseNotInbound', { line, warehouse: warehouse.name }, field);
}

/** GET /merchant/purchase/setup. */
export async function readPurchaseSetup(db: Executor, lang: Lang): Promise<PurchaseSetup> {
  const row = await purchaseSettings(db);
  const step = await sharedStep(db, PURCHASE_ORDER_REVIEW, PO_EXTRA_STEP_NO);
  const [who] = row.updatedBy
    ? await db.select({ name: userNameSql(sql`${row.updatedBy}::int`, lang) }).from(sql`(select 1) one`)
    : [];
  return {
    ReviewThreshold: new D(step?.minAmount ?? PO_EXTRA_STEP_DEFAULT_FROM_CNY).toFixed(2),
    ReviewExtraRoles: step?.approverRoles ?? [],
    DefaultPaymentTerms: row.defaultPaymentTerms,
    InboundWarehouseIds: row.inboundWarehouseIds,
    SalesCargoReview: row.salesCargoReview,
    Version: row.version,
    UpdatedAt: row.updatedBy ? row.updatedAt.toISOString() : null,
    UpdatedByName: who?.name ?? '',
  };
}

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * PUT /merchant/purchase/setup — the whole form at its Version (decision 0048): the threshold a decimal
 * > 0 with ≤ 2 places (written as the minAmount of the PO review chain's step 2), the default terms a
 * PO_PAYMENT_TERMS value, the inbound warehouses existing enabled warehouses, each once, at most 50.
 * Every rule is checked before anything is written (400 naming the field); a stale Version → 409.
 */
export async function updatePurchaseSetup(env: Env, input: PurchaseSetupUpdate) {
  const { app, user } = env;
  const raw = String(input.ReviewThreshold).trim();
  if (!AMOUNT.test(raw) || new D(raw).lte(0) || new D(raw).gt(PO_REVIEW_THRESHOLD_MAX))
    throw badRequest('purchase.setupThresholdInvalid', { max: PO_REVIEW_THRESHOLD_MAX }, 'ReviewThreshold');
  if (!PO_PAYMENT_TERM_VALUES.includes(input.DefaultPaymentTerms))
    throw badRequest('purchase.setupTermsInvalid', {}, 'DefaultPaymentTerms');
  if (input.SalesCargoReview !== undefined && !SALES_CARGO_REVIEW_VALUES.includes(input.SalesCargoReview))
    throw badRequest('purchase.setupCargoReviewInvalid', {}, 'SalesCargoReview');
  const ids = input.InboundWarehouseIds;
  if (ids.length > MAX_INBOUND_WAREHOUSES)
    throw badRequest(
      'purchase.setupWarehouseTooMany',
      { max: MAX_INBOUND_WAREHOUSES },
      'InboundWarehouseIds',
    );
  return app.db.transaction(async (tx) => {
    const found = ids.length
      ? await tx
          .select({ id: invWarehouse.id, status: invWarehouse.status })
          .from(invWarehouse)
          .where(inArray(invWarehouse.id, ids))
      : [];
    const enabled = new Set(found.filter((w) => w.status === 1).map((w) => w.id));
    const seen = new Set<number>();
    ids.forEach((wid, i) => {
      const field = `InboundWarehouseIds[${i}]`;
      if (!enabled.has(wid)) throw badRequest('purchase.setupWarehouseInvalid', { line: i + 1 }, field);
      if (seen.has(wid)) throw badRequest('purchase.setupWarehouseTwice', { line: i + 1 }, field);
      seen.add(wid);
    });
    await purchaseSettings(tx);
    const step = await sharedStep(tx, PURCHASE_ORDER_REVIEW, PO_EXTRA_STEP_NO);
    if (!step) throw badRequest('purchase.setupNoExtraStep', { step: PO_EXTRA_STEP_NO }, 'ReviewThreshold');
    const threshold = new D(raw).toFixed(2);
    await updateVersioned(tx, purSetting, ROW_ID, input.Version, {
      defaultPaymentTerms: input.DefaultPaymentTerms,
      inboundWarehouseIds: ids,
      ...(input.SalesCargoReview === undefined ? {} : { salesCargoReview: input.SalesCargoReview }),
      updatedBy: user.id,
    });
    await setStepMinAmount(tx, PURCHASE_ORDER_REVIEW, PO_EXTRA_STEP_NO, threshold, user.id);
    return readPurchaseSetup(tx, env.lang);
  });
}
