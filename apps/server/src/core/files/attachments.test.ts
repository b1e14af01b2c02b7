import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDemoDoc,
  createDemoDocTable,
  DEMO_TYPE,
  demoRule,
  userId,
} from '../documents/demo-doc.fixture.js';
import { docHistory } from '../documents/document.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { docAttachment } from './attachment.table.js';

const MAX_BYTES = 64 * 1024;
let t: TestApp;
let rep: number;
let repToken: string;
let otherToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      uploads: {
        maxBytes: MAX_BYTES,
        maxPerDocument: 3,
        allowedTypes: [
          'application/pdf',
          'image/png',
          'image/jpeg',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'text/csv',
        ],
      },
    },
  });
  await createDemoDocTable(t.db);
  t.app.ctx.documents.register(demoRule);
  rep = await userId(t.db, 'sales.rep');
  repToken = await t.login('sales.rep');
  otherToken = await t.login('sales.dev');
  adminToken = await t.login('admin');
});
afterAll(() => t.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0)]);

function multipart(fileName: string, content: Buffer, mime = 'application/octet-stream') {
  const boundary = '----partdesk-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  token: string | null,
  docId: number,
  fileName: string,
  content: Buffer,
  opts: { mime?: string; lang?: string; type?: string } = {},
) {
  const body = multipart(fileName, content, opts.mime);
  const headers: Record<string, string> = { 'content-type': body.type };
  if (token) headers.token = token;
  if (opts.lang) headers['accept-language'] = opts.lang;
  const res = await t.app.inject({
    method: 'POST',
    url: `/merchant/document/attachment?type=${opts.type ?? DEMO_TYPE}&id=${docId}`,
    headers,
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      Code: number;
      Message: string;
      Data: { Id: number; Mime: string; Size: number; Sha256: string };
    },
  };
}

async function stored(docId: number) {
  const [a] = await t.db
    .select({ n: count() })
    .from(docAttachment)
    .where(and(eq(docAttachment.docType, DEMO_TYPE), eq(docAttachment.docId, docId)));
  const [h] = await t.db
    .select({ n: count() })
    .from(docHistory)
    .where(and(eq(docHistory.docType, DEMO_TYPE), eq(docHistory.docId, docId)));
  return { attachments: a!.n, history: h!.n };
}

