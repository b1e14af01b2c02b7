import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import ExcelJS from 'exceljs';
import { formItem, optionsOf, pickOption } from './support/forms';
import { login, sidebar } from './support/shell';

/** Issue #4 "Must show" (the /setup module on the resource kit). */

/** Ticks a screen in the role editor's menu tree (found through the tree's filter), then its buttons. */
async function tickScreen(page: Page, search: string, code: string, buttons: string[]) {
  const editor = page.getByTestId('role-editor');
  await editor.getByPlaceholder('筛选菜单').fill(search);
  const node = editor.locator('.ant-tree-treenode').filter({ has: page.getByTestId(`grant-${code}`) });
  await node.locator('.ant-tree-checkbox').click();
  for (const b of buttons) {
    const box = page.getByTestId(`button-${code}:${b}`);
    await box.click();
    await expect(box.locator('xpath=ancestor-or-self::label').first()).toHaveClass(/checked/);
  }
}

/** Picks an option of an antd Select by typing and clicking the matching entry. */
async function pick(page: Page, select: ReturnType<Page['locator']>, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

/** The values of one column of the kit list on screen. */
async function column(page: Page, listId: string, index: number): Promise<string[]> {
  const rows = page.getByTestId(listId).locator('.ant-table-tbody tr.ant-table-row');
  return rows.locator(`td:nth-child(${index})`).allInnerTexts();
}

test.describe('/setup (issue #4)', () => {
  test('an administrator makes a role and a user with it; the user sees only those menus and buttons, and gets 403 elsewhere', async ({
    page,
    browser,
  }) => {
    // Two sessions, a role, a user and a dozen screens: ~30 s alone, near the 60 s default on a loaded machine.
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const roleName = `E2E角色${suffix}`;
    const account = `e2e.${suffix}`;
    await login(page, 'admin');

    // The role: dictionaries (list + hidden detail) and users, with a few button codes.
    await page.goto('/#/setup/role-list');
    await page.getByRole('button', { name: '新增角色' }).click();
    const editor = page.getByTestId('role-editor');
    await editor.getByLabel('角色名称').fill(roleName);
    await tickScreen(page, '字典管理', 'setup/dict-list', ['0101']);
    await tickScreen(page, '字典详情', 'setup/dict-detail', []);
    await tickScreen(page, '用户设置', 'setup/user-list', ['0103', '0102']);
    await expect(editor.getByTestId('grant-count')).toHaveText('已选 3 个菜单，3 个按钮');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/merchant/setup/role') && r.request().method() === 'POST',
    );
    await page
      .locator('.ant-drawer')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    const role = await (await created).json();
    expect(role.Code).toBe(0);
    expect([...role.Data.Grants].sort()).toEqual(
      [
        'setup/dict-detail',
        'setup/dict-list',
        'setup/dict-list:0101',
        'setup/user-list',
        'setup/user-list:0102',
        'setup/user-list:0103',
      ].sort(),
    );

    // The user: user-list → create.
    await page.goto('/#/setup/user-list');
    await page.getByTestId('user-create').click();
    const form = page.getByTestId('kit-form');
    await form.getByLabel('账号').fill(account);
    await form.getByLabel('姓名').fill(`E2E 用户 ${suffix}`);
    await form.locator('.ant-form-item').filter({ hasText: '公司' }).locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByTestId('user-password').fill('E2e-passw0rd');
    await pick(page, page.getByTestId('user-roles'), roleName);
    await page.getByTestId('kit-form-save').click();
    await expect(page).toHaveURL(/#\/setup\/user-detail\?id=\d+$/);
    await expect(page.getByTestId('kit-detail')).toContainText(roleName);

    // The user signs in (own browser context).
    const ctx = await browser.newContext();
    const user = await ctx.newPage();
    const signedIn = user.waitForResponse((r) => r.url().endsWith('/merchant/account/login'));
    await login(user, account, 'E2e-passw0rd');
    const session = (await (await signedIn).json()).Data as {
      Token: string;
      Menus: { ChildMenus: { MenuCode: string; Buttons: string[] }[] }[];
    };
    const held = Object.fromEntries(
      session.Menus.flatMap((m) => m.ChildMenus).map((c) => [c.MenuCode, [...c.Buttons].sort()]),
    );
    expect(held).toEqual({
      'setup/dict-list': ['0101'],
      'setup/dict-detail': [],
      'setup/user-list': ['0102', '0103'],
    });

    // Menus: the settings group with its two visible screens (the hidden detail is not listed), nothing else.
    await expect(sidebar(user).locator('.ant-menu-submenu-title')).toHaveText(['系统设置']);
    await sidebar(user).locator('.ant-menu-submenu-title').click();
    await expect(sidebar(user).locator('.ant-menu-item')).toHaveText(['字典管理', '用户设置']);

    // Buttons: the users list offers "add" and per-row status actions; the dictionary lines "add line".
    await sidebar(user).locator('.ant-menu-item').filter({ hasText: '用户设置' }).click();
    await expect(user.getByTestId('user-create')).toBeVisible();
    await expect(user.getByTestId('user-list').locator('.ant-table-row').first()).toBeVisible();
    await user.goto('/#/setup/dict-list');
    await user.getByTestId('dict-view-CustomerType').click();
    await expect(user.getByTestId('dict-line-add')).toBeVisible();
    // Screens outside the role are not offered and do not open.
    await user.goto('/#/setup/role-list');
    await expect(user).toHaveURL(/#\/404$/);
    await user.goto('/#/setup/admin-list');
    await expect(user).toHaveURL(/#\/404$/);

    // The API: inside the permits answers, outside them 403.
    const headers = { Token: session.Token };
    const inside = await user.request.post('/merchant/setup/user/Query', { headers, data: {} });
    expect(inside.status()).toBe(200);
    for (const [method, url] of [
      ['POST', '/merchant/setup/role/Query'],
      ['POST', '/merchant/setup/admin/Query'],
      ['GET', '/merchant/setup/setting'],
    ] as const) {
      const res = await user.request.fetch(url, {
        method,
        headers,
        data: method === 'POST' ? {} : undefined,
      });
      expect(res.status(), `${method} ${url}`).toBe(403);
    }
    await ctx.close();
  });

  test("a list's filters survive a reload through the URL", async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/#/setup/user-list');
    const filters = page.getByTestId('kit-filters');
    await filters.getByLabel('账号').fill('sales');
    const searched = page.waitForResponse((r) => r.url().endsWith('/merchant/setup/user/Query'));
    await filters.getByTestId('kit-search').click();
    expect((await searched).request().postDataJSON()).toMatchObject({ Account: 'sales' });
    await expect(page).toHaveURL(/[?&]Account=sales/);
    const list = page.getByTestId('user-list');
    await expect(list.locator('.ant-table-row')).not.toHaveCount(0);
    await expect(list.locator('.ant-table-row').filter({ hasNotText: 'sales' })).toHaveCount(0);
    const before = await column(page, 'user-list', 2);
    for (const a of before) expect(a).toContain('sales');
    const total = await list.locator('.ant-pagination-total-text').innerText();

    const reloaded = page.waitForResponse((r) => r.url().endsWith('/merchant/setup/user/Query'));
    await page.reload();
    expect((await reloaded).request().postDataJSON()).toMatchObject({ Account: 'sales' });
    await expect(page.getByTestId('kit-filters').getByLabel('账号')).toHaveValue('sales');
    await expect(list.locator('.ant-pagination-total-text')).toHaveText(total);
    expect(await column(page, 'user-list', 2)).toEqual(before);
  });

  test('export downloads an .xlsx whose rows match the filtered list', async ({ page }) => {
    await login(page, 'admin');
    const listed = page.waitForResponse((r) => r.url().endsWith('/merchant/setup/user/Query'));
    await page.goto('/#/setup/user-list?Account=sales');
    expect((await listed).request().postDataJSON()).toMatchObject({ Account: 'sales' });
    const list = page.getByTestId('user-list');
    await expect(list.locator('.ant-table-row')).not.toHaveCount(0);
    await expect(list.locator('.ant-table-row').filter({ hasNotText: 'sales' })).toHaveCount(0);
    const accounts = await column(page, 'user-list', 2);
    const total = Number(/(\d+)/.exec(await list.locator('.ant-pagination-total-text').innerText())![1]);
    expect(accounts).toHaveLength(total);

    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((r: Response) => r.url().endsWith('/merchant/setup/user/Export')),
      page.getByTestId('kit-export').click(),
    ]);
    expect(Number(response.headers()['x-total-count'])).toBe(total);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const col = header.indexOf('账号');
    expect(col).toBeGreaterThan(0);
    const exported: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) exported.push(String(row.getCell(col).value));
    });
    expect(exported).toHaveLength(total);
    expect([...exported].sort()).toEqual([...accounts].sort());
  });

  test('a dictionary line added in /setup appears in a form dropdown, also after a fresh page load', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const text = `E2E来源${suffix}`;
    const value = String(100 + (Date.now() % 30_000));
    await login(page, 'admin');
    // The customer form's source dropdown (dictionary RegisteSource) is read once: the lookup is cached.
    const openForm = async () => {
      await page.goto('/#/crmsystem/customer-management');
      await page.getByTestId('customer-add').click();
      return page.getByTestId('customer-form');
    };
    /** Opens the form's source dropdown once its lines are loaded (a system line shows), then `check`. */
    const inDropdown = async (check: (option: ReturnType<Page['locator']>) => Promise<void>) => {
      const form = await openForm();
      await optionsOf(page, form, '客户来源');
      const dropdown = page.locator('.ant-select-dropdown:visible');
      await expect(dropdown.locator('.ant-select-item-option[title="个人开发"]')).toBeVisible({
        timeout: 30_000,
      });
      await check(dropdown.locator(`.ant-select-item-option[title="${text}"]`));
      await page.keyboard.press('Escape');
    };
    await inDropdown((option) => expect(option).toHaveCount(0));

    await page.goto('/#/setup/dict-detail?code=RegisteSource');
    await page.getByTestId('dict-line-add').click();
    const dialog = page.getByTestId('dict-line-dialog');
    // (The dialog's field ids repeat the filter form's, so labels are matched inside the dialog.)
    await formItem(dialog, '字典值').locator('input').fill(value);
    await formItem(dialog, '中文文本').locator('input').fill(text);
    await formItem(dialog, '英文文本').locator('input').fill(`E2E source ${suffix}`);
    await dialog.getByTestId('kit-form-save').click();
    await expect(
      page.getByTestId('dict-lines').locator('.ant-table-row').filter({ hasText: text }),
    ).toBeVisible();

    // Same session (the cached lookup was invalidated by the change), then a fresh page load.
    await inDropdown((option) => expect(option).toBeVisible());
    await page.reload();
    await expect(page.getByTestId('customer-list'), 'the customer list after the reload').toBeVisible({
      timeout: 30_000,
    });
    await inDropdown((option) => expect(option).toBeVisible());
    // The new line is a valid choice of the form: picked and shown as selected.
    const form = page.getByTestId('customer-form');
    await pickOption(page, form, '客户来源', text);
    await expect(formItem(form, '客户来源').locator('.ant-select')).toContainText(text);
  });
});
