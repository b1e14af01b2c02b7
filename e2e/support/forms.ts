import { expect, type Locator, type Page } from '@playwright/test';

/** The antd form item whose label is exactly `label`. */
export const formItem = (form: Locator, label: string) =>
  form.locator('.ant-form-item').filter({
    has: form.page().locator('label', { hasText: new RegExp(`^${label}$`) }),
  });

/** Opens the antd Select of a form item and clicks the option titled `option`. */
export async function pickOption(page: Page, form: Locator, label: string, option: string) {
  const item = formItem(form, label);
  const chosen = item.locator('.ant-select', { hasText: option });
  // Under load a click can land while the previous dropdown is still closing: check that the option
  // was taken and open the select again when it was not.
  await expect(async () => {
    if (!(await chosen.count())) {
      await item.locator('.ant-select').click();
      await page
        .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
        .click({ timeout: 10_000 });
    }
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/** The option titles of a form item's Select (opened, read, closed). */
export async function optionsOf(page: Page, form: Locator, label: string): Promise<Locator> {
  await formItem(form, label).locator('.ant-select').click();
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option');
}
