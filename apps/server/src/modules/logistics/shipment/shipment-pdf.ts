import { isoDay } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import { type Lang, translate } from '@partdesk/shared/i18n/index';
import PDFDocument from 'pdfkit';
import { code128Png, qrPng } from '../../../core/pdf/barcode.js';
import { CJK_FACE, requireCjkFont } from '../../../core/pdf/cjk-font.js';
import { pdfTable, writePairs } from '../../../core/pdf/pdf-layout.js';
import type { ShipmentPdfData } from './shipment-pdf.data.js';

/**
 * The shipment PDFs (issue #16, decision 0045), the purchase order's way (pdfkit, the CJK font embedded):
 * the pick list (A4), the label — one 100 × 150 mm page per box with the CK number as Code 128 and QR —
 * followed by the packing list (A4), and the commercial invoice (A4).
 */
const GAP = 6;
/** 100 × 150 mm in points. */
const LABEL_SIZE: [number, number] = [283.46, 425.2];

type T = (k: string, p?: Record<string, unknown>) => string;

function startDoc(title: string, author: string, firstPage = true) {
  const font = requireCjkFont();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    autoFirstPage: firstPage,
    info: { Title: title, Author: author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (x: Buffer) => chunks.push(x));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font, CJK_FACE);
  if (firstPage) doc.font('cjk');
  return { doc, done };
}

function texts(d: ShipmentPdfData, lang: Lang) {
  const t: T = (k, p) => translate(lang, `logistics.pdf.${k}`, p);
  const zh = lang === 'zh-CN';
  const company = zh ? (d.tenant?.name ?? '') : d.tenant?.nameEn || d.tenant?.name || '';
  const companyAddress = zh ? (d.tenant?.address ?? '') : d.tenant?.addressEn || d.tenant?.address || '';
  const customer = zh ? d.customerName : d.customerNameEn || d.customerName;
  const country = [d.countryCode, zh ? d.countryZh : d.countryEn].filter(Boolean).join(' ');
  const courier = (zh ? d.courierName : d.courierNameEn || d.courierName) ?? '';
  const orders = [...new Set(d.lines.map((l) => l.orderNo))].join(', ');
  return { t, zh, company, companyAddress, customer, country, courier, orders };
}

const area = (doc: PDFKit.PDFDocument) => {
  const left = doc.page.margins.left;
  return { left, width: doc.page.width - left - doc.page.margins.right };
};

/** The pick list: where each lot sits (warehouse, zone-location), MPN, brand, D/C, lot, quantity, sorted by location. */
export async function renderPickListPdf(d: ShipmentPdfData, lang: Lang): Promise<Buffer> {
  const x = texts(d, lang);
  const { t } = x;
  const { doc, done } = startDoc(`${t('pickTitle')} ${d.row.no}`, x.company);
  const { left, width } = area(doc);
  doc.fontSize(15).text(x.company, { align: 'center' });
  doc.moveDown(0.3).fontSize(18).text(t('pickTitle'), { align: 'center' });
  doc.moveDown(0.6).fontSize(9.5);
  writePairs(
    doc,
    [
      [t('no'), d.row.no],
      [t('date'), isoDay(new Date())],
      [t('customer'), x.customer],
      [t('orders'), x.orders],
      [t('consignee'), d.row.consigneeName],
      [t('country'), x.country],
    ],
    left,
    width,
  );
  doc.fontSize(9).fillColor(d.planned ? '#b45309' : '#000000');
  doc.text(d.planned ? t('pickPlanned') : t('pickConfirmed'), left, doc.y, { width });
  doc.fillColor('#000000').moveDown(0.4);
  const { cols, row } = pdfTable(
    doc,
    [
      { k: 'location', w: 96 },
      { k: 'mpn', w: 118 },
      { k: 'brand', w: 60 },
      { k: 'dateCode', w: 40 },
      { k: 'lotNo', w: 62 },
      { k: 'qty', w: 46, right: true },
      { k: 'lineNo', w: 18 },
      { k: 'check', w: 30 },
    ],
    left,
    width,
    GAP,
  );
  row(
    cols.map((c) => t(c.k)),
    true,
  );
  for (const p of d.picks) {
    const wh = x.zh ? p.warehouse : p.warehouseEn || p.warehouse;
    const place = [p.zone, p.location].filter(Boolean).join('-');
    row([
      [wh, place].filter(Boolean).join(' '),
      p.mpn,
      p.brand,
      p.dateCode,
      p.lotNo || `#${p.lotId}`,
      String(p.qty),
      String(p.lineNo),
      '',
    ]);
  }
  const qty = d.picks.reduce((a, p) => a + p.qty, 0);
  doc.moveDown(0.4).fontSize(9.5).text(t('totalQty', { qty }), left, doc.y, { width, align: 'right' });
  doc.moveDown(2).fontSize(10);
  const y = doc.y;
  doc.text(t('picker'), left, y, { width: width / 2 - 8 });
  doc.text(t('checker'), left + width / 2, y, { width: width / 2 - 8 });
  doc.end();
  return done;
}

