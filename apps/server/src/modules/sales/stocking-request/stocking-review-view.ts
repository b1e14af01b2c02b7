import type { ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import type { Lang } from '@partdesk/shared/i18n/index';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { stockingRequestColumns, stockingRequestLines } from './stocking-request.queries.js';
import { salesStockingRequest } from './stocking-request.table.js';

const L = (k: string) => `resources.stockingRequest.${k}`;

/** The queue row of a stocking request: the customer, the salesperson, the order and the reason. */
export async function stockingReviewSummaries(
  db: Executor,
  ids: number[],
  _lang: Lang,
): Promise<Map<number, ReviewSummary>> {
  const rows = await db
    .select(stockingRequestColumns)
    .from(salesStockingRequest)
    .where(inArray(salesStockingRequest.id, ids));
  return new Map(
    rows.map((r) => [
      r.Id,
      {
        Who: r.CustomerName,
        Owner: r.OwnerName,
        Facts: [
          { Label: L('OrderNo'), Value: r.OrderNo },
          { Label: L('Quantity'), Value: String(r.Quantity) },
          ...(r.Reason ? [{ Label: L('Reason'), Value: r.Reason }] : []),
        ],
      },
    ]),
  );
}

/** The request's lines in the queue's expanded row. */
export async function stockingReviewLines(db: Executor, id: number): Promise<ReviewLines> {
  const lines = await stockingRequestLines(db, [id]);
  return {
    Columns: [
      { Name: 'Mpn', Label: L('Mpn') },
      { Name: 'Brand', Label: L('Brand') },
      { Name: 'Package', Label: L('Package') },
      { Name: 'Quantity', Label: L('Quantity'), Kind: 'number' },
      { Name: 'Remark', Label: L('Remark') },
    ],
    Records: lines.map((l) => ({
      Mpn: l.Mpn,
      Brand: l.Brand,
      Package: l.Package,
      Quantity: l.Quantity,
      Remark: l.Remark,
    })),
  };
}
