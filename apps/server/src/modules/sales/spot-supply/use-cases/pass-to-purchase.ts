import {
  SPOT_SUPPLY_DOC,
  SPOT_SUPPLY_ORDER_REVIEW,
  SPOT_SUPPLY_STATUS as S,
} from '@partdesk/shared/sales/spot-supply/spot-supply.codes';
import type { Tx } from '../../../../core/db/client.js';
import { recordHistory } from '../../../../core/documents/index.js';
import {
  type ReviewDoc,
  type ReviewHookContext,
  statusDecision,
  submitDocForReview,
} from '../../../../core/reviews/index.js';
import { salesSpotSupply } from '../spot-supply.table.js';

const toPurchase = statusDecision(salesSpotSupply, S.pendingSales, S.pendingPurchase);

/**
 * The sales leads approved a spot supply (review `spotSupply`, in the deciding transaction): pending
 * sales review → pending purchase review, and the purchase leads' review (`spotSupplyOrder`) is opened,
 * submitted in the name of its salesperson (who never decides it).
 */
export async function passToPurchase(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> {
  await toPurchase(tx, doc);
  await recordHistory(tx, {
    type: SPOT_SUPPLY_DOC,
    docId: doc.id,
    docNo: doc.no,
    tenantId: doc.tenantId ?? null,
    action: 'salesApprove',
    fromStatus: S.pendingSales,
    toStatus: S.pendingPurchase,
    userId: ctx.userId,
  });
  await submitDocForReview(
    tx,
    { app: ctx.app, after: ctx.after, lang: ctx.lang ?? 'zh-CN', userId: doc.ownerId ?? ctx.userId },
    SPOT_SUPPLY_ORDER_REVIEW,
    { id: doc.id, no: doc.no, tenantId: doc.tenantId ?? null },
  );
}
