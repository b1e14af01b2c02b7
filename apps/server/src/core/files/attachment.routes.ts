import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docQuery } from '../documents/doc-access.js';
import { badRequest, notFound } from '../http/app-error.js';
import { ok } from '../http/envelope.js';
import {
  assertRoomFor,
  attachmentContent,
  checkFile,
  countAttachments,
  findAttachment,
  listAttachments,
  removeAttachment,
  sizeError,
  storeAttachment,
} from './attachment.service.js';
import { contentDisposition } from './sniff.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

const missing = () => badRequest('errors.documents.attachmentMissing', undefined, 'File');

/**
 * Document attachments (docs/api.md "Documents"). Access: a signed-in user whom the document type's
 * rule lets view (list, download) or edit (upload, delete) the document — see core/documents/doc-access.ts.
 */
export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, documents } = app.ctx;
  const uploads = () => app.ctx.config.uploads;
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post(
    '/merchant/document/attachment',
    {
      config: { access: { session: true } },
      bodyLimit: uploads().maxBytes + 1024 * 1024,
      schema: { querystring: docQuery, tags: ['documents'], consumes: ['multipart/form-data'] },
    },
    async (req) => {
      const user = req.auth();
      const { type, id } = req.query;
      const limits = uploads();
      // Everything that can refuse without the bytes is checked before the body is read.
      const doc = await documents.authorize(db, user, type, id, 'edit');
      assertRoomFor(await countAttachments(db, type, id), limits);
      if (!req.isMultipart()) throw missing();
      let content: Buffer;
      let file: Awaited<ReturnType<typeof req.file>>;
      try {
        file = await req.file({
          limits: { fileSize: limits.maxBytes, files: 1, fields: 10, parts: 11 },
          throwFileSizeLimit: true,
        });
        if (!file) throw missing();
        content = await file.toBuffer();
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw sizeError(limits);
        if (typeof code === 'string' && code.startsWith('FST_')) throw missing();
        throw err;
      }
      const { fileName, mime } = checkFile(content, file.filename, file.mimetype, limits);
      const saved = await storeAttachment(
        db,
        { type, docId: id, docNo: doc.no, tenantId: doc.tenantId, fileName, mime, content, user },
        limits,
      );
      return ok(saved, req.t('errors.ok'));
    },
  );

  app.get(
    '/merchant/document/attachments',
    { config: { access: { session: true } }, schema: { querystring: docQuery, tags: ['documents'] } },
    async (req) => {
      const { type, id } = req.query;
      await documents.authorize(db, req.auth(), type, id, 'view');
      const Records = await listAttachments(db, type, id);
      return ok({ Records, TotalCount: Records.length });
    },
  );

  app.get(
    '/merchant/document/attachment/:id',
    { config: { access: { session: true } }, schema: { params: idParams, tags: ['documents'] } },
    async (req, reply) => {
      const att = await findAttachment(db, req.params.id);
      if (!att) throw notFound();
      await documents.authorize(db, req.auth(), att.docType, att.docId, 'view');
      const content = await attachmentContent(db, att.id);
      if (!content) throw notFound();
      reply
        .header('Content-Type', att.mime)
        .header('Content-Disposition', contentDisposition(att.fileName))
        .header('Cache-Control', 'private, no-store');
      return reply.send(content);
    },
  );

  app.put(
    '/merchant/document/attachment/:id/delete',
    { config: { access: { session: true } }, schema: { params: idParams, tags: ['documents'] } },
    async (req) => {
      const user = req.auth();
      const att = await findAttachment(db, req.params.id);
      if (!att) throw notFound();
      const doc = await documents.authorize(db, user, att.docType, att.docId, 'edit');
      await removeAttachment(db, att, doc.no, user);
      return ok(null, req.t('errors.ok'));
    },
  );
};
