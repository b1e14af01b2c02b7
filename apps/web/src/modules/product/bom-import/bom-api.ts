import type { BomField, BomMapping } from '@partdesk/shared/bom/bom-fields';
import { ApiError, handleSessionInvalid } from '../../../core/http';
import { currentLang } from '../../../core/lang';
import { getToken, renewToken } from '../../../core/session';

export interface BomPreview {
  FileName: string;
  SheetName: string;
  HeaderRow: number;
  Headers: string[];
  Mapping: BomMapping;
  MappingSource: 'saved' | 'auto';
  Fields: BomField[];
  Rows: string[][];
  TotalRows: number;
  /** The currency the price column's header names (`目标单价(USD)`), or null. */
  PriceCurrency: string | null;
}

export interface BomIssueOut {
  Row: number;
  Field: BomField;
  Code: string;
  Level: 'error' | 'warning';
  Value: string;
  Message: string;
}

/** One line of the warning report: every row of one kind, counted (#20 item 4). */
export interface BomWarningOut {
  Code: string;
  Field: BomField;
  Level: 'warning';
  Count: number;
  Rows: number[];
  Values: string[];
  Message: string;
}

export interface BomLineOut {
  LineNo: number;
  Rows: number[];
  Mpn: string;
  MpnVariants: string[];
  Brand: string;
  BrandId: number | null;
  BrandName: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  TargetPrice: string | null;
  Currency: string | null;
  Delivery: string;
  CustomerPn: string;
  Description: string;
  Remark: string;
  PartId: number | null;
  PartMpn: string | null;
  MatchKind: 'exact' | 'variant' | 'none';
}

export interface BomImportResult {
  FileName: string;
  HeaderRow: number;
  Mapping: BomMapping;
  Lines: BomLineOut[];
  Errors: BomIssueOut[];
  Warnings: BomWarningOut[];
  /** Rows left out for their errors: the cells as written (by field) and the row's messages. */
  Rejected: { Row: number; Values: Partial<Record<BomField, string>>; Errors: BomIssueOut[] }[];
  /** Summary rows (合计 / Total) left out on purpose. */
  Skipped: { Row: number; Reason: 'summary'; Value: string }[];
  /** The currency the price column's header names, or null. */
  PriceCurrency: string | null;
  /** The one currency of all priced lines (null: none or mixed). */
  Currency: string | null;
  Summary: {
    Rows: number;
    Lines: number;
    Exact: number;
    Variant: number;
    Unmatched: number;
    ErrorRows: number;
    Merged: number;
    Skipped: number;
  };
}

export interface BomImportProgress {
  ImportId: string;
  Stage: 'parse' | 'read' | 'match' | 'done';
  Rows: number;
  Total: number;
}

export const BOM_PREVIEW_URL = '/merchant/product/bom/preview';
export const BOM_IMPORT_URL = '/merchant/product/bom/import';

/**
 * A multipart POST with the session's headers, read through the envelope like every call: Code 0 →
 * Data, otherwise an ApiError carrying the server's translated message and `Data.Field`.
 */
export async function postFile<T>(
  url: string,
  file: File,
  fields: Record<string, string | undefined>,
): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  form.append('file', file, file.name);
  const headers: Record<string, string> = { 'Accept-Language': currentLang(), Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Token = token;
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers, body: form });
  } catch (err) {
    throw new ApiError((err as Error)?.message ?? String(err), -1);
  }
  const renewed = res.headers.get('authorization');
  if (renewed) renewToken(renewed);
  const env = (await res.json().catch(() => null)) as { Code: number; Message: string; Data: unknown } | null;
  if (!env || typeof env.Code !== 'number')
    throw new ApiError(res.statusText || String(res.status), -1, res.status);
  if (env.Code === -100) handleSessionInvalid(env.Message);
  if (env.Code !== 0) throw new ApiError(env.Message, env.Code, res.status, env.Data);
  return env.Data as T;
}
