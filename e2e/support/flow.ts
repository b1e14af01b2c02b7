import { expect, type Page } from '@playwright/test';
import { logToasts, PASSWORD, pushConnected } from './shell';

/** The helpers of the multi-user flow specs (sales-order-flow, purchase-flow). */

/** A screen's first paint (its chunk, its list query) on a machine shared with other test runs. */
export const SCREEN_LOAD = 30_000;

/** Today + n days, YYYY-MM-DD. */
export const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The count of one to-do item in the open to-do popover (antd Badge keeps it in `title`; none = 0). */
export const todoCount = async (page: Page, name: string) =>
  Number(
    (await page
      .getByTestId('todo-popover-list')
      .locator(`[data-name="${name}"] .ant-scroll-number`)
      .getAttribute('title', { timeout: 2_000 })
      .catch(() => null)) ?? 0,
  );

/**
 * Signs in through the form on the way to `path` (the deep link comes back after sign-in: no dashboard
 * first) and waits for the push hub.
 */
export async function signInAt(page: Page, account: string, path: string) {
  await logToasts(page);
  await page.goto(`/#${path}`);
  await page.locator('#login_UserName').fill(account, { timeout: SCREEN_LOAD });
  await page.locator('#login_Password').fill(PASSWORD);
  await page.locator('form[id="login"] button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`), { timeout: SCREEN_LOAD });
  await pushConnected(page);
}
