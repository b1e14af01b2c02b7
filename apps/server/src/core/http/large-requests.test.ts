import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { Code: number; Message: string; Data: unknown };
  /** A send-side error (EPIPE / ECONNRESET: the server closed while the body was still going). */
  sendError?: string;
  /** Whether the whole body was handed to the socket before the answer ended. */
  allSent?: boolean;
}

/**
 * Sends `total` bytes of JSON-ish body in 64 KB chunks, the way a browser or curl uploads, and reads
 * whatever answer arrives (the request keeps writing while the server may already have replied).
 */
function sendLarge(path: string, total: number, opts: { chunked?: boolean; lang?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (!opts.chunked) headers['content-length'] = total;
    if (opts.lang) headers['accept-language'] = opts.lang;
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers, agent: false });
    let answer: Answer | undefined;
    let sendError: string | undefined;
    let ended = false;
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        try {
          const text = Buffer.concat(parts).toString('utf8');
          answer = { status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) };
          answer.allSent = ended;
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      sendError = err.code ?? err.message;
    });
    // Settle once the exchange is over on both sides, so a late EPIPE is seen too.
    req.on('close', () =>
      setTimeout(() => (answer ? resolve({ ...answer, sendError }) : reject(new Error(sendError))), 50),
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20); // spaces: valid JSON padding
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        const n = Math.min(chunk.length, total - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          req.once('drain', pump);
          return;
        }
      }
      ended = true;
      req.end();
    };
    const head = '{"UserName":"admin","Password":"x"';
    req.write(head);
    sent = Buffer.byteLength(head);
    pump();
  });
}

/** A GET whose request line alone is `length` bytes long. */
function longUrl(length: number, lang?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const path = `/merchant/common/ping?q=${'a'.repeat(length)}`;
    const headers: Record<string, string> = lang ? { 'accept-language': lang } : {};
    const req = http.request({ host: '127.0.0.1', port, method: 'GET', path, headers, agent: false });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        try {
          const text = Buffer.concat(parts).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) });
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requests over the limits reach the client as the envelope', () => {
  it('a JSON body over the limit (with Content-Length, sent in chunks) → 413 envelope', async () => {
    const res = await sendLarge('/merchant/account/login', 6 * 1024 * 1024, { lang: 'en-US' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ Code: 413, Message: 'The request is too large' });
    // The server read the upload to its end before answering: no reset while the client was sending.
    expect(res.sendError).toBeUndefined();
    expect(res.allSent).toBe(true);
  });

  it('a chunked body over the limit → 413 envelope, translated', async () => {
    const res = await sendLarge('/merchant/account/login', 6 * 1024 * 1024, { chunked: true });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ Code: 413, Message: '请求内容过大' });
    expect(res.sendError).toBeUndefined();
    expect(res.allSent).toBe(true);
  });

  it('the server still answers normally afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/merchant/nope`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { Code: number }).Code).toBe(404);
  });

  it('a URL over 16 KB → 431 envelope, not the bare status line', async () => {
    const zh = await longUrl(20 * 1024);
    expect(zh.status).toBe(431);
    expect(zh.headers['content-type']).toMatch(/application\/json/);
    expect(zh.body).toEqual({ Code: 431, Message: '请求地址或请求头过长', Data: null });
    const en = await longUrl(20 * 1024, 'en-US');
    expect(en.status).toBe(431);
    expect(en.body.Code).toBe(431);
  });
});
