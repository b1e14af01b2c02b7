import { D } from '@partdesk/shared/core/money';
import { type Lang, translate } from '@partdesk/shared/i18n/index';
import PDFDocument from 'pdfkit';
import { CJK_FACE, requireCjkFont } from '../../../core/pdf/cjk-font.js';
import { pdfTable, writePairs } from '../../../core/pdf/pdf-layout.js';
import type { Bi, ContractView } from './contract.queries.js';

/** Space between two columns' text (as the quote PDF). */
const GAP = 6;
/** The line table's columns (text widths in points, print order); the last takes what is left. */
const COLUMNS = [
  { k: 'lineNo', w: 18 },
  { k: 'mpn', w: 104 },
  { k: 'brand', w: 54 },
  { k: 'package', w: 46 },
  { k: 'dateCode', w: 32 },
  { k: 'quantity', w: 46, right: true },
  { k: 'price', w: 54, right: true },
  { k: 'amount', w: 62, right: true },
  { k: 'required', w: 50 },
] as const;

/** Unit prices without trailing zeros beyond 2 places (0.123400 → 0.1234, 2.000000 → 2.00). */
const priceText = (p: string) => {
  const s = new D(p).toFixed(6).replace(/0+$/, '');
  const [i, f = ''] = s.split('.');
  return `${i}.${f.padEnd(2, '0')}`;
};
const money = (v: string) => new D(v).toFixed(2);

/**
 * Renders an order's contract / proforma invoice as an A4 PDF in `lang`, with the quote PDF's CJK font
 * embedded (subset with its ToUnicode map): the owner company's letterhead, seller and buyer, consignee,
 * the lines, totals with tax, payment terms and the bank details of the payment account, remark, terms
 * and the two signature blocks. Never cost or margin.
 */
export async function renderContractPdf(
  c: ContractView,
  lang: Lang,
  fontPath = requireCjkFont(),
): Promise<Buffer> {
  const t = (k: string, p?: Record<string, unknown>) => translate(lang, `sales.pdf.${k}`, p);
  const pick = (b: Bi) => (lang === 'zh-CN' ? b.zh : b.en || b.zh);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${t('title')} ${c.No}`, Author: pick(c.Seller) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (x: Buffer) => chunks.push(x));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', fontPath, CJK_FACE);
  doc.font('cjk');
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Letterhead: the owner company's name and address in the document language, the other language
  // beneath; then its phone and email.
  const otherOf = (b: Bi) => (lang === 'zh-CN' ? b.en : b.zh);
  doc.fontSize(15).text(pick(c.Seller), { align: 'center' });
  const other = otherOf(c.Seller);
  if (other && other !== pick(c.Seller))
    doc.fontSize(9).fillColor('#555555').text(other, { align: 'center' });
  const address = pick(c.Seller.Address);
  if (address) doc.fontSize(8.5).fillColor('#333333').text(address, { align: 'center' });
  const otherAddress = otherOf(c.Seller.Address);
  if (otherAddress && otherAddress !== address)
    doc.fontSize(8).fillColor('#555555').text(otherAddress, { align: 'center' });
  const reach = [
    c.Seller.Phone && `${t('phone')}: ${c.Seller.Phone}`,
    c.Seller.Email && `${t('email')}: ${c.Seller.Email}`,
  ].filter(Boolean);
  if (reach.length) doc.fontSize(8.5).fillColor('#333333').text(reach.join('    '), { align: 'center' });
  doc.fillColor('#000000').moveDown(0.4).fontSize(18).text(t('title'), { align: 'center' });
  doc.moveDown(0.6).fontSize(9.5);

  const pairs: [string, string][] = [
    [t('no'), c.No],
    [t('date'), c.Date],
    [t('seller'), pick(c.Seller)],
    [t('buyer'), pick(c.Buyer)],
    [t('salesperson'), pick(c.Salesperson)],
    [t('contact'), c.Contact ? `${c.Contact.Name} ${c.Contact.Phone}`.trim() : ''],
    [t('consignee'), `${c.Consignee.Name} ${c.Consignee.Phone}`.trim()],
    [t('country'), pick(c.Consignee.Country)],
    [t('address'), c.Consignee.Address],
    [t('currency'), c.Currency],
  ];
  writePairs(doc, pairs, left, width);

  // Lines
  const { cols, row } = pdfTable(doc, COLUMNS, left, width, GAP);
  row(
    cols.map((col) => t(col.k)),
    true,
  );
  for (const l of c.Lines)
    row([
      String(l.LineNo),
      l.CustomerPn ? `${l.Mpn}\n(${l.CustomerPn})` : l.Mpn,
      l.Brand,
      l.Package,
      l.DateCode,
      String(l.Quantity),
      priceText(l.UnitPrice),
      money(l.Amount),
      l.RequiredDate ?? '',
    ]);

  // Totals with tax
  doc.moveDown(0.4).fontSize(9.5);
  const rate = new D(c.TaxRate).toString();
  for (const [k, v] of [
    [t('subtotal'), money(c.Amount)],
    [t('tax', { rate }), money(c.TaxAmount)],
    [t('total'), money(c.Total)],
  ] as const)
    doc.text(`${k}: ${c.Currency} ${v}`, left, doc.y, { width, align: 'right' });

  // Payment terms and bank details
  doc.moveDown(0.6).fontSize(9.5);
  doc.text(`${t('paymentTerms')}: ${t(`term${c.PaymentTerms}`)}`, left, doc.y, { width });
  if (c.Account) {
    const a = c.Account;
    doc.moveDown(0.3).text(`${t('bank')}: ${pick(a.Name)} (${a.Currency})`, left, doc.y, { width });
    for (const [k, v] of [
      [t('bankName'), a.BankName],
      [t('accountName'), a.AccountName],
      [t('accountNo'), a.AccountNo],
      [t('swift'), a.SwiftCode],
      [t('bankAddress'), a.BankAddress],
    ] as const)
      if (v) doc.fontSize(9).text(`    ${k}: ${v}`, left, doc.y, { width });
  }
  if (c.Remark)
    doc
      .moveDown(0.5)
      .fontSize(9)
      .text(`${t('remark')}: ${c.Remark}`, left, doc.y, { width });
  doc.moveDown(0.8).fontSize(8.5).fillColor('#555555').text(t('terms'), left, doc.y, { width });
  doc.fillColor('#000000').moveDown(1.5).fontSize(10);
  const signY = doc.y;
  doc.text(t('signSeller'), left, signY, { width: width / 2 - 8 });
  doc.text(t('signBuyer'), left + width / 2, signY, { width: width / 2 - 8 });
  doc.end();
  return done;
}