describe('document attachments', () => {
  it('uploads, lists and downloads the same bytes with the UTF-8 file name', async () => {
    const doc = await createDemoDoc(t.db, rep);
    const up = await upload(repToken, doc.id, '合同 PI-1.pdf', PDF, { mime: 'text/html' });
    expect(up.body.Code).toBe(0);
    expect(up.body.Data).toMatchObject({ Mime: 'application/pdf', Size: PDF.length });
    expect(up.body.Data.Sha256).toMatch(/^[0-9a-f]{64}$/);

    const list = await t.call<{
      Records: { Id: number; FileName: string; UploadedByName: string }[];
      TotalCount: number;
    }>('GET', '/merchant/document/attachments', { token: repToken, query: { type: DEMO_TYPE, id: doc.id } });
    expect(list.body.Data.TotalCount).toBe(1);
    expect(list.body.Data.Records[0]).toMatchObject({ FileName: '合同 PI-1.pdf', UploadedByName: '张伟' });

    const dl = await t.app.inject({
      method: 'GET',
      url: `/merchant/document/attachment/${up.body.Data.Id}`,
      headers: { token: repToken },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="__ PI-1.pdf"; filename*=UTF-8''${encodeURIComponent('合同 PI-1.pdf')}`,
    );
    expect((await stored(doc.id)).history).toBe(2); // create + attach
  });

  it('refuses a 4th attachment and writes nothing', async () => {
    const doc = await createDemoDoc(t.db, rep);
    for (const name of ['a.pdf', 'b.png', 'c.pdf']) {
      expect((await upload(repToken, doc.id, name, name.endsWith('png') ? PNG : PDF)).body.Code).toBe(0);
    }
    const before = await stored(doc.id);
    const fourth = await upload(repToken, doc.id, 'd.pdf', PDF);
    expect(fourth.status).toBe(400);
    expect(fourth.body.Message).toBe('最多只能上传 3 个附件');
    expect(await stored(doc.id)).toEqual(before);
  });

  it('never exceeds the limit under concurrent uploads', { tags: ['concurrency'] }, async () => {
    const doc = await createDemoDoc(t.db, rep);
    await upload(repToken, doc.id, 'a.pdf', PDF);
    await upload(repToken, doc.id, 'b.pdf', PDF);
    const results = await Promise.all(['c', 'd', 'e'].map((n) => upload(repToken, doc.id, `${n}.pdf`, PDF)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect((await stored(doc.id)).attachments).toBe(3);
  });

  it('checks the real type: wrong content, wrong extension and not-allowed types are refused', async () => {
    const doc = await createDemoDoc(t.db, rep);
    const exe = await upload(repToken, doc.id, 'invoice.pdf', EXE, {
      mime: 'application/pdf',
      lang: 'en-US',
    });
    expect(exe.status).toBe(400);
    expect(exe.body.Message).toBe('Attachment type not allowed: pdf');
    expect((await upload(repToken, doc.id, 'photo.pdf', PNG)).status).toBe(400); // PNG bytes named .pdf
    expect((await upload(repToken, doc.id, 'notes.txt', Buffer.from('hello'))).status).toBe(400); // text/plain not allowed here
    expect((await upload(repToken, doc.id, 'tool.exe', EXE)).status).toBe(400);
    expect(await stored(doc.id)).toEqual({ attachments: 0, history: 1 });
  });

  it('refuses a file over the size limit and writes nothing', async () => {
    const doc = await createDemoDoc(t.db, rep);
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES, 0x20)]);
    const res = await upload(repToken, doc.id, 'big.pdf', big, { lang: 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('An attachment may not exceed 0.06 MB');
    expect(await stored(doc.id)).toEqual({ attachments: 0, history: 1 });
    const empty = await upload(repToken, doc.id, 'empty.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(await stored(doc.id)).toEqual({ attachments: 0, history: 1 });
  });

  it('refuses a request without a file', async () => {
    const doc = await createDemoDoc(t.db, rep);
    const res = await t.call('POST', '/merchant/document/attachment', {
      token: repToken,
      query: { type: DEMO_TYPE, id: doc.id },
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('请选择要上传的文件');
  });

  it('keeps other users out: upload, list, download and delete answer 404 like a missing document (#10 item 14); no session −100', async () => {
    const doc = await createDemoDoc(t.db, rep);
    const up = await upload(repToken, doc.id, 'a.pdf', PDF);
    const attId = up.body.Data.Id;
    expect((await upload(otherToken, doc.id, 'x.pdf', PDF)).status).toBe(404);
    expect((await upload(null, doc.id, 'x.pdf', PDF)).body.Code).toBe(-100);
    expect(
      (
        await t.call('GET', '/merchant/document/attachments', {
          token: otherToken,
          query: { type: DEMO_TYPE, id: doc.id },
        })
      ).status,
    ).toBe(404);
    const dl = await t.app.inject({
      method: 'GET',
      url: `/merchant/document/attachment/${attId}`,
      headers: { token: otherToken },
    });
    expect(dl.statusCode).toBe(404);
    expect(dl.json()).toMatchObject({ Code: 404 });
    expect((await t.call('GET', `/merchant/document/attachment/${attId}`)).body.Code).toBe(-100);
    expect(
      (await t.call('PUT', `/merchant/document/attachment/${attId}/delete`, { token: otherToken })).status,
    ).toBe(404);
    expect((await stored(doc.id)).attachments).toBe(1);
    // An unregistered document type: administrators only.
    expect((await upload(repToken, 1, 'a.pdf', PDF, { type: 'sample' })).status).toBe(403);
    expect((await t.call('GET', '/merchant/document/attachment/999999', { token: repToken })).status).toBe(
      404,
    );
  });

  it('deletes an attachment and records it in the history', async () => {
    const doc = await createDemoDoc(t.db, rep);
    const up = await upload(repToken, doc.id, 'a.pdf', PDF);
    const del = await t.call('PUT', `/merchant/document/attachment/${up.body.Data.Id}/delete`, {
      token: repToken,
    });
    expect(del.body.Code).toBe(0);
    const hist = await t.call<{ Records: { Action: string; Comment: string }[] }>(
      'GET',
      '/merchant/document/history',
      {
        token: adminToken,
        query: { type: DEMO_TYPE, id: doc.id },
      },
    );
    expect(hist.body.Data.Records.map((r) => `${r.Action}:${r.Comment}`)).toEqual([
      'create:',
      'attach:a.pdf',
      'detach:a.pdf',
    ]);
    expect(await stored(doc.id)).toEqual({ attachments: 0, history: 3 });
  });
});
