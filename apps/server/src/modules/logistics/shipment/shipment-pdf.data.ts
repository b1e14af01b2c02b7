import { D } from '@partdesk/shared/core/money';
import { eq, inArray, sql } from 'drizzle-orm';
import { sysTenant } from '../../../core/access/identity.table.js';
import type { Executor } from '../../../core/db/client.js';
import { invLot, invWarehouse, invWarehouseLocation, invWarehouseZone } from '../../inventory/index.js';
import { productPart } from '../../product/index.js';
import { salesOrder, salesOrderLine } from '../../sales/index.js';
import { planPicks, shipmentBoxes, shipmentLines, shipmentPicks } from './shipment.queries.js';
import { logShipment } from './shipment.table.js';

/**
 * What the shipment PDFs print (pick list, label + packing list, commercial invoice), read in one place:
 * the header with its names (owner company, customer, country, courier), the lines with their order line
 * (package, D/C, unit price, customer P/N) and part (description), the picks with their lots and where
 * they sit, and the boxes.
 */
export async function shipmentPdfData(db: Executor, id: number) {
  const [s] = await db
    .select({
      row: logShipment,
      customerName: sql<string>`(select c.name from crm_customer c where c.id = ${logShipment.customerId})`,
      customerNameEn: sql<string>`(select c.name_en from crm_customer c where c.id = ${logShipment.customerId})`,
      countryCode: sql<
        string | null
      >`(select c.code from base_country c where c.id = ${logShipment.countryId})`,
      countryZh: sql<
        string | null
      >`(select c.name_cn from base_country c where c.id = ${logShipment.countryId})`,
      countryEn: sql<
        string | null
      >`(select c.name_en from base_country c where c.id = ${logShipment.countryId})`,
      courierName: sql<
        string | null
      >`(select e.name from base_express_company e where e.id = ${logShipment.courierId})`,
      courierNameEn: sql<
        string | null
      >`(select e.name_en from base_express_company e where e.id = ${logShipment.courierId})`,
      declareName: sql<
        string | null
      >`(select d.name from base_declare d where d.id = ${logShipment.declareId})`,
      declareNameEn: sql<
        string | null
      >`(select d.name_en from base_declare d where d.id = ${logShipment.declareId})`,
    })
    .from(logShipment)
    .where(eq(logShipment.id, id));
  if (!s) throw new Error(`shipment ${id} not found`);
  const [tenant] = await db.select().from(sysTenant).where(eq(sysTenant.id, s.row.tenantId));
  const lines = await shipmentLines(db, id);
  const orderLines = lines.length
    ? await db
        .select({
          id: salesOrderLine.id,
          orderNo: salesOrder.no,
          package: salesOrderLine.package,
          dateCode: salesOrderLine.dateCode,
          unitPrice: salesOrderLine.unitPrice,
          customerPn: salesOrderLine.customerPn,
          description: productPart.description,
          hsCode: productPart.hsCode,
          partCoo: productPart.coo,
        })
        .from(salesOrderLine)
        .innerJoin(salesOrder, eq(salesOrder.id, salesOrderLine.orderId))
        .leftJoin(productPart, eq(productPart.id, salesOrderLine.partId))
        .where(
          inArray(
            salesOrderLine.id,
            lines.map((l) => l.orderLineId),
          ),
        )
    : [];
  const byOrderLine = new Map(orderLines.map((o) => [o.id, o]));

  // Confirmed picks; before the pick is confirmed, the plan pick would confirm (planned = true).
  const confirmed = await shipmentPicks(db, id);
  const planned = !confirmed.length;
  const picks = planned
    ? (
        await Promise.all(
          lines.map(async (l) =>
            (await planPicks(db, l, id)).takes.map((x) => ({ lineId: l.id, lotId: x.lotId, qty: x.qty })),
          ),
        )
      ).flat()
    : confirmed;
  const lotIds = [...new Set(picks.map((p) => p.lotId))];
  const lots = lotIds.length
    ? await db
        .select({
          id: invLot.id,
          mpn: invLot.mpn,
          brand: invLot.brand,
          dateCode: invLot.dateCode,
          lotNo: invLot.lotNo,
          coo: invLot.coo,
          warehouse: invWarehouse.name,
          warehouseEn: invWarehouse.nameEn,
          warehouseCode: invWarehouse.code,
          zone: sql<string>`coalesce(${invWarehouseZone.code}, '')`,
          location: sql<string>`coalesce(${invWarehouseLocation.code}, '')`,
        })
        .from(invLot)
        .innerJoin(invWarehouse, eq(invWarehouse.id, invLot.warehouseId))
        .leftJoin(invWarehouseZone, eq(invWarehouseZone.id, invLot.zoneId))
        .leftJoin(invWarehouseLocation, eq(invWarehouseLocation.id, invLot.locationId))
        .where(inArray(invLot.id, lotIds))
    : [];
  const lotById = new Map(lots.map((l) => [l.id, l]));

  const lineRows = lines.map((l) => {
    const o = byOrderLine.get(l.orderLineId);
    const unitPrice = o?.unitPrice ?? '0';
    const cooSet = new Set(
      picks
        .filter((p) => p.lineId === l.id)
        .map((p) => lotById.get(p.lotId)?.coo ?? '')
        .filter(Boolean),
    );
    return {
      ...l,
      orderNo: o?.orderNo ?? '',
      package: o?.package ?? '',
      dateCode: o?.dateCode ?? '',
      customerPn: o?.customerPn ?? '',
      description: o?.description ?? '',
      unitPrice,
      /** Declared value: quantity × the order line's unit price, rounded to cents. */
      amount: new D(unitPrice).mul(l.quantity).toDecimalPlaces(2).toFixed(2),
      /** The lots' COO, else the part's country of origin (decision 0052). */
      origin: cooSet.size ? [...cooSet].sort().join(', ') : (o?.partCoo ?? ''),
      hsCode: o?.hsCode ?? '',
    };
  });
  const lineById = new Map(lineRows.map((l) => [l.id, l]));
  /** The pick rows, sorted by where they sit (warehouse, zone, location), then MPN and lot. */
  const pickRows = picks
    .map((p) => {
      const lot = lotById.get(p.lotId);
      const line = lineById.get(p.lineId);
      return {
        lineNo: line?.lineNo ?? 0,
        orderNo: line?.orderNo ?? '',
        mpn: lot?.mpn ?? line?.mpn ?? '',
        brand: lot?.brand ?? line?.brand ?? '',
        dateCode: lot?.dateCode ?? '',
        lotId: p.lotId,
        lotNo: lot?.lotNo ?? '',
        warehouse: lot?.warehouse ?? '',
        warehouseEn: lot?.warehouseEn ?? '',
        warehouseCode: lot?.warehouseCode ?? '',
        zone: lot?.zone ?? '',
        location: lot?.location ?? '',
        qty: p.qty,
      };
    })
    .sort(
      (a, b) =>
        a.warehouseCode.localeCompare(b.warehouseCode) ||
        a.zone.localeCompare(b.zone) ||
        a.location.localeCompare(b.location) ||
        a.mpn.localeCompare(b.mpn) ||
        a.lotId - b.lotId,
    );
  const boxes = await shipmentBoxes(db, id);
  return {
    ...s,
    tenant,
    lines: lineRows,
    lineById,
    planned,
    picks: pickRows,
    boxes,
    total: lineRows.reduce((a, l) => a.add(l.amount), new D(0)).toFixed(2),
    gross: boxes.reduce((a, b) => a.add(b.grossWeight), new D(0)).toFixed(3),
    net: boxes.reduce((a, b) => a.add(b.netWeight), new D(0)).toFixed(3),
  };
}

export type ShipmentPdfData = Awaited<ReturnType<typeof shipmentPdfData>>;
