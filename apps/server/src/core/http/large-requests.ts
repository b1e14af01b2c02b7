import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Codes } from '@partdesk/shared/core/codes';
import { type Lang, resolveLang, translate } from '@partdesk/shared/i18n/index';
import { AppError } from './app-error.js';

/**
 * Bodies up to this size are read and discarded before the 413 is sent, so the client finishes its
 * upload and then reads the envelope (closing while it still sends makes most clients report a reset,
 * not the answer). Beyond it the 413 is sent at once and the connection closed.
 */
export const DRAIN_CAP_BYTES = 64 * 1024 * 1024;

const tooLarge = () => new AppError(413, 'errors.requestTooLarge');

/** Reads and discards the rest of a request body, up to `cap` bytes; false if the cap was hit. */
async function drain(payload: Readable, cap: number): Promise<boolean> {
  let seen = 0;
  for await (const chunk of payload) {
    seen += (chunk as Buffer).length;
    if (seen > cap) return false;
  }
  return true;
}

/** Forwards at most `limit` bytes; past that it swallows the rest and fails with 413 at the end. */
class LimitedBody extends Transform {
  private seen = 0;
  constructor(
    private readonly limit: number,
    private readonly cap: number,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.cap) done(tooLarge());
    else if (this.seen <= this.limit) done(null, chunk);
    else done();
  }
  override _flush(done: TransformCallback): void {
    done(this.seen > this.limit ? tooLarge() : null);
  }
}

/**
 * Over-limit request bodies answer the 413 envelope the client can read (issue #10 item 12). A declared
 * `Content-Length` over the route's body limit is drained (≤ DRAIN_CAP_BYTES) and refused before
 * Fastify's parser sees it; a chunked body is counted as it streams and refused at its end. Multipart
 * uploads keep their own limits (core/files) and are left alone.
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('preParsing', async (req, reply, payload) => {
    if (/^multipart\//i.test(req.headers['content-type'] ?? '')) return payload;
    const limit = req.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      if (declared > DRAIN_CAP_BYTES || !(await drain(payload, DRAIN_CAP_BYTES)))
        reply.header('connection', 'close');
      throw tooLarge();
    }
    if (req.headers['transfer-encoding'] && !req.headers['content-length']) {
      return payload.pipe(new LimitedBody(limit, DRAIN_CAP_BYTES));
    }
    return payload;
  });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function langOf(raw: unknown): Lang {
  if (!Buffer.isBuffer(raw)) return resolveLang(undefined);
  const m = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw.toString('latin1'));
  return resolveLang(m?.[1]);
}

/**
 * Fastify `clientErrorHandler`: errors Node's HTTP parser raises before a request exists (a URL or
 * header block over `maxHeaderSize` → 431, a request-receive timeout → 408, a malformed request → 400)
 * leave as the JSON envelope, translated by the Accept-Language found in the bytes read, if any.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'errors.headersTooLarge']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'errors.requestTimeout']
        : [Codes.BadRequest, 'errors.badRequest'];
  const body = JSON.stringify({ Code: status, Message: translate(langOf(err.rawPacket), key), Data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
