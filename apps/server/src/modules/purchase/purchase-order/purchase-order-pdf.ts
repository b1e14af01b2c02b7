import { isoDay } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import { type Lang, translate } from '@partdesk/shared/i18n/index';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { sysTenant, sysUser } from '../../../core/access/identity.table.js';
import type { Executor } from '../../../core/db/client.js';
import { CJK_FACE, requireCjkFont } from '../../../core/pdf/cjk-font.js';
import { pdfTable, writePairs } from '../../../core/pdf/pdf-layout.js';
import { invWarehouse } from '../../inventory/index.js';
import { purSupplier } from '../supplier/supplier.table.js';
import { poLinesOf } from './purchase-order.queries.js';
import { purOrder } from './purchase-order.table.js';

/** Space between two columns' text (as the quote and contract PDFs). */
const GAP = 6;
const COLUMNS = [
  { k: 'lineNo', w: 18 },
  { k: 'mpn', w: 110 },
  { k: 'brand', w: 56 },
  { k: 'package', w: 48 },
  { k: 'dateCode', w: 40 },
  { k: 'quantity', w: 50, right: true },
  { k: 'price', w: 56, right: true },
  { k: 'amount', w: 62, right: true },
  { k: 'required', w: 50 },
] as const;
const priceText = (p: string | null) => {
  if (!p) return '';
  const s = new D(p).toFixed(6).replace(/0+$/, '');
  const [i, f = ''] = s.split('.');
  return `${i}.${f.padEnd(2, '0')}`;
};
const money = (v: string) => new D(v).toFixed(2);

/**
 * Renders a PO as an A4 PDF in `lang` (the sales contract's way: pdfkit, the CJK font embedded): the
 * owner company's letterhead (the buyer), the supplier, the buyer (person), where to deliver, the lines
 * with unit cost, totals with tax, payment terms, remark and the two signature blocks.
 */
export async function renderPurchaseOrderPdf(db: Executor, id: number, lang: Lang): Promise<Buffer> {
  const font = requireCjkFont();
  const [o] = await db.select().from(purOrder).where(eq(purOrder.id, id));
  if (!o) throw new Error(`purchase order ${id} not found`);
  const [tenant] = await db.select().from(sysTenant).where(eq(sysTenant.id, o.tenantId));
  const [supplier] = await db.select().from(purSupplier).where(eq(purSupplier.id, o.supplierId));
  const [buyer] = await db.select().from(sysUser).where(eq(sysUser.id, o.ownerId));
  const [wh] = o.warehouseId
    ? await db.select().from(invWarehouse).where(eq(invWarehouse.id, o.warehouseId))
    : [];
  const lines = await poLinesOf(db, id);
  const t = (k: string, p?: Record<string, unknown>) => translate(lang, `purchase.pdf.${k}`, p);
  const zh = lang === 'zh-CN';
  const company = zh ? (tenant?.name ?? '') : tenant?.nameEn || tenant?.name || '';

  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${t('title')} ${o.no}`, Author: company },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (x: Buffer) => chunks.push(x));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font, CJK_FACE);
  doc.font('cjk');
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fontSize(15).text(company, { align: 'center' });
  doc.moveDown(0.4).fontSize(18).text(t('title'), { align: 'center' });
  doc.moveDown(0.6).fontSize(9.5);
  const whName = wh ? (zh ? wh.name : wh.nameEn || wh.name) : '';
  const pairs: [string, string][] = [
    [t('no'), o.no],
    [t('date'), isoDay(o.createdAt)],
    [t('supplier'), supplier ? `${supplier.name} (${supplier.code})` : ''],
    [t('buyer'), buyer ? (zh ? buyer.name : buyer.nameEn || buyer.name) : ''],
    [t('contact'), supplier ? `${supplier.contactName} ${supplier.phone} ${supplier.email}`.trim() : ''],
    [t('currency'), o.currency],
    [t('deliverTo'), [whName, o.deliveryAddress].filter(Boolean).join(' · ')],
    [t('paymentTerms'), t(`term${o.paymentTerms}`)],
  ];
  writePairs(doc, pairs, left, width);

  const { cols, row } = pdfTable(doc, COLUMNS, left, width, GAP);
  row(
    cols.map((col) => t(col.k)),
    true,
  );
  for (const l of lines)
    row([
      String(l.lineNo),
      l.mpn,
      l.brand,
      l.package,
      l.dateCode,
      String(l.quantity),
      priceText(l.unitCost),
      money(l.amount),
      l.requiredDate ?? '',
    ]);
  doc.moveDown(0.4).fontSize(9.5);
  const rate = new D(o.taxRate).toString();
  for (const [k, v] of [
    [t('subtotal'), money(o.amount)],
    [t('tax', { rate }), money(o.taxAmount)],
    [t('total'), money(o.total)],
  ] as const)
    doc.text(`${k}: ${o.currency} ${v}`, left, doc.y, { width, align: 'right' });
  if (o.remark)
    doc
      .moveDown(0.5)
      .fontSize(9)
      .text(`${t('remark')}: ${o.remark}`, left, doc.y, { width });
  doc.moveDown(0.8).fontSize(8.5).fillColor('#555555').text(t('terms'), left, doc.y, { width });
  doc.fillColor('#000000').moveDown(1.5).fontSize(10);
  const signY = doc.y;
  doc.text(t('signBuyer'), left, signY, { width: width / 2 - 8 });
  doc.text(t('signSupplier'), left + width / 2, signY, { width: width / 2 - 8 });
  doc.end();
  return done;
}
