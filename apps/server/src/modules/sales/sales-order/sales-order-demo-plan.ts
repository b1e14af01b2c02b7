import { D } from '@partdesk/shared/core/money';

/**
 * What the demo flow does with each order it makes (sales-order.demo.ts): where its review stops or is
 * rejected, and what follows its approval (notify, stocking request BH, schedule, cancellation). Every
 * state is reached through the routes; this file only decides, deterministically, which order goes where.
 */
export type DemoKind =
  | 'draft'
  | 'cancelDraft'
  | 'cancelInReview'
  | 'atLeader'
  | 'atManager'
  | 'atFinance'
  | 'atMargin'
  | 'atPurchase'
  | 'rejectLeader'
  | 'rejectManager'
  | 'rejectFinance'
  | 'rejectMargin'
  | 'rejectPurchase'
  | 'approved'
  | 'notifyAll'
  | 'notifyPart'
  | 'schedule'
  | 'bhPending'
  | 'bhApproved'
  | 'bhRejected'
  | 'bhFailed'
  | 'bhRetry'
  | 'bhDrop'
  | 'cancelPending'
  | 'cancelled'
  | 'cancelRefused'
  | 'merge';

/** How many orders of each kind (a `merge` pair is two drafts merged into a third: 2 counted, 1 made). */
const KINDS: [DemoKind, number][] = [
  ['draft', 20],
  ['cancelDraft', 3],
  ['cancelInReview', 2],
  ['atLeader', 10],
  ['atManager', 10],
  ['atFinance', 6],
  ['atMargin', 5],
  ['atPurchase', 8],
  ['rejectLeader', 3],
  ['rejectManager', 3],
  ['rejectFinance', 2],
  ['rejectMargin', 2],
  ['rejectPurchase', 2],
  ['approved', 16],
  ['notifyAll', 5],
  ['notifyPart', 5],
  ['schedule', 4],
  ['bhPending', 4],
  ['bhApproved', 5],
  ['bhRejected', 3],
  ['bhFailed', 3],
  ['bhRetry', 2],
  ['bhDrop', 2],
  ['cancelPending', 4],
  ['cancelled', 4],
  ['cancelRefused', 2],
];
/** Merge pairs: 2 × 5 source orders voided (10) and 5 merged drafts. */
const MERGE_PAIRS = 5;

/** The review step where a kind stops (stays pending) or is rejected; null = approved through. */
export type Stage = 'leader' | 'manager' | 'finance' | 'margin' | 'purchase';
export const STOP_AT: Partial<Record<DemoKind, Stage>> = {
  atLeader: 'leader',
  atManager: 'manager',
  atFinance: 'finance',
  atMargin: 'margin',
  atPurchase: 'purchase',
};
export const REJECT_AT: Partial<Record<DemoKind, Stage>> = {
  rejectLeader: 'leader',
  rejectManager: 'manager',
  rejectFinance: 'finance',
  rejectMargin: 'margin',
  rejectPurchase: 'purchase',
};
/** Kinds never submitted. */
export const NOT_SUBMITTED: readonly DemoKind[] = ['draft', 'cancelDraft', 'merge'];
/** Kinds whose order is approved (and then possibly acted on). */
export const APPROVED_KINDS: readonly DemoKind[] = [
  'approved',
  'notifyAll',
  'notifyPart',
  'schedule',
  'bhPending',
  'bhApproved',
  'bhRejected',
  'bhFailed',
  'bhRetry',
  'bhDrop',
  'cancelPending',
  'cancelled',
  'cancelRefused',
];

/**
 * The lines an order gets: `own` own lots only (stocked on approval), `mixed` an own lot and
 * purchase-quoted parts (partly stocked; the rest for a stocking request), `quote` purchase-quoted
 * parts only (out of stock until a stocking request), `big` ≥ 50 000 CNY (finance step), `thin` priced
 * below cost (below the GP floor: the margin step), `any` the rotation of the original demo.
 */
export type Profile = 'own' | 'mixed' | 'quote' | 'big' | 'thin' | 'any';

export function profileOf(kind: DemoKind, n: number): Profile {
  switch (kind) {
    case 'notifyAll':
    case 'notifyPart':
    case 'cancelPending':
    case 'cancelled':
    case 'cancelRefused':
      return 'own';
    case 'bhDrop':
    case 'bhRetry':
    case 'schedule':
      return 'mixed';
    case 'bhPending':
    case 'bhApproved':
    case 'bhRejected':
    case 'bhFailed':
      return n % 2 ? 'mixed' : 'quote';
    case 'approved':
      return (['own', 'mixed', 'quote'] as const)[n % 3]!;
    case 'atFinance':
    case 'rejectFinance':
      return 'big';
    case 'atMargin':
    case 'rejectMargin':
      return 'thin';
    default:
      return 'any';
  }
}

export interface PlanRow {
  kind: DemoKind;
  /** n-th order of its kind (0-based), for the rotations. */
  n: number;
  /** For a merge pair: the index of the pair's first order (same customer, currency and country). */
  pairOf?: number;
}

/**
 * The orders in creation order: every kind spread over the whole period (a fixed permutation of the
 * slots, no randomness), a merge pair on two consecutive indexes.
 */
