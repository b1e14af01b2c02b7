import { expect, test } from './support/test';
import { login, pickFromDropdown, sidebar, tab, tabLabels, tabMenu } from './support/shell';

test.describe('shell (spec §1, §2)', () => {
  test('menu quick search filters entries by name', async ({ page }) => {
    await login(page, 'admin');
    const search = page.getByPlaceholder('搜索菜单');
    await search.fill('审核');
    const items = sidebar(page).locator('.ant-menu-item');
    await expect(items.first()).toBeVisible();
    const labels = await items.allInnerTexts();
    expect(labels.length).toBeGreaterThan(5);
    for (const l of labels) expect(l).toContain('审核');
    await search.fill('销售订单审核');
    await sidebar(page).locator('.ant-menu-item').filter({ hasText: '销售订单审核' }).first().click();
    await expect(page).toHaveURL(/#\/sales\/document-audit\/salesOrderAudit$/);
    await expect(page.getByTestId('review-queue')).toBeVisible();
    await search.fill('没有这个菜单');
    await expect(sidebar(page).getByText('没有匹配的菜单')).toBeVisible();
  });

  test('tabs: close others, close all keeps the affixed tab, refresh', async ({ page }) => {
    await login(page, 'admin');
    for (const p of ['/sales/salesOrder', '/purchase/purchase-order', '/finance/currency-detail'])
      await page.goto(`/#${p}`);
    await expect(tabLabels(page)).toHaveText(['首页', '销售订单', '采购订单', '币种汇率']);
    // The affixed Dashboard tab has no close button.
    await expect(
      page.locator('[data-testid="tabs"] .ant-tabs-tab').first().locator('.ant-tabs-tab-remove'),
    ).toHaveCount(0);

    await tabMenu(page, '/purchase/purchase-order', '关闭其他');
    await expect(tabLabels(page)).toHaveText(['首页', '采购订单']);
    await expect(page).toHaveURL(/#\/purchase\/purchase-order$/);

    await page.goto('/#/sales/salesOrder');
    await tabMenu(page, '/sales/salesOrder', '关闭');
    await expect(tabLabels(page)).toHaveText(['首页', '采购订单']);

    await tabMenu(page, '/purchase/purchase-order', '关闭所有');
    await expect(tabLabels(page)).toHaveText(['首页']);
    await expect(page).toHaveURL(/#\/dashboard$/);

    // Refresh remounts the page and refetches its data.
    await expect(page.getByTestId('pm-notice')).toBeVisible();
    const refetch = page.waitForRequest((r) => r.url().includes('/merchant/common/pmnotice'));
    await tabMenu(page, '/dashboard', '刷新');
    await refetch;
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByTestId('dashboard')).toBeVisible();
  });

  test('breadcrumb items link unless last or noRedirect', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/#/sales/document-audit/salesOrderAudit');
    const crumbs = page.locator('.pd-breadcrumb li');
    await expect(page.locator('.pd-breadcrumb')).toContainText('首页');
    await expect(page.locator('.pd-breadcrumb')).toContainText('销售管理');
    await expect(page.locator('.pd-breadcrumb')).toContainText('单据审核');
    await expect(page.locator('.pd-breadcrumb')).toContainText('销售订单审核');
    await expect(crumbs.locator('a')).toHaveCount(1);
    await crumbs.locator('a', { hasText: '首页' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('language switch persists across reload, antd locale included', async ({ page }) => {
    await login(page, 'admin');
    await pickFromDropdown(page, 'language-button', 'English', () =>
      expect(sidebar(page)).toContainText('Sales', { timeout: 2_000 }),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.reload();
    await expect(sidebar(page)).toContainText('Sales');
    await expect(sidebar(page)).toContainText('Purchasing');
    await expect(page.getByTestId('greeting')).toContainText(/Good (morning|afternoon|evening)/);
    await expect(tab(page, '/dashboard')).toHaveText('Dashboard');
    // antd's own texts follow (the confirm of "Clear all" uses antd's locale buttons).
    expect(await page.evaluate(() => localStorage.getItem('partdesk.lang'))).toBe('en-US');
    await pickFromDropdown(page, 'language-button', '简体中文', () =>
      expect(sidebar(page)).toContainText('销售管理', { timeout: 2_000 }),
    );
  });

  test('the sidebar open or closed choice is remembered', async ({ page }) => {
    await login(page, 'admin');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'open');
    expect(await sidebar(page).evaluate((e) => e.getBoundingClientRect().width)).toBe(205);
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await page.getByTestId('sidebar-toggle').click();
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'open');
  });

  test('under 992 px the sidebar is a drawer that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await login(page, 'admin');
    await expect(sidebar(page)).toBeHidden();
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar(page)).toBeVisible();
    await sidebar(page).getByText('销售管理').click();
    await sidebar(page).getByText('销售订单', { exact: true }).click();
    await expect(page).toHaveURL(/#\/sales\/salesOrder$/);
    await expect(sidebar(page)).toBeHidden();
  });

  test('currency and to-do popovers open from the header', async ({ page }) => {
    await login(page, 'admin');
    await page.getByTestId('currency-button').click();
    const grid = page.getByTestId('currency-grid');
    await expect(grid).toBeVisible();
    await expect(grid).toContainText('USD');
    await expect.poll(() => grid.evaluate((e) => Math.round(e.getBoundingClientRect().height))).toBe(300);
    await page.getByTestId('todo-button').click();
    await page
      .getByTestId('todo-popover-list')
      .locator('[data-name="RejectedSaleOrderCount"] button')
      .click();
    await expect(page).toHaveURL(/#\/sales\/salesOrder\?status=7$/);
  });
});