/**
 * The label (one 100 × 150 mm page per box: ship from / to, the CK number in words, as Code 128 and as
 * QR, box n of N, weights, courier) followed by the packing list (A4: boxes, their contents, totals).
 */
export async function renderLabelPdf(d: ShipmentPdfData, lang: Lang): Promise<Buffer> {
  const x = texts(d, lang);
  const { t } = x;
  const no = d.row.no;
  const [bar, qr] = await Promise.all([code128Png(no), qrPng(no)]);
  const { doc, done } = startDoc(`${t('packingTitle')} ${no}`, x.company, false);
  const boxes = d.boxes.length ? d.boxes : [null];
  for (const [i, b] of boxes.entries()) {
    doc.addPage({ size: LABEL_SIZE, margin: 14 });
    doc.font('cjk');
    const { left, width } = area(doc);
    doc.fontSize(8).fillColor('#555555').text(t('shipFrom'), left, 14, { width });
    doc
      .fillColor('#000000')
      .fontSize(9)
      .text([x.company, x.companyAddress].filter(Boolean).join('  '), { width });
    doc.moveDown(0.4).fontSize(8).fillColor('#555555').text(t('shipTo'), { width });
    doc.fillColor('#000000').fontSize(12).text(d.row.consigneeName, { width });
    doc.fontSize(9);
    if (d.row.consigneePhone) doc.text(`${t('phone')}: ${d.row.consigneePhone}`, { width });
    if (d.row.consigneeAddress) doc.text(d.row.consigneeAddress, { width });
    if (x.country) doc.fontSize(11).text(x.country, { width });
    doc.moveDown(0.5);
    const barY = doc.y;
    doc.image(bar, left, barY, { fit: [width, 56], align: 'center' });
    doc.fontSize(16).text(no, left, barY + 60, { width, align: 'center' });
    const qrY = doc.y + 6;
    const qrSize = 110;
    doc.image(qr, left, qrY, { fit: [qrSize, qrSize] });
    const infoX = left + qrSize + 10;
    const infoW = width - qrSize - 10;
    doc.fontSize(13).text(t('box', { n: i + 1, of: boxes.length }), infoX, qrY + 4, { width: infoW });
    doc.fontSize(9);
    if (b) doc.moveDown(0.3).text(t('weight', { gross: b.grossWeight, net: b.netWeight }), { width: infoW });
    if (x.courier) doc.moveDown(0.3).text(`${t('courier')}: ${x.courier}`, { width: infoW });
    if (d.row.trackingNo) doc.text(`${t('tracking')}: ${d.row.trackingNo}`, { width: infoW });
  }

  doc.addPage();
  doc.font('cjk');
  const { left, width } = area(doc);
  doc.fontSize(15).text(x.company, { align: 'center' });
  doc.moveDown(0.3).fontSize(18).text(t('packingTitle'), { align: 'center' });
  doc.moveDown(0.6).fontSize(9.5);
  writePairs(
    doc,
    [
      [t('no'), no],
      [t('date'), isoDay(new Date())],
      [t('customer'), x.customer],
      [t('orders'), x.orders],
      [t('consignee'), `${d.row.consigneeName} ${d.row.consigneePhone}`.trim()],
      [t('country'), x.country],
      [t('address'), d.row.consigneeAddress],
      [t('courier'), [x.courier, d.row.trackingNo].filter(Boolean).join(' · ')],
      ...(d.row.declareId && d.row.declaredValue
        ? [
            [
              t('declared'),
              t('declaredValue', {
                option: (lang === 'en-US' ? d.declareNameEn : d.declareName) ?? '',
                currency: d.row.declaredCurrency,
                value: d.row.declaredValue,
              }),
            ] as [string, string],
          ]
        : []),
    ],
    left,
    width,
  );
  const { cols, row } = pdfTable(
    doc,
    [
      { k: 'boxNo', w: 28 },
      { k: 'size', w: 80 },
      { k: 'grossKg', w: 50, right: true },
      { k: 'netKg', w: 50, right: true },
      { k: 'mpn', w: 120 },
      { k: 'brand', w: 60 },
      { k: 'qty', w: 40, right: true },
    ],
    left,
    width,
    GAP,
  );
  row(
    cols.map((c) => t(c.k)),
    true,
  );
  for (const b of d.boxes)
    for (const [j, c] of b.lines.entries()) {
      const line = d.lineById.get(c.lineId);
      const first = j === 0;
      row([
        first ? String(b.boxNo) : '',
        first ? `${num(b.length)} × ${num(b.width)} × ${num(b.height)}` : '',
        first ? b.grossWeight : '',
        first ? b.netWeight : '',
        line?.mpn ?? '',
        line?.brand ?? '',
        String(c.qty),
      ]);
    }
  const qty = d.boxes.reduce((a, b) => a + b.lines.reduce((s, c) => s + c.qty, 0), 0);
  doc
    .moveDown(0.4)
    .fontSize(9.5)
    .text(t('packingTotal', { boxes: d.boxes.length, qty, gross: d.gross, net: d.net }), left, doc.y, {
      width,
      align: 'right',
    });
  doc.end();
  return done;
}

