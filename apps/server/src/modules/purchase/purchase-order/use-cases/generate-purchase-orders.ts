import { isoDay } from '@partdesk/shared/core/dates';
import { docType } from '@partdesk/shared/core/doc-types';
import {
  PO_PAYMENT_TERM_VALUES,
  PO_PAYMENT_TERMS,
  PO_STATUS,
  PO_TENANTS,
  PURCHASE_ORDER_DOC,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import type { GeneratePurchase } from '@partdesk/shared/purchase/purchase-order/purchase-order.contract';
import { isUnitCost, poLineAmount } from '@partdesk/shared/purchase/purchase-order/purchase-order.rules';
import { sql } from 'drizzle-orm';
import { nextDocNo, recordHistory, recordLinks } from '../../../../core/documents/index.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { demandKey, type OpenDemandRow, openDemand, refreshPoTotals } from '../purchase-order.queries.js';
import { purOrder, purOrderLine } from '../purchase-order.table.js';
import { checkSupplier, lockedRate } from '../purchase-order.validate.js';

const PREFIX = docType(PURCHASE_ORDER_DOC)!.prefix;
/** Default tax % of a generated PO: VAT 13 % on a CNY purchase, none on an import (completed by the buyer). */
const defaultTax = (currency: string) => (currency === 'CNY' ? 13 : 0);

type Supplier = Awaited<ReturnType<typeof checkSupplier>>;
interface Pick {
  demand: OpenDemandRow;
  supplier: Supplier;
  quantity: number;
  unitCost: string | null;
}

/**
 * POST /merchant/purchase/purchaseorder/generate (generate-purchase) — ticked purchase-demand rows, each
 * with a supplier (and optionally a unit cost and a quantity, default what is still to buy) → one PO per
 * supplier, currency (the supplier's) and owner company (the demand's), status "to complete" (5), owned
 * by the caller; each line keeps its demand row (source type, document, line; the sales order and line
 * it carries) and the link source line → PO line is recorded. Refused, naming the row's field, nothing
 * written: a row ticked twice, a row no longer open (fully on open POs, or gone), a quantity above what
 * is still to buy, an inactive supplier, a bad cost, an owner company closed for new documents.
 * Generations are serialised (transaction-scoped advisory lock) so two at once cannot both take the
 * same demand.
 */
export async function generatePurchaseOrders(env: Env, input: GeneratePurchase) {
  const { app, user } = env;
  const now = app.clock.now();
  const day = isoDay(now);
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pur_order.generate'))`);
    const open = new Map(
      (await openDemand(app.db, {}, tx)).map((d) => [demandKey(d.sourceType, d.lineId), d]),
    );
    const seen = new Set<string>();
    const picks: Pick[] = [];
    for (const [i, r] of input.Rows.entries()) {
      const row = i + 1;
      const key = demandKey(r.SourceType, r.LineId);
      if (seen.has(key)) throw badRequest('purchase.demandTwice', { row }, `Rows[${i}].LineId`);
      seen.add(key);
      const demand = open.get(key);
      if (!demand) throw badRequest('purchase.demandNotOpen', { row }, `Rows[${i}].LineId`);
      const quantity = r.Quantity ?? demand.openQty;
      if (!Number.isSafeInteger(quantity) || quantity <= 0)
        throw badRequest('purchase.lineQtyInvalid', { line: row }, `Rows[${i}].Quantity`);
      if (quantity > demand.openQty)
        throw badRequest('purchase.demandQtyOver', { row, open: demand.openQty }, `Rows[${i}].Quantity`);
      if (r.UnitCost && !isUnitCost(r.UnitCost))
        throw badRequest('purchase.lineCostInvalid', { line: row }, `Rows[${i}].UnitCost`);
      if (!PO_TENANTS.includes(demand.tenantId))
        throw badRequest(
          'purchase.demandTenantDisabled',
          { row, tenant: demand.tenantId },
          `Rows[${i}].LineId`,
        );
      const supplier = await checkSupplier(tx, r.SupplierId, `Rows[${i}].SupplierId`);
      picks.push({ demand, supplier, quantity, unitCost: r.UnitCost || null });
    }

    const groups = new Map<string, Pick[]>();
    for (const p of picks) {
      const g = `${p.supplier.id}:${p.supplier.currency}:${p.demand.tenantId}`;
      groups.set(g, [...(groups.get(g) ?? []), p]);
    }
    const made: { Id: number; No: string }[] = [];
    for (const group of groups.values()) {
      const { supplier, demand } = group[0]!;
      const rate = await lockedRate(tx, supplier.currency, day);
      const no = await nextDocNo(tx, { tenantId: demand.tenantId, prefix: PREFIX, date: now });
      const [order] = await tx
        .insert(purOrder)
        .values({
          no,
          tenantId: demand.tenantId,
          supplierId: supplier.id,
          ownerId: user.id,
          currency: supplier.currency,
          rate,
          taxRate: String(defaultTax(supplier.currency)),
          paymentTerms: PO_PAYMENT_TERM_VALUES.includes(supplier.paymentTerms)
            ? supplier.paymentTerms
            : PO_PAYMENT_TERMS.prepaid,
          status: PO_STATUS.toComplete,
          createdBy: user.id,
          updatedBy: user.id,
        })
        .returning({ id: purOrder.id, tenantId: purOrder.tenantId });
      const lines = await tx
        .insert(purOrderLine)
        .values(
          group.map((p, i) => ({
            orderId: order!.id,
            lineNo: i + 1,
            partId: p.demand.partId,
            mpn: p.demand.mpn,
            brand: p.demand.brand,
            package: p.demand.package,
            quantity: p.quantity,
            unitCost: p.unitCost,
            amount: poLineAmount(p.quantity, p.unitCost),
            requiredDate: p.demand.requiredDate,
            sourceType: p.demand.sourceType,
            sourceId: p.demand.sourceId,
            sourceNo: p.demand.sourceNo,
            sourceLineId: p.demand.lineId,
            salesOrderId: p.demand.orderId,
            salesOrderNo: p.demand.orderNo,
            salesOrderLineId: p.demand.orderLineId,
            createdBy: user.id,
            updatedBy: user.id,
          })),
        )
        .returning({ id: purOrderLine.id, lineNo: purOrderLine.lineNo });
      await recordLinks(
        tx,
        group.flatMap((p, i) =>
          docType(p.demand.sourceType)
            ? [
                {
                  source: { type: p.demand.sourceType, id: p.demand.sourceId, lineId: p.demand.lineId },
                  target: { type: PURCHASE_ORDER_DOC, id: order!.id, lineId: lines[i]!.id },
                  quantity: p.quantity,
                },
              ]
            : [],
        ),
        { userId: user.id },
      );
      await refreshPoTotals(tx, order!.id);
      await recordHistory(tx, {
        type: PURCHASE_ORDER_DOC,
        docId: order!.id,
        docNo: no,
        tenantId: order!.tenantId,
        action: 'create',
        toStatus: PO_STATUS.toComplete,
        changes: {},
        userId: user.id,
      });
      made.push({ Id: order!.id, No: no });
    }
    return { Orders: made };
  });
}
