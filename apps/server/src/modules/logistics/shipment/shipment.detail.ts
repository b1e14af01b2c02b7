import { D } from '@partdesk/shared/core/money';
import {
  DEFAULT_VOLUMETRIC_DIVISOR,
  SHIPMENT_CARGO_REVIEW,
  SHIPMENT_CREDIT_REVIEW,
  SHIPMENT_OVERWEIGHT_REVIEW,
} from '@partdesk/shared/logistics/shipment/shipment.codes';
import { volumetricKg } from '@partdesk/shared/logistics/shipment/shipment.rules';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { reviewStateOf } from '../../../core/reviews/index.js';
import { shipmentColumns } from './shipment.list.js';
import { shipmentBoxes, shipmentLines, shipmentPicks } from './shipment.queries.js';
import { logShipment } from './shipment.table.js';

/**
 * One shipment as the detail answers it: header, lines (with the order numbers), picks, boxes with
 * volumetric weight (the courier's divisor), the customs declaration, the accepted and actual (Σ gross) weight and the state of its reviews (credit, overweight, purchasing's cargo review).
 */
export async function shipmentDetail(db: Executor, id: number) {
  const [head] = await db
    .select({
      ...shipmentColumns,
      ConsigneePhone: logShipment.consigneePhone,
      ConsigneeAddress: logShipment.consigneeAddress,
      CountryId: logShipment.countryId,
      Currency: logShipment.currency,
      CourierAccount: logShipment.courierAccount,
      Remark: logShipment.remark,
      VoidReason: logShipment.voidReason,
      AcceptedWeight: logShipment.acceptedWeight,
      CreditReview: logShipment.creditReview,
      CargoReview: logShipment.cargoReview,
      DeclareId: logShipment.declareId,
      DeclaredValue: logShipment.declaredValue,
      DeclaredCurrency: logShipment.declaredCurrency,
      /** The forwarder the goods are handed to (decision 0059) and its name. */
      ForwarderId: logShipment.forwarderId,
      ForwarderName: sql<
        string | null
      >`(select f.name from base_forwarding_company f where f.id = ${logShipment.forwarderId})`,
      /** The courier's volumetric divisor (decision 0052), the default until a courier is entered. */
      VolumetricDivisor: sql<number>`coalesce((select e.volumetric_divisor from base_express_company e where e.id = ${logShipment.courierId}), ${DEFAULT_VOLUMETRIC_DIVISOR})::int`,
    })
    .from(logShipment)
    .where(eq(logShipment.id, id));
  const lines = await shipmentLines(db, id);
  const picks = await shipmentPicks(db, id);
  const boxes = await shipmentBoxes(db, id);
  // The reviews (decision 0046): each type's latest request (pending, approved, rejected, withdrawn).
  const [credit, overweight, cargo] = await Promise.all([
    reviewStateOf(db, SHIPMENT_CREDIT_REVIEW, id),
    reviewStateOf(db, SHIPMENT_OVERWEIGHT_REVIEW, id),
    reviewStateOf(db, SHIPMENT_CARGO_REVIEW, id),
  ]);
  return {
    ...head!,
    ActualWeight: boxes.reduce((a, b) => a.plus(b.grossWeight), new D(0)).toFixed(3),
    Reviews: { Credit: credit, Overweight: overweight, Cargo: cargo },
    Lines: lines.map((l) => ({
      Id: l.id,
      LineNo: l.lineNo,
      OrderId: l.orderId,
      OrderLineId: l.orderLineId,
      Mpn: l.mpn,
      Brand: l.brand,
      Quantity: l.quantity,
      PickedQty: l.pickedQty,
      PackedQty: l.packedQty,
    })),
    Picks: picks.map((p) => ({ LineId: p.lineId, LotId: p.lotId, Quantity: p.qty })),
    Boxes: boxes.map((b) => {
      const dims = { Length: b.length, Width: b.width, Height: b.height };
      return {
        BoxNo: b.boxNo,
        ...dims,
        GrossWeight: b.grossWeight,
        NetWeight: b.netWeight,
        Gauge: b.gauge,
        VolumetricWeight: volumetricKg(dims, head!.VolumetricDivisor),
        Lines: b.lines.map((c) => ({ LineId: c.lineId, Quantity: c.qty })),
      };
    }),
  };
}
