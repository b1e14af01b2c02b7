import { currencyOfHeader } from '@partdesk/shared/bom/bom-rows';
import { headerSignature } from '@partdesk/shared/bom/bom-fields';
import { readChannelRows } from '@partdesk/shared/purchase/channel/channel.fields';
import { CHANNEL_FIELDS } from '@partdesk/shared/purchase/channel/channel.fields';
import { CHANNEL_MODES, type ChannelMode } from '@partdesk/shared/purchase/channel/channel.resource';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { badRequest } from '../../../../core/http/index.js';
import type { Env } from '../../../../core/http/index.js';
import { type BomUpload, brandKey, loadBrandIndex } from '../../../product/index.js';
import {
  CHANNEL_MAX_ROWS,
  CHANNEL_PREVIEW_ROWS,
  checkSupplier,
  importMapping,
  intField,
  readSheet,
  reportErrors,
  savedMapping,
} from '../channel-file.js';
import { purChannelList, purChannelMapping, purChannelStock } from '../channel.table.js';
import { suggestChannelMapping } from '@partdesk/shared/purchase/channel/channel.fields';

/** Rows per multi-row INSERT (15 columns × 1,000 rows stays under the 65,535 bind parameters). */
const INSERT_CHUNK = 1000;

/**
 * The preview of a supplier's stock list: header row, the supplier's saved mapping for these headers
 * (else the guess), the first rows.
 */
export async function previewChannel(env: Env, up: BomUpload) {
  const { db } = env.app;
  const supplierId = await checkSupplier(db, intField(up.fields, 'SupplierId'));
  const { sheet, headerRow, headers, data, width } = await readSheet(up);
  const saved = await savedMapping(db, supplierId, headers);
  const mapping = saved ?? suggestChannelMapping(headers);
  return {
    FileName: up.fileName,
    SheetName: sheet.sheetName,
    HeaderRow: headerRow,
    Headers: Array.from({ length: width }, (_, i) => headers[i] ?? ''),
    Mapping: mapping,
    MappingSource: saved ? 'saved' : 'auto',
    Fields: CHANNEL_FIELDS,
    Rows: data.slice(0, CHANNEL_PREVIEW_ROWS),
    PriceCurrency: mapping.Price !== null ? currencyOfHeader(headers[mapping.Price] ?? '') : null,
    TotalRows: data.filter((r) => r.length).length,
  };
}

/**
 * Imports a supplier's stock list (decision 0044). Rows are read with the mapping; a bad row is left
 * out and reported (per row and per kind, translated); brands matched to the brand master (the cell
 * kept). One transaction: the list row, then `replace` deletes the supplier's earlier lists (their rows
 * cascade) or `merge` deletes the supplier's rows with the same MPN key + brand + D/C (the file's row
 * takes their place) and drops lists left empty; the rows go in by multi-row INSERTs; the mapping is
 * saved for the supplier under the header signature. No valid row → 400, nothing written.
 */
