import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { ORDER_REVIEW } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { eq } from 'drizzle-orm';
import { factories } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { createLedgerFixture, ledgerFixtureDocument } from '../../../test/ledger-fixture.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { reviewQueueRow } from '../../../test/lists.js';
import { type LotInput, receiveLot, setLotQc } from '../../inventory/index.js';
import { refreshOrderStatuses } from '../sales-order/sales-order.statuses.js';
import { salesOrder } from '../sales-order/sales-order.table.js';

/**
 * Test helpers of spot supply: own lots received on the ledger fixture (test/ledger-fixture.ts, the
 * stand-in source document of issue #13), approved sales orders, the two review decisions.
 */
export async function spotKit(t: TestApp) {
  await createLedgerFixture(t);
  const f = factories(t);
  let n = 0;
  /** Receives a lot of `qty` of `mpn` (passed QC unless `qc` says otherwise); returns its id. */
  async function lot(mpn: string, qty: number, qc: number = QC_STATE.passed, over: Partial<LotInput> = {}) {
    const i = n++;
    const doc = (Math.floor(i / 5) % 5) + 1;
    const by = { userId: 1, lang: 'en-US' as const };
    return t.db.transaction(async (tx) => {
      const { lotId } = await receiveLot(
        tx,
        by,
        {
          tenantId: 2,
          mpn,
          brand: 'ZZ',
          package: 'SOT-23',
          dateCode: '2431',
          warehouseId: 1,
          unitCost: '0.5',
          currency: 'USD',
          rateToCny: '7',
          sourceDocType: ledgerFixtureDocument.type,
          sourceDocId: doc,
          sourceLineId: doc * 100 + (i % 5) + 1,
          receivedOn: '2026-01-01',
          ...over,
        },
        qty,
      );
      if (qc !== QC_STATE.quarantine) await setLotQc(tx, by, lotId, qc as 2 | 3);
      return lotId;
    });
  }
  /**
   * A sales order of sales.rep with the given lines (MPN, quantity), approved. Until engineer C's review
   * chain (submit → team leader → … → purchase review) is on main, the approval's end state is written
   * here: status approved and the statuses re-derived by the one writer (refreshOrderStatuses).
   */
  async function approvedOrder(lines: { mpn: string; qty: number }[], approve = true) {
    const o = await f.salesOrder({
      lines: lines.map((l) => ({ Mpn: l.mpn, Brand: 'ZZ', Quantity: l.qty, UnitPrice: '1.000000' })),
    });
    if (approve)
      await t.db.transaction(async (tx) => {
        await tx.update(salesOrder).set({ status: ORDER_REVIEW.approved }).where(eq(salesOrder.id, o.id));
        await refreshOrderStatuses(tx, o.id);
      });
    const d = await t.call<{ Lines: { Id: number }[] }>('GET', `/merchant/sale/salesorder/${o.id}`, {
      token: await f.token('sales.rep'),
    });
    return { ...o, lineIds: d.body.Data.Lines.map((l) => l.Id) };
  }
  /** Decides a document's pending request of `type` as `as` (finding it in their queue). */
  async function decide(
    type: string,
    docId: number,
    action: 'approve' | 'reject',
    as: string,
    lang = 'zh-CN',
  ) {
    const token = await f.token(as);
    const row = await reviewQueueRow(t, token, type, docId);
    return t.call('PUT', `/merchant/review/${type}/${action}`, {
      token,
      lang,
      body: { Ids: [row.Id], Comment: action === 'reject' ? 'not this lot' : 'ok' },
    });
  }
  const ledgers = () => checkLedgers(t, [ledgerFixtureDocument]);
  const counts = async (as: string) =>
    (
      await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
        token: await f.token(as),
      })
    ).body.Data.Counts;
  return { f, lot, approvedOrder, decide, ledgers, counts };
}
