import { z } from 'zod';

/** GET /merchant/purchase/setup. */
export interface PurchaseSetup {
  /** CNY amount from which a PO review needs the extra step (the chain step's minAmount). */
  ReviewThreshold: string;
  /** The step's approver roles, for display. */
  ReviewExtraRoles: string[];
  /** PO_PAYMENT_TERMS value a new PO gets when none is given. */
  DefaultPaymentTerms: number;
  /** Warehouses goods may be received into; empty = every enabled warehouse of the PO's company. */
  InboundWarehouseIds: number[];
  /** SALES_CARGO_REVIEW: which shipments need purchasing's review before they ship (decision 0053). */
  SalesCargoReview: number;
  Version: number;
  UpdatedAt: string | null;
  UpdatedByName: string;
}

/** PUT /merchant/purchase/setup — the whole form at the Version read. */
export const purchaseSetupBody = z.object({
  ReviewThreshold: z.union([z.string().trim().max(30), z.number()]),
  DefaultPaymentTerms: z.number().int(),
  InboundWarehouseIds: z.array(z.number().int()).max(200),
  /** Optional: left out → unchanged. */
  SalesCargoReview: z.number().int().optional(),
  Version: z.number().int(),
});
export type PurchaseSetupUpdate = z.infer<typeof purchaseSetupBody>;

/** POST /merchant/purchase/deliverystats. Dates YYYY-MM-DD on the PO line's required date. */
export const deliveryStatsBody = z.object({
  DateStart: z.string().trim().max(10).optional(),
  DateEnd: z.string().trim().max(10).optional(),
  TenantId: z.number().int().optional(),
});
export type DeliveryStatsQuery = z.infer<typeof deliveryStatsBody>;

/** One group of the statistics: PO lines due (or fully received) and how they were delivered. */
export interface DeliveryStatsRow {
  Id: number;
  Name: string;
  /** Lines counted (OnTime + Partial + Late). */
  Lines: number;
  OnTime: number;
  Partial: number;
  Late: number;
  /** OnTime / Lines in %, 1 decimal, as a string ("0.0" when no line). */
  OnTimeRate: string;
}

export interface DeliveryStats {
  BySupplier: DeliveryStatsRow[];
  ByBuyer: DeliveryStatsRow[];
  Total: Omit<DeliveryStatsRow, 'Id' | 'Name'>;
}
