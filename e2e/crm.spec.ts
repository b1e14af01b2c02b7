import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiLogin } from './support/api';
import { pickOption } from './support/forms';
import { expectToast, login, pushConnected } from './support/shell';

/** Issue #5 "Must show" (the CRM web on the CRM server). */

/** A screen's first paint (its chunk, its list query) on a machine shared with other test runs. */
const SCREEN_LOAD = 30_000;

/** Claims a pool row (confirmed) and checks the server refused it with `message`. */
async function claimFirst(page: Page, row: Locator, message: string) {
  const answered = page.waitForResponse((r) => /\/merchant\/crm\/pool\/\d+\/claim$/.test(r.url()));
  await row.getByTestId('kit-action-claim').click();
  // Click OK once the dialog has finished opening, as a user would: a click during antd's zoom-in
  // animation (slow on a loaded machine) was lost — no claim request, the dialog still open (CI).
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog, 'the claim confirmation').toBeVisible({ timeout: SCREEN_LOAD });
  await expect(dialog, 'the confirmation done opening').not.toHaveClass(/ant-zoom-(appear|enter)/, {
    timeout: SCREEN_LOAD,
  });
  await dialog.getByTestId('confirm-ok').click();
  const body = await (await answered).json();
  expect(body).toMatchObject({ Code: 400, Message: message });
}

/** The count of one to-do item in the open to-do popover (antd Badge keeps it in `title`). */
const todoCount = (page: Page, name: string) =>
  page
    .getByTestId('todo-popover-list')
    .locator(`[data-name="${name}"] .ant-scroll-number`)
    .getAttribute('title')
    .then(Number);

