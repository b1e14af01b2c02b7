import { isoDay } from '@partdesk/shared/core/dates';
import { docType } from '@partdesk/shared/core/doc-types';
import { SALES_QUOTE_DOC } from '@partdesk/shared/quote/quote-codes';
import {
  ORDER_REVIEW,
  ORDER_SOURCE,
  SALES_ORDER_DOC,
} from '@partdesk/shared/sales/sales-order/sales-order.codes';
import type { SalesOrderMerge } from '@partdesk/shared/sales/sales-order/sales-order.contract';
import { asc, inArray } from 'drizzle-orm';
import {
  type DocLink,
  nextDocNo,
  recordHistory,
  recordLinks,
  updateVersioned,
} from '../../../../core/documents/index.js';
import { badRequest, conflict, type Env } from '../../../../core/http/index.js';
import { requireRateOn } from '../../../finance/index.js';
import { quoQuoteLine } from '../../../quote/index.js';
import { loadOwnSalesOrder } from '../sales-order.queries.js';
import { applyLandedCost } from '../../margin/apply-landed-cost.js';
import { refreshOrderStatuses } from '../sales-order.statuses.js';
import { releaseOrderStock } from '../sales-order.stock.js';
import { salesOrderSchedule } from '../sales-order-schedule.table.js';
import { salesOrder, salesOrderLine } from '../sales-order.table.js';

const PREFIX = docType(SALES_ORDER_DOC)!.prefix;
/** Review statuses an order can be merged from (not in review, cancelled, voided, cancel pending, completed). */
const MERGEABLE: readonly number[] = [ORDER_REVIEW.draft, ORDER_REVIEW.rejected, ORDER_REVIEW.approved];
/** What must be equal across the orders, in the order the refusal names it. */
const SAME = [
  ['customerId', 'CustomerId', 'sales.mergeDiffersCustomer'],
  ['currency', 'Currency', 'sales.mergeDiffersCurrency'],
  ['countryId', 'CountryId', 'sales.mergeDiffersCountry'],
] as const;

/**
 * PUT /merchant/sale/salesorder/merge (button 0102, decision 0031): two or more unshipped orders
 * (nothing picked, packed or shipped; draft, rejected or approved) of the same customer, currency and
 * country, each at its Version → one new draft order (source "merge", the first order's header and
 * owner, today's rate) holding all their lines in order, each linked from its quote line and from its
 * source line; the sources are voided (status 10, `mergedIntoId`) with a history entry each, their
 * reservations released on the ledger (the new order reserves again when approved). One transaction.
 */
