import {
  completeMapping,
  headerSignature,
  mappingProblem,
  suggestMapping,
} from '@partdesk/shared/bom/bom-fields';
import {
  type BomIssue,
  type BomRejectedRow,
  type BomRowLine,
  type BomSkippedRow,
  currencyOfHeader,
  readBomRows,
} from '@partdesk/shared/bom/bom-rows';
import { translate } from '@partdesk/shared/i18n/index';
import { sql } from 'drizzle-orm';
import { badRequest } from '../../../../core/http/app-error.js';
import type { Env } from '../../../../core/http/index.js';
import { BOM_MAX_ROWS, findHeaderRow, readBomFile } from '../bom-file.js';
import { matchBom } from '../bom-match.js';
import { productBomMapping } from '../bom-mapping.table.js';
import { issueOut, summariseWarnings } from '../bom-report.js';
import { type BomUpload, checkCustomer, intField, PREVIEW_ROWS } from '../bom.queries.js';

/** Pushed to the caller during an import (`ImportId` is the client's); transient, like `exportProgress`. */
export interface BomImportProgress {
  ImportId: string;
  Stage: 'parse' | 'read' | 'match' | 'done';
  Rows: number;
  Total: number;
}
/** The notifier's typed `emit` knows only core's events; this module's event goes through it untyped. */
type EmitAny = (userId: number, event: string, payload: unknown) => void;

/** Rows parsed, read or matched between two progress events (each followed by a turn of the event loop, so the event leaves). */
const PROGRESS_CHUNK = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Imports an uploaded BOM with a mapping: rows read, merged and matched to the parts master, a
 * line-level report; progress pushed to the caller; the confirmed mapping saved for the customer.
 * Nothing of an inquiry is written.
 */
