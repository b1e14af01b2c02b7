import { SHIPMENT_STATUS } from '@partdesk/shared/logistics/shipment/shipment.codes';
import type { ShipmentBoxes } from '@partdesk/shared/logistics/shipment/shipment.contract';
import { isPositiveDecimal } from '@partdesk/shared/logistics/shipment/shipment.rules';
import { D } from '@partdesk/shared/core/money';
import { eq, inArray } from 'drizzle-orm';
import { AfterCommit } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { getSetting } from '../../../setup/index.js';
import { overweight, submitOverweight } from '../shipment-weight.js';
import { applyShipmentDeltas } from '../../../sales/index.js';
import { assertStatus, statusAfterPacking } from '../shipment.queries.js';
import { logShipmentBox, logShipmentBoxLine, logShipmentLine } from '../shipment.table.js';
import { shipmentTransition } from '../shipment.transition.js';

const DIMS = ['Length', 'Width', 'Height'] as const;
const WEIGHTS = ['GrossWeight', 'NetWeight'] as const;

/**
 * PUT …/:id/boxes (Version, Boxes) — the boxes replace the saved ones: each L × W × H (cm, > 0, ≤ 2
 * decimals), gross and net weight (kg, > 0, ≤ 3 decimals, net ≤ gross), its lines (a line of this
 * shipment, a whole quantity > 0); Σ packed per line ≤ the line's quantity. The lines' packed
 * quantities and the order lines' `packedQty` follow; status: all packed → awaiting courier info
 * (or to be shipped with a courier), else to be boxed. Only after picking, before shipping, not while
 * the label is printed (cancel the printing first), not paused; again after an overweight rejection
 * (repack), never while the overweight review is pending. Packed in full with Σ gross weight above the
 * accepted weight beyond the tolerance (decision 0046) → pending overweight review (status 2).
 */
export async function boxShipment(env: Env, id: number, input: ShipmentBoxes) {
  const after = new AfterCommit();
  // The tolerance is read before the transaction: `getSetting` queries through the pool, and on PGlite
  // (one connection) a cold settings cache read inside the transaction waits for it forever.
  const tolerance = await getSetting(env.app.db, 'overweightTolerancePercent');
  const out = await shipmentTransition(env, id, input.Version, 'box', async ({ tx, s, lines }) => {
    if (s.status === SHIPMENT_STATUS.overweightReview)
      throw badRequest('logistics.overweightPending', { no: s.no }, 'Status');
    assertStatus(s, [
      SHIPMENT_STATUS.toBeBoxed,
      SHIPMENT_STATUS.awaitingCourier,
      SHIPMENT_STATUS.toBeShipped,
      SHIPMENT_STATUS.overweightRejected,
    ]);
    if (s.printed) throw badRequest('logistics.wrongStatus', { no: s.no }, 'Printed');
    if (!input.Boxes.length) throw badRequest('logistics.noBoxes', undefined, 'Boxes');
    const byId = new Map(lines.map((l) => [l.id, l]));
    const packed = new Map<number, number>();
    for (const [b, box] of input.Boxes.entries()) {
      for (const k of DIMS)
        if (!isPositiveDecimal(box[k], 2))
          throw badRequest('logistics.dimension', { places: 2 }, `Boxes[${b}].${k}`);
      for (const k of WEIGHTS)
        if (!isPositiveDecimal(box[k], 3))
          throw badRequest('logistics.dimension', { places: 3 }, `Boxes[${b}].${k}`);
      if (new D(box.NetWeight).gt(box.GrossWeight))
        throw badRequest('logistics.netAboveGross', undefined, `Boxes[${b}].NetWeight`);
      if (!box.Lines.length) throw badRequest('logistics.noBoxes', undefined, `Boxes[${b}].Lines`);
      for (const [i, r] of box.Lines.entries()) {
        const l = byId.get(r.LineId);
        if (!l)
          throw badRequest('logistics.boxLineUnknown', { line: r.LineId }, `Boxes[${b}].Lines[${i}].LineId`);
        if (!Number.isSafeInteger(r.Quantity) || r.Quantity <= 0)
          throw badRequest('logistics.qtyPositive', undefined, `Boxes[${b}].Lines[${i}].Quantity`);
        const sum = (packed.get(l.id) ?? 0) + r.Quantity;
        if (sum > l.quantity)
          throw badRequest(
            'logistics.packedBeyond',
            { mpn: l.mpn, packed: sum, qty: l.quantity },
            `Boxes[${b}].Lines[${i}].Quantity`,
          );
        packed.set(l.id, sum);
      }
    }
    const old = await tx
      .select({ id: logShipmentBox.id })
      .from(logShipmentBox)
      .where(eq(logShipmentBox.shipmentId, s.id));
    if (old.length) {
      await tx.delete(logShipmentBoxLine).where(
        inArray(
          logShipmentBoxLine.boxId,
          old.map((o) => o.id),
        ),
      );
      await tx.delete(logShipmentBox).where(eq(logShipmentBox.shipmentId, s.id));
    }
    for (const [b, box] of input.Boxes.entries()) {
      const [row] = await tx
        .insert(logShipmentBox)
        .values({
          shipmentId: s.id,
          boxNo: b + 1,
          length: box.Length.trim(),
          width: box.Width.trim(),
          height: box.Height.trim(),
          grossWeight: box.GrossWeight.trim(),
          netWeight: box.NetWeight.trim(),
          gauge: box.Gauge,
          createdBy: env.user.id,
        })
        .returning({ id: logShipmentBox.id });
      await tx
        .insert(logShipmentBoxLine)
        .values(box.Lines.map((r) => ({ boxId: row!.id, lineId: r.LineId, qty: r.Quantity })));
    }
    const deltas = [];
    const packedLines = [];
    for (const l of lines) {
      const p = packed.get(l.id) ?? 0;
      if (p !== l.packedQty) {
        await tx.update(logShipmentLine).set({ packedQty: p }).where(eq(logShipmentLine.id, l.id));
        deltas.push({ lineId: l.orderLineId, packed: p - l.packedQty });
      }
      packedLines.push({ ...l, packedQty: p });
    }
    await applyShipmentDeltas(tx, env.user.id, deltas);
    const status = statusAfterPacking(packedLines, s.courierId);
    if (status === SHIPMENT_STATUS.toBeBoxed) return { status };
    // Packed in full: heavier than the accepted weight beyond the tolerance → the overweight review.
    const over = overweight(
      tolerance,
      s.acceptedWeight,
      input.Boxes.map((b) => b.GrossWeight.trim()),
    );
    if (over && (await submitOverweight(tx, env, after, s)))
      return {
        status: SHIPMENT_STATUS.overweightReview,
        comment: `${over.actual} kg > ${over.accepted} kg + ${over.tolerance} %`,
      };
    return { status };
  });
  await after.flush();
  return out;
}
