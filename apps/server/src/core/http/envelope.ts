import type { FastifyReply } from 'fastify';
import type { Envelope } from '@partdesk/shared/core/codes';
import { Codes } from '@partdesk/shared/core/codes';

/** Success envelope. Routes return `ok(data)`; the message is the translated "Success". */
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { Code: Codes.Ok, Message: message, Data: data };
}

export function sendError(
  reply: FastifyReply,
  httpStatus: number,
  code: number,
  message: string,
  data: unknown = null,
) {
  return reply.status(httpStatus).send({ Code: code, Message: message, Data: data } satisfies Envelope);
}
