import { asc, eq, inArray } from 'drizzle-orm';
import { SHIPMENT_CREDIT_REVIEW } from '@partdesk/shared/logistics/shipment/shipment.codes';
import type { CourierRow } from '@partdesk/shared/logistics/courier/courier.contract';
import type { Executor } from '../../../core/db/client.js';
import type { DemoFlowContext } from '../../../db/seed/registry.js';
import { baseExpressCompany as expressCompany } from '../../lookups/index.js';
import { salesOrder, salesOrderLine } from '../../sales/index.js';
import { creditPosition, shipmentReceivables } from './shipment-credit.js';

const P = '/merchant/logistics/shipment';
/** The credit review's decider in the demo (财务主管). */
const CREDIT_REVIEWER = 'finance.head';
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The demo account that ships (decision 0040: the warehouse keeper holds button 0103). */
const WAREHOUSE = 'warehouse';

/**
 * The states the demo leaves a shipment in, oldest notified order first (so the shipped ones spread over
 * the past months of the delivery statistics): shipped first, then each open state once.
 */
export const DEMO_SHIPMENT_STATES = [
  'shipped',
  'shipped',
  'shipped',
  'toBeShipped',
  'printed',
  'awaitingCourier',
  'toBeBoxed',
  'toBePicked',
  'paused',
  'voided',
] as const;
type State = (typeof DEMO_SHIPMENT_STATES)[number];
/** How far along the flow each state goes (0 create, 1 pick, 2 boxes, 3 print, 4 courier, 5 ship). */
const STEPS: Record<State, number> = {
  toBePicked: 0,
  paused: 0,
  voided: 1,
  toBeBoxed: 1,
  awaitingCourier: 2,
  printed: 3,
  toBeShipped: 4,
  shipped: 5,
};

type Res = { Id: number; Version: number; Status: number };
type Detail = { Version: number; Lines: { Id: number; Quantity: number }[] };
type Shippable = {
  OrderId: number;
  OrderNo: string;
  CustomerId: number;
  ConsigneeName: string;
  OrderLineId: number;
  Shippable: number;
};

/**
 * Whether shipping these lines of the order now would go to the credit review (shipment-credit.ts: its
 * value over the customer's remaining credit, or prepaid and unpaid): the demo picks such an order for
 * the shipment it leaves waiting in deliver-audit.
 */
async function overCredit(db: Executor, orderId: number, lines: readonly Shippable[]): Promise<boolean> {
  const [o] = await db.select().from(salesOrder).where(eq(salesOrder.id, orderId));
  if (!o || !lines.length) return false;
  const prices = await db
    .select({ id: salesOrderLine.id, price: salesOrderLine.unitPrice })
    .from(salesOrderLine)
    .where(
      inArray(
        salesOrderLine.id,
        lines.map((l) => l.OrderLineId),
      ),
    );
  const value = shipmentReceivables(
    [o],
    lines.map((l) => ({ orderId, orderLineId: l.OrderLineId, quantity: l.Shippable })),
    new Map(prices.map((p) => [p.id, p.price])),
  );
  const c = await creditPosition(db, {
    customerId: o.customerId,
    currency: o.currency,
    today: new Date().toISOString().slice(0, 10),
    orders: [o],
    amountCny: value.amountCny,
  });
  return c.overCredit || c.unpaidPrepaid.length > 0;
}

/**
 * Demo shipments CK through the routes (issue #16, decision 0047), as the warehouse, from the notified
 * demo sales orders (the sales flow notifies some in full and some in part): one shipment per order, each
 * order's shippable quantity, in every state the module has — to be picked, to be boxed, awaiting courier
 * info, label printed (print-locked), to be shipped, shipped (stock out, order lines shipped, receivable
 * posted, timeline entry, salesperson notified), paused, voided. The steps two weeks after the order's
 * submission (demo clock), an hour apart, with one of two couriers (divisors 5000 and 6000 set first
 * through the finance setup route; the courier step declares express clearance, decision 0052). Credit
 * and overweight reviews are not in it (later work).
 */
