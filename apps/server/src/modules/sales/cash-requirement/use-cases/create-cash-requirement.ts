import { docType } from '@partdesk/shared/core/doc-types';
import {
  CASH_REQUIREMENT_DOC,
  CASH_REQUIREMENT_REVIEW,
  CASH_REQUIREMENT_STATUS,
} from '@partdesk/shared/sales/cash-requirement/cash-requirement.codes';
import type { CashRequirementCreate } from '@partdesk/shared/sales/cash-requirement/cash-requirement.contract';
import { normaliseMpn } from '@partdesk/shared/sales/cash-requirement/cash-requirement.rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/client.js';
import { AfterCommit, nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import { crmCustomer } from '../../../crm/index.js';
import { salesCashRequirement } from '../cash-requirement.table.js';

const PREFIX = docType(CASH_REQUIREMENT_DOC)!.prefix;
const PRICE = /^\d{1,12}(\.\d{1,6})?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every rule of a requirement, each refusal naming its field (nothing written). */
async function check(db: Executor, env: Env, b: CashRequirementCreate) {
  if (!Number.isInteger(b.Quantity) || b.Quantity <= 0)
    throw badRequest('sales.reqQtyInvalid', {}, 'Quantity');
  if (b.TargetPrice) {
    if (!PRICE.test(b.TargetPrice) || Number(b.TargetPrice) <= 0)
      throw badRequest('sales.reqPriceInvalid', {}, 'TargetPrice');
    if (!b.Currency) throw badRequest('sales.reqCurrencyRequired', {}, 'Currency');
  }
  if (b.RequiredDate && (!ISO_DAY.test(b.RequiredDate) || Number.isNaN(Date.parse(b.RequiredDate))))
    throw badRequest('sales.reqDateInvalid', {}, 'RequiredDate');
  if (b.CustomerId) {
    const [c] = await db.select().from(crmCustomer).where(eq(crmCustomer.id, b.CustomerId));
    if (!c) throw badRequest('sales.customerNotFound', {}, 'CustomerId');
    const seesAll = env.user.isAdmin || env.user.scope.kind === 'all';
    if (!seesAll && c.ownerId !== env.user.id)
      throw badRequest('sales.customerNotOwn', { customer: c.shortName }, 'CustomerId');
  }
}

/**
 * POST /merchant/sale/cashrequirement — a salesperson asks for own stock of a part: checked, numbered
 * (XR), stored pending review and submitted to the sales leads' review (`cashRequirement`, queue
 * requirementaudit) in one transaction.
 */
export async function createCashRequirement(env: Env, input: CashRequirementCreate) {
  const { app, user, lang } = env;
  const now = app.clock.now();
  const after = new AfterCommit();
  const row = await app.db.transaction(async (tx) => {
    await check(tx, env, input);
    const no = await nextDocNo(tx, { tenantId: user.tenantId, prefix: PREFIX, date: now });
    const [r] = await tx
      .insert(salesCashRequirement)
      .values({
        no,
        tenantId: user.tenantId,
        ownerId: user.id,
        mpn: normaliseMpn(input.Mpn),
        brand: input.Brand,
        package: input.Package,
        dateCode: input.DateCode,
        quantity: input.Quantity,
        targetPrice: input.TargetPrice || null,
        currency: input.TargetPrice ? input.Currency : '',
        customerId: input.CustomerId ?? null,
        requiredDate: input.RequiredDate || null,
        remark: input.Remark,
        status: CASH_REQUIREMENT_STATUS.pendingReview,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await recordHistory(tx, {
      type: CASH_REQUIREMENT_DOC,
      docId: r!.id,
      docNo: no,
      tenantId: r!.tenantId,
      action: 'create',
      toStatus: CASH_REQUIREMENT_STATUS.pendingReview,
      changes: {},
      userId: user.id,
    });
    await submitDocForReview(tx, { app, after, lang, userId: user.id }, CASH_REQUIREMENT_REVIEW, {
      id: r!.id,
      no,
      tenantId: r!.tenantId,
    });
    const [fresh] = await tx.select().from(salesCashRequirement).where(eq(salesCashRequirement.id, r!.id));
    return fresh!;
  });
  await after.flush(app.log);
  return row;
}
