import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishPushEvent } from '../../../core/push-events';
import { type Call, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import type { BomImportResult, BomPreview } from './bom-api';
import { BomImport, remap } from './bom-import';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const PREVIEW: BomPreview = {
  FileName: 'bom.xlsx',
  SheetName: 'BOM',
  HeaderRow: 2,
  Headers: ['型号', '品牌', '数量', '说明'],
  Mapping: {
    Mpn: 0,
    Brand: 1,
    Package: null,
    DateCode: null,
    Quantity: 2,
    TargetPrice: null,
    Currency: null,
    Delivery: null,
    CustomerPn: null,
    Description: null,
    Remark: 3,
  },
  MappingSource: 'auto',
  Fields: [
    'Mpn',
    'Brand',
    'Package',
    'DateCode',
    'Quantity',
    'TargetPrice',
    'Currency',
    'Delivery',
    'CustomerPn',
    'Description',
    'Remark',
  ],
  Rows: [
    ['LTC2446IUHF#PBF', 'Linear', '100', '急'],
    ['ltc2446iuhf#trpbf', 'ADI', '50', ''],
  ],
  TotalRows: 3,
  PriceCurrency: null,
};
const line = {
  LineNo: 1,
  Rows: [3, 4],
  Mpn: 'LTC2446IUHF#PBF',
  MpnVariants: ['LTC2446IUHF#PBF', 'ltc2446iuhf#trpbf'],
  Brand: 'Linear',
  BrandId: 7,
  BrandName: 'ADI',
  Package: '',
  DateCode: '',
  Quantity: 150,
  TargetPrice: null,
  Currency: null,
  Delivery: '',
  CustomerPn: '',
  Description: '急',
  Remark: '',
  PartId: 70,
  PartMpn: 'LTC2446IUHF#PBF',
  MatchKind: 'exact' as const,
};
const RESULT: BomImportResult = {
  FileName: 'bom.xlsx',
  HeaderRow: 2,
  Mapping: PREVIEW.Mapping,
  Lines: [line],
  Errors: [
    {
      Row: 5,
      Field: 'Quantity',
      Code: 'quantityInvalid',
      Level: 'error',
      Value: '-3',
      Message: '第 5 行：数量“-3”不是正整数',
    },
  ],
  Warnings: [
    {
      Code: 'merged',
      Field: 'Mpn',
      Level: 'warning',
      Count: 1,
      Rows: [4],
      Values: [],
      Message: '1 行与前面同型号的行合并，数量已相加（第 4 行）',
    },
  ],
  Rejected: [],
  Skipped: [],
  PriceCurrency: null,
  Currency: null,
  Summary: { Rows: 3, Lines: 1, Exact: 1, Variant: 0, Unmatched: 0, ErrorRows: 1, Merged: 1, Skipped: 0 },
};

/** The multipart fields a call sent (mockApi only parses JSON bodies; the file upload is FormData). */
const formOf = (fetchMock: ReturnType<typeof vi.fn>, path: string) => {
  const c = fetchMock.mock.calls.find(([u]) => String(u).endsWith(path))!;
  return (c[1] as RequestInit).body as FormData;
};

function pickFile(name = 'bom.xlsx') {
  const input = screen.getByTestId('bom-import').querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
}

describe('BOM import component', { timeout: 60_000 }, () => {
  it('remap moves a field to a column and frees the column it had', () => {
    const m = remap(PREVIEW.Mapping, 3, 'Description');
    expect(m).toMatchObject({ Remark: null, Description: 3 });
    expect(remap(m, 0, undefined).Mpn).toBeNull();
  });

  it('previews, lets the user correct a column, imports with progress, shows lines and the error report', async () => {
    signIn();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { calls, fetchMock } = mockApi({
      'POST /merchant/product/bom/preview': () => ok(PREVIEW),
      'POST /merchant/product/bom/import': async () => {
        await gate;
        return new Response(JSON.stringify(ok(RESULT)), { headers: { 'content-type': 'application/json' } });
      },
    });
    const onImported = vi.fn();
    renderWithShell(<BomImport customerId={29} onImported={onImported} />);
    pickFile();
    const preview = await screen.findByTestId('bom-preview');
    expect(within(preview).getByText('LTC2446IUHF#PBF')).toBeTruthy();
    expect(screen.getByText('表头在第 2 行，共 3 行数据')).toBeTruthy();
    expect(formOf(fetchMock, '/bom/preview').get('CustomerId')).toBe('29');

    // "说明" is the description, not the remark.
    fireEvent.mouseDown(within(screen.getAllByTestId('bom-col-3')[0]!).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('描述'));
    fireEvent.click(screen.getByTestId('bom-run'));
    await waitFor(() =>
      expect(calls.some((c: Call) => c.path === '/merchant/product/bom/import')).toBe(true),
    );
    const sent = formOf(fetchMock, '/bom/import');
    expect(JSON.parse(String(sent.get('Mapping')))).toMatchObject({ Remark: null, Description: 3, Mpn: 0 });
    expect(sent.get('HeaderRow')).toBe('2');
    const importId = String(sent.get('ImportId'));
    act(() =>
      publishPushEvent('bomImportProgress', { ImportId: 'someone-else', Stage: 'match', Rows: 9, Total: 9 }),
    );
    // Progress as it happens (#20 item 5): parse 0–20 %, read 20–55 %, match 55–95 %.
    act(() =>
      publishPushEvent('bomImportProgress', { ImportId: importId, Stage: 'parse', Rows: 2000, Total: 4000 }),
    );
    expect(screen.getByTestId('bom-progress-text').textContent).toBe('解析文件 2000/4000 行');
    expect(screen.getByTestId('bom-progress').textContent).toContain('10%');
    act(() =>
      publishPushEvent('bomImportProgress', { ImportId: importId, Stage: 'read', Rows: 1000, Total: 4000 }),
    );
    expect(screen.getByTestId('bom-progress').textContent).toContain('检查行 1000/4000');
    expect(screen.getByTestId('bom-progress').textContent).toContain('29%');
    act(() =>
      publishPushEvent('bomImportProgress', { ImportId: importId, Stage: 'match', Rows: 2000, Total: 4000 }),
    );
    expect(screen.getByTestId('bom-progress-text').textContent).toBe('匹配型号 2000/4000 行');
    expect(screen.getByTestId('bom-progress').textContent).toContain('75%');
    release();

    const result = await screen.findByTestId('bom-result');
    expect(within(result).getByText(/3 行 → 1 个型号/)).toBeTruthy();
    expect(within(screen.getByTestId('bom-errors')).getByText('第 5 行：数量“-3”不是正整数')).toBeTruthy();
    expect(within(screen.getByTestId('bom-lines')).getByText('精确')).toBeTruthy();
    expect(
      within(screen.getByTestId('bom-warnings')).getByText('1 行与前面同型号的行合并，数量已相加（第 4 行）'),
    ).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith(RESULT);
  });

  it("shows the server's refusal of a file", async () => {
    signIn();
    mockApi({
      'POST /merchant/product/bom/preview': () => ({
        Code: 400,
        Message: '仅支持 .xlsx、.xls、.csv 文件',
        Data: { Field: 'File' },
      }),
    });
    renderWithShell(<BomImport />);
    pickFile('bom.pdf');
    expect((await screen.findByTestId('bom-error')).textContent).toContain('仅支持 .xlsx、.xls、.csv 文件');
    expect(screen.queryByTestId('bom-preview')).toBeNull();
  });
});
