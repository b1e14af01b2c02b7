import { z } from 'zod';
import { MAX_PO_LINES } from './purchase-order.codes.js';

const text = (max: number) => z.string().trim().max(max).default('');
const id = z.number().int().positive();

/**
 * A line of POST /merchant/purchase/purchaseorder (create) and PUT …/:id (update). `UnitCost` a decimal
 * string (≤ 6 decimals, > 0), optional while the PO is being completed (required to submit);
 * `Quantity` a positive integer. `Id` of an existing line (update); lines made from purchase demand keep
 * their source (the demand row) whatever the body says.
 */
export const purchaseOrderLineBody = z.object({
  Id: id.optional(),
  PartId: id.optional(),
  Mpn: z.string().trim().max(100),
  Brand: text(100),
  Package: text(60),
  /** The D/C requirement (e.g. "2024+", "within 2 years"). */
  DateCode: text(32),
  Quantity: z.number().int(),
  UnitCost: z.string().trim().max(24).optional(),
  RequiredDate: text(10),
  Remark: text(500),
});
export type PurchaseOrderLineInput = z.infer<typeof purchaseOrderLineBody>;

/** The header of a PO (create and update): DOMAIN.md step 5. */
export const purchaseOrderHeader = z.object({
  SupplierId: id,
  /** Owner company: 2 or 4. */
  TenantId: z.number().int(),
  Currency: z.string().trim().toUpperCase().min(3).max(3),
  /** Percent: 0, 1, 3, 9, 10, 11 or 13. */
  TaxRate: z.number(),
  /** PO_PAYMENT_TERMS. */
  PaymentTerms: z.number().int(),
  WarehouseId: id.optional(),
  DeliveryAddress: text(300),
  Remark: text(1000),
  Lines: z.array(purchaseOrderLineBody).max(MAX_PO_LINES),
});

/** POST /merchant/purchase/purchaseorder. No PaymentTerms: the purchase-setup default (decision 0048). */
export const purchaseOrderCreateBody = purchaseOrderHeader.extend({
  PaymentTerms: z.number().int().optional(),
});
export type PurchaseOrderCreate = z.infer<typeof purchaseOrderCreateBody>;

/** PUT /merchant/purchase/purchaseorder/:id — the whole PO at the Version read. */
export const purchaseOrderUpdateBody = purchaseOrderHeader.extend({ Version: z.number().int() });
export type PurchaseOrderUpdate = z.infer<typeof purchaseOrderUpdateBody>;

/** PUT /merchant/purchase/purchaseorder/:id/submit and …/cancel. */
export const purchaseOrderVersionBody = z.object({ Version: z.number().int(), Reason: text(500) });

/**
 * POST /merchant/purchase/purchaseorder/generate (generate-purchase): ticked demand rows, each with the
 * supplier to buy from and optionally the unit cost and a quantity (default: what is still to buy).
 */
export const generatePurchaseBody = z.object({
  Rows: z
    .array(
      z.object({
        SourceType: z.string().trim().min(1).max(40),
        LineId: id,
        SupplierId: id,
        UnitCost: z.string().trim().max(24).optional(),
        Quantity: z.number().int().optional(),
      }),
    )
    .min(1)
    .max(MAX_PO_LINES),
});
export type GeneratePurchase = z.infer<typeof generatePurchaseBody>;

/** POST /merchant/purchase/pendingorder/Query: the demand still to buy (filters of purchaseDemand). */
export const pendingOrderQuery = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(50),
  SourceType: z.string().trim().max(40).optional(),
  Mpn: z.string().trim().max(100).optional(),
  TenantId: z.number().int().optional(),
  SalespersonId: z.number().int().optional(),
  CustomerId: z.number().int().optional(),
  OrderId: z.number().int().optional(),
  RequiredBy: z.string().trim().max(10).optional(),
});
export type PendingOrderQuery = z.infer<typeof pendingOrderQuery>;

/** A PO row as list and detail answer it. */
export const purchaseOrderView = z.object({
  Id: z.number(),
  No: z.string(),
  SupplierId: z.number(),
  SupplierName: z.string().nullable(),
  TenantId: z.number(),
  Currency: z.string(),
  Rate: z.string(),
  TaxRate: z.string(),
  PaymentTerms: z.number(),
  Amount: z.string(),
  TaxAmount: z.string(),
  Total: z.string(),
  Status: z.number(),
  OwnerId: z.number(),
  OwnerName: z.string().nullable(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type PurchaseOrderView = z.infer<typeof purchaseOrderView>;
