import { existsSync } from 'node:fs';
import { translate } from '@partdesk/shared/i18n/index';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { CJK_FONT_PATH, PDF_COLUMN_GAP, quotePdfColumns, renderQuotePdf } from './quote-pdf.js';
import type { QuoteDetail } from './quote-view.js';

/** Issue #20 item 19: the quote PDF's amount and lead-time columns touched. */

/** A4 (595.28 pt) less the 40 pt margins, as renderQuotePdf lays it out. */
const A4 = { left: 40, width: 595.28 - 80 };

describe('quote PDF line table', () => {
  it('no two columns overlap or touch: every text range is at least PDF_COLUMN_GAP from the next', () => {
    const cols = quotePdfColumns(A4.left, A4.width);
    expect(cols.map((c) => c.k)).toEqual([
      'lineNo',
      'mpn',
      'brand',
      'package',
      'dateCode',
      'quantity',
      'price',
      'amount',
      'delivery',
    ]);
    expect(PDF_COLUMN_GAP).toBeGreaterThanOrEqual(6);
    expect(cols[0]!.x).toBe(A4.left);
    for (const c of cols) expect(c.w).toBeGreaterThan(0);
    for (let i = 1; i < cols.length; i++) {
      const before = cols[i - 1]!;
      const c = cols[i]!;
      expect(c.x - (before.x + before.w), `${before.k} → ${c.k}`).toBeGreaterThanOrEqual(PDF_COLUMN_GAP);
    }
    const last = cols.at(-1)!;
    expect(last.x + last.w).toBeCloseTo(A4.left + A4.width, 6);
    // The lead time ("14 天" / "Lead time") keeps room of its own.
    expect(last.w).toBeGreaterThanOrEqual(40);
  });

  it('refuses a page too narrow for the table instead of overlapping columns', () => {
    expect(() => quotePdfColumns(40, 400)).toThrow(/too narrow/);
  });

  it.runIf(existsSync(CJK_FONT_PATH))('every header fits its column on one line in both languages', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 40 });
    doc.registerFont('cjk', CJK_FONT_PATH, 'WenQuanYiMicroHei');
    doc.font('cjk').fontSize(9);
    for (const lang of ['zh-CN', 'en-US'] as const)
      for (const c of quotePdfColumns(A4.left, A4.width)) {
        const label = translate(lang, `quote.pdf.${c.k}`);
        expect(doc.widthOfString(label), `${lang} ${label}`).toBeLessThanOrEqual(c.w);
      }
    doc.end();
  });

  it.runIf(existsSync(CJK_FONT_PATH))(
    'renders a quote with large amounts and lead times in both languages',
    async () => {
      const quote = {
        No: 'BJ2611240001',
        QuoteDate: '2026-11-24',
        ValidUntil: '2026-12-24',
        CustomerName: '深圳市测试电子有限公司',
        CustomerNameEn: 'Shenzhen Test Electronics Co., Ltd.',
        ContactName: '张三',
        InquiryNo: 'B2611240001',
        SalespersonName: '销售员',
        SalespersonNameEn: 'Sales Rep',
        TenantName: '演示电子',
        TenantNameEn: 'Demo Electronics',
        Currency: 'USD',
        Total: '1234567.89',
        Remark: null,
        Lines: [
          {
            LineNo: 1,
            Mpn: 'STM32F103C8T6TR',
            Brand: 'ST',
            Package: 'LQFP-48',
            DateCode: '2501',
            Quantity: 250000,
            SalePrice: '4.938271',
            LeadTimeDays: 14,
            Tiers: [],
          },
          {
            LineNo: 2,
            Mpn: 'LM358DR',
            Brand: 'TI',
            Package: 'SOIC-8',
            DateCode: '2415',
            Quantity: 3000,
            SalePrice: '0.35',
            LeadTimeDays: 0,
            Tiers: [{ Quantity: 10000, Price: '0.32' }],
          },
        ],
      } as unknown as QuoteDetail;
      for (const lang of ['zh-CN', 'en-US'] as const) {
        const pdf = await renderQuotePdf(quote, lang);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        if (process.env.QUOTE_PDF_OUT) {
          const { writeFileSync } = await import('node:fs');
          writeFileSync(`${process.env.QUOTE_PDF_OUT}-${lang}.pdf`, pdf);
        }
      }
    },
  );
});
