import { expect, test } from './support/test';
import { apiLogin } from './support/api';
import { login } from './support/shell';

/**
 * Issue #12 item 3 "Must show": a demo inquiry → purchase quote → sales quote chain shown on the detail
 * pages' 追溯 tab — upstream on the quote, downstream on the inquiry; the buyer's purchase quote is
 * masked for the salesperson; statuses by their translated labels.
 */
const SCREEN_LOAD = 30_000;

interface TraceNode {
  Key: string;
  Type: string;
  Id: number | null;
  No: string;
  Masked: boolean;
}

test('the trace tab shows the chain on the quote and inquiry details', async ({ page, request }) => {
  test.setTimeout(120_000);
  const rep = await apiLogin(request, 'sales.rep');
  const list = await rep.call<{ Records: { Id: number; No: string }[] }>(
    'POST',
    '/merchant/forqutation/quotation/Query',
    { pageIndex: 1, pageSize: 50 },
  );
  // A quote of sales.rep whose trace holds its inquiry and a (masked) purchase quote.
  let quote: { Id: number; No: string } | undefined;
  let inquiry: TraceNode | undefined;
  for (const q of list.Records) {
    const tr = await rep.call<{ Nodes: TraceNode[] }>(
      'GET',
      `/merchant/document/trace?type=salesQuote&id=${q.Id}`,
    );
    const inq = tr.Nodes.find((n) => n.Type === 'inquiry' && !n.Masked);
    // The buyer's purchase quote the page must show masked (无权查看) to the salesperson.
    if (inq && tr.Nodes.some((n) => n.Type === 'purchaseQuote' && n.Masked)) {
      quote = q;
      inquiry = inq;
      break;
    }
  }
  expect(quote, 'a demo quote priced from a (masked) purchase quote').toBeDefined();

  await login(page, 'sales.rep');
  await page.goto(`/#/forQuotation/detail-quotation?id=${quote!.Id}`);
  await page.getByRole('tab', { name: '追溯' }).click({ timeout: SCREEN_LOAD });
  const trace = page.getByTestId('document-trace');
  await expect(trace).toBeVisible({ timeout: SCREEN_LOAD });
  // Each expectation names what it looks for and waits as long as a screen load (the trace is one
  // more request after the detail's, slow on a loaded machine).
  const wait = { timeout: SCREEN_LOAD };
  const inquiryRow = trace.locator('tr', { has: page.getByRole('link', { name: inquiry!.No }) });
  await expect(inquiryRow, `the inquiry ${inquiry!.No} upstream`).toContainText('上游', wait);
  await expect(inquiryRow, 'the inquiry by its type').toContainText('询价单');
  const startRow = trace.locator('tr', { hasText: '本单' });
  await expect(startRow, `the quote ${quote!.No} itself`).toContainText(quote!.No, wait);
  // Its status reads as the quote list's label (有效, 已发送, 审核通过 …), never a bare code.
  await expect(startRow.locator('td').nth(3), 'the quote status by its label').toHaveText(/[^\d\s]/);
  const purchaseRow = trace.locator('tr', { hasText: '采购报价' }).first();
  await expect(purchaseRow, 'the purchase quote masked').toContainText('无权查看', wait);

  // Open the inquiry from the trace: its own trace lists the quote downstream.
  await page.getByRole('link', { name: inquiry!.No }).click();
  await expect(page).toHaveURL(new RegExp(`#/forQuotation/rfq-detail_quote\\?id=${inquiry!.Id}$`));
  await page.getByRole('tab', { name: '追溯' }).click({ timeout: SCREEN_LOAD });
  const down = page.getByTestId('document-trace');
  const quoteRow = down.locator('tr', { has: page.getByRole('link', { name: quote!.No }) });
  await expect(quoteRow, `the quote ${quote!.No} downstream of its inquiry`).toContainText('下游', wait);
  await expect(quoteRow, 'the quote by its type').toContainText('报价单');
});