export function demoPlan(): PlanRow[] {
  const slots: { kind: DemoKind; n: number }[] = [];
  for (const [kind, count] of KINDS) for (let n = 0; n < count; n++) slots.push({ kind, n });
  for (let n = 0; n < MERGE_PAIRS; n++) slots.push({ kind: 'merge', n });
  // 37 is coprime with the slot count (140 = 2² · 5 · 7): j → j·37 mod 140 visits every slot once.
  const step = 37;
  const spread = slots.map((_, j) => slots[(j * step) % slots.length]!);
  const plan: PlanRow[] = [];
  for (const s of spread) {
    if (s.kind !== 'merge') plan.push(s);
    else {
      const first = plan.length;
      plan.push({ kind: 'merge', n: s.n * 2 });
      plan.push({ kind: 'merge', n: s.n * 2 + 1, pairOf: first });
    }
  }
  return plan;
}

/** How many orders the flow leaves in the demo database (the merge pairs' merged drafts included). */
export const DEMO_ORDER_COUNT = KINDS.reduce((s, [, c]) => s + c, 0) + MERGE_PAIRS * 3;

interface Lot {
  id: number;
  mpn: string;
  brand: string;
  pkg: string;
  onHand: number;
  /** Unit cost in CNY (the lot's cost at its rate). */
  costCny: string;
}
interface Quote {
  id: number;
  mpn: string;
  brand: string;
  cost: string;
  currency: string;
}

/** A line's quantity on an own lot: about 1–4 % of the lot, so dozens of orders leave most of it free. */
const ownQty = (lot: Lot, k: number) => Math.max(1, Math.floor(lot.onHand * 0.012)) * (1 + (k % 3));

/**
 * What a trader asks: the cost (in the order's currency) with a 25–57 % mark-up, plus LINE_CHARGE_CNY
 * spread over the line's quantity — the order's fixed freight, bank fee and inspection (cost
 * parameters, up to about 200 CNY) would otherwise turn a line of a few cheap pieces into a loss.
 */
const LINE_CHARGE_CNY = '400';
function traderPrice(cost: InstanceType<typeof D>, qty: number, n: number, toOrder: ToOrderCurrency) {
  const marked = cost.mul(new D('1.25').plus(new D('0.04').mul(n % 9)));
  return marked.plus(toOrder(LINE_CHARGE_CNY, 'CNY').div(qty)).toDecimalPlaces(6, D.ROUND_UP).toFixed(6);
}

function ownLine(lot: Lot, n: number, toOrder: ToOrderCurrency) {
  const qty = ownQty(lot, n);
  return {
    Mpn: lot.mpn,
    Brand: lot.brand,
    Package: lot.pkg,
    LotId: lot.id,
    Quantity: qty,
    UnitPrice: traderPrice(toOrder(lot.costCny, 'CNY'), qty, n, toOrder),
  };
}
/** A purchase quote's cost in the order's currency (the demo's rates of the day). */
export type ToOrderCurrency = (amount: string, currency: string) => InstanceType<typeof D>;

function quoteLine(q: Quote, n: number, toOrder: ToOrderCurrency, price?: string, qty?: number) {
  const quantity = qty ?? 100 * (1 + (n % 7));
  return {
    Mpn: q.mpn,
    Brand: q.brand,
    PurchaseQuoteId: q.id,
    Quantity: quantity,
    UnitPrice: price ?? traderPrice(toOrder(q.cost, q.currency), quantity, n, toOrder),
  };
}

/**
 * The lines of order `i` for its profile: own lots (`lots`, of owner company `ownTenant` only) and
 * purchase quotes (`quotes`), chosen in turn by index.
 */
export function linesOf(
  i: number,
  profile: Profile,
  lots: Lot[],
  quotes: Quote[],
  withLots: boolean,
  toOrder: ToOrderCurrency,
) {
  const lot = (k: number) => lots[(i + k) % lots.length]!;
  const quote = (k: number) => quotes[(i * 4 + k) % quotes.length]!;
  if (!lots.length || !withLots) profile = profile === 'own' || profile === 'mixed' ? 'quote' : profile;
  switch (profile) {
    case 'own':
      return Array.from({ length: 1 + (i % 2) }, (_, k) => ownLine(lot(k), i + k, toOrder));
    case 'mixed':
      return [
        ownLine(lot(0), i, toOrder),
        ...Array.from({ length: 1 + (i % 2) }, (_, k) => quoteLine(quote(k), i + k, toOrder)),
      ];
    case 'quote':
      return Array.from({ length: 1 + (i % 3) }, (_, k) => quoteLine(quote(k), i + k, toOrder));
    case 'big':
      // 1 000 × 12.80 USD + tax ≈ 90 000 CNY: above the finance step's 50 000.
      return [quoteLine(quote(0), i, toOrder, '12.800000', 1000)];
    case 'thin':
      // Sold at 90 % of its cost in the order's currency: below any GP floor.
      return [
        quoteLine(
          quote(0),
          i,
          toOrder,
          toOrder(quote(0).cost, quote(0).currency).mul('0.9').toDecimalPlaces(6).toFixed(6),
          200,
        ),
      ];
    default:
      return Array.from({ length: 1 + (i % 4) }, (_, k) => {
        const n = i * 4 + k;
        return withLots && lots.length && n % 2 === 0
          ? ownLine(lots[n % lots.length]!, n, toOrder)
          : quoteLine(quote(k), n, toOrder);
      });
  }
}
