import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { sql } from 'drizzle-orm';
import { rows } from '../../../../core/db/index.js';
import { factories, pendingRequestOf } from '../../../../test/factories.js';
import type { TestApp } from '../../../../test/harness.js';
import { ledgerFixtureDocument } from '../../../../test/ledger-fixture.js';
import { checkLedgers } from '../../../../test/ledgers.js';
import { type PostBy, receiveLot, setLotQc } from '../../../inventory/index.js';

/** Test helpers of the sales order's reviews, stock, notify and cancel (decision 0033). */
export function orderKit(t: TestApp) {
  const f = factories(t);
  const by: PostBy = { userId: 1, lang: 'en-US' };
  let fixtureLine = 0;

  type Detail = {
    status: number;
    Version: number;
    inBoundStatus: number;
    NotifyStatus: number;
    Lines: {
      Id: number;
      ReservedQty: number;
      NotifiedQty: number;
      StockStatus: number;
      NotifyStatus: number;
    }[];
  };
  const detail = async (id: number) => {
    const res = await t.call<Detail>('GET', `/merchant/sale/salesorder/${id}`, {
      token: await f.token('admin'),
    });
    return res.body.Data;
  };
  const put = async (id: number, action: string, body: Record<string, unknown>, as = 'sales.rep') =>
    t.call<{ Status: number; Version: number }>('PUT', `/merchant/sale/salesorder/${id}/${action}`, {
      token: await f.token(as),
      body,
      lang: 'en-US',
    });
  const submit = async (id: number, as = 'sales.rep') =>
    put(id, 'submit', { Version: (await detail(id)).Version }, as);
  const decide = async (type: string, docId: number, as: string, action: 'approve' | 'reject' = 'approve') =>
    t.call(`PUT`, `/merchant/review/${type}/${action}`, {
      token: await f.token(as),
      body: { Ids: [await pendingRequestOf(t, type, docId)], Comment: `${action} by ${as}` },
      lang: 'en-US',
    });
  const pendingTypes = async (docId: number) =>
    rows<{ doc_type: string; step_no: number }>(
      await t.db.execute(
        sql`select doc_type, step_no from review_request where doc_id = ${docId} and doc_type like 'salesOrder%' and status = 'pending'`,
      ),
    );
  const counts = async (as: string) =>
    (
      await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
        token: await f.token(as),
      })
    ).body.Data.Counts;

  /** A passed-QC lot of owner company 2 on the next ledger-fixture line. */
  const lot = async (qty: number, over: { mpn: string; brand: string; receivedOn?: string; qc?: number }) =>
    t.db.transaction(async (tx) => {
      const n = fixtureLine++;
      const doc = (Math.floor(n / 5) % 5) + 1;
      const { lotId } = await receiveLot(
        tx,
        by,
        {
          tenantId: 2,
          mpn: over.mpn,
          brand: over.brand,
          warehouseId: 1,
          unitCost: '0.5',
          currency: 'USD',
          rateToCny: '7',
          sourceDocType: ledgerFixtureDocument.type,
          sourceDocId: doc,
          sourceLineId: doc * 100 + (n % 5) + 1,
          receivedOn: over.receivedOn ?? '2026-01-01',
        },
        qty,
      );
      const qc = over.qc ?? QC_STATE.passed;
      if (qc !== QC_STATE.quarantine) await setLotQc(tx, by, lotId, qc as 2 | 3);
      return lotId;
    });
  /** Σ of the reservation entries per lot and line of an order. */
  const reservations = async (orderId: number) =>
    rows<{ lot_id: number; doc_line_id: number; qty: number }>(
      await t.db.execute(sql`select lot_id, doc_line_id, sum(qty)::int qty from inv_reservation
        where doc_type = 'salesOrder' and doc_id = ${orderId} group by lot_id, doc_line_id order by lot_id, doc_line_id`),
    );
  const lotReserved = async (lotId: number) =>
    rows<{ reserved: number }>(await t.db.execute(sql`select reserved from inv_lot where id = ${lotId}`))[0]!
      .reserved;
  const ledgersClean = () => checkLedgers(t, [ledgerFixtureDocument]);

  /** Through the whole small chain (leader, manager, purchasing) to approved. */
  const approveAll = async (id: number) => {
    for (const [type, as] of [
      ['salesOrder', 'sales.leader'],
      ['salesOrder', 'sales.manager'],
      ['salesOrderPurchase', 'purchase.head'],
    ] as const) {
      const r = await decide(type, id, as);
      if (r.body.Code !== 0) throw new Error(`${type} ${as}: ${r.body.Message}`);
    }
  };

  return {
    f,
    detail,
    put,
    submit,
    decide,
    pendingTypes,
    counts,
    lot,
    reservations,
    lotReserved,
    ledgersClean,
    approveAll,
  };
}
