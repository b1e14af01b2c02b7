import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import ExcelJS from 'exceljs';
import { apiLogin } from './support/api';
import { pdfText } from './support/pdf';
import { expectToast, login, pushConnected } from './support/shell';

/**
 * Issue #6 "Must show": a salesperson imports a BOM → a buyer enters two purchase quotes → the salesperson
 * gets the notice live, quotes one line below the suggested price → the manager approves in the review
 * queue → the quote PDF downloads and shows Chinese text.
 */

/** A screen's first paint (its chunk, its list query) on a machine shared with other test runs. */
const SCREEN_LOAD = 30_000;

/** Opens an antd Select by its test id, types `search` and clicks the option titled `option`. */
async function pickSearch(page: Page, testId: string, search: string, option: string) {
  const select = page.getByTestId(testId);
  await select.click();
  await select.locator('input').fill(search);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

async function bomFile(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BOM');
  ws.addRow(['型号', '品牌', '数量', '目标价']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const bellCount = async (page: Page) =>
  Number(
    (await page
      .locator('.ant-badge', { has: page.getByTestId('notice-button') })
      .locator('.ant-scroll-number')
      .getAttribute('title')) ?? 0,
  );

test.describe('/forQuotation inquiries and sourcing (issue #6)', () => {
  // Three signed-in browsers, a BOM import, push round trips and a PDF on a loaded machine.
  test.describe.configure({ timeout: 300_000 });

  test('a salesperson imports a BOM into a new inquiry; a buyer enters two purchase quotes on a line in the RFQ library; the salesperson gets the notice live (→ RFQmenu on the B number), quotes the line below the suggested price; the manager approves it in Quotation-review; the quote PDF downloads with the Chinese customer name', async ({
    page,
    browser,
  }) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const mpn = `E2E${suffix}ADC`;
    const rep = await apiLogin(page.request, 'sales.rep');
    const customers = await rep.call<{ Records: { Code: string; ShortName: string; Name: string }[] }>(
      'POST',
      '/merchant/crm/customer/Query',
      { Status: [2], pageIndex: 1, pageSize: 1 },
    );
    const customer = customers.Records[0]!;
    const customerName = customer.ShortName || customer.Name;
    // The PDF check below looks for this name: it must be Chinese text.
    expect(customer.Name).toMatch(/[\u4e00-\u9fff]/);

    // The salesperson: a new inquiry from a BOM file.
    await login(page, 'sales.rep');
    await pushConnected(page);
    await page.goto('/#/forQuotation/rfq-menu');
    await page.getByTestId('inquiry-add').click({ timeout: SCREEN_LOAD });
    const form = page.getByTestId('inquiry-form');
    // The picker searches the full name (an earlier spec's customer may have a short name that is not
    // part of its full name).
    await pickSearch(page, 'inquiry-customer', customer.Name, `${customer.Code} · ${customerName}`);
    await page.getByTestId('inquiry-bom-tab').click();
    await page
      .getByTestId('bom-import')
      .locator('input[type=file]')
      .setInputFiles({
        name: `bom-${suffix}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await bomFile([
          [mpn, 'TI', 1000, 1.2],
          ['LM358DR', 'TI', 500, ''],
          [mpn.toLowerCase(), 'Texas Instruments', 200, ''],
        ]),
      });
    await expect(page.getByTestId('bom-preview')).toBeVisible({ timeout: SCREEN_LOAD });
    await page.getByTestId('bom-run').click();
    // Three rows, the same MPN twice merged: two lines join the grid.
    await expect(form.getByTestId('inquiry-bom-added')).toContainText('加入 2 行');
    await expect(form.getByTestId('line-0-Mpn')).toHaveValue(mpn);
    await expect(form.getByTestId('line-0-Quantity')).toHaveValue('1200');
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/merchant/forqutation/inquiry',
    );
    await form.getByTestId('inquiry-save').click();
    const answer = await (await created).json();
    expect(answer.Code, answer.Message).toBe(0);
    const no = answer.Data.No as string;
    expect(no).toMatch(/^B/);
    await expectToast(page, `询价单 ${no} 已创建`);
    const before = await bellCount(page);

    // The buyer: the line in the RFQ library (no customer), two offers.
    const buyerApi = await apiLogin(page.request, 'buyer');
    const suppliers = await buyerApi.call<{ Records: { Code: string; Name: string }[] }>(
      'GET',
      '/merchant/purchase/supplier/lookup?keyword=Arrow',
    );
    const supplier = suppliers.Records[0]!;
    const ctx = await browser.newContext();
    const buyer = await ctx.newPage();
    await login(buyer, 'buyer');
    await buyer.goto(`/#/forQuotation/purchase-rfqlibrary?InquiryNo=${no}`);
    const row = buyer.getByTestId('rfq-library').locator('tr', { hasText: mpn });
    await expect(row).toBeVisible({ timeout: SCREEN_LOAD });
    await expect(buyer.getByTestId('rfq-library')).not.toContainText(customerName);
    await row.getByTestId('kit-action-quote').click();
    const quotePage = buyer.getByTestId('new-purchase-quote');
    await expect(quotePage).toContainText(no, { timeout: SCREEN_LOAD });
    for (const [cost, dc] of [
      ['0.85', '2501'],
      ['0.80', '2015'],
    ] as const) {
      const pq = buyer.getByTestId('pq-form');
      await pickSearch(buyer, 'pq-supplier', 'Arrow', `${supplier.Code} · ${supplier.Name}`);
      await pq.locator('.ant-form-item', { hasText: '成本价' }).locator('input').fill(cost);
      await pq.locator('.ant-form-item', { hasText: '批号' }).locator('input').fill(dc);
      const saved = buyer.waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          new URL(r.url()).pathname === '/merchant/forqutation/purchasequote',
      );
      await buyer.getByTestId('pq-save').click();
      const body = await (await saved).json();
      expect(body.Code, body.Message).toBe(0);
      await expectToast(buyer, `采购报价 ${body.Data.No} 已保存`);
    }
    // Both offers on the line, the fresher D/C first.
    const offers = buyer.getByTestId('pq-offers');
    await expect(offers.locator('tbody tr.ant-table-row')).toHaveCount(2);
    await expect(offers.locator('tbody tr.ant-table-row').first()).toContainText('2501');
    await ctx.close();

    // The salesperson was told live; the notice opens RFQmenu on the B number.
    const pushed = page.locator('.ant-notification-notice').filter({ hasText: no });
    await expect(pushed.first()).toBeVisible();
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
    await page.getByTestId('notice-button').click();
    const notice = page.getByTestId('notice-item').filter({ hasText: no }).first();
    await notice.locator('.pd-notice-body').click();
    await expect(page).toHaveURL(new RegExp(`#/forQuotation/rfq-menu\\?No=${no}$`));
    const list = page.getByTestId('inquiry-list');
    await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(1, { timeout: SCREEN_LOAD });
    await expect(list.locator('tbody tr.ant-table-row')).toContainText(no);

    // The salesperson quotes: rfq-detail_quote from the row; the offer of D/C 2501 (0.85 in the inquiry's
    // currency, CNY); quoted in CNY the suggested price is the cost × (1 + 25 %): the demo margin band of
    // Texas Instruments (the part's brand, imported as "TI") for a cost under 10 CNY.
    const inquiryId = answer.Data.Id as number;
    await list.getByTestId(`inquiry-quote-${inquiryId}`).click();
    await expect(page).toHaveURL(new RegExp(`#/forQuotation/rfq-detail_quote\\?id=${inquiryId}$`));
    const sq = page.getByTestId('sales-quote-form');
    await expect(sq).toBeVisible({ timeout: SCREEN_LOAD });
    await page.getByTestId('sq-currency').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="CNY"]').click();
    const lines = sq.getByTestId('sq-lines');
    await expect(lines.locator('tr.ant-table-row', { hasText: 'LM358DR' })).toContainText('未报价');
    const line = lines.locator('tr.ant-table-row', { hasText: mpn });
    await line.locator('[data-testid^="sq-offer-"]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '2501' }).click();
    await expect(line.locator('[data-testid^="sq-suggested-"]')).toHaveText('1.062500 CNY', {
      timeout: SCREEN_LOAD,
    });
    await line.locator('input[data-testid^="sq-price-"]').fill('0.98');
    await expect(line.locator('[data-testid^="sq-below-"]')).toBeVisible();
    const quoted = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && new URL(r.url()).pathname === '/merchant/forqutation/quotation',
    );
    await sq.getByTestId('sq-save').click();
    const saved = await (await quoted).json();
    expect(saved.Code, saved.Message).toBe(0);
    expect(saved.Data.Status).toBe(1);
    const quoteNo = saved.Data.No as string;
    const quoteId = saved.Data.Id as number;
    expect(quoteNo).toMatch(/^BJ/);
    await expectToast(page, `报价单 ${quoteNo} 低于建议价，已提交审批`);

    // Pending approval: marked below the suggested price, no send, no PDF — and the server refuses both.
    await expect(page).toHaveURL(new RegExp(`#/forQuotation/detail-quotation\\?id=${quoteId}$`));
    const detail = page.getByTestId('quote-detail');
    await expect(detail.locator('.ant-descriptions-title')).toHaveText(quoteNo, { timeout: SCREEN_LOAD });
    await expect(detail.locator('.ant-tag', { hasText: '待审批' })).toBeVisible();
    await expect(detail.locator('.ant-table-row', { hasText: mpn })).toContainText('低于建议价');
    await expect(detail.locator('.ant-table-row', { hasText: mpn })).toContainText('1.0625');
    await expect(detail.getByTestId('quote-pdf-zh')).toBeDisabled();
    await expect(detail.getByTestId('quote-pdf-en')).toBeDisabled();
    await expect(detail.getByTestId('quote-send')).toHaveCount(0);
    const headers = { Token: rep.token, 'Accept-Language': 'zh-CN' };
    const refusedPdf = await page.request.get(`/merchant/forqutation/quotation/${quoteId}/pdf?lang=zh-CN`, {
      headers,
    });
    expect(refusedPdf.status()).toBe(409);
    const refusedSend = await page.request.put(`/merchant/forqutation/quotation/${quoteId}/send`, {
      headers,
      data: { Version: saved.Data.Version },
    });
    expect(refusedSend.status()).toBe(409);

    // The sales manager (the salesQuote step) approves it in Quotation-review.
    const mctx = await browser.newContext();
    const manager = await mctx.newPage();
    await login(manager, 'sales.manager');
    await manager.goto('/#/forQuotation/Quotation-review');
    const queued = manager.getByTestId('review-queue').locator('.ant-table-row').filter({ hasText: quoteNo });
    await expect(queued).toBeVisible({ timeout: SCREEN_LOAD });
    await queued.getByTestId('kit-action-approve-row').click();
    await manager.getByTestId('review-ok').click();
    await expect(queued).toHaveCount(0, { timeout: SCREEN_LOAD });
    await mctx.close();

    // The salesperson is told live; the quote is valid and its Chinese PDF downloads.
    await expect(
      page
        .locator('.ant-notification-notice')
        .filter({ hasText: `单据 ${quoteNo} 已审核通过` })
        .first(),
    ).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(detail.locator('.ant-tag', { hasText: /^有效$/ })).toBeVisible({ timeout: SCREEN_LOAD });
    await expect(detail.getByTestId('quote-send')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await detail.getByTestId('quote-pdf-zh').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${quoteNo}-zh-CN.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The CJK font is embedded (subset) and the text, read back through its ToUnicode map, is Chinese.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+WenQuanYiMicroHei/);
    const text = pdfText(pdf);
    expect(text).toContain('报价单');
    expect(text).toContain(customer.Name);
    expect(text).toContain(quoteNo);
    expect(text).toContain(mpn);
    expect(text).toContain('0.98');
  });
});
