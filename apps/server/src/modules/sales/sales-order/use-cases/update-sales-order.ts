import { isoDay } from '@partdesk/shared/core/dates';
import { D, money } from '@partdesk/shared/core/money';
import { fieldLabel } from '@partdesk/shared/i18n/index';
import { ORDER_REVIEW, SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import type { SalesOrderUpdate } from '@partdesk/shared/sales/sales-order/sales-order.contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { seesAll } from '../../../../core/access/index.js';
import type { Tx } from '../../../../core/db/client.js';
import { diffChanges, recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, conflict, type Env, notFound } from '../../../../core/http/index.js';
import { getSetting } from '../../../setup/index.js';
import { linkQuoteLines, resolveQuoteLines } from '../sales-order-quote-lines.js';
import { linesWithStockEntries, releaseLine } from '../sales-order-release.js';
import { loadOwnSalesOrder } from '../sales-order.queries.js';
import { applyLandedCost } from '../../margin/apply-landed-cost.js';
import { refreshOrderStatuses } from '../sales-order.statuses.js';
import { scheduledByLine } from '../sales-order-schedule.js';
import { salesOrderSchedule } from '../sales-order-schedule.table.js';
import { salesOrder, salesOrderLine } from '../sales-order.table.js';
import { type LineCost, checkHeader, checkLines } from '../sales-order.validate.js';

/** Review statuses in which an order may be edited (approved within the fulfilment rules). */
export const ORDER_EDITABLE_NOW: readonly number[] = [
  ORDER_REVIEW.draft,
  ORDER_REVIEW.rejected,
  ORDER_REVIEW.approved,
];
/** "Advanced modification": header fields refused once the order is approved. */
const ADVANCED = ['CustomerId', 'Currency', 'TenantId', 'TaxRate'] as const;

type OrderRow = typeof salesOrder.$inferSelect;
type LineRow = typeof salesOrderLine.$inferSelect;

const headerOf = (o: OrderRow) => ({
  CustomerId: o.customerId,
  ContactId: o.contactId,
  TenantId: o.tenantId,
  Currency: o.currency,
  TaxRate: Number(o.taxRate),
  PaymentTerms: o.paymentTerms,
  PayAccountId: o.payAccountId,
  ConsigneeName: o.consigneeName,
  ConsigneePhone: o.consigneePhone,
  ConsigneeAddress: o.consigneeAddress,
  CountryId: o.countryId,
  CourierId: o.courierId,
  Remark: o.remark,
});
const LINE_FIELDS = ['Mpn', 'Brand', 'Package', 'DateCode', 'Quantity', 'UnitPrice', 'RequiredDate'] as const;
const lineOf = (
  l: Pick<LineRow, 'mpn' | 'brand' | 'package' | 'dateCode' | 'quantity' | 'unitPrice' | 'requiredDate'>,
) => ({
  Mpn: l.mpn,
  Brand: l.brand,
  Package: l.package,
  DateCode: l.dateCode,
  Quantity: l.quantity,
  UnitPrice: new D(l.unitPrice).toFixed(6),
  RequiredDate: l.requiredDate ?? '',
});
/** A line's cost stays as written (its locked rate) while it names the same purchase quote or lot. */
const sameCost = (e: LineRow, c: LineCost) =>
  e.costSource === c.costSource && e.purchaseQuoteId === c.purchaseQuoteId && e.lotId === c.lotId;

/**
 * PUT /merchant/sale/salesorder/:id — the whole order at the Version read (409 when someone saved in
 * between): header through the create's rules (checkHeader); lines changed by `Id`, added without,
 * removed when left out (checkLines + the quote lines' rules). Editable in draft, rejected and approved
 * (cancelled, voided, completed, in review or cancel pending: `sales.notEditable`). Once approved:
 * customer, currency, owner company and tax rate are frozen. Always: quantity ≥ shipped, a line with
 * shipped/picked pieces or reservation entries stays, unit prices frozen once anything is picked or
 * shipped; a quantity below what is reserved releases the difference (ledger, same transaction). An
 * approved order whose amount (or GP %) moves beyond the tolerance setting goes back to draft.
 */
export async function updateSalesOrder(env: Env, id: number, input: SalesOrderUpdate) {
  const { app, user, lang } = env;
  const day = isoDay(app.clock.now());
  const tolerance = await getSetting(app.db, 'salesReReviewTolerancePercent');
  return app.db.transaction(async (tx) => {
    const o = await loadOwnSalesOrder(tx, user, id);
    if (o.ownerId !== user.id && !seesAll(user)) throw notFound();
    if (o.version !== input.Version) throw conflict('errors.staleVersion');
    if (!ORDER_EDITABLE_NOW.includes(o.status)) throw badRequest('sales.notEditable', {}, 'Version');
    const before = headerOf(o);
    if (o.status === ORDER_REVIEW.approved)
      for (const f of ADVANCED)
        if (String(before[f]) !== String(input[f]))
          throw badRequest('sales.advancedNotEditable', { field: fieldLabel(lang, f) }, f);
    const { rate: rateToday } = await checkHeader(tx, env, input, day);

    const old = await tx
      .select()
      .from(salesOrderLine)
      .where(eq(salesOrderLine.orderId, id))
      .orderBy(asc(salesOrderLine.lineNo));
    const byId = new Map(old.map((l) => [l.id, l]));
    const kept = new Set<number>();
    input.Lines.forEach((l, i) => {
      if (l.Id && (!byId.has(l.Id) || kept.has(l.Id)))
        throw badRequest('sales.lineNotOfOrder', { line: i + 1 }, `Lines[${i}].Id`);
      if (l.Id) kept.add(l.Id);
    });
    // An existing line keeps the quote line it was made from (not re-checked as "fully ordered").
    const body = input.Lines.map((l) => {
      const e = l.Id ? byId.get(l.Id) : undefined;
      return e ? { ...l, QuoteLineId: e.quoteLineId ?? undefined } : l;
    });
    const { lines, sources } = await resolveQuoteLines(
      tx,
      user,
      body,
      { customerId: input.CustomerId, currency: input.Currency, day, id },
      (i) => !input.Lines[i]!.Id,
    );
    const costs = await checkLines(tx, lines, day);

    const scheduled = await scheduledByLine(tx, id);
    const shipping = old.some((l) => l.pickedQty > 0 || l.packedQty > 0 || l.shippedQty > 0);
    for (const [i, l] of lines.entries()) {
      const e = l.Id ? byId.get(l.Id) : undefined;
      if (!e) continue;
      const line = i + 1;
      if (l.Quantity! < e.shippedQty)
        throw badRequest('sales.qtyBelowShipped', { line, shipped: e.shippedQty }, `Lines[${i}].Quantity`);
      const due = scheduled.get(e.id) ?? 0;
      if (l.Quantity! < due)
        throw badRequest('sales.scheduleOver', { sum: due, quantity: l.Quantity }, `Lines[${i}].Quantity`);
      if (shipping && !new D(l.UnitPrice!).eq(e.unitPrice))
        throw badRequest('sales.priceFrozen', { line }, `Lines[${i}].UnitPrice`);
    }
    const removed = old.filter((l) => !kept.has(l.id));
    const stocked = await linesWithStockEntries(
      tx,
      id,
      removed.map((l) => l.id),
    );
    for (const r of removed) {
      if (r.shippedQty > 0 || r.pickedQty > 0 || r.packedQty > 0)
        throw badRequest('sales.qtyBelowShipped', { line: r.lineNo, shipped: r.shippedQty }, 'Lines');
      if (stocked.has(r.id)) throw badRequest('sales.lineHasStock', { line: r.lineNo }, 'Lines');
    }

    // Writes: releases, removed lines, changed lines, new lines, header (at Version), statuses, history.
    const by = { userId: user.id, lang };
    const changes: Record<string, [unknown, unknown]> = {};
    if (removed.length) {
      const ids = removed.map((r) => r.id);
      // Their links stay: the order was made from those quote lines (history), the trace still says so.
      await tx.delete(salesOrderSchedule).where(inArray(salesOrderSchedule.lineId, ids));
      await tx.delete(salesOrderLine).where(inArray(salesOrderLine.id, ids));
      for (const r of removed) changes[`L${r.lineNo}`] = [`${r.mpn} × ${r.quantity}`, null];
    }
    let nextNo = Math.max(0, ...old.map((l) => l.lineNo));
    const fresh: { index: number; row: Record<string, unknown> }[] = [];
    for (const [i, l] of lines.entries()) {
      const e = l.Id ? byId.get(l.Id) : undefined;
      const cost = e && sameCost(e, costs[i]!) ? {} : costs[i]!;
      const row = {
        partId: l.PartId ?? null,
        mpn: l.Mpn,
        brand: l.Brand,
        package: l.Package,
        dateCode: l.DateCode,
        quantity: l.Quantity!,
        unitPrice: l.UnitPrice!,
        amount: money(new D(l.UnitPrice!).mul(l.Quantity!)),
        requiredDate: l.RequiredDate || null,
        customerPn: l.CustomerPn,
        remark: l.Remark,
        ...cost,
        updatedBy: user.id,
      };
      if (!e) {
        fresh.push({ index: i, row });
        continue;
      }
      if (l.Quantity! < e.reservedQty) await releaseLine(tx, by, e, e.reservedQty - l.Quantity!);
      await tx.update(salesOrderLine).set(row).where(eq(salesOrderLine.id, e.id));
      for (const [k, v] of Object.entries(
        diffChanges(lineOf(e), { ...lineOf({ ...e, ...row }) }, LINE_FIELDS),
      ))
        changes[`L${e.lineNo}.${k}`] = v;
    }
    if (fresh.length) {
      const written = await tx
        .insert(salesOrderLine)
        .values(
          fresh.map((x) => ({
            ...(x.row as Omit<typeof salesOrderLine.$inferInsert, 'orderId' | 'lineNo'>),
            orderId: id,
            lineNo: ++nextNo,
            quoteLineId: sources[x.index]?.quoteLineId ?? null,
            stockStatus: 0,
            notifyStatus: 0,
            shipStatus: 0,
            createdBy: user.id,
          })),
        )
        .returning({
          id: salesOrderLine.id,
          lineNo: salesOrderLine.lineNo,
          quantity: salesOrderLine.quantity,
          mpn: salesOrderLine.mpn,
        });
      await linkQuoteLines(
        tx,
        id,
        written.map((w, k) => ({ source: sources[fresh[k]!.index]!, lineId: w.id, quantity: w.quantity })),
        user.id,
      );
      for (const w of written) changes[`L${w.lineNo}`] = [null, `${w.mpn} × ${w.quantity}`];
    }

    const { version } = await updateVersioned(tx, salesOrder, id, input.Version, {
      customerId: input.CustomerId,
      contactId: input.ContactId ?? null,
      tenantId: input.TenantId,
      currency: input.Currency,
      rate: input.Currency === o.currency ? o.rate : rateToday,
      taxRate: String(input.TaxRate),
      paymentTerms: input.PaymentTerms,
      payAccountId: input.PayAccountId ?? null,
      consigneeName: input.ConsigneeName,
      consigneePhone: input.ConsigneePhone,
      consigneeAddress: input.ConsigneeAddress,
      countryId: input.CountryId,
      courierId: input.CourierId ?? null,
      remark: input.Remark,
      updatedBy: user.id,
    });
    Object.assign(
      changes,
      diffChanges(
        before,
        {
          ...input,
          ContactId: input.ContactId ?? null,
          PayAccountId: input.PayAccountId ?? null,
          CourierId: input.CourierId ?? null,
        },
        Object.keys(before),
      ),
    );
    await refreshOrderStatuses(tx, id, { amounts: true });
    // The margin follows the new lines before the re-review compares GP % (decision 0032).
    await applyLandedCost(tx, id);
    const status = await reReview(tx, o, tolerance);
    if (o.amount !== status.amount) changes.Amount = [o.amount, status.amount];
    await recordHistory(tx, {
      type: SALES_ORDER_DOC,
      docId: id,
      docNo: o.no,
      tenantId: input.TenantId,
      action: 'update',
      changes,
      userId: user.id,
    });
    if (status.back)
      await recordHistory(tx, {
        type: SALES_ORDER_DOC,
        docId: id,
        docNo: o.no,
        tenantId: input.TenantId,
        action: 'backToDraft',
        fromStatus: o.status,
        toStatus: ORDER_REVIEW.draft,
        comment: `${o.amount} → ${status.amount}`,
        userId: user.id,
      });
    return { Id: id, Version: version, Status: status.back ? ORDER_REVIEW.draft : o.status };
  });
}

/** Percent change of `to` against `from` (any change counts as 100 % when `from` is 0). */
const movedPercent = (from: string, to: string) => {
  const a = new D(from);
  const b = new D(to);
  if (a.eq(b)) return new D(0);
  return a.isZero() ? new D(100) : b.minus(a).abs().div(a.abs()).mul(100);
};

/**
 * An approved order whose amount moved by more than `tolerance` % (or whose GP % moved by more than
 * `tolerance` percentage points, once the margin is computed) goes back to draft: it must be submitted
 * again. Statuses re-derived in the same transaction.
 */
async function reReview(tx: Tx, o: OrderRow, tolerance: number) {
  const [now] = await tx
    .select({ amount: salesOrder.amount, gpPercent: salesOrder.gpPercent })
    .from(salesOrder)
    .where(eq(salesOrder.id, o.id));
  const amount = now!.amount;
  if (o.status !== ORDER_REVIEW.approved) return { back: false, amount };
  const gpMoved =
    o.gpPercent != null && now!.gpPercent != null ? new D(now!.gpPercent).minus(o.gpPercent).abs() : new D(0);
  const back = movedPercent(o.amount, amount).gt(tolerance) || gpMoved.gt(tolerance);
  if (back) {
    await tx
      .update(salesOrder)
      .set({ status: ORDER_REVIEW.draft, submittedAt: null })
      .where(eq(salesOrder.id, o.id));
    await refreshOrderStatuses(tx, o.id);
  }
  return { back, amount };
}
