import { D, money } from '@partdesk/shared/core/money';
import { PO_STATUS } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { sysUser } from '../../../core/access/identity.table.js';
import { reviewRequest } from '../../../core/reviews/index.js';
import type { DemoFlowContext } from '../../../db/seed/registry.js';
import { invWarehouse } from '../../inventory/index.js';
import { purOrder } from '../purchase-order/purchase-order.table.js';

const RK = '/merchant/purchase/receipt';
const JY = '/merchant/purchase/inspection';
const FK = '/merchant/purchase/paymentorder';
/** Ordered POs received by the warehouse; the last two stay waiting for their inspection. */
export const DEMO_RECEIVED_POS = 8;
const UNINSPECTED = 2;
/** Payment requests FK: every other one paid by finance, the rest waiting (PaymentToPayCount). */
export const DEMO_PAYMENTS = 6;
/** Who decides (never the requester / inspector). */
const QC_DECIDER = 'purchase.head';
const PAYER = 'finance.head';

type OpenPo = { Id: number; TenantId: number; Lines: { Id: number; OpenQty: number }[] };
type Payable = { Unpaid: string; Banks: { Id: number; IsDefault: boolean }[] };

/** Pending review requests of a type for the given documents. */
async function pending(ctx: DemoFlowContext, type: string, docIds: number[]) {
  if (!docIds.length) return [];
  const r = await ctx.app.ctx.db
    .select({ id: reviewRequest.id, docId: reviewRequest.docId })
    .from(reviewRequest)
    .where(
      and(
        eq(reviewRequest.docType, type),
        inArray(reviewRequest.docId, docIds),
        eq(reviewRequest.status, 'pending'),
      ),
    );
  return r;
}

/**
 * Demo inbound and payments through the routes (issue #15, decision 0048), after the demo POs: the
 * warehouse receives DEMO_RECEIVED_POS ordered POs (every fourth one half of its first line only → partly
 * received) into quarantine at its company's warehouse; every line of the first RKs is inspected — all
 * items passing, except one line with a failed marking test — and decided by the purchasing head: passed
 * (lots available) and the one failed (lot rejected); the last RKs wait on warehousing-approval. Buyers
 * ask DEMO_PAYMENTS payments FK (prepayment on ordered POs, payment on received ones) for part of the
 * unpaid amount to the supplier's default account; finance pays every other one, the rest wait.
 */
