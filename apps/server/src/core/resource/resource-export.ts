import { PassThrough } from 'node:stream';
import type { Lang } from '@partdesk/shared/i18n/define';
import { translate } from '@partdesk/shared/i18n/index';
import { exportFields, type ResourceDef } from '@partdesk/shared/resource/define';
import type { SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../access/access.js';
import type { Executor } from '../db/client.js';
import { badRequest } from '../http/app-error.js';
import { type ListSpec, listQuery } from '../list/list-query.js';
import { listCount, listRows } from '../list/list-statement.js';
import type { Notifier } from '../push/notifier.js';
import { exportCell, NUM_FMT } from './export-cells.js';
import type { ResourceBinding, Source } from './resource-spec.js';

export const EXPORT_BATCH = 1000;
/** Largest export in rows; a filter that matches more is refused with a clear message. */
export const EXPORT_MAX_ROWS = 100_000;
const NOT_FILTERS = new Set(['pageIndex', 'pageSize', 'sortField', 'sortOrder', 'ExportId']);

export interface ExportRequest {
  db: Executor;
  def: ResourceDef;
  binding: ResourceBinding<never>;
  spec: ListSpec;
  body: Record<string, unknown>;
  user: AuthUser;
  lang: Lang;
  notifier: Notifier;
  log: FastifyBaseLogger;
}

function hasFilter(body: Record<string, unknown>): boolean {
  return Object.entries(body).some(([k, v]) => {
    if (NOT_FILTERS.has(k) || v === undefined || v === null) return false;
    if (typeof v === 'string') return v.trim() !== '';
    if (Array.isArray(v)) return v.length > 0;
    return true;
  });
}

/** RFC 5987 Content-Disposition for a file name in any language. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface PreparedExport {
  fileName: string;
  total: number;
  stream: PassThrough;
}

/**
 * Checks the request (at least one filter, spec §5), builds the rows' query with the list's own
 * `listQuery` (same where, data scope, filters and order as the list page), counts the rows, then streams an .xlsx of them in batches,
 * pushing `exportProgress { ExportId, Rows, Total }` to the caller after each batch.
 */
export async function prepareExport(r: ExportRequest): Promise<PreparedExport> {
  if (!hasFilter(r.body)) throw badRequest('errors.exportNeedsFilter');
  const exportId = typeof r.body.ExportId === 'string' ? r.body.ExportId.slice(0, 64) : null;
  const input = Object.fromEntries(Object.entries(r.body).filter(([k]) => k !== 'ExportId'));
  // The list's own query (fixed where, data scope, filters, order): an export is the list, unpaged.
  const req = listQuery(r.spec, input, r.user);
  const where = req.where;
  const total = await listCount(r.db, r.spec.from, where);
  if (total > EXPORT_MAX_ROWS) throw badRequest('errors.exportTooMany', { max: EXPORT_MAX_ROWS, total });

  const fields = exportFields(r.def);
  const select: Record<string, Source> = {};
  for (const f of fields) {
    const src = r.binding.exportAs?.[f.name] ?? r.binding.columns[f.name];
    if (!src) throw new Error(`${r.def.name}: no column bound for export field ${f.name}`);
    select[f.name] = src;
  }
  const title = translate(r.lang, r.def.title);
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 12);
  const stream = new PassThrough();
  const progress = (rows: number) => {
    if (exportId)
      r.notifier.emit(r.user.id, 'exportProgress', { ExportId: exportId, Rows: rows, Total: total });
  };
  void writeWorkbook(r, { stream, select, fields, where, order: req.order, total, title, progress }).catch(
    (err: unknown) => {
      r.log.error({ err, resource: r.def.name }, 'export failed');
      stream.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  );
  return { fileName: `${title}-${stamp}.xlsx`, total, stream };
}

async function writeWorkbook(
  r: ExportRequest,
  w: {
    stream: PassThrough;
    select: Record<string, Source>;
    fields: ReturnType<typeof exportFields>;
    where: SQL | undefined;
    order: SQL[];
    total: number;
    title: string;
    progress: (rows: number) => void;
  },
) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: w.stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet(w.title.slice(0, 31));
  ws.columns = w.fields.map((f) => ({
    header: translate(r.lang, f.label),
    key: f.name,
    width: Math.max(12, Math.min(40, (typeof f.list === 'object' && f.list.width ? f.list.width : 120) / 7)),
    style: NUM_FMT[f.kind] ? { numFmt: NUM_FMT[f.kind] } : {},
  }));
  ws.getRow(1).font = { bold: true };
  let written = 0;
  while (written < w.total) {
    const rows = await listRows<Record<string, unknown>>(
      r.db,
      { from: r.spec.from, joins: r.spec.joins, select: w.select },
      { where: w.where, order: w.order, limit: EXPORT_BATCH, offset: written },
    );
    if (!rows.length) break;
    for (const row of rows) {
      ws.addRow(
        Object.fromEntries(w.fields.map((f) => [f.name, exportCell(f, row[f.name], r.lang)])),
      ).commit();
    }
    written += rows.length;
    w.progress(written);
    if (rows.length < EXPORT_BATCH) break;
  }
  if (written === 0) w.progress(0);
  ws.commit();
  await wb.commit();
}
