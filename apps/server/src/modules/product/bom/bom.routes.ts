import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../core/http/app-error.js';
import { ok, requestEnv } from '../../../core/http/index.js';
import { BOM_FILE_MAX_BYTES } from './bom-file.js';
import type { BomUpload } from './bom.queries.js';
import { importBom } from './use-cases/import-bom.js';
import { previewBom } from './use-cases/preview-bom.js';

export type { BomImportProgress } from './use-cases/import-bom.js';
export { PREVIEW_ROWS } from './bom.queries.js';

/** Who imports BOMs: the inquiry screens (salespeople) and the parts master. */
const access = {
  grantedBy: ['forQuotation/rfq-menu', 'forQuotation/rfq-detail_edit', 'product/product-information'],
} as const;
const tags = ['product'];

const missing = () => badRequest('product.bom.fileMissing', undefined, 'File');

/**
 * The multipart body: one file (≤ 10 MB) and a few text fields, in any order. Exported (as
 * readBomUpload) for purchasing's stock-list import, which reads files the same way.
 */
export async function readUpload(req: FastifyRequest): Promise<BomUpload> {
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

/**
 * BOM import (docs/api.md "Parts, brands and BOM import"): a preview with the suggested (or the
 * customer's saved) column mapping, then the import of the whole file with a mapping → merged lines
 * matched to the parts master and a line-level report (use-cases/preview-bom.ts, import-bom.ts).
 * Nothing of an inquiry is written here; the confirmed mapping is saved for the customer.
 */
export const bomRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
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
    async function preview(req) {
      return ok(await previewBom(env(req), await readUpload(req)));
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
    async function importFile(req) {
      return ok(await importBom(env(req), await readUpload(req)));
    },
  );
};
