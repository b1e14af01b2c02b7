import {
  CHANNEL_FIELDS,
  type ChannelMapping,
  type ChannelRowError,
  channelMappingProblem,
  completeChannelMapping,
  suggestChannelMapping,
} from '@partdesk/shared/purchase/channel/channel.fields';
import { headerSignature } from '@partdesk/shared/bom/bom-fields';
import type { Lang } from '@partdesk/shared/i18n/define';
import { translate } from '@partdesk/shared/i18n/index';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { badRequest } from '../../../core/http/index.js';
import { type BomUpload, findHeaderRow, readBomFile } from '../../product/index.js';
import { purSupplier } from '../supplier/supplier.table.js';
import { purChannelMapping } from './channel.table.js';

/** Rows a preview shows; rows per import (as a BOM). */
export const CHANNEL_PREVIEW_ROWS = 20;
export const CHANNEL_MAX_ROWS = 20_000;

/** A positive id in a multipart text field; absent → null, else 400 naming the field. */
export function intField(fields: Record<string, string>, name: string): number | null {
  const v = fields[name]?.trim();
  if (!v) return null;
  if (!/^\d{1,9}$/.test(v) || Number(v) <= 0) throw badRequest('errors.fieldInvalid', { field: name }, name);
  return Number(v);
}

/** The supplier of the list: required, must exist (400 `SupplierId`). */
export async function checkSupplier(db: Executor, id: number | null) {
  if (id === null) throw badRequest('purchase.channel.supplierRequired', undefined, 'SupplierId');
  const [s] = await db.select({ id: purSupplier.id }).from(purSupplier).where(eq(purSupplier.id, id));
  if (!s) throw badRequest('purchase.channel.supplierUnknown', undefined, 'SupplierId');
  return id;
}

/** The sheet of an upload with its header row (given 1-based `HeaderRow`, else found) and data rows. */
export async function readSheet(up: BomUpload) {
  const sheet = await readBomFile(up.buf, up.fileName);
  const headerRow = intField(up.fields, 'HeaderRow') ?? findHeaderRow(sheet.rows) + 1;
  if (headerRow > sheet.rows.length)
    throw badRequest('errors.fieldInvalid', { field: 'HeaderRow' }, 'HeaderRow');
  const headers = sheet.rows[headerRow - 1] ?? [];
  const data = sheet.rows.slice(headerRow);
  const width = Math.max(headers.length, ...data.slice(0, CHANNEL_PREVIEW_ROWS).map((r) => r.length), 1);
  return { sheet, headerRow, headers, data, width };
}

/** The supplier's saved mapping for these headers, when it still fits the row. */
export async function savedMapping(
  db: Executor,
  supplierId: number,
  headers: readonly string[],
): Promise<ChannelMapping | null> {
  const [saved] = await db
    .select({ mapping: purChannelMapping.mapping })
    .from(purChannelMapping)
    .where(
      and(
        eq(purChannelMapping.supplierId, supplierId),
        eq(purChannelMapping.signature, headerSignature(headers)),
      ),
    );
  if (!saved || channelMappingProblem(saved.mapping, Math.max(headers.length, 1))) return null;
  return completeChannelMapping(saved.mapping);
}

/**
 * The mapping of an import: the `Mapping` field (JSON), else the saved one, else the guess; checked
 * against the row (400 `Mapping` naming the field).
 */
export async function importMapping(
  db: Executor,
  lang: Lang,
  supplierId: number,
  fields: Record<string, string>,
  headers: readonly string[],
  width: number,
): Promise<ChannelMapping> {
  let given: Record<string, unknown> | null = null;
  if (fields.Mapping !== undefined) {
    try {
      const raw: unknown = JSON.parse(fields.Mapping);
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) given = raw as Record<string, unknown>;
    } catch {
      given = null;
    }
    if (!given) throw badRequest('product.bom.mappingInvalid', { field: 'Mapping' }, 'Mapping');
  }
  const m = given ?? (await savedMapping(db, supplierId, headers)) ?? suggestChannelMapping(headers);
  const problem = channelMappingProblem(m, width);
  if (problem) {
    const field = fieldLabel(lang, problem.field);
    if (problem.code === 'unmapped') throw badRequest('purchase.channel.unmapped', { field }, 'Mapping');
    if (problem.code === 'columnTwice')
      throw badRequest('product.bom.mappingColumnTwice', { field }, 'Mapping');
    throw badRequest('product.bom.mappingInvalid', { field: problem.field }, 'Mapping');
  }
  return completeChannelMapping(m);
}

const fieldLabel = (lang: Lang, f: string) =>
  (CHANNEL_FIELDS as readonly string[]).includes(f) ? translate(lang, `resources.channelStock.${f}`) : f;

/** Row errors with their translated message; and one summary per kind (field + code). */
export function reportErrors(lang: Lang, errors: readonly ChannelRowError[]) {
  const out = errors.slice(0, 500).map((e) => ({
    ...e,
    Message: translate(lang, 'purchase.channel.rowError', {
      row: e.Row,
      field: fieldLabel(lang, e.Field),
      reason: translate(lang, `purchase.channel.error.${e.Code}`),
    }),
  }));
  const groups = new Map<string, { e: ChannelRowError; rows: number[] }>();
  for (const e of errors) {
    const k = `${e.Field}|${e.Code}`;
    const g = groups.get(k) ?? { e, rows: [] };
    g.rows.push(e.Row);
    groups.set(k, g);
  }
  const sep = lang === 'zh-CN' ? '、' : ', ';
  const summary = [...groups.values()].map(({ e, rows }) => ({
    Field: e.Field,
    Code: e.Code,
    Count: rows.length,
    Rows: rows.slice(0, 50),
    Message: translate(lang, 'purchase.channel.summary', {
      count: rows.length,
      field: fieldLabel(lang, e.Field),
      reason: translate(lang, `purchase.channel.error.${e.Code}`),
      rows: rows.length > 10 ? `${rows.slice(0, 10).join(sep)}${sep}…` : rows.join(sep),
    }),
  }));
  return { Errors: out, ErrorSummary: summary };
}
