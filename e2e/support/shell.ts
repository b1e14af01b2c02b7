import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'partdesk';

/** Signs in through the form (the user name padded, as people paste it). */
export async function login(page: Page, account: string, password = PASSWORD, lang?: 'zh-CN' | 'en-US') {
  if (lang) await page.addInitScript((l) => localStorage.setItem('partdesk.lang', l), lang);
  await page.goto('/#/login');
  await page.locator('#login_UserName').fill(`  ${account} `);
  await page.locator('#login_Password').fill(password);
  await page.locator('form[id="login"] button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

export const sidebar = (page: Page) => page.getByTestId('sidebar');
export const tabLabels = (page: Page) => page.locator('[data-testid="tabs"] .pd-tab-label');
export const tab = (page: Page, path: string) =>
  page.locator(`[data-testid="tabs"] .pd-tab-label[data-path="${path}"]`);
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text });

/** Right-click a tab and choose an entry of its menu. */
export async function tabMenu(page: Page, path: string, entry: string) {
  await tab(page, path).click({ button: 'right' });
  const item = page.getByRole('menuitem', { name: entry, exact: true });
  await expect(item).toBeVisible();
  // The context menu opens at the pointer with a short animation; click once it has settled.
  await expect(page.locator('.ant-dropdown').filter({ has: item })).not.toHaveClass(
    /slide-up-(appear|enter)/,
  );
  await item.click();
}

/** Calls a test-only route of the e2e server. */
export async function serverSays(
  page: Page,
  path: '/__e2e/notify' | '/__e2e/offline-notice' | '/__e2e/todos-changed',
  body: unknown,
) {
  const res = await page.request.post(path, { data: body });
  expect(res.ok()).toBe(true);
  return res.json();
}

/** Waits until the push hub accepted this page's Connect. */
export async function pushConnected(page: Page) {
  await expect(page.locator('html[data-push="connected"]')).toHaveCount(1, { timeout: 15_000 });
}

/**
 * Opens a header dropdown and picks an entry, retrying until `done` holds: antd's dropdown animates
 * in and a click during the motion can land on nothing.
 */
export async function pickFromDropdown(
  page: Page,
  openerTestId: string,
  entry: string,
  done: () => Promise<void>,
) {
  await expect(async () => {
    const item = page.getByRole('menuitem', { name: entry, exact: true });
    if (!(await item.isVisible())) await page.getByTestId(openerTestId).click();
    await item.click({ timeout: 2_000 });
    await done();
  }).toPass({ timeout: 20_000 });
}
