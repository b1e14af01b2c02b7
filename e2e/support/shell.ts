import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'partdesk';

/** Signs in through the form (the user name padded, as people paste it). */
export async function login(page: Page, account: string, password = PASSWORD, lang?: 'zh-CN' | 'en-US') {
  if (lang) await page.addInitScript((l) => localStorage.setItem('partdesk.lang', l), lang);
  await logToasts(page);
  await page.goto('/#/login');
  await page.locator('#login_UserName').fill(`  ${account} `);
  await page.locator('#login_Password').fill(password);
  await page.locator('form[id="login"] button[type="submit"]').click();
  // A first paint of the shell and the dashboard: several signed-in browsers at once on a loaded
  // machine take longer than the default 10 s.
  await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 30_000 });
}

export const sidebar = (page: Page) => page.getByTestId('sidebar');
export const tabLabels = (page: Page) => page.locator('[data-testid="tabs"] .pd-tab-label');
export const tab = (page: Page, path: string) =>
  page.locator(`[data-testid="tabs"] .pd-tab-label[data-path="${path}"]`);
/** The toast (antd message) with this text while it is on screen. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text });

const installed = new WeakSet<Page>();

/**
 * Keeps every toast the page shows, from the first script of each document it loads: a toast lives
 * three seconds, and on a loaded machine a spec that first reads the answer's body (seconds under load)
 * can start looking after it has gone. `login` installs it; a spec that shows toasts before signing in
 * calls it before its first `goto`.
 */
export async function logToasts(page: Page) {
  if (installed.has(page)) return;
  installed.add(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __pdToasts?: string[] };
    if (w.__pdToasts) return;
    const log: string[] = [];
    w.__pdToasts = log;
    const seen = new WeakSet<Element>();
    const scan = () => {
      for (const n of document.querySelectorAll('.ant-message-notice')) {
        const text = n.textContent?.trim();
        if (seen.has(n) || !text) continue;
        seen.add(n);
        log.push(text);
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const shownToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pdToasts?: string[] }).__pdToasts ?? null);

const matches = (shown: string, text: string | RegExp) =>
  typeof text === 'string' ? shown.includes(text) : text.test(shown);

/**
 * Waits until the page has shown a toast with this text (on screen now or come and gone since the
 * document loaded; `logToasts` first), and takes it off the log, so the next call waits for a new one.
 */
export async function expectToast(page: Page, text: string | RegExp, timeout?: number) {
  await expect
    .poll(() => shownToasts(page), { message: `toast "${String(text)}" shown (the page's toasts)`, timeout })
    .toContainEqual(typeof text === 'string' ? expect.stringContaining(text) : expect.stringMatching(text));
  const pattern =
    typeof text === 'string' ? { source: text, flags: null } : { source: text.source, flags: text.flags };
  await page.evaluate(({ source, flags }) => {
    const log = (window as unknown as { __pdToasts: string[] }).__pdToasts;
    const re = flags === null ? null : new RegExp(source, flags);
    const at = log.findIndex((s) => (re ? re.test(s) : s.includes(source)));
    if (at >= 0) log.splice(at, 1);
  }, pattern);
}

/** The page has shown no toast with this text since its document loaded (`logToasts` first). */
export async function expectNoToast(page: Page, text: string | RegExp) {
  const shown = await shownToasts(page);
  expect(shown, 'logToasts(page) was not called before the page loaded').not.toBeNull();
  expect(shown!.filter((s) => matches(s, text))).toEqual([]);
}

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
