import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin } from './support/api';
import { login, pushConnected, toast } from './support/shell';

/** Issue #6 "Must show", the inquiry and sourcing part (the sales quote and its approval come with the quote screens). */

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
  // Two signed-in browsers, a BOM import and a push round trip on a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test('a salesperson imports a BOM into a new inquiry; a buyer enters two purchase quotes on a line in the RFQ library; the salesperson gets the notice live and it opens RFQmenu on the B number', async ({
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

    // The salesperson: a new inquiry from a BOM file.
    await login(page, 'sales.rep');
    await pushConnected(page);
    await page.goto('/#/forQuotation/rfq-menu');
    await page.getByTestId('inquiry-add').click({ timeout: SCREEN_LOAD });
    const form = page.getByTestId('inquiry-form');
    await pickSearch(page, 'inquiry-customer', customerName, `${customer.Code} · ${customerName}`);
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
    await expect(toast(page, `询价单 ${no} 已创建`)).toBeVisible();
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
      await expect(toast(buyer, `采购报价 ${body.Data.No} 已保存`)).toBeVisible();
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
  });
});