export async function importBom(env: Env, up: BomUpload) {
  const { db } = env.app;
  const user = env.user;
  const customerId = await checkCustomer(db, user, intField(up.fields, 'CustomerId'));
  const importId = up.fields.ImportId?.slice(0, 64) || null;
  const progress = (Stage: 'parse' | 'read' | 'match' | 'done', Rows: number, Total: number) => {
    if (!importId) return;
    const n = env.app.notifier;
    const payload: BomImportProgress = { ImportId: importId, Stage, Rows, Total };
    (n.emit as unknown as EmitAny).call(n, user.id, 'bomImportProgress', payload);
  };
  progress('parse', 0, 0);
  await nextTurn();
  const sheet = await readBomFile(up.buf, up.fileName, (rows, of) => progress('parse', rows, of));
  const headerRow = intField(up.fields, 'HeaderRow') ?? findHeaderRow(sheet.rows) + 1;
  if (headerRow > sheet.rows.length)
    throw badRequest('errors.fieldInvalid', { field: 'HeaderRow' }, 'HeaderRow');
  const headers = sheet.rows[headerRow - 1] ?? [];
  const data = sheet.rows.slice(headerRow);
  if (data.length > BOM_MAX_ROWS)
    throw badRequest('product.bom.tooManyRows', { max: BOM_MAX_ROWS, rows: data.length }, 'File');
  let raw: unknown;
  try {
    raw = JSON.parse(up.fields.Mapping ?? 'null');
  } catch {
    raw = undefined;
  }
  const width = Math.max(headers.length, ...data.slice(0, PREVIEW_ROWS).map((r) => r.length), 1);
  const given =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (up.fields.Mapping !== undefined && !given)
    throw badRequest('product.bom.mappingInvalid', { field: 'Mapping' }, 'Mapping');
  const m = given ?? suggestMapping(headers);
  const problem = mappingProblem(m, width);
  if (problem) {
    const key =
      problem.code === 'mpnUnmapped'
        ? 'product.bom.mpnUnmapped'
        : problem.code === 'columnTwice'
          ? 'product.bom.mappingColumnTwice'
          : 'product.bom.mappingInvalid';
    const field = translate(env.lang, `product.bom.field.${problem.field}`);
    throw badRequest(key, { field: field.startsWith('product.') ? problem.field : field }, 'Mapping');
  }
  const mapping = completeMapping(m);
  const priceCurrency =
    mapping.TargetPrice !== null ? currencyOfHeader(headers[mapping.TargetPrice] ?? '') : null;
  const total = data.length;
  progress('read', 0, total);
  const lines: BomRowLine[] = [];
  const issues: BomIssue[] = [];
  const skipped: BomSkippedRow[] = [];
  const rejected: BomRejectedRow[] = [];
  for (let i = 0; i < data.length; i += PROGRESS_CHUNK) {
    const part = readBomRows(data.slice(i, i + PROGRESS_CHUNK), mapping, headerRow + 1 + i, {
      priceCurrency,
    });
    lines.push(...part.lines);
    issues.push(...part.issues);
    skipped.push(...part.skipped);
    rejected.push(...part.rejected);
    if (total > PROGRESS_CHUNK) {
      progress('read', Math.min(total, i + PROGRESS_CHUNK), total);
      await nextTurn();
    }
  }
  progress('match', 0, lines.length);
  const matched = await matchBom(db, customerId, lines, (done, of) => progress('match', done, of));
  const all = [...issues, ...matched.issues].sort((a, b) => a.Row - b.Row);
  if (customerId !== null && up.fields.SaveMapping !== 'false') {
    const signature = headerSignature(headers);
    await db
      .insert(productBomMapping)
      .values({ customerId, signature, mapping, headerRow, createdBy: user.id, updatedBy: user.id })
      .onConflictDoUpdate({
        target: [productBomMapping.customerId, productBomMapping.signature],
        set: {
          mapping,
          headerRow,
          uses: sql`${productBomMapping.uses} + 1`,
          updatedBy: user.id,
          updatedAt: sql`now()`,
        },
      });
  }
  progress('done', total, total);
  const errors = all.filter((i) => i.Level === 'error');
  // Rows the customer-PN lookup refused are not imported either: their cells as read.
  const refused = new Set(matched.issues.filter((i) => i.Level === 'error').map((i) => i.Row));
  for (const l of lines)
    if (refused.has(l.Row))
      rejected.push({
        Row: l.Row,
        Values: {
          CustomerPn: l.CustomerPn,
          Brand: l.Brand,
          Quantity: String(l.Quantity),
          ...(l.TargetPrice ? { TargetPrice: l.TargetPrice } : {}),
          ...(l.Remark ? { Remark: l.Remark } : {}),
        },
      });
  rejected.sort((a, b) => a.Row - b.Row);
  const errorsByRow = new Map<number, ReturnType<typeof issueOut>[]>();
  for (const e of errors) errorsByRow.set(e.Row, [...(errorsByRow.get(e.Row) ?? []), issueOut(env.lang, e)]);
  const errorRows = new Set(errors.map((e) => e.Row)).size;
  const currencies = new Set(matched.lines.filter((l) => l.TargetPrice !== null).map((l) => l.Currency));
  return {
    FileName: up.fileName,
    HeaderRow: headerRow,
    Mapping: mapping,
    Lines: matched.lines,
    Errors: errors.map((i) => issueOut(env.lang, i)),
    Warnings: summariseWarnings(env.lang, all),
    Skipped: skipped,
    Rejected: rejected.map((r) => ({ ...r, Errors: errorsByRow.get(r.Row) ?? [] })),
    PriceCurrency: priceCurrency,
    Currency: currencies.size === 1 ? [...currencies][0] : null,
    Summary: {
      Rows: data.filter((r) => r.some((c) => c !== '')).length,
      Lines: matched.lines.length,
      Exact: matched.lines.filter((l) => l.MatchKind === 'exact').length,
      Variant: matched.lines.filter((l) => l.MatchKind === 'variant').length,
      Unmatched: matched.lines.filter((l) => l.MatchKind === 'none').length,
      ErrorRows: errorRows,
      Merged: all.filter((i) => i.Code === 'merged').length,
      Skipped: skipped.length,
    },
  };
}
