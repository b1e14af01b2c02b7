import { expect, test } from './support/test';
import { expectToast, login, logToasts } from './support/shell';

test.describe('sign-in and guard (spec §2, §5, §8)', () => {
  test('opening a page without a session shows 请先登录 and goes to /login', async ({ page }) => {
    await logToasts(page);
    await page.goto('/#/sales/salesOrder?OrderNo=PI2026110001');
    await expect(page).toHaveURL(/#\/login$/);
    await expectToast(page, '请先登录');
    await expect(page.locator('#login_UserName')).toBeVisible();
  });

  test('the message is translated in en-US', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('partdesk.lang', 'en-US'));
    await logToasts(page);
    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/#\/login$/);
    await expectToast(page, 'Please sign in first');
  });

  test('/ redirects to /login', async ({ page }) => {
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('signs in with a padded user name and lands on the dashboard', async ({ page }) => {
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/merchant/account/login')) sent.push(r.postDataJSON());
    });
    await login(page, 'sales.rep');
    expect(sent[0]).toMatchObject({ UserName: 'sales.rep', Password: 'partdesk' });
    await expect(page.getByTestId('greeting')).toContainText('张伟');
    await expect(page.getByTestId('user-menu')).toContainText('张伟');
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await logToasts(page);
    await page.goto('/#/login');
    await page.locator('#login_UserName').fill('buyer');
    await page.locator('#login_Password').fill('wrong-password');
    await page.locator('form[id="login"] button[type="submit"]').click();
    await expectToast(page, '用户名或密码错误');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('after sign-in the guard returns to the page asked for', async ({ page }) => {
    await page.goto('/#/sales/salesOrder?OrderNo=PI2026110001');
    await expect(page).toHaveURL(/#\/login$/);
    await page.locator('#login_UserName').fill('sales.leader');
    await page.locator('#login_Password').fill('partdesk');
    await page.locator('form[id="login"] button[type="submit"]').click();
    await expect(page).toHaveURL(/#\/sales\/salesOrder\?OrderNo=PI2026110001$/);
    await expect(page.getByTestId('sales-order-list')).toBeVisible();
  });

  test('a screen the role does not hold opens /404', async ({ page }) => {
    await login(page, 'price.checker');
    await page.goto('/#/finance/financial/payment');
    await expect(page).toHaveURL(/#\/404$/);
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  });
});
