import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { bomLine, bomPreview, bomResult } from '../../test/bom-data';
import { renderWithShell } from '../../test/render';
import InquiryEditPage from './inquiry-edit-page';
import { INQUIRY_DETAIL, INQUIRY_LOOKUPS, inquiryLogin, SALES_PERMITS } from './inquiry-test-data';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 10_000 });

const PREVIEW = bomPreview({ Rows: [['lm358dr', 'TI', '500']], TotalRows: 4 });
const RESULT = bomResult({
  Lines: [bomLine({ Mpn: 'lm358dr', MpnVariants: ['lm358dr'] })],
  Rejected: [
    {
      Row: 3,
      Values: { Mpn: 'BAV99,215', Brand: 'Nexperia', Quantity: 'ten' },
      Errors: [
        {
          Row: 3,
          Field: 'Quantity',
          Code: 'quantityInvalid',
          Level: 'error',
          Value: 'ten',
          Message: '第 3 行：数量“ten”不是正整数',
        },
      ],
    },
  ],
  Skipped: [{ Row: 5, Reason: 'summary', Value: '合计' }],
  Summary: { Rows: 4, Lines: 1, Exact: 1, Variant: 0, Unmatched: 0, ErrorRows: 1, Merged: 0, Skipped: 1 },
});

describe('after a BOM import, where the user lands (issue #20 item 6)', { timeout: 60_000 }, () => {
  it('shows the rows not imported with their messages, adds them to the grid to fix; the normalised MPN and cell errors are visible', async () => {
    signIn(inquiryLogin(['0101', '0103'], SALES_PERMITS));
    mockApi({
      ...INQUIRY_LOOKUPS,
      'GET /merchant/forqutation/inquiry/41': () => ok(INQUIRY_DETAIL),
      'POST /merchant/product/bom/preview': () => ok(PREVIEW),
      'POST /merchant/product/bom/import': () => ok(RESULT),
    });
    renderWithShell(<InquiryEditPage />, { route: '/forQuotation/rfq-detail_edit?id=41' });
    expect(await screen.findByText('编辑询价：B2603010001')).toBeTruthy();
    const before = screen.getAllByTestId(/^line-\d+-Quantity$/).length;
    fireEvent.click(screen.getByTestId('inquiry-bom-tab'));
    const input = (await screen.findByTestId('bom-import')).querySelector(
      'input[type=file]',
    ) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'bom.xlsx')] } });
    fireEvent.click(await screen.findByTestId('bom-run'));

    // Landed on the grid: the added count, the skipped total row, the rows not imported.
    expect(await screen.findByText(/已从 bom.xlsx 加入 1 行; 已跳过 1 个合计行/)).toBeTruthy();
    const rejected = screen.getByTestId('inquiry-bom-rejected');
    expect(within(rejected).getByText('1 行未导入（见下表）：可加入明细修改后再保存')).toBeTruthy();
    expect(within(rejected).getByTestId('inquiry-bom-rejected-3').textContent).toContain(
      '数量“ten”不是正整数',
    );

    // The lower-case MPN shows the normalised one beside it.
    const imported = before;
    expect((screen.getByTestId(`line-${imported}-Mpn`) as HTMLInputElement).value).toBe('lm358dr');
    expect(screen.getByTestId(`line-${imported}-MpnNorm`).textContent).toBe('按 LM358DR 匹配');

    // Fix and re-add: the row joins the grid as written; saving shows the cell's error under it.
    fireEvent.click(within(rejected).getByTestId('inquiry-bom-rejected-add'));
    await waitFor(() => expect(screen.queryByTestId('inquiry-bom-rejected')).toBeNull());
    const added = imported + 1;
    expect((screen.getByTestId(`line-${added}-Mpn`) as HTMLInputElement).value).toBe('BAV99,215');
    expect((screen.getByTestId(`line-${added}-Quantity`) as HTMLInputElement).value).toBe('ten');
    fireEvent.click(screen.getByTestId('inquiry-save'));
    expect((await screen.findByTestId(`line-${added}-Quantity-error`)).textContent).toBeTruthy();
  });
});
