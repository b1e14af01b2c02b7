import { expect, test } from './support/test';
import { apiLogin } from './support/api';
import { login } from './support/shell';

/**
 * Issue #13 "Must show": a stock check end to end — the buyer counts a line short, sees the difference,
 * saves and submits; finance (en-US) approves on the sheet; the lot's on hand dropped and its moves,
 * expanded under the line, show the adjustment with the sheet's number.
 */
const SCREEN_LOAD = 30_000;

interface Line {
  Id: number;
  LotId: number | null;
  BookQty: number;
}

test('count → difference → submit → finance approves → on hand changed, moves visible on the lot', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const buyer = await apiLogin(request, 'buyer');
  const sheets = await buyer.call<{ Records: { Id: number; Status: number }[] }>(
    'POST',
    '/merchant/inventory/stockcheck/Query',
    { pageIndex: 1, pageSize: 50 },
  );
  const approved = sheets.Records.find((r) => r.Status === 3)!;
  const { WarehouseId: warehouseId } = await buyer.call<{ WarehouseId: number }>(
    'GET',
    `/merchant/inventory/stockcheck/${approved.Id}`,
  );
  const created = await buyer.call<{ Id: number; No: string }>('POST', '/merchant/inventory/stockcheck', {
    WarehouseId: warehouseId,
  });
  const detail = await buyer.call<{ Lines: Line[] }>('GET', `/merchant/inventory/stockcheck/${created.Id}`);
  const line = detail.Lines.find((l) => l.LotId !== null && l.BookQty >= 2)!;
  expect(line, 'the demo warehouse has a lot with stock').toBeDefined();

  const counter = await (await browser.newContext()).newPage();
  await login(counter, 'buyer');
  await counter.goto('/#/finance/financial/stockcheck_audit');
  await expect(counter.getByTestId('stock-check-list')).toContainText(created.No, { timeout: SCREEN_LOAD });
  await counter.goto(`/#/finance/financial/stockcheck-detail?id=${created.Id}`);
  await expect(counter.getByTestId('stock-check-detail')).toBeVisible({ timeout: SCREEN_LOAD });
  const input = counter.getByTestId(`count-${line.Id}`);
  await input.fill(String(line.BookQty - 2));
  await input.blur();
  await expect(counter.getByTestId(`diff-${line.Id}`)).toHaveText('-2');
  // Found stock not in the book: a line of its own, opening a lot on approval.
  await counter.getByTestId('found-Mpn').fill('E2E-FOUND-1');
  await counter.getByTestId('found-Brand').fill('TI');
  await counter.getByTestId('found-CountedQty').fill('5');
  await counter.getByTestId('found-UnitCost').fill('2.5');
  await counter.getByTestId('found-add').click();
  await counter.getByTestId('stock-check-save').click();
  await expect(counter.getByTestId('stock-check-lines')).toContainText('E2E-FOUND-1');
  await expect(counter.getByTestId('stock-check-submit')).toBeEnabled();
  await counter.getByTestId('stock-check-submit').click();
  await expect(counter.getByTestId('stock-check-status')).toHaveText('待财务审核');

  const fin = await (await browser.newContext()).newPage();
  await login(fin, 'finance.head', undefined, 'en-US');
  await fin.goto(`/#/finance/financial/stockcheck-detail?id=${created.Id}`);
  await expect(fin.getByTestId('stock-check-detail')).toBeVisible({ timeout: SCREEN_LOAD });
  await expect(fin.getByTestId(`diff-${line.Id}`)).toHaveText('-2');
  await fin.getByTestId('stock-check-approve').click();
  await expect(fin.getByTestId('stock-check-status')).toHaveText('Approved');
  await fin
    .getByTestId('stock-check-lines')
    .locator(`tr[data-row-key="${line.Id}"] .ant-table-row-expand-icon`)
    .click();
  const moves = fin.getByTestId(`lot-moves-${line.LotId}`);
  await expect(moves).toContainText(created.No);
  await expect(moves).toContainText('-2');
  await expect(moves).toContainText('Adjustment');

  const sheet = await buyer.call<{ Lines: { Mpn: string; LotId: number | null; Difference: number }[] }>(
    'GET',
    `/merchant/inventory/stockcheck/${created.Id}`,
  );
  const found = sheet.Lines.find((l) => l.Mpn === 'E2E-FOUND-1')!;
  expect(found).toMatchObject({ Difference: 5 });
  const foundMoves = await buyer.call<{ Records: { Qty: number; DocId: number }[] }>(
    'GET',
    `/merchant/inventory/lot/${found.LotId}/moves`,
  );
  expect(foundMoves.Records).toEqual([expect.objectContaining({ Qty: 5, DocId: created.Id })]);
  const after = await buyer.call<{ Records: { Qty: number; DocId: number; DocLineId: number }[] }>(
    'GET',
    `/merchant/inventory/lot/${line.LotId}/moves`,
  );
  expect(after.Records.at(-1)).toMatchObject({ Qty: -2, DocId: created.Id, DocLineId: line.Id });
});
