import { isoDay } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import { historyActionTexts } from '@partdesk/shared/i18n/history-actions';
import { type Lang, translate } from '@partdesk/shared/i18n/index';
import { PAYMENT_ORDER_DOC } from '@partdesk/shared/purchase/payment-order/payment-order.codes';
import { eq, inArray } from 'drizzle-orm';
import { sysTenant, sysUser } from '../../../core/access/identity.table.js';
import type { Executor } from '../../../core/db/client.js';
import { listHistory } from '../../../core/documents/history.js';
import { startPdf } from '../../../core/pdf/start-pdf.js';
import { pdfTable, writePairs } from '../../../core/pdf/pdf-layout.js';
import { purOrder } from '../purchase-order/purchase-order.table.js';
import { purSupplier } from '../supplier/supplier.table.js';
import { paymentLinesOf } from './payment-order.queries.js';
import { purPaymentOrder } from './payment-order.table.js';

const GAP = 6;
const LINE_COLUMNS = [
  { k: 'lineNo', w: 24 },
  { k: 'orderNo', w: 160 },
  { k: 'orderTotal', w: 140, right: true },
  { k: 'amount', w: 140, right: true },
] as const;
const HISTORY_COLUMNS = [
  { k: 'date', w: 110 },
  { k: 'applicant', w: 90 },
  { k: 'status', w: 110 },
  { k: 'reviewComment', w: 150 },
] as const;
const money = (v: string) => new D(v).toFixed(2);

/** The history action's label in `lang` (the code when none). */
const actionText = (action: string, lang: Lang) => {
  const t = (historyActionTexts as Record<string, { zh: string; en: string }>)[action];
  return t ? (lang === 'zh-CN' ? t.zh : t.en) : action;
};

/**
 * The payment request FK as an A4 PDF in `lang` (decision 0058; the PO PDF's way: pdfkit, the CJK font
 * embedded): the owner company, number, kind, status, supplier, requester, currency, the payee account
 * snapshot, the POs paid with their totals and this payment's amounts, the total, remark, finance's
 * comment / paid date, the review history and the signature lines.
 */
export async function renderPaymentOrderPdf(db: Executor, id: number, lang: Lang): Promise<Buffer> {
  const [p] = await db.select().from(purPaymentOrder).where(eq(purPaymentOrder.id, id));
  if (!p) throw new Error(`payment request ${id} not found`);
  const [tenant] = await db.select().from(sysTenant).where(eq(sysTenant.id, p.tenantId));
  const [supplier] = await db.select().from(purSupplier).where(eq(purSupplier.id, p.supplierId));
  const [owner] = await db.select().from(sysUser).where(eq(sysUser.id, p.ownerId));
  const lines = await paymentLinesOf(db, id);
  const orders = lines.length
    ? await db
        .select({ id: purOrder.id, total: purOrder.total })
        .from(purOrder)
        .where(
          inArray(
            purOrder.id,
            lines.map((l) => l.orderId),
          ),
        )
    : [];
  const totalOf = new Map(orders.map((o) => [o.id, o.total]));
  const history = await listHistory(db, PAYMENT_ORDER_DOC, id);
  const t = (k: string, o?: Record<string, unknown>) => translate(lang, `purchase.payment.pdf.${k}`, o);
  const zh = lang === 'zh-CN';
  const company = zh ? (tenant?.name ?? '') : tenant?.nameEn || tenant?.name || '';
  const userName = (u: { name: string; nameEn?: string | null } | undefined) =>
    u ? (zh ? u.name : u.nameEn || u.name) : '';

  const { doc, done } = startPdf({ Title: `${t('title')} ${p.no}`, Author: company });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fontSize(15).text(company, { align: 'center' });
  doc.moveDown(0.4).fontSize(18).text(t('title'), { align: 'center' });
  doc.moveDown(0.6).fontSize(9.5);
  writePairs(
    doc,
    [
      [t('no'), p.no],
      [t('date'), isoDay(p.createdAt)],
      [t('kind'), t(`kind${p.kind}`)],
      [t('status'), t(`status${p.status}`)],
      [t('supplier'), supplier ? `${supplier.name} (${supplier.code})` : ''],
      [t('applicant'), userName(owner)],
      [t('currency'), p.currency],
      [t('paidOn'), p.paidOn ?? ''],
    ],
    left,
    width,
  );
  doc.moveDown(0.4).fontSize(10.5).text(t('payee'), left, doc.y);
  doc.fontSize(9.5);
  writePairs(
    doc,
    [
      [t('bank'), p.bankName],
      [t('accountName'), p.accountName],
      [t('accountNo'), p.accountNo],
      [t('swift'), p.swiftCode],
    ],
    left,
    width,
  );

  doc.moveDown(0.4);
  const lt = pdfTable(doc, LINE_COLUMNS, left, width, GAP);
  lt.row(
    lt.cols.map((c) => t(c.k)),
    true,
  );
  for (const l of lines)
    lt.row([String(l.lineNo), l.orderNo, money(totalOf.get(l.orderId) ?? '0'), money(l.amount)]);
  doc
    .moveDown(0.4)
    .fontSize(10.5)
    .text(`${t('total')}: ${p.currency} ${money(p.amount)}`, left, doc.y, { width, align: 'right' });
  doc.fontSize(9.5);
  if (p.remark) doc.moveDown(0.4).text(`${t('remark')}: ${p.remark}`, left, doc.y, { width });
  if (p.reviewComment)
    doc.moveDown(0.2).text(`${t('reviewComment')}: ${p.reviewComment}`, left, doc.y, { width });

  if (history.length) {
    doc.moveDown(0.8).fontSize(10.5).text(t('history'), left, doc.y);
    doc.fontSize(9);
    const ht = pdfTable(doc, HISTORY_COLUMNS, left, width, GAP);
    ht.row(
      ht.cols.map((c) => t(c.k)),
      true,
    );
    for (const h of history)
      ht.row([
        h.At.toISOString().slice(0, 16).replace('T', ' '),
        h.UserName,
        actionText(h.Action, lang),
        h.Comment ?? '',
      ]);
  }
  doc.moveDown(1.5).fontSize(10);
  const signY = doc.y;
  const third = width / 3;
  doc.text(t('signApplicant'), left, signY, { width: third - 8 });
  doc.text(t('signHead'), left + third, signY, { width: third - 8 });
  doc.text(t('signFinance'), left + 2 * third, signY, { width: third - 8 });
  doc.end();
  return done;
}
