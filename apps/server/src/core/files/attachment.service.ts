import { createHash } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { sysUser } from '../access/identity.table.js';
import type { AuthUser } from '../access/access.js';
import type { AppConfig } from '../config.js';
import type { Db, Executor } from '../db/client.js';
import { recordHistory } from '../documents/history.js';
import { badRequest } from '../http/app-error.js';
import { docAttachment } from './attachment.table.js';
import { cleanFileName, extensionOf, sniffType } from './sniff.js';

/** The attachment list DTO (no content). */
export const attachmentColumns = {
  Id: docAttachment.id,
  DocType: docAttachment.docType,
  DocId: docAttachment.docId,
  FileName: docAttachment.fileName,
  Mime: docAttachment.mime,
  Size: docAttachment.size,
  Sha256: docAttachment.sha256,
  UploadedBy: docAttachment.uploadedBy,
  UploadedByName: sql<string>`coalesce(${sysUser.name}, '')`,
  UploadedAt: docAttachment.uploadedAt,
};

export async function listAttachments(db: Executor, type: string, docId: number) {
  return db
    .select(attachmentColumns)
    .from(docAttachment)
    .leftJoin(sysUser, eq(sysUser.id, docAttachment.uploadedBy))
    .where(and(eq(docAttachment.docType, type), eq(docAttachment.docId, docId)))
    .orderBy(asc(docAttachment.id));
}

export async function countAttachments(db: Executor, type: string, docId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(docAttachment)
    .where(and(eq(docAttachment.docType, type), eq(docAttachment.docId, docId)));
  return r?.n ?? 0;
}

export function assertRoomFor(existing: number, uploads: AppConfig['uploads']): void {
  if (existing >= uploads.maxPerDocument) {
    throw badRequest('errors.documents.tooManyAttachments', { max: uploads.maxPerDocument });
  }
}

export const sizeError = (uploads: AppConfig['uploads']) =>
  badRequest('errors.documents.attachmentSize', { mb: Math.round((uploads.maxBytes / 1048576) * 100) / 100 });

/**
 * Checks a received file: size, real type (magic bytes + extension) and the configured allowed types.
 * Returns the stored mime type and the cleaned file name.
 */
export function checkFile(
  content: Buffer,
  rawName: string,
  claimedMime: string,
  uploads: AppConfig['uploads'],
): { fileName: string; mime: string } {
  const fileName = cleanFileName(rawName);
  if (content.length === 0) throw badRequest('errors.documents.attachmentMissing', undefined, 'File');
  if (content.length > uploads.maxBytes) throw sizeError(uploads);
  const mime = sniffType(content, fileName);
  if (!mime || !uploads.allowedTypes.includes(mime)) {
    const shown = extensionOf(fileName) || claimedMime || '?';
    throw badRequest('errors.documents.attachmentType', { type: shown.slice(0, 60) }, 'File');
  }
  return { fileName, mime };
}

export interface NewAttachment {
  type: string;
  docId: number;
  docNo: string;
  tenantId: number | null;
  fileName: string;
  mime: string;
  content: Buffer;
  user: AuthUser;
}

/**
 * Stores a checked file. One transaction: a per-document advisory lock (so two concurrent uploads
 * cannot both pass the limit on PostgreSQL), the count again, the row, the history entry.
 */
export async function storeAttachment(db: Db, a: NewAttachment, uploads: AppConfig['uploads']) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`doc_attachment:${a.type}:${a.docId}`}))`);
    assertRoomFor(await countAttachments(tx, a.type, a.docId), uploads);
    const sha256 = createHash('sha256').update(a.content).digest('hex');
    const [row] = await tx
      .insert(docAttachment)
      .values({
        docType: a.type,
        docId: a.docId,
        tenantId: a.tenantId,
        fileName: a.fileName,
        mime: a.mime,
        size: a.content.length,
        sha256,
        content: a.content,
        uploadedBy: a.user.id,
      })
      .returning({ Id: docAttachment.id, UploadedAt: docAttachment.uploadedAt });
    await recordHistory(tx, {
      type: a.type,
      docId: a.docId,
      docNo: a.docNo,
      tenantId: a.tenantId,
      action: 'attach',
      comment: a.fileName,
      userId: a.user.id,
    });
    return {
      Id: row!.Id,
      FileName: a.fileName,
      Mime: a.mime,
      Size: a.content.length,
      Sha256: sha256,
      UploadedAt: row!.UploadedAt,
    };
  });
}

export async function findAttachment(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: docAttachment.id,
      docType: docAttachment.docType,
      docId: docAttachment.docId,
      tenantId: docAttachment.tenantId,
      fileName: docAttachment.fileName,
      mime: docAttachment.mime,
    })
    .from(docAttachment)
    .where(eq(docAttachment.id, id));
  return row ?? null;
}

export async function attachmentContent(db: Executor, id: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: docAttachment.content })
    .from(docAttachment)
    .where(eq(docAttachment.id, id));
  return row?.content ?? null;
}

export async function removeAttachment(
  db: Db,
  att: { id: number; docType: string; docId: number; tenantId: number | null; fileName: string },
  docNo: string,
  user: AuthUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(docAttachment).where(eq(docAttachment.id, att.id));
    await recordHistory(tx, {
      type: att.docType,
      docId: att.docId,
      docNo,
      tenantId: att.tenantId,
      action: 'detach',
      comment: att.fileName,
      userId: user.id,
    });
  });
}
