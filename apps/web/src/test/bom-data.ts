import type { BomImportResult, BomPreview } from '../modules/product/bom-import/bom-api';

/**
 * BOM import answers for screen tests (issue #12 item 8): one LM358DR / TI / 500 row mapped from a
 * 型号 / 品牌 / 数量 sheet, matched exactly to part 9; override what a test is about.
 */
export const BOM_MAPPING: BomPreview['Mapping'] = {
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
  Remark: null,
};

/** POST /merchant/product/bom/preview */
export function bomPreview(over: Partial<BomPreview> = {}): BomPreview {
  return {
    FileName: 'bom.xlsx',
    SheetName: 'BOM',
    HeaderRow: 1,
    Headers: ['型号', '品牌', '数量'],
    Mapping: BOM_MAPPING,
    MappingSource: 'auto',
    Fields: [],
    Rows: [['LM358DR', 'TI', '500']],
    TotalRows: 1,
    PriceCurrency: null,
    ...over,
  };
}

type Line = BomImportResult['Lines'][number];

/** One imported line (exact match to part 9). */
export function bomLine(over: Partial<Line> = {}): Line {
  return {
    LineNo: 1,
    Rows: [2],
    Mpn: 'LM358DR',
    MpnVariants: ['LM358DR'],
    Brand: 'TI',
    BrandId: 4,
    BrandName: 'TI',
    Package: '',
    DateCode: '',
    Quantity: 500,
    TargetPrice: null,
    Currency: null,
    Delivery: '',
    CustomerPn: '',
    Description: '',
    Remark: '',
    PartId: 9,
    PartMpn: 'LM358DR',
    MatchKind: 'exact',
    ...over,
  };
}

/** POST /merchant/product/bom/import: the lines given (one bomLine by default), nothing rejected. */
export function bomResult(over: Partial<BomImportResult> = {}): BomImportResult {
  return {
    FileName: 'bom.xlsx',
    HeaderRow: 1,
    Mapping: BOM_MAPPING,
    Lines: [bomLine()],
    Errors: [],
    Warnings: [],
    Rejected: [],
    Skipped: [],
    PriceCurrency: null,
    Currency: null,
    Summary: { Rows: 1, Lines: 1, Exact: 1, Variant: 0, Unmatched: 0, ErrorRows: 0, Merged: 0, Skipped: 0 },
    ...over,
  };
}
