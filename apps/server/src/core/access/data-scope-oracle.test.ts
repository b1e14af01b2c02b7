import { DEMAND_MENU, DEMAND_STATUS } from '@partdesk/shared/demand/demand-codes';
import { VISIT_STATUS } from '@partdesk/shared/crm/crm-ops-codes';
import { SEAS_RELEASE_STATUS } from '@partdesk/shared/inquiry/seas-codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, listAll } from '../../test/lists.js';
import { recordSuiteCount } from '../../test/suite-counts.js';
import { kitResources } from '../resource/resource-routes.js';
import type { AuthUser } from './access.js';
import { rows as resultRows } from '../db/index.js';

/**
 * Data-scope matrix with an independent oracle (issue #10, #12 item 8): every scoped list of the
 * resource kit × every demo account — each returned row's owners are read from the database by the
 * row key through the table's own owner columns (not through the binding's scope condition) and
 * compared with what the caller's data scope allows (decision 0004: scope "all" sees every row;
 * "sales" / "purchase" / "own" see the rows they own — the scope kinds of core/access are all "the
 * user's own id" on the owner column). The documented exceptions of a list (reviewers see what they
 * decide, …) are restated below per resource from the module READMEs, as facts read from the row.
 */
interface Oracle {
  /** `from` clause; the row alias is `x`, the key column `x.id`. */
  from: string;
  /** SQL array of the users owning the row (nulls ignored). */
  owners: string;
  /** SQL boolean: the row is in the list's documented exception (seen beyond its owners by `openTo`). */
  open?: string;
  openTo?: (u: AuthUser) => boolean;
  /** A second documented exception (row fact and who it opens the row to), when a list has two. */
  also?: { open: string; openTo: (u: AuthUser) => boolean };
}

const holds =
  (...grants: string[]) =>
  (u: AuthUser) =>
    grants.some((g) => u.grants.has(g));
/** Ownership through the customer: the customer's current owner. */
const customerOwner = (col: string) => `array[(select c.owner_id from crm_customer c where c.id = ${col})]`;

/** Receipts SK (decision 0054): `receipt` the receipt id column of the row. */
function receiptOracle(receipt: string, from: string, owners: string): Oracle {
  return {
    from,
    owners,
    open: `exists (select 1 from review_request rr where rr.doc_id = ${receipt} and rr.status = 'pending'
             and rr.doc_type = 'receiptAudit')`,
    openTo: holds('sales/document-audit/receiptAudit'),
    also: { open: 'true', openTo: holds('finance/review/receiptAudit') },
  };
}

