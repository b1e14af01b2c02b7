import { D } from '@partdesk/shared/core/money';
import { SHIPMENT_OVERWEIGHT_REVIEW } from '@partdesk/shared/logistics/shipment/shipment.codes';
import type { Tx } from '../../../core/db/client.js';
import type { AfterCommit } from '../../../core/documents/index.js';
import { badRequest, type Env } from '../../../core/http/index.js';
import { submitDocForReview } from '../../../core/reviews/index.js';
import type { Shipment } from './shipment.queries.js';

/**
 * The accepted weight of a new shipment (decision 0046): left out / null → none (no overweight check);
 * otherwise a whole number of kg > 0 (spec §5 "Accepted weight must be an integer greater than 0",
 * naming AcceptedWeight).
 */
export function checkAcceptedWeight(w: number | null | undefined): number | null {
  if (w == null) return null;
  if (!Number.isSafeInteger(w) || w <= 0)
    throw badRequest('logistics.acceptedWeight', undefined, 'AcceptedWeight');
  return w;
}

/**
 * Whether packed boxes of `gross` kg each are overweight: Σ gross > accepted × (1 + tolerance %), the
 * tolerance the system setting `overweightTolerancePercent` (default 10; the caller reads it before its
 * transaction). No accepted weight → never.
 */
export function overweight(tolerance: number, acceptedWeight: number | null, gross: readonly string[]) {
  if (acceptedWeight == null) return null;
  const actual = gross.reduce((a, g) => a.plus(g), new D(0));
  const limit = new D(acceptedWeight).mul(new D(100).plus(tolerance)).div(100);
  return actual.gt(limit) ? { actual: actual.toFixed(3), accepted: acceptedWeight, tolerance } : null;
}

/**
 * Submits the overweight review in the transition's transaction; false when the chain applied no step
 * (approved at once: the shipment goes on as packed).
 */
export async function submitOverweight(tx: Tx, env: Env, after: AfterCommit, s: Shipment): Promise<boolean> {
  const r = await submitDocForReview(
    tx,
    { app: env.app, after, lang: env.lang, userId: env.user.id },
    SHIPMENT_OVERWEIGHT_REVIEW,
    s,
  );
  return r.status === 'pending';
}