export async function runInboundDemo(ctx: DemoFlowContext): Promise<void> {
  const db = ctx.app.ctx.db;
  ctx.clock.set(null);
  const ordered = await db
    .select({ id: purOrder.id, tenantId: purOrder.tenantId, ownerId: purOrder.ownerId })
    .from(purOrder)
    .where(and(eq(purOrder.status, PO_STATUS.ordered), inArray(purOrder.tenantId, [2, 4])))
    .orderBy(asc(purOrder.id))
    .limit(DEMO_RECEIVED_POS + DEMO_PAYMENTS);
  const places = await db
    .select({ id: invWarehouse.id, tenantId: invWarehouse.tenantId })
    .from(invWarehouse)
    .where(eq(invWarehouse.status, 1))
    .orderBy(asc(invWarehouse.id));
  const receipts: { id: number; po: number }[] = [];
  for (const [i, po] of ordered.slice(0, DEMO_RECEIVED_POS).entries()) {
    const wh = places.find((w) => w.tenantId === po.tenantId);
    if (!wh) continue;
    const open = await ctx.call<OpenPo>('warehouse', 'GET', `${RK}/order/${po.id}`);
    const lines = i % 4 === 0 ? open.Lines.slice(0, 1) : open.Lines;
    const rk = await ctx.call<{ Id: number }>('warehouse', 'POST', RK, {
      OrderId: po.id,
      Remark: i % 4 === 0 ? '部分到货 / part of the order' : '',
      Lines: lines.map((l, j) => ({
        OrderLineId: l.Id,
        Quantity: i % 4 === 0 ? Math.max(1, Math.floor(l.OpenQty / 2)) : l.OpenQty,
        DateCode: ['2431', '2345', '2502', '2418'][(i + j) % 4],
        LotNo: `L${po.id}-${j + 1}`,
        Coo: ['CN', 'MY', 'TW', 'PH'][(i + j) % 4],
        Msl: '3',
        WarehouseId: wh.id,
      })),
    });
    receipts.push({ id: rk.Id, po: po.id });
  }

  // Inspections of the first RKs: each line against the enabled checklist.
  const items = await ctx.call<{ Records: { Id: number }[] }>(
    'warehouse',
    'GET',
    '/merchant/purchase/qualityitem?Kind=1',
  );
  const passed: number[] = [];
  const failed: number[] = [];
  for (const [n, r] of receipts.slice(0, receipts.length - UNINSPECTED).entries()) {
    const rk = await ctx.call<{ Lines: { Id: number }[] }>('warehouse', 'GET', `${RK}/${r.id}`);
    for (const [j, line] of rk.Lines.entries()) {
      const fail = n === 1 && j === 0;
      const jy = await ctx.call<{ Id: number }>('warehouse', 'POST', JY, {
        ReceiptLineId: line.Id,
        Weight: 120 + ((n * 7 + j * 13) % 400),
        Remark: fail ? '丝印擦拭后脱落，疑似翻新 / marking wiped off: suspected remarked parts' : '',
        Items: items.Records.map((it, k) => ({
          ItemId: it.Id,
          Result: fail && k === 2 ? 2 : k === 5 ? 3 : 1,
          Note: fail && k === 2 ? '丙酮擦拭后丝印消失 / marking gone after the acetone test' : '',
        })),
      });
      (fail ? failed : passed).push(jy.Id);
    }
  }
  const decide = async (action: 'approve' | 'reject', ids: number[], Comment: string) => {
    const Ids = (await pending(ctx, 'inboundInspection', ids)).map((p) => p.id);
    if (Ids.length)
      await ctx.call(QC_DECIDER, 'PUT', `/merchant/review/inboundInspection/${action}`, { Ids, Comment });
  };
  await decide('approve', passed, '检验合格 / passed');
  await decide('reject', failed, '丝印不合格，退供应商 / failed marking test: return to the supplier');

  // Payments: the POs after the received ones (prepayments) and the fully received ones (payments).
  const received = !receipts.length
    ? []
    : await db
        .select({ id: purOrder.id, status: purOrder.status })
        .from(purOrder)
        .where(
          inArray(
            purOrder.id,
            receipts.map((r) => r.po),
          ),
        );
  const targets = [
    ...ordered.slice(DEMO_RECEIVED_POS).map((o) => ({ id: o.id, kind: 1 })),
    ...received.filter((o) => o.status === PO_STATUS.received).map((o) => ({ id: o.id, kind: 2 })),
  ].slice(0, DEMO_PAYMENTS);
  if (!targets.length) return;
  const ownerOf = new Map(
    (
      await db
        .select({ id: purOrder.id, account: sysUser.account })
        .from(purOrder)
        .innerJoin(sysUser, eq(sysUser.id, purOrder.ownerId))
        .where(
          inArray(
            purOrder.id,
            targets.map((x) => x.id),
          ),
        )
    ).map((o) => [o.id, o.account]),
  );
  const asked: number[] = [];
  for (const [n, p] of targets.entries()) {
    const buyer = ownerOf.get(p.id)!;
    const pay = await ctx.call<Payable>(buyer, 'GET', `${FK}/payable/${p.id}`);
    const bank = pay.Banks.find((b) => b.IsDefault) ?? pay.Banks[0];
    if (!bank || new D(pay.Unpaid).lte(0)) continue;
    const share = p.kind === 1 ? '0.3' : '1';
    const fk = await ctx.call<{ Id: number }>(buyer, 'POST', FK, {
      Kind: p.kind,
      BankId: bank.Id,
      Remark: p.kind === 1 ? '预付 30% / 30% prepayment' : '到货付款 / payment on receipt',
      Lines: [{ OrderId: p.id, Amount: money(new D(pay.Unpaid).mul(share)) }],
    });
    if (n % 2 === 0) asked.push(fk.Id);
  }
  const Ids = (await pending(ctx, 'payment', asked)).map((p) => p.id);
  if (Ids.length)
    await ctx.call(PAYER, 'PUT', '/merchant/review/payment/approve', { Ids, Comment: '已付款 / paid' });
}
