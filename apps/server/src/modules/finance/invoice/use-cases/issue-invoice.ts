import { isoDay } from '@partdesk/shared/core/dates';
import { INVOICE_DOC, INVOICE_STATUS as S } from '@partdesk/shared/finance/invoice/invoice.codes';
import type { InvoiceIssue, InvoiceVoid } from '@partdesk/shared/finance/invoice/invoice.contract';
import { isInvoiceNo } from '@partdesk/shared/finance/invoice/invoice.rules';
import { and, eq, sql } from 'drizzle-orm';
import { recordHistory } from '../../../../core/documents/index.js';
import { badRequest, conflict, type Env } from '../../../../core/http/index.js';
import { loadInvoice } from '../invoice.queries.js';
import { finInvoice } from '../invoice.table.js';

/**
 * PUT /merchant/finance/invoice/:id/issue — finance records the invoice it issued for an approved
 * request (`/finance/financial/invoicestobeIssued`): invoice number (8–20 digits / capitals, unique),
 * date (valid, not after today). Refused, nothing changed: not waiting to be issued (issued twice,
 * pending, rejected, voided), a stale version (409), a bad or taken number, a bad date.
 */
export async function issueInvoice(env: Env, id: number, input: InvoiceIssue) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const inv = await loadInvoice(tx, user, id, true);
    if (inv.status !== S.toIssue) throw badRequest('finance.invoice.notToIssue', { no: inv.no }, 'Id');
    if (inv.version !== input.Version) throw conflict('errors.staleVersion');
    if (!isInvoiceNo(input.InvoiceNo))
      throw badRequest('finance.invoice.invoiceNoInvalid', undefined, 'InvoiceNo');
    const today = isoDay(app.clock.now());
    const d = /^\d{4}-\d{2}-\d{2}$/.test(input.InvoiceDate)
      ? new Date(`${input.InvoiceDate}T00:00:00Z`)
      : null;
    if (
      !d ||
      Number.isNaN(d.getTime()) ||
      d.toISOString().slice(0, 10) !== input.InvoiceDate ||
      input.InvoiceDate > today
    )
      throw badRequest('finance.invoice.invoiceDateInvalid', undefined, 'InvoiceDate');
    const [taken] = await tx
      .select({ id: finInvoice.id })
      .from(finInvoice)
      .where(eq(finInvoice.invoiceNo, input.InvoiceNo));
    if (taken)
      throw badRequest('finance.invoice.invoiceNoTaken', { invoiceNo: input.InvoiceNo }, 'InvoiceNo');
    const [row] = await tx
      .update(finInvoice)
      .set({
        status: S.issued,
        invoiceNo: input.InvoiceNo,
        invoiceDate: input.InvoiceDate,
        issuedBy: user.id,
        issuedAt: sql`now()`,
        updatedBy: user.id,
        updatedAt: sql`now()`,
        version: sql`${finInvoice.version} + 1`,
      })
      .where(and(eq(finInvoice.id, id), eq(finInvoice.status, S.toIssue)))
      .returning();
    await recordHistory(tx, {
      type: INVOICE_DOC,
      docId: id,
      docNo: inv.no,
      tenantId: inv.tenantId,
      action: 'issue',
      fromStatus: S.toIssue,
      toStatus: S.issued,
      changes: { InvoiceNo: [null, input.InvoiceNo], InvoiceDate: [null, input.InvoiceDate] },
      userId: user.id,
    });
    return { Id: id, Status: row!.status, Version: row!.version, InvoiceNo: row!.invoiceNo };
  });
}

/**
 * PUT /merchant/finance/invoice/:id/void — an issued invoice is never edited or deleted: finance records
 * its red-letter reversal (the red-letter invoice number the tax system issued, a reason); the request
 * becomes voided and its quantities are invoiceable again (decision 0051). Refused, nothing changed:
 * not issued, a stale version, a bad red-letter number or the original's, no reason.
 */
export async function voidInvoice(env: Env, id: number, input: InvoiceVoid) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const inv = await loadInvoice(tx, user, id, true);
    if (inv.status !== S.issued) throw badRequest('finance.invoice.notIssued', { no: inv.no }, 'Id');
    if (inv.version !== input.Version) throw conflict('errors.staleVersion');
    if (!isInvoiceNo(input.RedInvoiceNo))
      throw badRequest('finance.invoice.invoiceNoInvalid', undefined, 'RedInvoiceNo');
    if (input.RedInvoiceNo === inv.invoiceNo)
      throw badRequest('finance.invoice.sameRedNo', undefined, 'RedInvoiceNo');
    if (!input.Reason) throw badRequest('finance.invoice.reasonRequired', undefined, 'Reason');
    const [row] = await tx
      .update(finInvoice)
      .set({
        status: S.voided,
        redInvoiceNo: input.RedInvoiceNo,
        voidReason: input.Reason,
        voidedBy: user.id,
        voidedAt: sql`now()`,
        updatedBy: user.id,
        updatedAt: sql`now()`,
        version: sql`${finInvoice.version} + 1`,
      })
      .where(eq(finInvoice.id, id))
      .returning();
    await recordHistory(tx, {
      type: INVOICE_DOC,
      docId: id,
      docNo: inv.no,
      tenantId: inv.tenantId,
      action: 'void',
      fromStatus: S.issued,
      toStatus: S.voided,
      changes: { RedInvoiceNo: [null, input.RedInvoiceNo], Reason: [null, input.Reason] },
      userId: user.id,
    });
    return { Id: id, Status: row!.status, Version: row!.version };
  });
}