export async function mergeSalesOrders(env: Env, input: SalesOrderMerge) {
  const { app, user, lang } = env;
  const now = app.clock.now();
  const day = isoDay(now);
  if (new Set(input.Ids).size < 2 || new Set(input.Ids).size !== input.Ids.length)
    throw badRequest('sales.mergeTooFew', {}, 'Ids');
  if (input.Versions.length !== input.Ids.length) throw badRequest('sales.mergeVersions', {}, 'Versions');
  return app.db.transaction(async (tx) => {
    // Locked in id order (two merges of overlapping orders never deadlock), then read in the caller's order.
    const locked = new Map<number, typeof salesOrder.$inferSelect>();
    for (const id of [...input.Ids].sort((a, b) => a - b))
      locked.set(id, await loadOwnSalesOrder(tx, user, id));
    const orders = input.Ids.map((id) => locked.get(id)!);
    orders.forEach((o, i) => {
      if (o.version !== input.Versions[i]) throw conflict('errors.staleVersion');
    });
    const lines = await tx
      .select()
      .from(salesOrderLine)
      .where(inArray(salesOrderLine.orderId, input.Ids))
      .orderBy(asc(salesOrderLine.lineNo));
    const first = orders[0]!;
    for (const o of orders) {
      const shipping = lines.some(
        (l) => l.orderId === o.id && (l.pickedQty > 0 || l.packedQty > 0 || l.shippedQty > 0),
      );
      if (!MERGEABLE.includes(o.status) || shipping)
        throw badRequest('sales.mergeNotMergeable', { no: o.no }, 'Ids');
      for (const [col, field, key] of SAME)
        if (o[col] !== first[col]) throw badRequest(key, { no: o.no }, field);
    }

    const no = await nextDocNo(tx, { tenantId: first.tenantId, prefix: PREFIX, date: now });
    const rate = first.currency === 'CNY' ? '1' : await requireRateOn(tx, first.currency, day);
    const {
      id: _id,
      no: _no,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      submittedAt: _s,
      mergedIntoId: _m,
      ...header
    } = first;
    const [made] = await tx
      .insert(salesOrder)
      .values({
        ...header,
        no,
        rate,
        source: ORDER_SOURCE.merge,
        status: ORDER_REVIEW.draft,
        reviewComment: '',
        cancelReason: '',
        paused: false,
        received: '0',
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    const order = made!;
    const ordered = orders.flatMap((o) => lines.filter((l) => l.orderId === o.id));
    const by = { userId: user.id, lang };
    for (const o of orders) await releaseOrderStock(tx, by, o.id);
    const written = await tx
      .insert(salesOrderLine)
      .values(
        ordered.map((l, i) => {
          const { id: _lid, orderId: _o, lineNo: _n, createdAt: _lc, updatedAt: _lu, ...rest } = l;
          return {
            ...rest,
            orderId: order.id,
            lineNo: i + 1,
            reservedQty: 0,
            stockedQty: 0,
            notifiedQty: 0,
            stockingQty: 0,
            createdBy: user.id,
            updatedBy: user.id,
          };
        }),
      )
      .returning({ id: salesOrderLine.id });

    // The sources' dated deliveries move to the new lines.
    const newLineOf = new Map(ordered.map((l, i) => [l.id, written[i]!.id]));
    const dues = await tx
      .select()
      .from(salesOrderSchedule)
      .where(inArray(salesOrderSchedule.orderId, input.Ids));
    if (dues.length)
      await tx.insert(salesOrderSchedule).values(
        dues.map(({ id: _sid, createdAt: _sc, updatedAt: _su, ...d }) => ({
          ...d,
          orderId: order.id,
          lineId: newLineOf.get(d.lineId)!,
          createdBy: user.id,
          updatedBy: user.id,
        })),
      );

    // Links: quote line → new line (the quote stays upstream), source line → new line.
    const qlIds = ordered.flatMap((l) => (l.quoteLineId ? [l.quoteLineId] : []));
    const quoteOf = new Map(
      qlIds.length
        ? (
            await tx
              .select({ id: quoQuoteLine.id, quoteId: quoQuoteLine.quoteId })
              .from(quoQuoteLine)
              .where(inArray(quoQuoteLine.id, qlIds))
          ).map((r) => [r.id, r.quoteId])
        : [],
    );
    const links: DocLink[] = ordered.flatMap((l, i) => {
      const target = { type: SALES_ORDER_DOC, id: order.id, lineId: written[i]!.id };
      const out: DocLink[] = [
        { source: { type: SALES_ORDER_DOC, id: l.orderId, lineId: l.id }, target, quantity: l.quantity },
      ];
      if (l.quoteLineId)
        out.push({
          source: { type: SALES_QUOTE_DOC, id: quoteOf.get(l.quoteLineId)!, lineId: l.quoteLineId },
          target,
          quantity: l.quantity,
        });
      return out;
    });
    await recordLinks(tx, links, { userId: user.id });

    for (const o of orders) {
      await updateVersioned(tx, salesOrder, o.id, o.version, {
        status: ORDER_REVIEW.voided,
        mergedIntoId: order.id,
        updatedBy: user.id,
      });
      await refreshOrderStatuses(tx, o.id);
      await recordHistory(tx, {
        type: SALES_ORDER_DOC,
        docId: o.id,
        docNo: o.no,
        tenantId: o.tenantId,
        action: 'mergedInto',
        fromStatus: o.status,
        toStatus: ORDER_REVIEW.voided,
        comment: no,
        userId: user.id,
      });
    }
    await refreshOrderStatuses(tx, order.id, { amounts: true });
    await applyLandedCost(tx, order.id);
    await recordHistory(tx, {
      type: SALES_ORDER_DOC,
      docId: order.id,
      docNo: no,
      tenantId: order.tenantId,
      action: 'merge',
      toStatus: ORDER_REVIEW.draft,
      comment: orders.map((o) => o.no).join(', '),
      userId: user.id,
    });
    return { Id: order.id, No: no, Version: order.version };
  });
}
