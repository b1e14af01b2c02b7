import { expect, test } from './support/test';
import { apiLogin } from './support/api';
import { formItem, pickOption } from './support/forms';
import { login } from './support/shell';

/**
 * Issue #14 (web screens): sales.rep makes an order by hand in /sales/addOrder — customer, payment
 * terms, country, consignee, a line with a 6-decimal price — sees the line amount and the totals with
 * tax, saves, lands on the detail (draft, the five statuses), edits it at its Version (totals follow),
 * finds it in the list with its statuses, opens it from there and submits it for review; the detail and
 * the form read in English too (no raw keys).
 */
const SCREEN_LOAD = 30_000;

test('sales.rep creates an order by hand, edits it, sees it in the list with its statuses, opens and submits it', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const rep = await apiLogin(request, 'sales.rep');
  const customers = await rep.call<{
    Records: { Id: number; Code: string; ShortName: string; Name: string }[];
  }>('POST', '/merchant/crm/customer/Query', { pageIndex: 1, pageSize: 1, Status: [2] });
  const customer = customers.Records[0]!;
  expect(customer, 'sales.rep owns an active demo customer').toBeDefined();
  const countries = await rep.call<{ Records: { Id: number; Name: string; NameCN?: string }[] }>(
    'GET',
    '/common/GetCountryList',
  );
  const country = countries.Records.find((c) => c.NameCN === '中国') ?? countries.Records[0]!;
  const countryLabel = country.NameCN || country.Name;

  const page = await (await browser.newContext()).newPage();
  await login(page, 'sales.rep');
  await page.goto('/#/sales/addOrder');
  const form = page.getByTestId('sales-order-form');
  await expect(form).toBeVisible({ timeout: SCREEN_LOAD });
  await expect(page.getByTestId('sales-order-rate')).toContainText('汇率');

  const customerLabel = `${customer.Code} ${customer.ShortName || customer.Name}`;
  await formItem(form, '客户').locator('.ant-select').click();
  await formItem(form, '客户')
    .locator('input')
    .fill(customer.ShortName || customer.Name);
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${customerLabel}"]`)
    .click();
  await expect(formItem(form, '客户')).toContainText(customerLabel);
  await pickOption(page, form, '结算方式', '电汇（香港账户）');
  await pickOption(page, form, '国家', countryLabel);
  await page.getByTestId('sales-order-consignee').fill('张三');
  await page.getByTestId('sales-order-phone').fill('13800000000');
  await page.getByTestId('sales-order-address').fill('深圳市福田区华强北路 1 号');
  await page.getByTestId('line-Mpn-0').fill('E2E-SO-LM358');
  await page.getByTestId('line-Brand-0').fill('TI');
  await page.getByTestId('line-Quantity-0').fill('1000');
  await page.getByTestId('line-UnitPrice-0').fill('0.123456');
  // 1000 × 0.123456 = 123.456 → 123.46; 13 % tax 16.05; total 139.51 (decimals, half up).
  await expect(page.getByTestId('line-Amount-0')).toHaveText('123.46');
  await expect(page.getByTestId('total-tax')).toHaveText('16.05');
  await expect(page.getByTestId('total-total')).toHaveText('USD 139.51');
  await page.getByTestId('sales-order-save').click();

  const detail = page.getByTestId('sales-order-detail');
  await expect(detail).toBeVisible({ timeout: SCREEN_LOAD });
  const no = (await page.getByTestId('sales-order-no').textContent())!.trim();
  expect(no).toMatch(/^PI/);
  await expect(page.getByTestId('so-status')).toHaveText('草稿');
  await expect(page.getByTestId('so-notify-status')).toHaveText('不可通知');
  await expect(page.getByTestId('so-ship')).toHaveText('待拣货');
  await expect(page.getByTestId('so-pay')).toHaveText('待收款');
  await expect(page.getByTestId('so-total')).toHaveText('USD 139.51');
  await expect(page.getByTestId('sales-order-detail-lines')).toContainText('E2E-SO-LM358');
  await expect(page.getByTestId('so-edit')).toBeVisible();
  await expect(page.getByTestId('so-submit')).toBeVisible();
  await expect(page.getByTestId('so-notify')).toHaveCount(0);
  const id = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('id'));

  // Edit at the Version read (PUT …/:id): double the quantity, the totals follow.
  await page.getByTestId('so-edit').click();
  await expect(page.getByTestId('sales-order-edit-page')).toBeVisible({ timeout: SCREEN_LOAD });
  await page.getByTestId('line-Quantity-0').fill('2000');
  // 2000 × 0.123456 = 246.912 → 246.91; tax 32.0983 → 32.10; total 279.01.
  await expect(page.getByTestId('total-total')).toHaveText('USD 279.01');
  await page.getByTestId('sales-order-save').click();
  await expect(page.getByTestId('so-total')).toHaveText('USD 279.01', { timeout: SCREEN_LOAD });

  await page.goto('/#/sales/salesOrder');
  const list = page.getByTestId('sales-order-list');
  await expect(list).toContainText(no, { timeout: SCREEN_LOAD });
  const row = list.locator('tr', { hasText: no });
  await expect(row).toContainText('草稿');
  await expect(row).toContainText('不可通知');
  await expect(row).toContainText('待收款');
  await row.getByTestId(`sales-order-open-${id}`).click();
  await expect(page.getByTestId('sales-order-no')).toHaveText(no, { timeout: SCREEN_LOAD });

  // Submit for review (engineer C's route): the order leaves draft, submit and edit go away.
  await page.getByTestId('so-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('so-status')).not.toHaveText('草稿', { timeout: SCREEN_LOAD });
  await expect(page.getByTestId('so-submit')).toHaveCount(0);
  await expect(page.getByTestId('so-edit')).toHaveCount(0);

  // The same detail in English: translated labels and statuses, no raw keys.
  const en = await (await browser.newContext()).newPage();
  await login(en, 'sales.rep', undefined, 'en-US');
  await en.goto(`/#/sales/salesOrderDetail?id=${id}`);
  await expect(en.getByTestId('sales-order-detail')).toBeVisible({ timeout: SCREEN_LOAD });
  await expect(en.getByTestId('so-status')).toHaveText(/^Pending|^Approved/);
  await expect(en.getByTestId('so-pay')).toHaveText('Pending payment');
  const text = await en.getByTestId('sales-order-detail').innerText();
  expect(text).not.toMatch(/salesOrder\.|detail\.|col\.|totals\.|form\./);
  await en.goto('/#/sales/addOrder');
  await expect(en.getByTestId('sales-order-form')).toBeVisible({ timeout: SCREEN_LOAD });
  expect(await en.getByTestId('sales-order-form').innerText()).not.toMatch(/form\.|col\.|totals\./);
});
