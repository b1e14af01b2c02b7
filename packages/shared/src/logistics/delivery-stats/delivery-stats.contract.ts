import { z } from 'zod';

/** The delivery statistics screen (a leaf of access/menu-tree.ts): reading it is holding the screen. */
export const DELIVERY_STATS_MENU = 'sales/sales-deliverystats';
/** The longest range the statistics take (days, both ends inclusive): two years of months. */
export const DELIVERY_STATS_MAX_DAYS = 731;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.number().int().positive();

/**
 * `POST /merchant/logistics/deliverystats/Query` (decision 0047): shipped shipments CK whose China
 * shipping day lies between DateStart and DateEnd (inclusive), optionally of one courier, country or
 * customer; within the caller's data scope of shipments.
 */
export const deliveryStatsBody = z
  .object({
    DateStart: day,
    DateEnd: day,
    CourierId: id.optional(),
    CountryId: id.optional(),
    CustomerId: id.optional(),
  })
  .strict();
export type DeliveryStatsBody = z.infer<typeof deliveryStatsBody>;

/**
 * Counts of one group: shipments, pieces, and on time vs the sales orders' required date (a shipment is
 * on time when its China shipping day is on or before the earliest required date of the order lines it
 * ships; `NoDate` when none of them has one).
 */
export interface DeliveryStatsCounts {
  Shipments: number;
  Quantity: number;
  OnTime: number;
  Late: number;
  NoDate: number;
}

export interface DeliveryStatsGroup extends DeliveryStatsCounts {
  /** `YYYY-MM` for months; the courier's or country's id (null: none) otherwise. */
  Key: string | number | null;
  /** The month, or the courier's / country's name in the request language. */
  Name: string;
}

export interface DeliveryStatsView {
  Total: DeliveryStatsCounts;
  ByMonth: DeliveryStatsGroup[];
  ByCourier: DeliveryStatsGroup[];
  ByCountry: DeliveryStatsGroup[];
}
