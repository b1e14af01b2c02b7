import { z } from 'zod';
import { MAX_DELIVERY_LINES } from './supplier-delivery.codes.js';

const text = (max: number) => z.string().trim().max(max).default('');
const id = z.number().int().positive();

/** A line: the PO line delivered and how many pieces (a positive integer). */
export const supplierDeliveryLineBody = z.object({
  OrderLineId: id,
  Quantity: z.number().int(),
});

/** The fields create and edit share (the PO is fixed at create). */
const deliveryFields = {
  Carrier: text(60),
  TrackingNo: text(80),
  /** YYYY-MM-DD. */
  ShippedDate: text(10),
  /** Expected arrival, YYYY-MM-DD, not before the shipped date. */
  ExpectedDate: text(10),
  Remark: text(500),
  Lines: z.array(supplierDeliveryLineBody).max(MAX_DELIVERY_LINES),
};

/** POST /merchant/purchase/supplierdelivery. */
export const supplierDeliveryCreateBody = z.object({ OrderId: id, ...deliveryFields });
export type SupplierDeliveryCreate = z.infer<typeof supplierDeliveryCreateBody>;

/** PUT /merchant/purchase/supplierdelivery/:id — the whole delivery at the Version read (in transit only). */
export const supplierDeliveryUpdateBody = z.object({ Version: z.number().int(), ...deliveryFields });
export type SupplierDeliveryUpdate = z.infer<typeof supplierDeliveryUpdateBody>;

/** PUT …/:id/arrive and …/:id/cancel. */
export const supplierDeliveryActionBody = z.object({ Version: z.number().int(), Reason: text(500) });

/** A row as list and detail answer it. */
export const supplierDeliveryView = z.object({
  Id: z.number(),
  No: z.string(),
  OrderId: z.number(),
  OrderNo: z.string().nullable(),
  SupplierId: z.number(),
  SupplierName: z.string().nullable(),
  Carrier: z.string(),
  TrackingNo: z.string(),
  ShippedDate: z.string().nullable(),
  ExpectedDate: z.string().nullable(),
  ArrivedDate: z.string().nullable(),
  Quantity: z.number(),
  Status: z.number(),
  Remark: z.string(),
  OwnerId: z.number(),
  OwnerName: z.string().nullable(),
  TenantId: z.number(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type SupplierDeliveryView = z.infer<typeof supplierDeliveryView>;

/** A line of the detail: the PO line with what it ordered, received and what may still be delivered. */
export type SupplierDeliveryLineView = {
  Id: number;
  OrderLineId: number;
  LineNo: number;
  Mpn: string;
  Brand: string;
  Quantity: number;
  Ordered: number;
  Received: number;
};