test.describe('/crmsystem (issue #5)', () => {
  // Two signed-in browsers and a push round trip: more than the default minute on a loaded machine.
  test.describe.configure({ timeout: 150_000 });

  test("a customer sharing a contact mail domain goes to conflict review, reaches the reviewer's to-do count live, and once approved is active in the salesperson's list", async ({
    page,
    browser,
  }) => {
    const suffix = Date.now().toString(36);
    // An existing customer's company mail domain (demo contacts use <slug>.example).
    const admin = await apiLogin(page.request, 'admin');
    const found = await admin.call<{ Records: { Email: string; CustomerId: number }[] }>(
      'POST',
      '/merchant/crm/contact/Query',
      { Email: '.example', Status: [2], pageIndex: 1, pageSize: 1 },
    );
    const existing = found.Records[0]!;
    const domain = existing.Email.split('@')[1]!;

    // The reviewer (a sales team leader) watches the to-do popover in a second browser.
    const ctx = await browser.newContext();
    const reviewer = await ctx.newPage();
    await login(reviewer, 'sales.leader');
    await pushConnected(reviewer);
    await reviewer.getByTestId('todo-button').click();
    const todo = reviewer.getByTestId('todo-popover-list').locator('[data-name="ConflictAuditCount"]');
    await expect(todo).toBeVisible({ timeout: SCREEN_LOAD });
    const before = await todoCount(reviewer, 'ConflictAuditCount');

    // The salesperson adds the customer.
    await login(page, 'sales.rep');
    await page.goto('/#/crmsystem/customer-management');
    await page.getByTestId('customer-add').click();
    const form = page.getByTestId('customer-form');
    await form.locator('#customer_ShortName').fill(`E2E冲突${suffix}`);
    await form.locator('#customer_Name').fill(`E2E 冲突客户 ${suffix} 有限公司`);
    await pickOption(page, form, '客户属性', '国内客户');
    await pickOption(page, form, '客户来源', '个人开发');
    await pickOption(page, form, '客户分类', '贸易商');
    await form.locator('#customer_Contacts_0_Name').fill('冲突联系人');
    await form.locator('#customer_Contacts_0_Email').fill(`e2e.${suffix}@${domain}`);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/merchant/crm/customer') && r.request().method() === 'POST',
    );
    await page.getByTestId('customer-save').click();
    const customer = (await (await created).json()).Data as {
      Id: number;
      Code: string;
      ConflictCustomerId: number;
    };
    expect(customer.ConflictCustomerId).toBeGreaterThan(0);
    await expect(page.getByTestId('customer-created-conflict')).toContainText('已提交冲突审核');

    // Pushed to the reviewer: the count moves without a reload.
    await expect.poll(() => todoCount(reviewer, 'ConflictAuditCount')).toBe(before + 1);

    // Not active yet in the salesperson's list.
    await page.goto(`/#/crmsystem/customer-management?Code=${customer.Code}`);
    const row = page
      .getByTestId('customer-list')
      .locator('.ant-table-row')
      .filter({ hasText: customer.Code });
    await expect(row).toContainText('待审核', { timeout: SCREEN_LOAD });

    // The reviewer approves in the conflict-audit queue (opened from the to-do item).
    await todo.locator('button').click();
    await expect(reviewer).toHaveURL(/#\/crmsystem\/reviewcustomer\/conflict-audit/);
    const queueRow = reviewer
      .getByTestId('review-queue')
      .locator('.ant-table-row')
      .filter({ hasText: customer.Code });
    await expect(queueRow).toBeVisible({ timeout: SCREEN_LOAD });
    // #20 item 9: the reviewer decides from the row — the customer's name (code), salesperson and level.
    await expect(queueRow.getByTestId('review-who')).toHaveText(
      `E2E 冲突客户 ${suffix} 有限公司 (${customer.Code})`,
    );
    await expect(queueRow.getByTestId('review-owner')).toHaveText('· 业务员: 张伟');
    await expect(queueRow.getByTestId('review-fact').first()).toHaveText('客户等级: C级（普通客户）');
    // The queue shows the customer's history: created, then submitted to this review.
    await queueRow.getByRole('button', { name: /展开|expand/i }).click();
    const history = reviewer.getByTestId('review-history');
    await expect(history).toContainText('创建', { timeout: SCREEN_LOAD });
    await expect(history).toContainText('提交审核');
    await queueRow.getByTestId('kit-action-approve-row').click();
    await reviewer.getByTestId('review-ok').click();
    await expect(queueRow).toHaveCount(0, { timeout: SCREEN_LOAD });
    await ctx.close();

    // The customer is now an active customer of the salesperson.
    const listed = page.waitForResponse((r) => r.url().endsWith('/merchant/crm/customer/Query'));
    await page.reload();
    expect((await (await listed).json()).Data.Records).toEqual([
      expect.objectContaining({ Code: customer.Code, Status: 2 }),
    ]);
    await expect(row).toContainText('已生效', { timeout: 20_000 });
    await expect(row).toContainText(`E2E冲突${suffix}`);
  });

  test('a claim beyond the monthly quota shows the translated refusal', async ({ page, browser }) => {
    const admin = await apiLogin(page.request, 'admin');
    const rep = await apiLogin(page.request, 'sales.rep');
    const quota = await rep.call<{ Used: number; Quota: number }>('GET', '/merchant/crm/pool/quota');
    const settings = await admin.call<{ Records: { Key: string; Value: unknown; Version: number }[] }>(
      'GET',
      '/merchant/crm/setting',
    );
    const current = settings.Records.find((s) => s.Key === 'poolClaimMonthlyQuota')!;
    const setQuota = async (value: number, version: number) =>
      (
        await admin.call<{ Records: { Version: number }[] }>('PUT', '/merchant/crm/setting', {
          Items: [{ Key: 'poolClaimMonthlyQuota', Value: value, Version: version }],
        })
      ).Records[0]!.Version;
    // This month's quota is exactly what the salesperson already used.
    const version = await setQuota(quota.Used, current.Version);
    try {
      await login(page, 'sales.rep');
      await page.goto('/#/crmsystem/customerLibrary');
      await expect(page.getByTestId('pool-quota-text')).toHaveText(
        `本月已领取 ${quota.Used} / ${quota.Used}，剩余 0`,
        { timeout: SCREEN_LOAD },
      );
      const first = page.getByTestId('pool-list').locator('.ant-table-row').first();
      // Masked contact details.
      await expect(first).toContainText('***@***', { timeout: SCREEN_LOAD });
      const refusal = `本月公海领取额度已用完（${quota.Used}/${quota.Used}），请下月再领取`;
      await claimFirst(page, first, refusal);
      await expectToast(page, refusal);
      await expect(page).toHaveURL(/#\/crmsystem\/customerLibrary/);

      // The same refusal in English.
      const ctx = await browser.newContext();
      const en = await ctx.newPage();
      await login(en, 'sales.rep', undefined, 'en-US');
      await en.goto('/#/crmsystem/customerLibrary');
      const row = en.getByTestId('pool-list').locator('.ant-table-row').first();
      await expect(row).toContainText('***@***', { timeout: SCREEN_LOAD });
      const english = `This month's public-pool claim quota is used up (${quota.Used}/${quota.Used}); claim again next month`;
      await claimFirst(en, row, english);
      await expectToast(en, english);
      await ctx.close();
    } finally {
      await setQuota(current.Value as number, version);
    }
  });
});
