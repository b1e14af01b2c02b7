import { z } from 'zod';

const version = z.number().int().positive();

/** POST /merchant/logistics/shipment: from notified sales orders, the chosen lines and quantities. */
export const shipmentCreateBody = z.object({
  OrderIds: z.array(z.number().int().positive()).max(50).default([]),
  /** Left out: every shippable quantity of the chosen orders. */
  Lines: z
    .array(z.object({ OrderLineId: z.number().int().positive(), Quantity: z.number().int() }))
    .max(500)
    .optional(),
  Remark: z.string().trim().max(500).default(''),
  /**
   * The weight quoted to the courier / customer, kg (spec: "Accepted weight must be an integer greater
   * than 0"; checked by the use case, message naming AcceptedWeight). Left out: no overweight check.
   */
  AcceptedWeight: z.number().nullable().optional(),
});
export type ShipmentCreate = z.infer<typeof shipmentCreateBody>;

export const shipmentVersionBody = z.object({ Version: version });
export type ShipmentVersion = z.infer<typeof shipmentVersionBody>;

export const shipmentVoidBody = z.object({
  Version: version,
  Reason: z.string().trim().max(500).default(''),
});

/** PUT …/:id/boxes: the boxes replace the ones saved before. Dimensions cm, weights kg (decimal strings). */
export const shipmentBoxesBody = z.object({
  Version: version,
  Boxes: z
    .array(
      z.object({
        Length: z.string(),
        Width: z.string(),
        Height: z.string(),
        GrossWeight: z.string(),
        NetWeight: z.string(),
        Gauge: z.string().trim().max(50).default(''),
        Lines: z
          .array(z.object({ LineId: z.number().int().positive(), Quantity: z.number().int() }))
          .max(200),
      }),
    )
    .max(200),
});
export type ShipmentBoxes = z.infer<typeof shipmentBoxesBody>;

/** PUT …/:id/courier. */
export const shipmentCourierBody = z.object({
  Version: version,
  CourierId: z.number().int().positive(),
  CourierAccount: z.string().trim().max(100).default(''),
  TrackingNo: z.string().trim().max(100),
  /**
   * The customs declaration (decision 0052): an enabled option of the declare lookup (null / absent:
   * none recorded); the declared value, when given, within the rule's tolerance of what the rule computes
   * (absent: the computed value).
   */
  DeclareId: z.number().int().positive().nullish(),
  DeclaredValue: z.string().trim().max(20).nullish(),
  /**
   * The forwarder the goods are handed to (decision 0059): an active forwarder of the shipment's company
   * (the workdocking screen's); null / absent: none (the courier collects).
   */
  ForwarderId: z.number().int().positive().nullish(),
});
export type ShipmentCourier = z.infer<typeof shipmentCourierBody>;
