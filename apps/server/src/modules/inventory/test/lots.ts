import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { sql } from 'drizzle-orm';
import { rows } from '../../../core/db/index.js';
import type { TestApp } from '../../../test/harness.js';
import { ledgerFixtureDocument } from '../../../test/ledger-fixture.js';
import type { PostBy } from '../ledger/post-stock-moves.js';
import { type LotInput, receiveLot } from '../ledger/receive-lot.js';
import { setLotQc } from '../ledger/reservations.js';

/** Test helpers of the inventory screens: lots received on the ledger fixture (test/ledger-fixture.ts). */
export const by: PostBy = { userId: 1, lang: 'en-US' };

let line = 0;
/** A lot input on the next fixture line (documents 1–5, lines 1–5 each). */
export function lotInput(over: Partial<LotInput> = {}): LotInput {
  const n = line++;
  const doc = (Math.floor(n / 5) % 5) + 1;
  return {
    tenantId: 1,
    mpn: 'ZQ-TEST',
    brand: 'ST',
    package: 'LQFP48',
    dateCode: '2431',
    warehouseId: 1,
    unitCost: '1',
    currency: 'USD',
    rateToCny: '7',
    sourceDocType: ledgerFixtureDocument.type,
    sourceDocId: doc,
    sourceLineId: doc * 100 + (n % 5) + 1,
    receivedOn: '2026-01-01',
    ...over,
  };
}

/** Receives a lot of `qty` (passed QC unless `qc` says otherwise); returns its id. */
export async function lot(
  t: TestApp,
  qty: number,
  over: Partial<LotInput> = {},
  qc: number = QC_STATE.passed,
) {
  return t.db.transaction(async (tx) => {
    const { lotId } = await receiveLot(tx, by, lotInput(over), qty);
    if (qc !== QC_STATE.quarantine) await setLotQc(tx, by, lotId, qc as 2 | 3);
    return lotId;
  });
}

/** The database's date `months` months before today (`YYYY-MM-DD`). */
export async function monthsAgo(t: TestApp, months: number): Promise<string> {
  const [r] = rows<{ d: string }>(
    await t.db.execute(sql`select (current_date - make_interval(months => ${months}))::date::text d`),
  );
  return r!.d;
}