export async function runShipmentDemo(ctx: DemoFlowContext): Promise<void> {
  const db = ctx.app.ctx.db;
  const lines = await ctx.call<Shippable[]>(WAREHOUSE, 'GET', `${P}/shippable`);
  const orderIds = [...new Set(lines.map((l) => l.OrderId))];
  if (!orderIds.length) return;
  const orders = await db
    .select({ id: salesOrder.id, submitted: salesOrder.submittedAt })
    .from(salesOrder)
    .where(inArray(salesOrder.id, orderIds))
    .orderBy(asc(salesOrder.submittedAt), asc(salesOrder.id));
  const couriers = await db
    .select({ id: expressCompany.id })
    .from(expressCompany)
    .where(eq(expressCompany.isDeactivate, false))
    .orderBy(asc(expressCompany.sort), asc(expressCompany.id))
    .limit(2);
  if (!couriers.length) throw new Error('shipment demo: needs an active express company');
  await seedCourierSetup(ctx, couriers);
  // The customs declaration of the courier step (decision 0052): express clearance, valued by the rule.
  const declares = await ctx.call<{ Records: { Id: number; Code: string }[] }>(
    WAREHOUSE,
    'GET',
    '/merchant/common/declare/getenabledeclares',
  );
  const declareId = declares.Records.find((d) => d.Code === 'EXPRESS')?.Id ?? null;
  const now = Date.now();
  // The voided shipment's order ships again into the credit review (below): an order over its
  // customer's credit takes the voided state (swapped with the open state it had).
  const states: State[] = DEMO_SHIPMENT_STATES.slice(0, orders.length);
  const voidAt = states.indexOf('voided');
  for (let j = states.length - 1; j >= 0 && voidAt >= 0; j--) {
    if (states[j] === 'shipped' || j === voidAt) continue;
    const mine = lines.filter((l) => l.OrderId === orders[j]!.id);
    if (await overCredit(db, orders[j]!.id, mine)) {
      [states[j], states[voidAt]] = [states[voidAt]!, states[j]!];
      break;
    }
  }
  for (const [i, o] of orders.entries()) {
    const state = states[i];
    if (!state) break;
    const step = STEPS[state];
    // Two weeks after the order was submitted (the demo notifies within about twelve days of it), each
    // step an hour later; never later than yesterday.
    const submitted = o.submitted ? Date.parse(`${o.submitted}T02:00:00Z`) : now - 2 * DAY;
    let at = Math.min(submitted + 14 * DAY, now - DAY - 12 * HOUR);
    const tick = () => {
      at += HOUR;
      ctx.clock.set(new Date(at));
    };
    tick();
    // To be boxed: half of its first line (the rest ships in the overweight demo shipment).
    const mine = lines.filter((l) => l.OrderId === o.id);
    const half =
      state === 'toBeBoxed' && (mine[0]?.Shippable ?? 0) >= 2
        ? mine.map((l, n) => ({
            OrderLineId: l.OrderLineId,
            Quantity: n === 0 ? Math.floor(l.Shippable / 2) : l.Shippable,
          }))
        : undefined;
    const made = await ctx.call<{ Id: number; No: string; Version: number }>(WAREHOUSE, 'POST', P, {
      OrderIds: [o.id],
      Lines: half,
      Remark: i % 2 ? '客户要求加固包装 / reinforced packing' : '',
    });
    const id = made.Id;
    let v = made.Version;
    const put = async (action: string, body: Record<string, unknown> = {}) => {
      tick();
      v = (await ctx.call<Res>(WAREHOUSE, 'PUT', `${P}/${id}/${action}`, { Version: v, ...body })).Version;
    };
    if (state === 'paused') await put('pause');
    if (step >= 1) await put('pick');
    if (state === 'voided')
      await put('void', { Reason: '客户改地址，重新发货 / new address, shipped again' });
    if (step >= 2) {
      const d = await ctx.call<Detail>(WAREHOUSE, 'GET', `${P}/${id}`);
      v = d.Version;
      // One box per line.
      await put('boxes', {
        Boxes: d.Lines.map((l, n) => ({
          Length: String(30 + n * 5),
          Width: '25',
          Height: String(15 + (i % 3) * 5),
          GrossWeight: (2.5 + n + (i % 4) * 0.75).toFixed(3),
          NetWeight: (2 + n + (i % 4) * 0.75).toFixed(3),
          Gauge: ['纸箱 A', 'Carton B'][n % 2],
          Lines: [{ LineId: l.Id, Quantity: l.Quantity }],
        })),
      });
    }
    if (step >= 3) await put('print');
    if (step >= 4)
      await put('courier', {
        CourierId: couriers[i % couriers.length]!.id,
        // Our monthly account with that courier (seedCourierSetup); '' → its default.
        CourierAccount: i % 2 ? '' : `0755-8888-${(i % couriers.length) + 1}`,
        TrackingNo: `DEMO${String(100_000 + i * 7919).slice(-6)}`,
        DeclareId: declareId,
      });
    if (step >= 5) {
      tick();
      const shipped = await ctx.call<Res & { CreditReview?: boolean }>(WAREHOUSE, 'PUT', `${P}/${id}/ship`, {
        Version: v,
      });
      v = shipped.Version;
      // Over the customer's remaining credit: the finance head approves the credit review (decision 0046),
      // then the warehouse ships.
      if (shipped.CreditReview) {
        const queue = await ctx.call<{ Records: { Id: number; DocNo: string }[] }>(
          CREDIT_REVIEWER,
          'POST',
          `/merchant/review/${SHIPMENT_CREDIT_REVIEW}/Query`,
          { DocNo: made.No },
        );
        const req = queue.Records.find((r) => r.DocNo === made.No);
        if (!req) throw new Error(`shipment demo: ${made.No} is not in the credit review queue`);
        tick();
        await ctx.call(CREDIT_REVIEWER, 'PUT', `/merchant/review/${SHIPMENT_CREDIT_REVIEW}/approve`, {
          Ids: [req.Id],
          Comment: '老客户，信用良好 / long-standing customer',
        });
        v = (await ctx.call<Detail>(WAREHOUSE, 'GET', `${P}/${id}`)).Version;
        await put('ship');
      }
    }
  }
  await reviewShipments(ctx, couriers[0]!.id, now);
  ctx.clock.set(null);
}

