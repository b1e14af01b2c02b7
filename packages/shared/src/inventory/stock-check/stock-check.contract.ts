import { z } from 'zod';

/** POST /merchant/inventory/stockcheck: a count sheet of one warehouse (and zone) of its owner company. */
export const stockCheckCreateBody = z.object({
  WarehouseId: z.number().int().positive(),
  ZoneId: z.number().int().positive().nullish(),
  Remark: z.string().trim().max(500).default(''),
});
export type StockCheckCreate = z.infer<typeof stockCheckCreateBody>;

/**
 * A line as the counter saves it: a book line (`Id` of a line holding a lot) takes only its counted
 * quantity; a found-stock line (no lot: new, or `Id` of one saved before) also names the goods and their
 * cost. `CountedQty` is checked by the use case (isCountQty) so the refusal names the field.
 */
export const stockCheckLineInput = z.object({
  Id: z.number().int().positive().optional(),
  CountedQty: z.number(),
  Mpn: z.string().trim().max(100).optional(),
  Brand: z.string().trim().max(100).optional(),
  Package: z.string().trim().max(100).optional(),
  DateCode: z.string().trim().max(20).optional(),
  UnitCost: z.string().trim().max(40).optional(),
  Currency: z.string().trim().max(10).optional(),
});
export type StockCheckLineInput = z.infer<typeof stockCheckLineInput>;

/**
 * PUT /merchant/inventory/stockcheck/:id: the counts at the version read. Book lines left out keep their
 * count; found-stock lines left out are removed.
 */
export const stockCheckUpdateBody = z.object({
  Version: z.number().int().positive(),
  Remark: z.string().trim().max(500).optional(),
  Lines: z.array(stockCheckLineInput).max(5000),
});
export type StockCheckUpdate = z.infer<typeof stockCheckUpdateBody>;

/** PUT /merchant/inventory/stockcheck/:id/submit. */
export const stockCheckVersionBody = z.object({ Version: z.number().int().positive() });

/** A row as list and detail answer it. */
export const stockCheckView = z.object({
  Id: z.number(),
  No: z.string(),
  TenantId: z.number(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  ZoneId: z.number().nullable(),
  ZoneName: z.string().nullable(),
  Remark: z.string(),
  Status: z.number(),
  OwnerId: z.number(),
  OwnerName: z.string().nullable(),
  LineCount: z.number(),
  DifferenceLines: z.number(),
  PostedOn: z.string().nullable(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type StockCheckView = z.infer<typeof stockCheckView>;

/** A line of the detail: book (snapshot of the lot's on hand), counted, difference = counted − book. */
export interface StockCheckLineView {
  Id: number;
  LotId: number | null;
  Found: boolean;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  QcState: number | null;
  BookQty: number;
  CountedQty: number;
  Difference: number;
  UnitCost: string | null;
  Currency: string | null;
}

export type StockCheckDetail = StockCheckView & { Lines: StockCheckLineView[] };

/** GET /merchant/inventory/lot/:id/moves: a lot's stock moves, oldest first. */
export interface LotMoveView {
  Id: number;
  Qty: number;
  Kind: number;
  DocType: string;
  DocId: number;
  DocLineId: number;
  DocNo: string | null;
  CreatedAt: string;
}
