import multipart from '@fastify/multipart';
import {
  BOM_FIELDS,
  type BomMapping,
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
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../../core/access/access.js';
import { badRequest } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { bomCustomerInScope } from './bom-customers.js';
import { BOM_FILE_MAX_BYTES, BOM_MAX_ROWS, findHeaderRow, readBomFile } from './bom-file.js';
import { matchBom } from './bom-match.js';
import { productBomMapping } from './bom-mapping.table.js';
import { issueOut, summariseWarnings } from './bom-report.js';

/** Pushed to the caller during an import (`ImportId` is the client's); transient, like `exportProgress`. */
export interface BomImportProgress {
  ImportId: string;
  Stage: 'parse' | 'read' | 'match' | 'done';
  Rows: number;
  Total: number;
}
/** The notifier's typed `emit` knows only core's events; this module's event goes through it untyped. */
type EmitAny = (userId: number, event: string, payload: unknown) => void;

/** Who imports BOMs: the inquiry screens (salespeople) and the parts master. */
const access = {
  grantedBy: ['forQuotation/rfq-menu', 'forQuotation/rfq-detail_edit', 'product/product-information'],
} as const;
const tags = ['product'];
export const PREVIEW_ROWS = 20;
/** Rows parsed, read or matched between two progress events (each followed by a turn of the event loop, so the event leaves). */
const PROGRESS_CHUNK = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Upload {
  buf: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

const missing = () => badRequest('product.bom.fileMissing', undefined, 'File');

/** The multipart body: one file (≤ 10 MB) and a few text fields, in any order. */
async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw missing();
  const fields: Record<string, string> = {};
  let file: { buf: Buffer; fileName: string } | null = null;
  try {
    for await (const part of req.parts({
      limits: { fileSize: BOM_FILE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    })) {
      if (part.type === 'file') file = { buf: await part.toBuffer(), fileName: part.filename ?? '' };
      else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('product.bom.fileTooLarge', { mb: BOM_FILE_MAX_BYTES / 1024 / 1024 }, 'File');
    if (typeof code === 'string' && code.startsWith('FST_')) throw missing();
    throw err;
  }
  if (!file?.buf.length) throw missing();
  return { ...file, fields };
}

function intField(fields: Record<string, string>, name: string): number | null {
  const v = fields[name]?.trim();
  if (!v) return null;
  if (!/^\d{1,9}$/.test(v) || Number(v) <= 0) throw badRequest('errors.fieldInvalid', { field: name }, name);
  return Number(v);
}

/** The customer the BOM is for: it must exist and be within the caller's data scope (400 `CustomerId`). */
async function checkCustomer(db: Parameters<typeof matchBom>[0], user: AuthUser, id: number | null) {
  if (id === null) return null;
  if (!(await bomCustomerInScope(db, user, id)))
    throw badRequest('product.bom.customerUnknown', undefined, 'CustomerId');
  return id;
}

/**
 * BOM import (docs/api.md "Parts, brands and BOM import"): a preview with the suggested (or the
 * customer's saved) column mapping, then the import of the whole file with a mapping → merged lines
 * matched to the parts master and a line-level report. Nothing of an inquiry is written here; the
 * confirmed mapping is saved for the customer.
 */
export const bomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post(
    '/merchant/product/bom/preview',
    {
      config: { access },
      bodyLimit: BOM_FILE_MAX_BYTES + 1024 * 1024,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: 'BOM preview: headers, mapping, first rows',
      },
    },
    async (req) => {
      const user = req.auth();
      const up = await readUpload(req);
      const customerId = await checkCustomer(db, user, intField(up.fields, 'CustomerId'));
      const sheet = await readBomFile(up.buf, up.fileName);
      const h = findHeaderRow(sheet.rows);
      const headers = sheet.rows[h] ?? [];
      const data = sheet.rows.slice(h + 1);
      let mapping: BomMapping = suggestMapping(headers);
      let source: 'saved' | 'auto' = 'auto';
      if (customerId !== null) {
        const [saved] = await db
          .select({ mapping: productBomMapping.mapping })
          .from(productBomMapping)
          .where(
            and(
              eq(productBomMapping.customerId, customerId),
              eq(productBomMapping.signature, headerSignature(headers)),
            ),
          );
        if (saved && !mappingProblem(saved.mapping, Math.max(headers.length, 1))) {
          mapping = completeMapping(saved.mapping);
          source = 'saved';
        }
      }
      const width = Math.max(headers.length, ...data.slice(0, PREVIEW_ROWS).map((r) => r.length));
      return ok({
        FileName: up.fileName,
        SheetName: sheet.sheetName,
        HeaderRow: h + 1,
        Headers: Array.from({ length: width }, (_, i) => headers[i] ?? ''),
        Mapping: mapping,
        MappingSource: source,
        Fields: BOM_FIELDS,
        Rows: data.slice(0, PREVIEW_ROWS),
        PriceCurrency:
          mapping.TargetPrice !== null ? currencyOfHeader(headers[mapping.TargetPrice] ?? '') : null,
        TotalRows: data.filter((r) => r.length).length,
      });
    },
  );

  app.post(
    '/merchant/product/bom/import',
    {
      config: { access },
      bodyLimit: BOM_FILE_MAX_BYTES + 1024 * 1024,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: 'BOM import: merged, matched lines and report',
      },
    },
    async (req) => {
      const user = req.auth();
      const up = await readUpload(req);
      const customerId = await checkCustomer(db, user, intField(up.fields, 'CustomerId'));
      const importId = up.fields.ImportId?.slice(0, 64) || null;
      const progress = (Stage: 'parse' | 'read' | 'match' | 'done', Rows: number, Total: number) => {
        if (!importId) return;
        const n = app.ctx.notifier;
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
        const field = translate(req.lang, `product.bom.field.${problem.field}`);
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
      for (const e of errors)
        errorsByRow.set(e.Row, [...(errorsByRow.get(e.Row) ?? []), issueOut(req.lang, e)]);
      const errorRows = new Set(errors.map((e) => e.Row)).size;
      const currencies = new Set(matched.lines.filter((l) => l.TargetPrice !== null).map((l) => l.Currency));
      return ok({
        FileName: up.fileName,
        HeaderRow: headerRow,
        Mapping: mapping,
        Lines: matched.lines,
        Errors: errors.map((i) => issueOut(req.lang, i)),
        Warnings: summariseWarnings(req.lang, all),
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
      });
    },
  );
};
