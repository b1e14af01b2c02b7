/** Pure rules of proxy brands: the server enforces them, the web mirrors them (decision 0049). */
export const PROXY_BRAND_TERRITORY_MAX = 100;
export const PROXY_BRAND_REMARK_MAX = 500;

/** A territory as stored: trimmed, inner whitespace collapsed. */
export function normaliseTerritory(territory: string): string {
  return territory.trim().replace(/\s+/g, ' ');
}

/** A validity period is well formed when `to` is not before `from` (both YYYY-MM-DD). */
export function validityOrdered(from: string, to: string): boolean {
  return to >= from;
}

/** A proxy is in force on `day` (YYYY-MM-DD) when approved and `from ≤ day ≤ to`. */
export function proxyInForce(p: { ValidFrom: string; ValidTo: string }, day: string): boolean {
  return p.ValidFrom <= day && day <= p.ValidTo;
}
