import { expect, test } from './support/test';
import { expectNoToast, expectToast, login, PASSWORD, pickFromDropdown } from './support/shell';

test.describe('account (spec §5, §7, §8)', () => {
  test('change password in the 600 px dialog, then sign in with the new one', async ({ page }) => {
    await login(page, 'sales.agent');
    const dialog = page.locator('.pd-password-dialog .ant-modal');
    await pickFromDropdown(page, 'user-menu', '修改密码', () =>
      expect(dialog).toBeVisible({ timeout: 2_000 }),
    );
    await expect.poll(() => dialog.evaluate((e) => Math.round(e.getBoundingClientRect().width))).toBe(600);
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('请输入原密码')).toBeVisible();
    await page.getByLabel('原密码', { exact: true }).fill('not-the-password');
    await page.getByLabel('新密码', { exact: true }).fill('partdesk2026');
    await page.getByLabel('确认新密码', { exact: true }).fill('partdesk2026');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expectToast(page, '原密码错误');
    await page.getByLabel('原密码', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expectToast(page, '修改密码成功');
    await expect(dialog).toBeHidden();

    await pickFromDropdown(page, 'user-menu', '退出登录', () =>
      expect(page).toHaveURL(/#\/login$/, { timeout: 2_000 }),
    );
    await expectNoToast(page, '请先登录');
    await login(page, 'sales.agent', 'partdesk2026');
  });

  test('a session revoked on the server leads to the warning and /login on the next call', async ({
    page,
  }) => {
    await login(page, 'sales.dev');
    // The same user changes the password elsewhere: the server revokes every other session.
    const res = await page.request.post('/merchant/account/login', {
      data: { UserName: 'sales.dev', Password: PASSWORD },
    });
    const token = (await res.json()).Data.Token as string;
    const reset = await page.request.put('/merchant/common/resetpwd', {
      headers: { Token: token },
      params: { oldPassword: PASSWORD, newPassword: 'partdesk2026' },
    });
    expect((await reset.json()).Code).toBe(0);

    await page.getByTestId('currency-button').click();
    await expectToast(page, '登录已失效，请重新登录');
    await expect(page).toHaveURL(/#\/login$/);
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('token'),
        sessionStorage.getItem('userInfo'),
        sessionStorage.getItem('permits'),
      ]),
    ).toEqual([null, null, null]);
    expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
    await expectNoToast(page, '请先登录');
  });

  test('log out ends the session on the server', async ({ page }) => {
    await login(page, 'sales.follow');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await pickFromDropdown(page, 'user-menu', '退出登录', () =>
      expect(page).toHaveURL(/#\/login$/, { timeout: 2_000 }),
    );
    const after = await page.request.get('/merchant/common/upcoming', { headers: { Token: token! } });
    expect((await after.json()).Code).toBe(-100);
  });
});
