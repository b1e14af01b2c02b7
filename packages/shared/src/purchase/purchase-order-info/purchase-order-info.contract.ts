import { z } from 'zod';

const opt = (max: number) => z.string().trim().max(max).optional();

/**
 * POST /merchant/purchase/purchaseorder/:id/change — a change to an approved PO's info (decision 0041),
 * at the PO's `Version` read: only the fields given change (header: payment terms, delivery address,
 * remark; lines by `Id`: quantity, unit cost, required date). `Reason` why.
 */
export const poChangeBody = z.object({
  Version: z.number().int(),
  Reason: z.string().trim().max(500).default(''),
  PaymentTerms: z.number().int().optional(),
  DeliveryAddress: opt(300),
  Remark: opt(1000),
  Lines: z
    .array(
      z.object({
        Id: z.number().int().positive(),
        Quantity: z.number().int().optional(),
        UnitCost: opt(24),
        RequiredDate: opt(10),
      }),
    )
    .max(200)
    .default([]),
});
export type PoChange = z.infer<typeof poChangeBody>;

/** `pur_order_change.status`: 1 pending review, 2 applied, 3 rejected. */
export const PO_CHANGE_STATUS = { pending: 1, applied: 2, rejected: 3 } as const;
export const PO_CHANGE_DOC = 'purchaseOrderChange';
export const PO_CHANGE_REVIEW = 'purchaseOrderInfo';
export const PO_CHANGE_QUEUE_MENU = 'purchase/document-audit/purchase-orderInfo';
/** PO statuses whose info changes through a change request: ordered, partly received, received. */
export const PO_CHANGEABLE: readonly number[] = [3, 6, 7];
