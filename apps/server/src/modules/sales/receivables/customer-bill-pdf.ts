import type {
  CustomerBill,
  CustomerBillLine,
} from '@partdesk/shared/finance/receivables/receivables.contract';
import { type Lang, translate } from '@partdesk/shared/i18n/index';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { rows } from '../../../core/db/index.js';
import { startPdf } from '../../../core/pdf/start-pdf.js';
import { pdfTable, writePairs } from '../../../core/pdf/pdf-layout.js';

const GAP = 6;
const COLUMNS = [
  { k: 'date', w: 58 },
  { k: 'docType', w: 52 },
  { k: 'docNo', w: 92 },
  { k: 'remark', w: 70 },
  { k: 'billed', w: 60, right: true },
  { k: 'received', w: 60, right: true },
  { k: 'allowance', w: 52, right: true },
  { k: 'balance', w: 60, right: true },
] as const;

const tr = (lang: Lang) => (k: string, p?: Record<string, unknown>) =>
  translate(lang, `finance.customerBill.${k}`, p);
const KIND_LABEL = { billed: 'doc_salesOrder', received: 'doc_receipt', allowance: 'doc_allowance' } as const;
const docLabel = (t: ReturnType<typeof tr>, l: CustomerBillLine) => t(KIND_LABEL[l.Kind]);

/** The owner company's name in `lang`, or "every company". */
async function companyName(db: Executor, bill: CustomerBill, lang: Lang, t: ReturnType<typeof tr>) {
  if (!bill.TenantId) return t('allCompanies');
  const [r] = rows<{ name: string; name_en: string | null }>(
    await db.execute(sql`select name, name_en from sys_tenant where id = ${bill.TenantId}`),
  );
  return lang === 'zh-CN' ? (r?.name ?? '') : r?.name_en || r?.name || '';
}

/** The summary pairs (label, amount) of a statement, top to bottom. */
const summary = (bill: CustomerBill, t: ReturnType<typeof tr>): [string, string][] => [
  [t('opening'), bill.Opening],
  [t('billed'), bill.Billed],
  [t('received'), bill.Received],
  [t('allowance'), bill.Allowance],
  [t('closing'), bill.Closing],
  [t('unapplied'), bill.Unapplied],
];

/**
 * The statement as an A4 PDF in `lang` (pdfkit, the CJK font embedded as the other document PDFs):
 * company, customer, currency, period, the summary, then one row per ledger line with the running
 * balance.
 */
export async function renderCustomerBillPdf(db: Executor, bill: CustomerBill, lang: Lang): Promise<Buffer> {
  const t = tr(lang);
  const company = await companyName(db, bill, lang, t);
  const { doc, done } = startPdf({ Title: `${t('title')} ${bill.CustomerCode}`, Author: company });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fontSize(15).text(company, { align: 'center' });
  doc.moveDown(0.4).fontSize(18).text(t('title'), { align: 'center' });
  doc.moveDown(0.6).fontSize(9.5);
  writePairs(
    doc,
    [
      [t('customer'), `${bill.CustomerName} (${bill.CustomerCode})`],
      [t('currency'), bill.Currency],
      [t('period'), `${bill.DateStart} ~ ${bill.DateEnd}`],
      [t('company'), company],
    ],
    left,
    width,
  );
  writePairs(
    doc,
    summary(bill, t).map(([k, v]) => [k, `${bill.Currency} ${v}`]),
    left,
    width,
  );
  const { cols, row } = pdfTable(doc, COLUMNS, left, width, GAP);
  row(
    cols.map((c) => t(c.k)),
    true,
  );
  if (!bill.Lines.length) row([t('noLines'), '', '', '', '', '', '', '']);
  for (const l of bill.Lines)
    row([l.Date, docLabel(t, l), l.DocNo, l.Remark, l.Billed, l.Received, l.Allowance, l.Balance]);
  doc.moveDown(0.6).fontSize(9.5);
  doc.text(`${t('closing')}: ${bill.Currency} ${bill.Closing}`, left, doc.y, { width, align: 'right' });
  doc.moveDown(0.8).fontSize(8).fillColor('#555555');
  doc.text(
    t('generatedAt', {
      at: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '),
    }),
    left,
    doc.y,
    {
      width,
    },
  );
  doc.end();
  return done;
}

/** The statement as an .xlsx workbook: a header block, the summary, then the lines (amounts as numbers). */
export async function renderCustomerBillXlsx(db: Executor, bill: CustomerBill, lang: Lang): Promise<Buffer> {
  const t = tr(lang);
  const company = await companyName(db, bill, lang, t);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('title'));
  const num = (v: string) => (v === '' ? null : Number(v));
  ws.addRow([t('title')]).font = { bold: true, size: 14 };
  ws.addRow([t('company'), company]);
  ws.addRow([t('customer'), `${bill.CustomerName} (${bill.CustomerCode})`]);
  ws.addRow([t('currency'), bill.Currency]);
  ws.addRow([t('period'), `${bill.DateStart} ~ ${bill.DateEnd}`]);
  for (const [k, v] of summary(bill, t)) {
    const r = ws.addRow([k, num(v)]);
    r.getCell(2).numFmt = '#,##0.00';
  }
  ws.addRow([]);
  ws.addRow(COLUMNS.map((c) => t(c.k))).font = { bold: true };
  for (const l of bill.Lines) {
    const r = ws.addRow([
      l.Date,
      docLabel(t, l),
      l.DocNo,
      l.Remark,
      num(l.Billed),
      num(l.Received),
      num(l.Allowance),
      num(l.Balance),
    ]);
    for (const i of [5, 6, 7, 8]) r.getCell(i).numFmt = '#,##0.00';
  }
  ws.columns.forEach((c, i) => {
    c.width = i === 0 ? 24 : 16;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
