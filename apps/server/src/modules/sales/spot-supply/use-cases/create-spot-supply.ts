import { docType } from '@partdesk/shared/core/doc-types';
import {
  SPOT_SUPPLY_DOC,
  SPOT_SUPPLY_REVIEW,
  SPOT_SUPPLY_STATUS as S,
} from '@partdesk/shared/sales/spot-supply/spot-supply.codes';
import type { SpotSupplyCreate } from '@partdesk/shared/sales/spot-supply/spot-supply.contract';
import { eq } from 'drizzle-orm';
import { AfterCommit, nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import type { Env } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import { loadOwnSalesOrder } from '../../sales-order/sales-order.queries.js';
import { salesSpotSupply, salesSpotSupplyLine } from '../spot-supply.table.js';
import { checkTakes } from '../spot-supply.validate.js';

const PREFIX = docType(SPOT_SUPPLY_DOC)!.prefix;

/**
 * POST /merchant/sale/spotsupply — own lots taken for lines of one approved sales order the caller sees
 * (spot-supply.validate.ts: every rule, nothing written on a refusal): numbered XH, owned by the order's
 * salesperson, in the order's company, submitted to the sales leads' review — one transaction. Nothing
 * is reserved before the final (purchase-side) approval.
 */
export async function createSpotSupply(env: Env, input: SpotSupplyCreate) {
  const { app, user, lang } = env;
  const now = app.clock.now();
  const after = new AfterCommit();
  const row = await app.db.transaction(async (tx) => {
    await loadOwnSalesOrder(tx, user, input.OrderId);
    const { order, lots } = await checkTakes(tx, input.OrderId, input.Lines);
    const no = await nextDocNo(tx, { tenantId: order.tenantId, prefix: PREFIX, date: now });
    const [r] = await tx
      .insert(salesSpotSupply)
      .values({
        no,
        tenantId: order.tenantId,
        ownerId: order.ownerId,
        orderId: order.id,
        quantity: input.Lines.reduce((s, l) => s + l.Quantity, 0),
        remark: input.Remark,
        status: S.pendingSales,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await tx.insert(salesSpotSupplyLine).values(
      input.Lines.map((l, i) => {
        const lot = lots.get(l.LotId)!;
        return {
          spotSupplyId: r!.id,
          lineNo: i + 1,
          orderLineId: l.OrderLineId,
          lotId: l.LotId,
          mpn: lot.mpn,
          brand: lot.brand,
          dateCode: lot.dateCode,
          quantity: l.Quantity,
          createdBy: user.id,
          updatedBy: user.id,
        };
      }),
    );
    await recordHistory(tx, {
      type: SPOT_SUPPLY_DOC,
      docId: r!.id,
      docNo: no,
      tenantId: r!.tenantId,
      action: 'create',
      toStatus: S.pendingSales,
      changes: {},
      userId: user.id,
    });
    await submitDocForReview(tx, { app, after, lang, userId: user.id }, SPOT_SUPPLY_REVIEW, {
      id: r!.id,
      no,
      tenantId: r!.tenantId,
    });
    const [fresh] = await tx.select().from(salesSpotSupply).where(eq(salesSpotSupply.id, r!.id));
    return fresh!;
  });
  await after.flush(app.log);
  return row;
}