const ORACLES: Record<string, Oracle> = {
  // Own customers; reviewers of a pending customer / conflict review and deciders of a pending
  // transfer see that customer while it waits (crm README, #10 item 4).
  'crm.customer': {
    from: 'crm_customer x',
    owners: 'array[x.owner_id]',
    open: `exists (select 1 from review_request rr where rr.doc_id = x.id and rr.status = 'pending'
             and rr.doc_type in ('customer', 'customerConflict'))
           or exists (select 1 from crm_customer_transfer tr where tr.customer_id = x.id and tr.status = 1)`,
    openTo: holds(
      'crmsystem/reviewcustomer/customeraudit',
      'crmsystem/reviewcustomer/conflict-audit',
      'crmsystem/customer-management:0102',
      'crmsystem/customerLibrary:0102',
    ),
  },
  'crm.contact': { from: 'crm_contact x', owners: 'array[x.owner_id]' },
  // Visits: the salesperson allotted and the creator; allotters see the unallotted ones, visit
  // reviewers those waiting for review.
  'crm.visit': {
    from: 'crm_visit x',
    owners: 'array[x.salesperson_id, x.created_by]',
    open: `x.salesperson_id is null or x.status = ${VISIT_STATUS.pendingReview}`,
    openTo: holds('crmsystem/customervisits:0102', 'crmsystem/reviewcustomer/visit'),
  },
  // Balances, the ledger and refunds belong to the customer's owner; refund reviewers see them all.
  'crm.balance': {
    from: 'fin_entry x',
    owners: customerOwner('x.party_id'),
    open: 'true',
    openTo: holds('sales/document-audit/balancerefund-audit'),
  },
  'crm.balanceLedger': {
    from: 'fin_entry x',
    owners: customerOwner('x.party_id'),
    open: 'true',
    openTo: holds('sales/document-audit/balancerefund-audit'),
  },
  // Receivables (decision 0056): the row key is the latest ledger entry of the customer's receivable;
  // the customer's owner sees it (scope "all" every row).
  'finance.receivables': { from: 'fin_entry x', owners: customerOwner('x.party_id') },
  'crm.balanceRefund': {
    from: 'crm_balance_refund x',
    owners: customerOwner('x.customer_id'),
    open: 'true',
    openTo: holds('sales/document-audit/balancerefund-audit'),
  },
  // Level / credit change requests belong to the customer's owner; their reviewers see them all.
  'crm.levelChange': {
    from: 'crm_level_change x',
    owners: customerOwner('x.customer_id'),
    open: 'true',
    openTo: holds('crmsystem/reviewcustomer/level-audit'),
  },
  'crm.creditChange': {
    from: 'crm_credit_change x',
    owners: customerOwner('x.customer_id'),
    open: 'true',
    openTo: holds('crmsystem/reviewcustomer/credit-audit'),
  },
  'inquiry.purchaseRequest': { from: 'inq_purchase_request x', owners: 'array[x.requested_by]' },
  'inquiry.inquiry': { from: 'inq_inquiry x', owners: 'array[x.salesperson_id]' },
  'inquiry.purchaseQuote': { from: 'inq_purchase_quote x', owners: 'array[x.buyer_id]' },
  // The seas library: own inquiries and inquiries of own customers; everyone sees the released ones
  // and those of pool customers.
  'inquiry.seas': {
    from: 'inq_inquiry x',
    owners: `array[x.salesperson_id, (select c.owner_id from crm_customer c where c.id = x.customer_id)]`,
    open: `exists (select 1 from inq_seas_release r where r.inquiry_id = x.id and r.status = ${SEAS_RELEASE_STATUS.inPool})
           or (select c.owner_id from crm_customer c where c.id = x.customer_id) is null`,
    openTo: () => true,
  },
  // Stock checks (PD): the counter's own sheets (finance's scope sees all).
  'inventory.stockCheck': { from: 'inv_stock_check x', owners: 'array[x.owner_id]' },
  // Bank receipts YS (decision 0050): a claim belongs to its claimer; a receipt still to be claimed (no
  // customer data on it) is open to every holder of the screen; finance (button 0101) sees all.
  'finance.bankReceipt': {
    from: 'fin_bank_receipt x',
    owners: 'array[x.claimed_by]',
    open: 'x.status = 1',
    openTo: () => true,
    also: { open: 'true', openTo: holds('finance/receipt/precollected:0101') },
  },
  // Invoice requests FP (decision 0051): the order's salesperson's; finance and administrators see all.
  'finance.invoice': { from: 'fin_invoice x', owners: 'array[x.owner_id]' },
  // Spot supply XH: the order's salesperson; the purchase-side list shows every row to its holders
  // (decision 0035). Cash requirements XR: their salesperson; non-sales holders of the screen see the
  // approved / fulfilled / closed ones.
  'sales.spotSupply': { from: 'sales_spot_supply x', owners: 'array[x.owner_id]' },
  'purchase.spotSupply': {
    from: 'sales_spot_supply x',
    owners: 'array[x.owner_id]',
    open: 'true',
    openTo: holds('purchase/spotsupply', 'purchase/document-audit/spotsupply-order'),
  },
  'sales.cashRequirement': {
    from: 'sales_cash_requirement x',
    owners: 'array[x.owner_id]',
    open: 'x.status in (2, 4, 5)',
    openTo: (u) => u.scope.kind !== 'sales',
  },
  // Sales-side quality checks QC (decision 0060): their salesperson; the warehouse (any non-sales holder)
  // and the quality-audit queue holders (the sales leads) see every row.
  'sales.qualityCheck': {
    from: 'sales_quality_check x',
    owners: 'array[x.owner_id]',
    open: 'true',
    openTo: (u) => u.scope.kind !== 'sales' || holds('sales/document-audit/quality-audit')(u),
  },
  'quote.salesQuote': { from: 'quo_quote x', owners: 'array[x.salesperson_id]' },
  'quote.quoteRecord': { from: 'quo_quote_record x', owners: 'array[x.salesperson_id]' },
  // Sales orders (PI): the salesperson's own; whoever holds one of its review queues sees an order whose
  // review of that kind waits (sales module README, decision 0033).
  'sales.salesOrder': {
    from: 'sales_order x',
    owners: 'array[x.owner_id]',
    open: `exists (select 1 from review_request rr where rr.doc_id = x.id and rr.status = 'pending'
             and rr.doc_type in ('salesOrder', 'salesOrderMargin', 'salesOrderPurchase', 'salesOrderCancel'))`,
    openTo: holds(
      'sales/document-audit/salesOrderAudit',
      'sales/document-audit/salesOrderMarginAudit',
      'purchase/document-audit/sales-order',
      'sales/salesOrder',
    ),
  },
  // The delivery schedule (scheduleSaleOrder): its order's salesperson's rows, and what the order's
  // pending reviewers see of it (the order's one row rule).
  'sales.salesSchedule': {
    from: 'sales_order_schedule x',
    owners: '(select array[o.owner_id] from sales_order o where o.id = x.order_id)',
    open: `exists (select 1 from review_request rr where rr.doc_id = x.order_id and rr.status = 'pending'
             and rr.doc_type in ('salesOrder', 'salesOrderMargin', 'salesOrderPurchase', 'salesOrderCancel'))`,
    openTo: holds(
      'sales/document-audit/salesOrderAudit',
      'sales/document-audit/salesOrderMarginAudit',
      'purchase/document-audit/sales-order',
      'sales/salesOrder',
    ),
  },
  // Stocking requests (BH): the order's salesperson's; purchasing sees them all (its demand, decision 0034);
  // whoever holds an order review queue sees the requests of an order whose review waits (the order's rule).
  'sales.stockingRequest': {
    from: 'sales_stocking_request x',
    owners: 'array[x.owner_id]',
    open: 'true',
    openTo: (u) => u.scope.kind === 'purchase',
    also: {
      open: `exists (select 1 from review_request rr where rr.doc_id = x.order_id and rr.status = 'pending'
               and rr.doc_type in ('salesOrder', 'salesOrderMargin', 'salesOrderPurchase', 'salesOrderCancel'))`,
      openTo: holds(
        'sales/document-audit/salesOrderAudit',
        'sales/document-audit/salesOrderMarginAudit',
        'purchase/document-audit/sales-order',
      ),
    },
  },
  // Purchase orders (PO): the buyer's own; purchasing heads (holders of the PO review queue) see every
  // PO (purchase module README, decision 0037).
  'purchase.purchaseOrder': {
    from: 'pur_order x',
    owners: 'array[x.owner_id]',
    open: 'true',
    openTo: holds('purchase/document-audit/purchase-order'),
  },
  // Internal stock orders (NB): the buyer who raised it; purchasing heads (the PO review queue) see
  // every one (decision 0057).
  'purchase.internalStockOrder': {
    from: 'pur_internal_stock_order x',
    owners: 'array[x.owner_id]',
    open: 'true',
    openTo: holds('purchase/document-audit/purchase-order'),
  },
  // Supplier deliveries (DH): the PO's buyer; purchasing heads (the PO review queue) see every one
  // (decision 0042).
  'purchase.supplierDelivery': {
    from: 'pur_supplier_delivery x',
    owners: 'array[(select o.owner_id from pur_order o where o.id = x.order_id)]',
    open: 'true',
    openTo: holds('purchase/document-audit/purchase-order'),
  },
  // Goods received notes (RK) and inspections (JY): every holder of the screens sees every row — the
  // warehouse receives for every buyer (decision 0040).
  'purchase.receipt': {
    from: 'pur_receipt x',
    owners: 'array[x.owner_id]',
    open: 'true',
    openTo: () => true,
  },
  'purchase.warehousingApproval': {
    from: 'pur_receipt x',
    owners: 'array[x.owner_id]',
    open: 'true',
    openTo: () => true,
  },
  'purchase.inspection': {
    from: 'pur_inspection x',
    owners: 'array[x.owner_id]',
    open: 'true',
    openTo: () => true,
  },
  // Proxy brands (DL): a franchise line is a company fact — every holder of the screens sees every row
  // (decision 0049).
  'purchase.proxyBrand': {
    from: 'pur_proxy_brand x',
    owners: 'array[x.owner_id]',
    open: 'true',
    openTo: () => true,
  },
  // Payment requests (FK): the asking buyer's; purchasing heads and finance (the payment queue) see
  // every one (decision 0041).
  'purchase.paymentOrder': {
    from: 'pur_payment_order x',
    owners: 'array[x.owner_id]',
    open: 'true',
    openTo: holds('purchase/document-audit/purchase-order', 'finance/financial/payment'),
  },
  // Receipts SK (decision 0054): the maker's; the sales reviewers those waiting for the sales review;
  // finance (the confirmation queue) every one. The per-order rows follow their receipt; the receivable
  // list is the sales order's rule.
  'sales.salesReceipt': receiptOracle('x.id', 'sales_receipt x', 'array[x.owner_id]'),
  'finance.receiptOrder': receiptOracle('x.id', 'sales_receipt x', 'array[x.owner_id]'),
  'sales.receiptLine': receiptOracle(
    'x.receipt_id',
    'sales_receipt_line x',
    '(select array[r.owner_id] from sales_receipt r where r.id = x.receipt_id)',
  ),
  'sales.receivable': {
    from: 'sales_order x',
    owners: 'array[x.owner_id]',
    open: `exists (select 1 from review_request rr where rr.doc_id = x.id and rr.status = 'pending'
             and rr.doc_type in ('salesOrder', 'salesOrderMargin', 'salesOrderPurchase', 'salesOrderCancel'))`,
    openTo: holds(
      'sales/document-audit/salesOrderAudit',
      'sales/document-audit/salesOrderMarginAudit',
      'purchase/document-audit/sales-order',
      'sales/salesOrder',
    ),
  },
  // Shipments (CK): the salespeople of the orders shipped (decision 0043; the warehouse's scope is all);
  // the deciders of a pending credit / overweight review (holders of the deliver-audit queue) see the
  // shipment while it waits (logistics README, decision 0046).
  'logistics.shipment': {
    from: 'log_shipment x',
    owners: `array(select so.owner_id from log_shipment_line l join sales_order so on so.id = l.order_id
                   where l.shipment_id = x.id)`,
    open: `exists (select 1 from review_request rr where rr.doc_id = x.id and rr.status = 'pending'
             and rr.doc_type in ('shipmentCredit', 'shipmentOverweight'))`,
    openTo: (u) => u.isAdmin || holds('sales/document-audit/deliver-audit')(u),
    // Purchasing's cargo review (decision 0053): the purchase leads see a shipment while it waits for them.
    also: {
      open: `exists (select 1 from review_request rr where rr.doc_id = x.id and rr.status = 'pending'
               and rr.doc_type = 'shipmentCargo')`,
      openTo: (u) => u.isAdmin || holds('purchase/document-audit/salescargo-review')(u),
    },
  },
  // Demand orders: the salesperson's own; demand reviewers see those awaiting confirmation.
  'demand.demand': {
    from: 'dmd_demand x',
    owners: 'array[x.salesperson_id]',
    open: `x.status = ${DEMAND_STATUS.awaitingConfirmation}`,
    openTo: holds(DEMAND_MENU.audit),
  },
};

