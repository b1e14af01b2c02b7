import type {
  InvoiceableOrderView,
  InvoiceSourceView,
} from '@partdesk/shared/finance/invoice/invoice.contract';
import { INVOICE_REVIEW } from '@partdesk/shared/finance/invoice/invoice.codes';
import { inArray } from 'drizzle-orm';
import { sysUser } from '../../../core/access/identity.table.js';
import type { DemoFlowContext } from '../../../db/seed/registry.js';

const P = '/merchant/finance/invoice';
/** Reviews the requests (never a requester: the orders' salespeople are sales accounts). */
const REVIEWER = 'finance.head';
/** Issues and voids (会计专员). */
const ISSUER = 'accountant';
const DAY = 86_400_000;

/** What the demo leaves each shipped order's request in, oldest order first. */
export const DEMO_INVOICE_STATES = ['issued', 'voided', 'toIssue', 'pending'] as const;
type State = (typeof DEMO_INVOICE_STATES)[number];

/**
 * Demo invoice requests FP through the routes (issue #17, decisions 0051 / 0055), after the demo
 * shipments: per shipped order (oldest first) the order's salesperson requests its invoiceable lines (the
 * request form's sources), finance's head approves in invoiceAudit, the accountant issues, and one issued
 * invoice is voided by a red-letter reversal (its quantities then requested again, pending review) — so
 * the screens show one request in every state: pending review, to issue, issued, voided.
 */
export async function runInvoiceDemo(ctx: DemoFlowContext): Promise<void> {
  const db = ctx.app.ctx.db;
  const { Records: orders } = await ctx.call<{ Records: InvoiceableOrderView[] }>(
    'admin',
    'GET',
    `${P}/orders`,
  );
  if (!orders.length) return;
  const owners = await db
    .select({ id: sysUser.id, account: sysUser.account })
    .from(sysUser)
    .where(inArray(sysUser.id, [...new Set(orders.map((o) => o.OwnerId))]));
  const accountOf = new Map(owners.map((u) => [u.id, u.account]));
  const oldestFirst = [...orders].sort((a, b) => a.OrderId - b.OrderId);
  let at = Date.now() - 5 * DAY;
  const tick = () => {
    at += 3_600_000;
    ctx.clock.set(new Date(at));
  };
  const day = () => new Date(at).toISOString().slice(0, 10);
  let invoiceNo = 44_030_000;
  for (const [i, o] of oldestFirst.entries()) {
    const state: State | undefined = DEMO_INVOICE_STATES[i] ?? (i % 2 ? 'pending' : undefined);
    if (!state) continue;
    const rep = accountOf.get(o.OwnerId);
    if (!rep) continue;
    const request = async () => {
      const src = await ctx.call<InvoiceSourceView>(rep, 'GET', `${P}/source/${o.OrderId}`);
      const lines = src.Lines.filter((l) => l.OpenQty > 0).map((l) => ({
        OrderLineId: l.OrderLineId,
        Quantity: l.OpenQty,
      }));
      if (!lines.length) return null;
      tick();
      return ctx.call<{ Id: number; No: string; Version: number }>(rep, 'POST', P, {
        OrderId: o.OrderId,
        TaxRate: src.TaxRate,
        Lines: lines,
        // Customers without billing details: the request types the title and a demo tax number.
        BuyerName: src.BuyerName || o.CustomerName,
        BuyerTaxNo: src.BuyerTaxNo || `91440300DEMO${String(o.CustomerId).padStart(6, '0')}`,
        Remark: i % 2 ? '请随货寄出发票 / send the invoice with the goods' : '',
      });
    };
    const made = await request();
    if (!made || state === 'pending') continue;
    const queue = await ctx.call<{ Records: { Id: number; DocNo: string }[] }>(
      REVIEWER,
      'POST',
      `/merchant/review/${INVOICE_REVIEW}/Query`,
      { DocNo: made.No },
    );
    const req = queue.Records.find((r) => r.DocNo === made.No);
    if (!req) throw new Error(`invoice demo: ${made.No} is not in the review queue`);
    tick();
    await ctx.call(REVIEWER, 'PUT', `/merchant/review/${INVOICE_REVIEW}/approve`, {
      Ids: [req.Id],
      Comment: '开票信息已核对 / details checked',
    });
    if (state === 'toIssue') continue;
    tick();
    let v = (await ctx.call<{ Version: number }>(ISSUER, 'GET', `${P}/${made.Id}`)).Version;
    const no = String(invoiceNo++).padStart(8, '0') + String(1000 + i);
    v = (
      await ctx.call<{ Version: number }>(ISSUER, 'PUT', `${P}/${made.Id}/issue`, {
        Version: v,
        InvoiceNo: no,
        InvoiceDate: day(),
      })
    ).Version;
    if (state !== 'voided') continue;
    tick();
    await ctx.call(ISSUER, 'PUT', `${P}/${made.Id}/void`, {
      Version: v,
      RedInvoiceNo: String(invoiceNo++).padStart(8, '0') + String(9000 + i),
      Reason: '开票抬头有误，红冲后重开 / wrong invoice title, reversed to reissue',
    });
    // Requested again after the reversal: pending review.
    await request();
  }
  ctx.clock.set(null);
}
