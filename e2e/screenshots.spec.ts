import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { login, pushConnected } from './support/shell';

/** Popovers fade in; wait until none is animating before taking the picture. */
async function settled(page: Page) {
  await expect(page.locator('.ant-popover[class*="zoom-big"], .ant-popover[class*="-appear"]')).toHaveCount(
    0,
  );
  await page.waitForTimeout(200);
}

/**
 * Screenshots of the shell in both languages. `UPDATE_SCREENSHOTS=1 npx playwright test screenshots`
 * writes them to docs/screenshots/ (checked by eye, committed); otherwise they go to the test output.
 */
const shot = (name: string) =>
  process.env.UPDATE_SCREENSHOTS === '1' ? `docs/screenshots/${name}` : test.info().outputPath(name);

test.describe('screenshots', () => {
  for (const lang of ['zh-CN', 'en-US'] as const) {
    test(`shell in ${lang}`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('partdesk.lang', l), lang);
      await page.goto('/#/login');
      await expect(page.locator('#login_UserName')).toBeVisible();
      await page.screenshot({ path: shot(`login-${lang}.png`) });
      await login(page, 'admin');
      await pushConnected(page);
      await page.goto('/#/sales/document-audit/salesOrderAudit');
      await page.goto('/#/dashboard');
      await expect(
        page.getByTestId('dashboard-notices').locator('[data-testid="notice-item"]').first(),
      ).toBeVisible();
      await page.screenshot({ path: shot(`shell-${lang}.png`) });
      await page.getByTestId('notice-button').click();
      await expect(page.getByTestId('notice-item').first()).toBeVisible();
      await settled(page);
      await page.screenshot({ path: shot(`notifications-${lang}.png`) });
      await page.keyboard.press('Escape');
      await page.getByTestId('todo-button').click();
      await expect(page.getByTestId('todo-popover-list')).toBeVisible();
      await settled(page);
      await page.screenshot({ path: shot(`todos-${lang}.png`) });
    });
  }

  // #20 items 9 and 12: the customer list and a review queue people can decide from, in both languages.
  for (const lang of ['zh-CN', 'en-US'] as const) {
    test(`customer list and review queue in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.addInitScript((l) => localStorage.setItem('partdesk.lang', l), lang);
      await login(page, 'admin');
      await page.goto('/#/crmsystem/customer-management');
      await expect(page.getByTestId('customer-list').locator('.ant-table-row').first()).toBeVisible({
        timeout: 30_000,
      });
      await page.screenshot({ path: shot(`customer-list-${lang}.png`) });
      // Scrolled to the right end: the last columns show beside the fixed action column, not under it.
      await page
        .getByTestId('customer-list')
        .locator('.ant-table-content, .ant-table-body')
        .first()
        .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await page.waitForTimeout(300);
      await page.screenshot({ path: shot(`customer-list-scrolled-${lang}.png`) });
      // #20 item 13: the CRM settings by topic, one save per topic.
      await page.goto('/#/crmsystem/crmsettring');
      await expect(page.getByTestId('crm-setting-group-claimQuota')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: shot(`crm-settings-${lang}.png`), fullPage: true });
      await page.goto('/#/crmsystem/reviewcustomer/credit-audit');
      const row = page.getByTestId('review-queue').locator('.ant-table-row').first();
      await expect(row.getByTestId('review-summary')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: shot(`review-queue-credit-${lang}.png`) });
      await page.goto('/#/forQuotation/Quotation-review');
      const quote = page.getByTestId('review-queue').locator('.ant-table-row').first();
      await expect(quote.getByTestId('review-reason')).toBeVisible({ timeout: 30_000 });
      await quote.getByRole('button', { name: /展开|expand/i }).click();
      await expect(page.getByTestId('review-lines')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: shot(`review-queue-quote-${lang}.png`) });
    });
  }

  test('shell on a narrow screen (zh-CN)', async ({ page }) => {
    await page.setViewportSize({ width: 414, height: 860 });
    await login(page, 'sales.rep');
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shot('mobile-zh-CN.png') });
  });
});
