import { expect, test } from './support/test';
import { formItem } from './support/forms';
import { login } from './support/shell';

/**
 * Issue #12 item 7: the brand and part lists on the kit's drawer editor — Add opens the drawer's form and
 * then the new row's detail; View opens a row's detail with Edit and the actions its status allows.
 */
test.describe('/product on the drawer editor (#12 item 7)', () => {
  test('an administrator adds a brand with an alias, sees its detail; opens a part and disables, then enables it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await login(page, 'admin');
    await page.goto('/#/product/brand-manage');
    await expect(page.getByTestId('brand-list').locator('.ant-table-row').first()).toBeVisible({
      timeout: 30_000,
    });
    await page.getByTestId('brand-create').click();
    const form = page.getByTestId('kit-form');
    const name = `E2E${Date.now() % 1_000_000}`;
    await formItem(form, '品牌').locator('input').fill(name);
    const aliases = page.getByTestId('brand-aliases').locator('input');
    await aliases.fill(`${name} Semiconductor`);
    await aliases.press('Enter');
    await page.getByTestId('kit-form-save').click();
    await expect(page.locator('.ant-drawer-title')).toHaveText('品牌详情', { timeout: 30_000 });
    const detail = page.getByTestId('kit-detail');
    await expect(detail).toContainText(`${name} Semiconductor`);
    await expect(detail.getByTestId('brand-edit')).toBeVisible();
    await detail.getByRole('button', { name: /返\s*回/ }).click();
    await expect(detail).toBeHidden();
    // The list was reloaded with the new brand.
    await expect(page.getByTestId('brand-list')).toContainText(name, { timeout: 30_000 });

    await page.goto('/#/product/product-information?Status=1');
    const row = page.getByTestId('part-list').locator('.ant-table-row').first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByTestId('part-view').click();
    await expect(page.locator('.ant-drawer-title')).toHaveText('型号详情', { timeout: 30_000 });
    await expect(detail.getByTestId('part-edit')).toBeVisible();
    await expect(detail.getByTestId('kit-action-enable')).toHaveCount(0);
    await detail.getByTestId('kit-action-disable').click();
    await page.getByTestId('confirm-ok').click();
    await expect(detail.getByTestId('kit-action-enable')).toBeVisible({ timeout: 30_000 });
    await expect(detail).toContainText('停用');
    await detail.getByTestId('kit-action-enable').click();
    await expect(detail.getByTestId('kit-action-disable')).toBeVisible({ timeout: 30_000 });
  });
});
