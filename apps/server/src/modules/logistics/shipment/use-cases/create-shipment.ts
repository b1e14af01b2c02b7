import { docType } from '@partdesk/shared/core/doc-types';
import { SHIPMENT_DOC, SHIPMENT_STATUS } from '@partdesk/shared/logistics/shipment/shipment.codes';
import type { ShipmentCreate } from '@partdesk/shared/logistics/shipment/shipment.contract';
import { shippableQty } from '@partdesk/shared/logistics/shipment/shipment.rules';
import { nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import { checkAcceptedWeight } from '../shipment-weight.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { lockOrdersForShipping, orderShippable } from '../../../sales/index.js';
import { openQtyByOrderLine } from '../shipment.queries.js';
import { logShipment, logShipmentLine } from '../shipment.table.js';

const PREFIX = docType(SHIPMENT_DOC)!.prefix;

/**
 * POST /merchant/logistics/shipment — a shipment CK from notified sales orders (issue #16): at least one
 * order ("Select at least one sales order", naming OrderIds), each approved and not paused, all of one
 * customer and one consignee; each chosen line of those orders, a whole quantity > 0 and ≤ shippable
 * (notified, reserved, not shipped, not on another open shipment; shared `shippableQty`); no lines given
 * → every shippable quantity. The orders' rows are locked first (a concurrent cancel waits, then sees
 * the shipment). `AcceptedWeight` (optional, whole kg > 0: "Accepted weight must be an integer greater
 * than 0") is what the overweight review compares the boxes with (decision 0046). Status to be picked;
 * history "create". Nothing written on a refusal.
 */
export async function createShipment(env: Env, input: ShipmentCreate) {
  const { app, user } = env;
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    if (!input.OrderIds.length) throw badRequest('logistics.selectOrder', undefined, 'OrderIds');
    const acceptedWeight = checkAcceptedWeight(input.AcceptedWeight);
    const { orders, lines } = await lockOrdersForShipping(tx, input.OrderIds);
    for (const id of input.OrderIds)
      if (!orders.some((o) => o.id === id)) throw badRequest('errors.notFound', undefined, 'OrderIds');
    for (const o of orders)
      if (!orderShippable(o)) throw badRequest('logistics.orderNotShippable', { no: o.no }, 'OrderIds');
    const first = orders[0]!;
    const key = (o: typeof first) =>
      [
        o.customerId,
        o.tenantId,
        o.currency,
        o.consigneeName.trim(),
        o.consigneePhone.trim(),
        o.consigneeAddress.trim(),
        o.countryId,
      ].join('|');
    if (orders.some((o) => key(o) !== key(first)))
      throw badRequest('logistics.oneCustomer', undefined, 'OrderIds');
    const open = await openQtyByOrderLine(
      tx,
      lines.map((l) => l.id),
    );
    const shippable = new Map(lines.map((l) => [l.id, shippableQty(l, open.get(l.id) ?? 0)]));
    const byId = new Map(lines.map((l) => [l.id, l]));
    const chosen = input.Lines
      ? input.Lines.map((r, i) => {
          const l = byId.get(r.OrderLineId);
          if (!l)
            throw badRequest('logistics.lineUnknown', { line: r.OrderLineId }, `Lines[${i}].OrderLineId`);
          if (!Number.isSafeInteger(r.Quantity) || r.Quantity <= 0)
            throw badRequest('logistics.qtyPositive', undefined, `Lines[${i}].Quantity`);
          const can = shippable.get(l.id)!;
          if (r.Quantity > can)
            throw badRequest(
              'logistics.beyondShippable',
              { mpn: l.mpn, qty: r.Quantity, shippable: can },
              `Lines[${i}].Quantity`,
            );
          return { l, qty: r.Quantity };
        })
      : lines.map((l) => ({ l, qty: shippable.get(l.id)! })).filter((c) => c.qty > 0);
    if (new Set(chosen.map((c) => c.l.id)).size !== chosen.length)
      throw badRequest('logistics.lineUnknown', { line: '' }, 'Lines');
    if (!chosen.length) throw badRequest('logistics.nothingToShip', undefined, 'Lines');
    const no = await nextDocNo(tx, { tenantId: first.tenantId, prefix: PREFIX, date: now });
    const [row] = await tx
      .insert(logShipment)
      .values({
        no,
        tenantId: first.tenantId,
        ownerId: first.ownerId,
        customerId: first.customerId,
        consigneeName: first.consigneeName,
        consigneePhone: first.consigneePhone,
        consigneeAddress: first.consigneeAddress,
        countryId: first.countryId,
        currency: first.currency,
        courierId: first.courierId,
        status: SHIPMENT_STATUS.toBePicked,
        remark: input.Remark,
        acceptedWeight,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await tx.insert(logShipmentLine).values(
      chosen.map(({ l, qty }, i) => ({
        shipmentId: row!.id,
        lineNo: i + 1,
        orderId: l.orderId,
        orderLineId: l.id,
        mpn: l.mpn,
        brand: l.brand,
        quantity: qty,
        createdBy: user.id,
        updatedBy: user.id,
      })),
    );
    await recordHistory(tx, {
      type: SHIPMENT_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: row!.tenantId,
      action: 'create',
      toStatus: SHIPMENT_STATUS.toBePicked,
      changes: {},
      userId: user.id,
    });
    return row!;
  });
}
