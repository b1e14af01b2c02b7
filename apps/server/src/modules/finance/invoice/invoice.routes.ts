import {
  INVOICE_AUDIT_MENU,
  INVOICE_ISSUE_MENU,
  INVOICE_MENU,
  INVOICE_DOC,
  INVOICE_REQUIREMENT_MENU,
  INVOICE_REVIEW,
  INVOICE_STATUS as S,
} from '@partdesk/shared/finance/invoice/invoice.codes';
import {
  invoiceCreateBody,
  invoiceIssueBody,
  invoiceOrdersQuery,
  invoiceRequirementQuery,
  invoiceVoidBody,
} from '@partdesk/shared/finance/invoice/invoice.contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { listHistory } from '../../../core/documents/index.js';
import { type Env, ok, requestEnv } from '../../../core/http/index.js';
import { invoiceDocument } from './invoice.document.js';
import { invoiceableOrders, invoiceRequirements, invoiceSourceView } from './invoice-open.js';
import { invoiceColumns, registerInvoiceList } from './invoice.list.js';
import { invoiceLinesOf, loadInvoice } from './invoice.queries.js';
import { finInvoice } from './invoice.table.js';
import { createInvoice } from './use-cases/create-invoice.js';
import { issueInvoice, voidInvoice } from './use-cases/issue-invoice.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const INVOICE_ACCESS = {
  list: { grantedBy: [INVOICE_MENU, INVOICE_AUDIT_MENU, INVOICE_ISSUE_MENU, INVOICE_REQUIREMENT_MENU] },
  create: { grantedBy: [INVOICE_MENU] },
  audit: { grantedBy: [INVOICE_AUDIT_MENU] },
  issue: { grantedBy: [INVOICE_ISSUE_MENU] },
  requirement: { grantedBy: [INVOICE_REQUIREMENT_MENU, INVOICE_MENU] },
} as const;

const tags = ['finance'];

/** The detail: the row's columns, its lines and its history (its own actions and the review's, oldest first). */
async function invoiceDetail(e: Env, id: number) {
  const db = e.app.db;
  await loadInvoice(db, e.user, id);
  const [head] = await db.select(invoiceColumns).from(finInvoice).where(eq(finInvoice.id, id));
  const lines = await invoiceLinesOf(db, id);
  const history = await listHistory(db, [INVOICE_DOC, INVOICE_REVIEW], id);
  return ok({
    History: history.map((h) => ({
      Id: h.Id,
      Action: h.Action,
      FromStatus: h.FromStatus,
      ToStatus: h.ToStatus,
      Comment: h.Comment,
      UserName: h.UserName,
      At: h.At,
    })),
    ...head!,
    Lines: lines.map((l) => ({
      Id: l.id,
      LineNo: l.lineNo,
      OrderLineId: l.orderLineId,
      Mpn: l.mpn,
      Brand: l.brand,
      Quantity: l.quantity,
      UnitPrice: l.unitPrice,
      Amount: l.amount,
    })),
  });
}

/** The requests pending review the caller sees (the permit POST merchant/sale/documentreview/invoiceaudit). */
async function auditList(e: Env) {
  const rows = await e.app.db
    .select(invoiceColumns)
    .from(finInvoice)
    .where(and(eq(finInvoice.status, S.pending), invoiceDocument.visibleWhere(e.user)))
    .orderBy(desc(finInvoice.id))
    .limit(500);
  return ok({ Records: rows, TotalCount: rows.length });
}

/** InvoiceToIssueCount: approved requests waiting for finance (the list with `status=2`). */
export async function invoiceToIssueCount({ db, user }: { db: Executor; user: AuthUser }): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(finInvoice)
    .where(and(eq(finInvoice.status, S.toIssue), invoiceDocument.visibleWhere(user)));
  return r?.n ?? 0;
}

/**
 * /merchant/finance/invoice: list (kit; the to-issue queue is the list with `status=[2]`), detail,
 * create (into the review `invoiceAudit`, decided through `/merchant/review/invoiceAudit/approve|reject`),
 * issue and red-letter void (finance), and the audit list behind the spec's permit.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerInvoiceList(app, INVOICE_ACCESS.list);

  app.post(
    '/merchant/sale/documentreview/invoiceaudit',
    {
      config: { access: INVOICE_ACCESS.audit },
      schema: { tags, summary: 'Invoice requests pending review' },
    },
    (req) => auditList(env(req)),
  );
  app.get(
    '/merchant/finance/invoice/orders',
    {
      config: { access: INVOICE_ACCESS.create },
      schema: {
        tags,
        summary: 'Approved orders with shipped lines still to invoice (the request form)',
        querystring: invoiceOrdersQuery,
      },
    },
    async (req) => ok(await invoiceableOrders(env(req), req.query.CustomerId)),
  );
  app.get(
    '/merchant/finance/invoice/source/:id',
    {
      config: { access: INVOICE_ACCESS.create },
      schema: { tags, summary: 'One order with its invoiceable quantities', params: docIdParam },
    },
    async (req) => ok(await invoiceSourceView(env(req), req.params.id)),
  );
  app.post(
    '/merchant/finance/invoice/requirement/Query',
    {
      config: { access: INVOICE_ACCESS.requirement },
      schema: { tags, summary: 'Invoice requirements by customer', body: invoiceRequirementQuery },
    },
    async (req) => ok(await invoiceRequirements(env(req), req.body)),
  );
  app.get(
    '/merchant/finance/invoice/:id',
    {
      config: { access: INVOICE_ACCESS.list },
      schema: { tags, summary: 'One invoice request with its lines', params: docIdParam },
    },
    (req) => invoiceDetail(env(req), req.params.id),
  );
  app.post(
    '/merchant/finance/invoice',
    {
      config: { access: INVOICE_ACCESS.create },
      schema: {
        tags,
        summary: 'Request an invoice for shipped lines of a sales order',
        body: invoiceCreateBody,
      },
    },
    async (req) => ok(await createInvoice(env(req), req.body)),
  );
  app.put(
    '/merchant/finance/invoice/:id/issue',
    {
      config: { access: INVOICE_ACCESS.issue },
      schema: { tags, summary: 'Record the issued invoice', params: docIdParam, body: invoiceIssueBody },
    },
    async (req) => ok(await issueInvoice(env(req), req.params.id, req.body)),
  );
  app.put(
    '/merchant/finance/invoice/:id/void',
    {
      config: { access: INVOICE_ACCESS.issue },
      schema: {
        tags,
        summary: 'Red-letter reversal of an issued invoice',
        params: docIdParam,
        body: invoiceVoidBody,
      },
    },
    async (req) => ok(await voidInvoice(env(req), req.params.id, req.body)),
  );
};
