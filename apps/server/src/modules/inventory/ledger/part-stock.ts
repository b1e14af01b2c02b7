import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../../core/db/index.js';

export interface PartStock {
  Lots: number;
  /** Σ on hand over every lot of the part (any QC state). */
  OnHand: number;
  /** Σ (on hand − reserved) over its passed lots: what can be reserved or shipped. */
  Available: number;
}

/**
 * On hand and available of one part (by MPN as written, across its lots, owners and warehouses), from
 * the materialised lot balances — never a Σ over the moves (decision 0024). Served by the index
 * `inv_lot_part_idx (mpn, brand)`; the 1 M-move bench (`npm run bench -- --stock`) measures it.
 */
export async function stockOfPart(db: Executor, mpn: string, brand?: string): Promise<PartStock> {
  const [r] = rows<{ lots: number; on_hand: string | number; available: string | number }>(
    await db.execute(sql`
      select count(*)::int lots, coalesce(sum(on_hand), 0)::bigint on_hand,
        coalesce(sum(on_hand - reserved) filter (where qc_state = ${QC_STATE.passed}), 0)::bigint available
      from inv_lot where mpn = ${mpn}${brand === undefined ? sql`` : sql` and brand = ${brand}`}`),
  );
  return {
    Lots: Number(r?.lots ?? 0),
    OnHand: Number(r?.on_hand ?? 0),
    Available: Number(r?.available ?? 0),
  };
}