/** 40.00 → 40, 12.50 → 12.5 (box dimensions). */
const num = (v: string) => new D(v).toString();
const priceText = (p: string) => {
  const s = new D(p).toFixed(6).replace(/0+$/, '');
  const [i, f = ''] = s.split('.');
  return `${i}.${f.padEnd(2, '0')}`;
};

/**
 * The commercial invoice: shipper (owner company), buyer and consignee, each line's declared value
 * (quantity × the order line's unit price, in the shipment's currency), description, origin (the COO of
 * its picked lots, else the part's), the HS code of the parts master, and the customs declaration
 * recorded at the courier step (option, declared value; decision 0052).
 */
export async function renderCommercialInvoicePdf(d: ShipmentPdfData, lang: Lang): Promise<Buffer> {
  const x = texts(d, lang);
  const { t } = x;
  const { doc, done } = startDoc(`${t('invoiceTitle')} ${d.row.no}`, x.company);
  const { left, width } = area(doc);
  doc.fontSize(15).text(x.company, { align: 'center' });
  if (x.companyAddress) doc.fontSize(9).text(x.companyAddress, { align: 'center' });
  doc.moveDown(0.3).fontSize(18).text(t('invoiceTitle'), { align: 'center' });
  doc.moveDown(0.6).fontSize(9.5);
  writePairs(
    doc,
    [
      [t('invoiceNo'), d.row.no],
      [t('date'), isoDay(d.row.shippedAt ?? new Date())],
      [t('shipper'), [x.company, d.tenant?.phone].filter(Boolean).join(' · ')],
      [t('buyer'), x.customer],
      [t('consignee'), `${d.row.consigneeName} ${d.row.consigneePhone}`.trim()],
      [t('country'), x.country],
      [t('address'), d.row.consigneeAddress],
      [t('orders'), x.orders],
      [t('currency'), d.row.currency],
      [t('courier'), [x.courier, d.row.trackingNo].filter(Boolean).join(' · ')],
    ],
    left,
    width,
  );
  const { cols, row } = pdfTable(
    doc,
    [
      { k: 'lineNo', w: 16 },
      { k: 'mpn', w: 96 },
      { k: 'brand', w: 48 },
      { k: 'description', w: 72 },
      { k: 'hsCode', w: 52 },
      { k: 'origin', w: 34 },
      { k: 'qty', w: 40, right: true },
      { k: 'price', w: 50, right: true },
      { k: 'amount', w: 56, right: true },
    ],
    left,
    width,
    GAP,
  );
  row(
    cols.map((c) => t(c.k)),
    true,
  );
  for (const l of d.lines)
    row([
      String(l.lineNo),
      l.mpn,
      l.brand,
      [l.description, l.package].filter(Boolean).join(' · '),
      l.hsCode,
      l.origin,
      String(l.quantity),
      priceText(l.unitPrice),
      l.amount,
    ]);
  doc.moveDown(0.4).fontSize(10);
  doc.text(`${t('total')}: ${d.row.currency} ${d.total}`, left, doc.y, { width, align: 'right' });
  doc.fontSize(9).text(
    t('packingTotal', {
      boxes: d.boxes.length,
      qty: d.lines.reduce((a, l) => a + l.quantity, 0),
      gross: d.gross,
      net: d.net,
    }),
    left,
    doc.y,
    { width, align: 'right' },
  );
  doc.moveDown(0.8).fontSize(8.5).fillColor('#555555').text(t('hsNote'), left, doc.y, { width });
  doc.fillColor('#000000').moveDown(0.6).fontSize(9.5).text(t('declaration'), left, doc.y, { width });
  doc.moveDown(1.5).text(t('signature'), left + width / 2, doc.y, { width: width / 2 });
  doc.end();
  return done;
}