interface Facts {
  k: number;
  owners: (number | null)[];
  open: boolean;
  open2: boolean;
}

let t: TestApp;
let tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t?.close());

async function factsOf(o: Oracle, keys: number[]): Promise<Map<number, Facts>> {
  const res = await t.db.execute(
    sql.raw(`select x.id as k, ${o.owners} as owners, (${o.open ?? 'false'}) as open,
             (${o.also?.open ?? 'false'}) as open2
             from ${o.from} where x.id in (${keys.map((k) => Number(k)).join(', ')})`),
  );
  const rows = resultRows<Facts>(res);
  return new Map(rows.map((r) => [Number(r.k), r]));
}

describe('data-scope matrix (independent oracle)', () => {
  it('every row of every scoped list belongs to the caller, or the caller sees all', async () => {
    const scoped = kitResources(t.app.ctx.registry).filter((r) => r.scoped);
    expect(scoped.length).toBeGreaterThan(5);
    const violations: string[] = [];
    const callers = new Set<string>();
    let checked = 0;
    let narrowed = 0;
    for (const r of scoped) {
      const o = ORACLES[r.name];
      if (!o) {
        violations.push(`${r.name}: scoped list without an owner lookup in this oracle — declare it`);
        continue;
      }
      for (const [account, token] of tokens) {
        const rows = (await listAll(t, r.list, token))?.Records;
        if (!rows) continue;
        const user = (await t.app.ctx.sessions.resolve(token))!.user;
        callers.add(account);
        if (user.scope.kind !== 'all') narrowed++;
        const keys = rows.map((row) => Number(row[r.def.rowKey]));
        const facts = keys.length ? await factsOf(o, keys) : new Map<number, Facts>();
        for (const k of keys) {
          checked++;
          const f = facts.get(k);
          if (!f) {
            violations.push(`${account} ${r.name}: row ${k} not found by its key`);
            continue;
          }
          const allowed =
            user.scope.kind === 'all' ||
            f.owners.includes(user.id) ||
            (f.open && !!o.openTo?.(user)) ||
            (f.open2 && !!o.also?.openTo(user));
          if (!allowed)
            violations.push(
              `${account} ${r.name}: row ${k} owned by ${f.owners.join('/')} (caller ${user.id})`,
            );
        }
      }
    }
    recordSuiteCount('data-scope-oracle', {
      resources: scoped.length,
      accounts: callers.size,
      rowsChecked: checked,
      violations: violations.length,
    });
    expect(violations.slice(0, 40)).toEqual([]);
    expect(narrowed).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(100);
  }, 180_000);
});
