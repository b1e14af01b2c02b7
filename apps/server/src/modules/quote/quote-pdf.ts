import { D } from '@partdesk/shared/core/money';
import { type Lang, translate } from '@partdesk/shared/i18n/index';
import PDFDocument from 'pdfkit';
import type { QuoteDetail } from './quote-view.js';

/** The CJK font moved to core/pdf (shared with the sales contract and the PO PDF); re-exported here. */
import { CJK_FACE, requireCjkFont } from '../../core/pdf/cjk-font.js';

export { CJK_FACE, CJK_FONT_PATH, requireCjkFont } from '../../core/pdf/cjk-font.js';

const amountOf = (price: string, qty: number) =>
  new D(price).mul(qty).toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);
/** Unit prices print without trailing zeros beyond 2 places (0.123400 → 0.1234, 2.000000 → 2.00). */
const priceText = (p: string) => {
  const s = new D(p).toFixed(6).replace(/0+$/, '');
  const [i, f = ''] = s.split('.');
  return `${i}.${f.padEnd(2, '0')}`;
};

/** Space between two columns' text, so a right-aligned amount never runs into the next column's text. */
export const PDF_COLUMN_GAP = 8;

/**
 * The line table's columns as text widths (points), in print order; the last (delivery) takes what is
 * left of the page and needs at least its own width.
 */
const COLUMN_WIDTHS = [
  { k: 'lineNo', w: 20 },
  { k: 'mpn', w: 100 },
  { k: 'brand', w: 54 },
  { k: 'package', w: 46 },
  { k: 'dateCode', w: 34 },
  { k: 'quantity', w: 44, right: true },
  { k: 'price', w: 50, right: true },
  { k: 'amount', w: 58, right: true },
  { k: 'delivery', w: 44 },
] as const;

export interface PdfColumn {
  k: string;
  /** Where the column's text starts and how wide it is. */
  x: number;
  w: number;
  right?: boolean;
}

/**
 * The x position and text width of every column of the line table from the one width table: the
 * columns follow each other with PDF_COLUMN_GAP between their texts, the last one takes the rest of
 * `width`. Throws when the page is too narrow for the table.
 */
export function quotePdfColumns(left: number, width: number): PdfColumn[] {
  const out: PdfColumn[] = [];
  let x = left;
  COLUMN_WIDTHS.forEach((c, i) => {
    const last = i === COLUMN_WIDTHS.length - 1;
    const w = last ? left + width - x : c.w;
    if (w < c.w) throw new Error(`quote PDF: ${width} pt too narrow for the line table`);
    out.push({ k: c.k, x, w, ...('right' in c ? { right: c.right } : {}) });
    x += w + PDF_COLUMN_GAP;
  });
  return out;
}

/** Renders a quote as an A4 PDF in `lang` with the CJK font embedded (subset, with its ToUnicode map). */
export async function renderQuotePdf(
  q: QuoteDetail,
  lang: Lang,
  fontPath = requireCjkFont(),
): Promise<Buffer> {
  const t = (k: string, p?: Record<string, unknown>) => translate(lang, `quote.pdf.${k}`, p);
  const zh = lang === 'zh-CN';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${t('title')} ${q.No}`, Author: zh ? q.TenantName : q.TenantNameEn || q.TenantName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', fontPath, CJK_FACE);
  doc.font('cjk');

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const company = zh ? q.TenantName : q.TenantNameEn || q.TenantName;
  const customer = zh ? q.CustomerName : q.CustomerNameEn || q.CustomerName;

  doc.fontSize(16).text(company, { align: 'center' });
  doc.moveDown(0.3).fontSize(20).text(t('title'), { align: 'center' });
  doc.moveDown(0.8).fontSize(10);
  const meta: [string, string][] = [
    [t('no'), q.No],
    [t('date'), q.QuoteDate],
    [t('validUntil'), q.ValidUntil],
    [t('customer'), customer],
    [t('contact'), q.ContactName ?? ''],
    [t('inquiryNo'), q.InquiryNo],
    [t('salesperson'), zh ? q.SalespersonName : q.SalespersonNameEn],
    [t('currency'), q.Currency],
  ];
  const y0 = doc.y;
  meta.forEach(([k, v], i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    doc.text(`${k}: ${v}`, left + col * (width / 2), y0 + row * 16, { width: width / 2 - 8 });
  });
  doc.y = y0 + Math.ceil(meta.length / 2) * 16 + 10;

  // Lines
  const cols = quotePdfColumns(left, width);
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const y = doc.y;
    let h = 0;
    doc.fontSize(bold ? 9 : 8.5);
    cells.forEach((c, i) => {
      const col = cols[i]!;
      doc.text(c, col.x, y, { width: col.w, align: col.right ? 'right' : 'left' });
      h = Math.max(h, doc.y - y);
    });
    doc.y = y + h + 3;
    doc
      .moveTo(left, doc.y - 1.5)
      .lineTo(left + width, doc.y - 1.5)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };
  row(
    cols.map((c) => t(c.k)),
    true,
  );
  for (const l of q.Lines) {
    const delivery =
      l.LeadTimeDays == null ? '' : l.LeadTimeDays === 0 ? t('stock') : t('days', { n: l.LeadTimeDays });
    if (l.SalePrice == null) {
      row([
        String(l.LineNo),
        l.Mpn,
        l.Brand,
        l.Package,
        l.DateCode,
        String(l.Quantity),
        t('noQuote'),
        '',
        '',
      ]);
      continue;
    }
    row([
      String(l.LineNo),
      l.Mpn,
      l.Brand,
      l.Package,
      l.DateCode,
      String(l.Quantity),
      priceText(l.SalePrice),
      amountOf(l.SalePrice, l.Quantity),
      delivery,
    ]);
    if (l.Tiers.length) {
      const tiers = l.Tiers.map((x) => `≥${x.Quantity}: ${priceText(x.Price)}`).join('   ');
      doc
        .fontSize(8)
        .text(`${t('tiers')}: ${tiers}`, cols[1]!.x, doc.y, { width: left + width - cols[1]!.x });
      doc.moveDown(0.3);
    }
  }
  doc
    .moveDown(0.5)
    .fontSize(11)
    .text(`${t('total')}: ${q.Currency} ${new D(q.Total).toFixed(2)}`, left, doc.y, {
      width,
      align: 'right',
    });
  if (q.Remark)
    doc
      .moveDown(0.8)
      .fontSize(9)
      .text(`${t('remark')}: ${q.Remark}`, left, doc.y, { width });
  doc.moveDown(1).fontSize(8.5).fillColor('#555555').text(t('terms'), left, doc.y, { width });
  doc.end();
  return done;
}
