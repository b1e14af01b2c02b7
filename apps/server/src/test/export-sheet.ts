import ExcelJS from 'exceljs';
import type { TestApp } from './harness.js';

/** An .xlsx export read back: its header row and every data row (cells by column, 0-based). */
export interface ExportSheet {
  status: number;
  /** The JSON envelope when the export was refused (no file). */
  envelope?: { Code: number; Message: string };
  headers: string[];
  rows: unknown[][];
}

/** POSTs an export the way the web does and reads the workbook back with exceljs. */
export async function readExport(
  t: TestApp,
  url: string,
  token: string,
  body: Record<string, unknown>,
  lang = 'en-US',
): Promise<ExportSheet> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { token, 'accept-language': lang },
    payload: body,
  });
  if (!String(res.headers['content-type'] ?? '').includes('spreadsheetml')) {
    return { status: res.statusCode, envelope: res.json(), headers: [], rows: [] };
  }
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const ws = wb.worksheets[0]!;
  const width = ws.columnCount;
  const cells = (n: number) =>
    Array.from({ length: width }, (_, i) => {
      const v = ws.getRow(n).getCell(i + 1).value;
      return v === undefined ? null : v;
    });
  const rows: unknown[][] = [];
  for (let n = 2; n <= ws.rowCount; n++) rows.push(cells(n));
  return { status: res.statusCode, headers: cells(1).map((h) => String(h ?? '')), rows };
}

/** One column of an export by its (translated) header. */
export function exportColumn(sheet: ExportSheet, header: string): unknown[] {
  const i = sheet.headers.indexOf(header);
  if (i < 0) throw new Error(`no column "${header}" in ${sheet.headers.join(', ')}`);
  return sheet.rows.map((r) => r[i]);
}
