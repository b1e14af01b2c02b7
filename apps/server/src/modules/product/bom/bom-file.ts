import { createRequire } from 'node:module';
import { recognisedCount } from '@partdesk/shared/bom/bom-fields';
import ExcelJS from 'exceljs';
import { badRequest } from '../../../core/http/app-error.js';

/** SheetJS (CommonJS build) reads the legacy BIFF .xls only; .xlsx goes through exceljs. */
const XLSX = createRequire(import.meta.url)('@e965/xlsx') as typeof import('@e965/xlsx');

/** Upload limits of a BOM file. */
export const BOM_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const BOM_MAX_ROWS = 20_000;
/** Rows looked at to find the header row (titles and blank lines above it are common). */
const HEADER_SCAN_ROWS = 10;

export interface BomSheet {
  sheetName: string;
  /** Every row of the first sheet with data, cells as text, trailing empty cells trimmed. */
  rows: string[][];
}

type Kind = 'xlsx' | 'xls' | 'csv';

/** The file kind from its bytes first (a `.xls` that is really an .xlsx is common), then its name. */
export function fileKind(buf: Buffer, fileName: string): Kind {
  if (buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b) return 'xlsx';
  if (buf.length >= 8 && buf.readUInt32BE(0) === 0xd0cf11e0) return 'xls';
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'xlsx' || ext === 'xls' || ext === 'xlsm')
    throw badRequest('product.bom.fileUnreadable', undefined, 'File');
  throw badRequest('product.bom.fileType', undefined, 'File');
}

/** A number as people read it: integers as is, others to 15 significant digits (no float noise). */
function numText(v: number): string {
  if (!Number.isFinite(v)) return '';
  return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(15)));
}

/** Any cell value (exceljs or SheetJS) as trimmed text. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return numText(v);
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.richText))
      return (o.richText as { text: string }[])
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in o) return cellText(o.result);
    if ('text' in o) return cellText(o.text);
    if ('error' in o) return '';
  }
  return String(v).trim();
}

function trimRow(cells: string[]): string[] {
  let n = cells.length;
  while (n > 0 && cells[n - 1] === '') n--;
  return cells.slice(0, n);
}

/** Called while a file is parsed: rows turned to text so far, of the sheet's rows. */
export type ParseProgress = (rows: number, of: number) => void;
const PARSE_CHUNK = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function readXlsx(buf: Buffer, onProgress?: ParseProgress): Promise<BomSheet> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badRequest('product.bom.fileUnreadable', undefined, 'File');
  }
  const ws = wb.worksheets.find((w) => w.actualRowCount > 0) ?? wb.worksheets[0];
  if (!ws) return { sheetName: '', rows: [] };
  const rows: string[][] = [];
  const last = Math.min(ws.rowCount, BOM_MAX_ROWS + HEADER_SCAN_ROWS + 1);
  for (let n = 1; n <= last; n++) {
    const values = ws.getRow(n).values as unknown[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    rows[n - 1] = trimRow(cells);
    if (onProgress && n % PARSE_CHUNK === 0 && last > PARSE_CHUNK) {
      onProgress(n, last);
      await nextTurn();
    }
  }
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return { sheetName: ws.name, rows };
}

function readXls(buf: Buffer): BomSheet {
  let wb: ReturnType<typeof XLSX.read>;
  try {
    wb = XLSX.read(buf, { type: 'buffer', cellDates: true, dense: true });
  } catch {
    throw badRequest('product.bom.fileUnreadable', undefined, 'File');
  }
  const name = wb.SheetNames.find((n) => wb.Sheets[n]?.['!ref']) ?? wb.SheetNames[0];
  const ws = name ? wb.Sheets[name] : undefined;
  if (!name || !ws) return { sheetName: '', rows: [] };
  const raw = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: true, defval: '', blankrows: true });
  return { sheetName: name, rows: raw.map((r) => trimRow(r.map(cellText))) };
}

/** Text of a CSV: UTF-8 (with or without BOM), else GB18030 (what Chinese Excel saves). */
export function decodeCsv(buf: Buffer): string {
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  if (buf[0] === 0xff && buf[1] === 0xfe) return new TextDecoder('utf-16le').decode(buf.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return new TextDecoder('gb18030').decode(buf);
  }
}

/** RFC 4180 CSV (quotes, doubled quotes, newlines in quotes); the delimiter is guessed from line 1. */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delims = [',', ';', '\t'];
  const delim = delims.reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delim) {
      row.push(cell.trim());
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell.trim());
      rows.push(trimRow(row));
      row = [];
      cell = '';
      if (rows.length > BOM_MAX_ROWS + HEADER_SCAN_ROWS) break;
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell.trim());
    rows.push(trimRow(row));
  }
  return rows;
}

/**
 * The first sheet of a BOM file as text rows; an unreadable or unsupported file → 400 `File`.
 * `onProgress` hears the rows turned to text (every 500 rows of an .xlsx, a turn of the event loop each).
 */
export async function readBomFile(
  buf: Buffer,
  fileName: string,
  onProgress?: ParseProgress,
): Promise<BomSheet> {
  const kind = fileKind(buf, fileName);
  const sheet =
    kind === 'xlsx'
      ? await readXlsx(buf, onProgress)
      : kind === 'xls'
        ? readXls(buf)
        : { sheetName: '', rows: parseCsv(decodeCsv(buf)) };
  if (!sheet.rows.some((r) => r.length)) throw badRequest('product.bom.fileEmpty', undefined, 'File');
  return sheet;
}

/**
 * The header row (0-based index): among the first rows, the one naming the most BOM fields (≥ 2);
 * otherwise the first non-empty row.
 */
export function findHeaderRow(rows: readonly string[][]): number {
  let best = -1;
  let bestCount = 1;
  for (let i = 0; i < Math.min(rows.length, HEADER_SCAN_ROWS); i++) {
    const n = recognisedCount(rows[i] ?? []);
    if (n > bestCount) {
      best = i;
      bestCount = n;
    }
  }
  if (best >= 0) return best;
  return Math.max(
    0,
    rows.findIndex((r) => r.length > 0),
  );
}
