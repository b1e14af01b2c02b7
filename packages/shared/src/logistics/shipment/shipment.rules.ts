import { D } from '../../core/money.js';
import { DEFAULT_VOLUMETRIC_DIVISOR } from './shipment.codes.js';

/** Pure rules of shipments (issue #16): the server enforces them, the web mirrors them. */

/** A box dimension (cm) or weight (kg): a decimal > 0 with at most `places` decimals. */
export function isPositiveDecimal(v: string, places: number): boolean {
  if (!/^\d+(\.\d+)?$/.test(v.trim())) return false;
  const d = new D(v.trim());
  return d.gt(0) && d.decimalPlaces() <= places;
}

/** Volumetric weight (kg, 2 decimals, half up) = L × W × H (cm) / divisor. */
export function volumetricKg(
  b: { Length: string; Width: string; Height: string },
  divisor = DEFAULT_VOLUMETRIC_DIVISOR,
): string {
  return new D(b.Length).mul(b.Width).mul(b.Height).div(divisor).toDecimalPlaces(2).toFixed(2);
}

/**
 * What an order line may still ship: notified and not shipped, no more than it holds reserved, less what
 * open shipments already carry.
 */
export function shippableQty(
  l: { notifiedQty: number; shippedQty: number; reservedQty: number },
  inOpenShipments: number,
): number {
  return Math.max(0, Math.min(l.notifiedQty - l.shippedQty, l.reservedQty) - inOpenShipments);
}
