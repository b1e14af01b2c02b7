import { expect, type Page, test } from '@playwright/test';
import { login, pushConnected } from './support/shell';

/** Popovers fade in; wait until none is animating before taking the picture. */
async function settled(page: Page) {
  await expect(page.locator('.ant-popover[class*="zoom-big"], .ant-popover[class*="-appear"]')).toHaveCount(
    0,
  );
  await page.waitForTimeout(200);
}

/** Screenshots of the shell in both languages, saved under docs/screenshots/ (checked by eye). */
test.describe('screenshots', () => {
  for (const lang of ['zh-CN', 'en-US'] as const) {
    test(`shell in ${lang}`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('partdesk.lang', l), lang);
      await page.goto('/#/login');
      await expect(page.locator('#login_UserName')).toBeVisible();
      await page.screenshot({ path: `docs/screenshots/login-${lang}.png` });
      await login(page, 'admin');
      await pushConnected(page);
      await page.goto('/#/sales/document-audit/salesOrderAudit');
      await page.goto('/#/dashboard');
      await expect(
        page.getByTestId('dashboard-notices').locator('[data-testid="notice-item"]').first(),
      ).toBeVisible();
      await page.screenshot({ path: `docs/screenshots/shell-${lang}.png` });
      await page.getByTestId('notice-button').click();
      await expect(page.getByTestId('notice-item').first()).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `docs/screenshots/notifications-${lang}.png` });
      await page.keyboard.press('Escape');
      await page.getByTestId('todo-button').click();
      await expect(page.getByTestId('todo-popover-list')).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `docs/screenshots/todos-${lang}.png` });
    });
  }
});
