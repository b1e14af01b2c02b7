import { z } from 'zod';
import { SPOT_SUPPLY_MAX_LINES } from './spot-supply.rules.js';

const id = z.number().int().positive();

/** POST /merchant/sale/spotsupply: own lots taken for lines of one approved sales order. */
export const spotSupplyCreateBody = z.object({
  OrderId: id,
  Remark: z.string().trim().max(500).default(''),
  Lines: z
    .array(z.object({ OrderLineId: id, LotId: id, Quantity: z.number().int() }))
    .max(SPOT_SUPPLY_MAX_LINES),
});
export type SpotSupplyCreate = z.infer<typeof spotSupplyCreateBody>;

/** A row as the lists answer it. */
export const spotSupplyView = z.object({
  Id: z.number(),
  No: z.string(),
  OrderId: z.number(),
  OrderNo: z.string(),
  Remark: z.string(),
  Status: z.number(),
  Quantity: z.number(),
  OwnerId: z.number(),
  OwnerName: z.string().nullable(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type SpotSupplyView = z.infer<typeof spotSupplyView>;

/** A line of the detail. */
export const spotSupplyLineView = z.object({
  Id: z.number(),
  LineNo: z.number(),
  OrderLineId: z.number(),
  LotId: z.number(),
  Mpn: z.string(),
  Brand: z.string(),
  DateCode: z.string(),
  Quantity: z.number(),
});
export type SpotSupplyLineView = z.infer<typeof spotSupplyLineView>;

/** GET /merchant/sale/spotsupply/:id. */
export type SpotSupplyDetail = SpotSupplyView & { Lines: SpotSupplyLineView[] };

/** GET /merchant/sale/spotsupply/order/:orderId/lines: the open lines of an approved order. */
export interface SpotOrderLine {
  Id: number;
  LineNo: number;
  Mpn: string;
  Brand: string;
  Quantity: number;
  ReservedQty: number;
  ShippedQty: number;
  OpenQty: number;
}

/** GET /merchant/sale/spotsupply/lots?Mpn=: the available (passed QC) own lots of a part. */
export interface SpotLot {
  Id: number;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  WarehouseId: number;
  OnHand: number;
  Reserved: number;
  Available: number;
}
