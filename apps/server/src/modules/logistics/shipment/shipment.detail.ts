import { DEFAULT_VOLUMETRIC_DIVISOR } from '@partdesk/shared/logistics/shipment/shipment.codes';
import { volumetricKg } from '@partdesk/shared/logistics/shipment/shipment.rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { shipmentColumns } from './shipment.list.js';
import { shipmentBoxes, shipmentLines, shipmentPicks } from './shipment.queries.js';
import { logShipment } from './shipment.table.js';

/** One shipment as the detail answers it: header, lines (with the order numbers), picks, boxes with volumetric weight. */
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
    })
    .from(logShipment)
    .where(eq(logShipment.id, id));
  const lines = await shipmentLines(db, id);
  const picks = await shipmentPicks(db, id);
  const boxes = await shipmentBoxes(db, id);
  return {
    ...head!,
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
        VolumetricWeight: volumetricKg(dims, DEFAULT_VOLUMETRIC_DIVISOR),
        Lines: b.lines.map((c) => ({ LineId: c.lineId, Quantity: c.qty })),
      };
    }),
  };
}
