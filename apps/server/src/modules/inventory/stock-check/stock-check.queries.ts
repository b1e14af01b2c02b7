import type {
  LotMoveView,
  StockCheckDetail,
  StockCheckLineView,
} from '@partdesk/shared/inventory/stock-check/stock-check.contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { invLot, invStockMove } from '../ledger/stock-ledger.table.js';
import { stockCheckDocument } from './stock-check.document.js';
import { stockCheckColumns } from './stock-check.list.js';
import { invStockCheck, invStockCheckLine } from './stock-check.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadStockCheck(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, invStockCheck, id, stockCheckDocument.visibleWhere(user), 'errors.notFound', lock);
}

/** The sheet's lines as the detail shows them (book, counted, difference), in line order. */
export async function stockCheckLines(db: Executor, checkId: number): Promise<StockCheckLineView[]> {
  const l = invStockCheckLine;
  const rows = await db
    .select({
      Id: l.id,
      LotId: l.lotId,
      Found: sql<boolean>`${l.found} = 1`,
      Mpn: sql<string>`coalesce(${invLot.mpn}, ${l.mpn})`,
      Brand: sql<string>`coalesce(${invLot.brand}, ${l.brand})`,
      Package: sql<string>`coalesce(${invLot.package}, ${l.package})`,
      DateCode: sql<string>`coalesce(${invLot.dateCode}, ${l.dateCode})`,
      QcState: invLot.qcState,
      BookQty: l.bookQty,
      CountedQty: l.countedQty,
      UnitCost: sql<string | null>`coalesce(${l.unitCost}, ${invLot.unitCost})::text`,
      Currency: sql<string | null>`coalesce(${l.currency}, ${invLot.currency})`,
    })
    .from(l)
    .leftJoin(invLot, eq(invLot.id, l.lotId))
    .where(eq(l.checkId, checkId))
    .orderBy(asc(l.lineNo), asc(l.id));
  return rows.map((r) => ({ ...r, Difference: r.CountedQty - r.BookQty }));
}

/** One sheet with its lines (the caller already checked it may see it). */
export async function stockCheckDetail(db: Executor, id: number): Promise<StockCheckDetail> {
  const [view] = await db.select(stockCheckColumns).from(invStockCheck).where(eq(invStockCheck.id, id));
  return { ...(view as unknown as StockCheckDetail), Lines: await stockCheckLines(db, id) };
}

/** A lot's stock moves, oldest first, with the number of the document each points at when it is a stock check. */
export async function lotMoves(db: Executor, lotId: number): Promise<LotMoveView[]> {
  const m = invStockMove;
  const rows = await db
    .select({
      Id: m.id,
      Qty: m.qty,
      Kind: m.kind,
      DocType: m.docType,
      DocId: m.docId,
      DocLineId: m.docLineId,
      DocNo: sql<
        string | null
      >`case when ${m.docType} = 'stockCheck' then (select c.no from ${invStockCheck} c where c.id = ${m.docId}) end`,
      CreatedAt: m.createdAt,
    })
    .from(m)
    .where(eq(m.lotId, lotId))
    .orderBy(asc(m.id));
  return rows.map((r) => ({ ...r, CreatedAt: new Date(r.CreatedAt).toISOString() }));
}
