import {
  BOM_FIELDS,
  type BomMapping,
  completeMapping,
  headerSignature,
  mappingProblem,
  suggestMapping,
} from '@partdesk/shared/bom/bom-fields';
import { currencyOfHeader } from '@partdesk/shared/bom/bom-rows';
import { and, eq } from 'drizzle-orm';
import type { Env } from '../../../../core/http/index.js';
import { findHeaderRow, readBomFile } from '../bom-file.js';
import { productBomMapping } from '../bom-mapping.table.js';
import { type BomUpload, checkCustomer, intField, PREVIEW_ROWS } from '../bom.queries.js';

/**
 * The preview of an uploaded BOM: its header row, the customer's saved mapping for these headers (else
 * the suggested one), the first rows. The customer must be within the caller's scope (400 CustomerId).
 */
export async function previewBom(env: Env, up: BomUpload) {
  const { db } = env.app;
  const customerId = await checkCustomer(db, env.user, intField(up.fields, 'CustomerId'));
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
  return {
    FileName: up.fileName,
    SheetName: sheet.sheetName,
    HeaderRow: h + 1,
    Headers: Array.from({ length: width }, (_, i) => headers[i] ?? ''),
    Mapping: mapping,
    MappingSource: source,
    Fields: BOM_FIELDS,
    Rows: data.slice(0, PREVIEW_ROWS),
    PriceCurrency: mapping.TargetPrice !== null ? currencyOfHeader(headers[mapping.TargetPrice] ?? '') : null,
    TotalRows: data.filter((r) => r.length).length,
  };
}