/** The finance setup of the demo's two couriers (decision 0052): divisors 5000 and 6000, a monthly account. */
const DEMO_DIVISORS = [5000, 6000];
async function seedCourierSetup(ctx: DemoFlowContext, couriers: { id: number }[]) {
  const all = await ctx.call<{ Records: (CourierRow & Record<string, unknown>)[] }>(
    CREDIT_REVIEWER,
    'GET',
    '/merchant/logistics/express',
  );
  for (const [n, c] of couriers.entries()) {
    const row = all.Records.find((r) => r.Id === c.id);
    if (!row) continue;
    const { Id, IsDeactivate, ...body } = row;
    await ctx.call(CREDIT_REVIEWER, 'PUT', `/merchant/logistics/express/${Id}`, {
      ...body,
      VolumetricDivisor: DEMO_DIVISORS[n] ?? 5000,
      Accounts: [
        { AccountNo: `0755-8888-${n + 1}`, AccountName: '月结 / monthly', IsDefault: true, Remark: '' },
      ],
    });
  }
}

/**
 * The two shipments the demo leaves in review (decision 0046), from what is shippable after the others:
 * the voided shipment's order shipped again over its customer's credit → waiting in deliver-audit
 * (status 9); the rest of the half-boxed order packed at 3 kg per box against an accepted 1 kg →
 * waiting in the overweight review (status 2). Yesterday on the demo clock.
 */
async function reviewShipments(ctx: DemoFlowContext, courierId: number, now: number) {
  const left = await ctx.call<Shippable[]>(WAREHOUSE, 'GET', `${P}/shippable`);
  const db = ctx.app.ctx.db;
  let at = now - DAY;
  const step = () => {
    at += HOUR;
    ctx.clock.set(new Date(at));
  };
  const flow = async (orderId: number, acceptedWeight: number | null, gross: string, ship: boolean) => {
    step();
    const made = await ctx.call<{ Id: number; Version: number }>(WAREHOUSE, 'POST', P, {
      OrderIds: [orderId],
      AcceptedWeight: acceptedWeight,
    });
    let v = made.Version;
    const put = async (action: string, body: Record<string, unknown> = {}) => {
      step();
      const r = await ctx.call<Res>(WAREHOUSE, 'PUT', `${P}/${made.Id}/${action}`, { Version: v, ...body });
      v = r.Version;
      return r;
    };
    await put('pick');
    const d = await ctx.call<Detail>(WAREHOUSE, 'GET', `${P}/${made.Id}`);
    v = d.Version;
    const boxed = await put('boxes', {
      Boxes: d.Lines.map((l) => ({
        Length: '35',
        Width: '25',
        Height: '20',
        GrossWeight: gross,
        NetWeight: '1.000',
        Gauge: '纸箱 A',
        Lines: [{ LineId: l.Id, Quantity: l.Quantity }],
      })),
    });
    if (!ship) return boxed.Status;
    await put('courier', { CourierId: courierId, TrackingNo: `DEMO${String(900_000 + made.Id).slice(-6)}` });
    return (await put('ship')).Status;
  };
  const orderIds = [...new Set(left.map((l) => l.OrderId))];
  for (const id of orderIds) {
    if (
      !(await overCredit(
        db,
        id,
        left.filter((l) => l.OrderId === id),
      ))
    )
      continue;
    await flow(id, null, '2.500', true);
    break;
  }
  // What is left: the rest of the half-boxed order (and the voided one's, when it was within credit).
  const after = await ctx.call<Shippable[]>(WAREHOUSE, 'GET', `${P}/shippable`);
  const rest = after.find((l) => orderIds.includes(l.OrderId));
  if (rest) await flow(rest.OrderId, 1, '3.000', false);
}