export async function importChannel(env: Env, up: BomUpload) {
  const { db } = env.app;
  const supplierId = await checkSupplier(db, intField(up.fields, 'SupplierId'));
  const mode = (up.fields.Mode?.trim() || 'replace') as ChannelMode;
  if (!CHANNEL_MODES.includes(mode)) throw badRequest('purchase.channel.modeInvalid', undefined, 'Mode');
  const { headerRow, headers, data, width } = await readSheet(up);
  if (data.length > CHANNEL_MAX_ROWS)
    throw badRequest('product.bom.tooManyRows', { max: CHANNEL_MAX_ROWS, rows: data.length }, 'File');
  const mapping = await importMapping(db, env.lang, supplierId, up.fields, headers, width);
  const priceCurrency = mapping.Price !== null ? currencyOfHeader(headers[mapping.Price] ?? '') : null;
  const read = readChannelRows(data, mapping, headerRow + 1, { priceCurrency });
  const report = reportErrors(env.lang, read.errors);
  const rejected = new Set(read.errors.map((e) => e.Row)).size;
  if (!read.rows.length)
    throw badRequest(
      'purchase.channel.nothingValid',
      { count: rejected, detail: report.ErrorSummary.map((g) => g.Message).join('; ') },
      'File',
    );

  const brands = await loadBrandIndex(db);
  const byKey = new Map<string, typeof purChannelStock.$inferInsert>();
  for (const r of read.rows) {
    const bk = r.Brand ? brandKey(r.Brand) : '';
    const brandId = bk ? (brands.get(bk)?.id ?? null) : null;
    const matchKey = `${r.MpnKey}|${brandId ?? bk}|${r.DateCode.toUpperCase()}`;
    byKey.delete(matchKey); // the later row of the file wins, in its place
    byKey.set(matchKey, {
      listId: 0,
      supplierId,
      rowNo: r.Row,
      mpn: r.Mpn,
      mpnKey: r.MpnKey,
      brandId,
      brand: r.Brand,
      package: r.Package,
      dateCode: r.DateCode,
      dcYear: r.DcYear,
      quantity: r.Quantity,
      price: r.Price,
      currency: r.Currency,
      region: r.Region,
      moq: r.Moq,
      leadTime: r.LeadTime,
      matchKey,
    });
  }
  const values = [...byKey.values()];
  const userId = env.user.id;
  const result = await db.transaction(async (tx) => {
    const [list] = await tx
      .insert(purChannelList)
      .values({
        supplierId,
        fileName: up.fileName.slice(0, 255),
        mode,
        importedRows: values.length,
        rejectedRows: rejected,
        createdBy: userId,
        updatedBy: userId,
      })
      .returning({ id: purChannelList.id });
    const listId = (list as { id: number }).id;
    let removed = 0;
    if (mode === 'replace') {
      const gone = await tx
        .delete(purChannelStock)
        .where(and(eq(purChannelStock.supplierId, supplierId), ne(purChannelStock.listId, listId)))
        .returning({ id: purChannelStock.id });
      removed = gone.length;
      await tx
        .delete(purChannelList)
        .where(and(eq(purChannelList.supplierId, supplierId), ne(purChannelList.id, listId)));
    } else {
      const keys = values.map((v) => v.matchKey);
      for (let i = 0; i < keys.length; i += 5000) {
        const gone = await tx
          .delete(purChannelStock)
          .where(
            and(
              eq(purChannelStock.supplierId, supplierId),
              inArray(purChannelStock.matchKey, keys.slice(i, i + 5000)),
            ),
          )
          .returning({ id: purChannelStock.id });
        removed += gone.length;
      }
      await tx.execute(
        sql`delete from pur_channel_list l where l.supplier_id = ${supplierId} and l.id <> ${listId} and not exists (select 1 from pur_channel_stock s where s.list_id = l.id)`,
      );
    }
    for (let i = 0; i < values.length; i += INSERT_CHUNK)
      await tx
        .insert(purChannelStock)
        .values(values.slice(i, i + INSERT_CHUNK).map((v) => ({ ...v, listId })));
    await tx
      .insert(purChannelMapping)
      .values({
        supplierId,
        signature: headerSignature(headers),
        mapping,
        headerRow,
        createdBy: userId,
        updatedBy: userId,
      })
      .onConflictDoUpdate({
        target: [purChannelMapping.supplierId, purChannelMapping.signature],
        set: {
          mapping,
          headerRow,
          uses: sql`${purChannelMapping.uses} + 1`,
          updatedAt: sql`now()`,
          updatedBy: userId,
        },
      });
    return { listId, removed };
  });
  return {
    ListId: result.listId,
    SupplierId: supplierId,
    Mode: mode,
    Mapping: mapping,
    Imported: values.length,
    /** replace: the earlier rows removed; merge: the rows the file's rows took the place of. */
    Replaced: mode === 'replace' ? result.removed : 0,
    Updated: mode === 'merge' ? result.removed : 0,
    Duplicates: read.rows.length - values.length,
    Rejected: rejected,
    ...report,
  };
}
