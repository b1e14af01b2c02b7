import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { violations } from '../../../core/db/index.js';
import { type DocumentDescriptor, danglingDocRefs } from '../../../core/documents/index.js';

/**
 * The stock ledger's invariants (issue #13 "Must show", decision 0024); returns one line per violation
 * (empty = sound). Per lot: on hand = Σ moves ≥ reserved = Σ reservation entries ≥ 0, and the running
 * on hand never went below zero; per document line and lot: what it holds ≥ 0; a reversal cancels its
 * move exactly; every move, reservation and lot points at an existing line of its document.
 */
export async function checkStockLedger(
  db: Executor,
  documents: readonly DocumentDescriptor[],
): Promise<string[]> {
  const v = violations(db);
  await v.check(
    'lot on hand ≠ Σ moves',
    sql`select l.id, l.on_hand, coalesce(m.s, 0)::int as moves from inv_lot l
          left join (select lot_id, sum(qty)::int s from inv_stock_move group by lot_id) m on m.lot_id = l.id
          where l.on_hand <> coalesce(m.s, 0)`,
  );
  await v.check(
    'lot reserved ≠ Σ reservations',
    sql`select l.id, l.reserved, coalesce(r.s, 0)::int as entries from inv_lot l
          left join (select lot_id, sum(qty)::int s from inv_reservation group by lot_id) r on r.lot_id = l.id
          where l.reserved <> coalesce(r.s, 0)`,
  );
  await v.check(
    'lot with reserved > on hand or < 0',
    sql`select id, on_hand, reserved from inv_lot where reserved < 0 or on_hand < reserved`,
  );
  await v.check(
    'on hand went below zero',
    sql`select lot_id, id from (select lot_id, id, sum(qty) over (partition by lot_id order by id) run
          from inv_stock_move) x where run < 0`,
  );
  await v.check(
    'document line holds < 0',
    sql`select lot_id, doc_type, doc_id, doc_line_id, sum(qty)::int held from inv_reservation
          group by lot_id, doc_type, doc_id, doc_line_id having sum(qty) < 0`,
  );
  await v.check(
    'reversal does not cancel its move',
    sql`select r.id, r.reverses_id from inv_stock_move r left join inv_stock_move o on o.id = r.reverses_id
          where r.reverses_id is not null and (o.id is null or o.lot_id <> r.lot_id or o.qty <> -r.qty)`,
  );
  for (const ref of [
    { table: 'inv_stock_move', type: 'doc_type', doc: 'doc_id', line: 'doc_line_id' },
    { table: 'inv_reservation', type: 'doc_type', doc: 'doc_id', line: 'doc_line_id' },
    { table: 'inv_lot', type: 'source_doc_type', doc: 'source_doc_id', line: 'source_line_id' },
  ]) {
    v.out.push(...(await danglingDocRefs(db, ref, documents)));
  }
  return v.out;
}
