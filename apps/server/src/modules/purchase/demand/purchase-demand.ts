import type { Executor } from '../../../core/db/client.js';

/**
 * Purchase demand (issue #14 → #15, decision 0034): what purchasing must buy, read from the sources the
 * modules ABOVE purchase register (purchase may not import them — module-order.ts). Sales registers
 * its approved stocking-request lines from its `register`; the purchasing screens (#15: pending-order,
 * generate-purchase) read `purchaseDemand` and never the sources' tables.
 */

/** One line to buy. Quantities are whole pieces (order lines are integers). */
export interface DemandRow {
  /** The source kind, e.g. `stockingRequest` (a document type). */
  sourceType: string;
  /** The source document (e.g. the stocking request) and its number. */
  sourceId: number;
  sourceNo: string;
  /** The source line the demand is for. */
  lineId: number;
  /** The sales order and line it serves, when there is one. */
  orderId: number | null;
  orderNo: string | null;
  orderLineId: number | null;
  partId: number | null;
  mpn: string;
  brand: string;
  package: string;
  qty: number;
  /** YYYY-MM-DD, null when the customer gave none. */
  requiredDate: string | null;
  salespersonId: number | null;
  salesperson: string | null;
  customerId: number | null;
  customer: string | null;
  tenantId: number;
  /** When the demand arose (the source's approval). */
  since: string | null;
}

/** Filters every source honours (all optional; `mpn` a case-insensitive contains). */
export interface DemandFilters {
  sourceType?: string;
  mpn?: string;
  tenantId?: number;
  salespersonId?: number;
  customerId?: number;
  orderId?: number;
  /** YYYY-MM-DD: required on or before. */
  requiredBy?: string;
}

/** A source's reader: its open demand rows for the filters, in the caller's executor. */
export type DemandSource = (exec: Executor, filters: DemandFilters) => Promise<DemandRow[]>;

const sources = new WeakMap<object, Map<string, DemandSource>>();

/**
 * A module above purchase registers where its demand comes from, per app database (like the currency
 * rate provider, decision 0025): `registerDemandSource(app.ctx.db, 'stockingRequest', reader)`.
 * Registering the same source type again replaces it (one app, one reader per type).
 */
export function registerDemandSource(db: object, sourceType: string, source: DemandSource): void {
  let m = sources.get(db);
  if (!m) {
    m = new Map();
    sources.set(db, m);
  }
  m.set(sourceType, source);
}

/**
 * The open purchase demand of the app whose database is `db`, from every registered source (or the one
 * of `filters.sourceType`), read through `exec` (a transaction, default `db`); sorted by required date
 * (none last), then source and line. No source registered: empty.
 */
export async function purchaseDemand(
  db: Executor,
  filters: DemandFilters = {},
  exec: Executor = db,
): Promise<DemandRow[]> {
  const m = sources.get(db);
  if (!m) return [];
  const picked = filters.sourceType ? [m.get(filters.sourceType)].filter((s) => !!s) : [...m.values()];
  const rows = (await Promise.all(picked.map((s) => s(exec, filters)))).flat();
  return rows.sort(
    (a, b) =>
      (a.requiredDate ?? '9999').localeCompare(b.requiredDate ?? '9999') ||
      a.sourceType.localeCompare(b.sourceType) ||
      a.sourceId - b.sourceId ||
      a.lineId - b.lineId,
  );
}
