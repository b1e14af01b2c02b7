import { expect, type Page, test } from '@playwright/test';
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

  test('shell on a narrow screen (zh-CN)', async ({ page }) => {
    await page.setViewportSize({ width: 414, height: 860 });
    await login(page, 'sales.rep');
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shot('mobile-zh-CN.png') });
  });
});
