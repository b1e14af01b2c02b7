import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Codes } from '@partdesk/shared/core/codes';
import { resolveLang, translate } from '@partdesk/shared/i18n/index';
import { AppError } from './app-error.js';
import { sendError } from './envelope.js';
import { validationMessage } from './validation-message.js';

/**
 * The SQLSTATE of a database error, looking through wrappers (drizzle's DrizzleQueryError keeps the
 * driver's error, pg or PGlite, as `cause`).
 */
export function sqlState(err: unknown): string | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Errors Fastify's router raises before any hook runs (a malformed percent-encoding in the path, a path
 * parameter over `maxParamLength`): the envelope too, not Fastify's own JSON. Passed to `Fastify({
 * frameworkErrors })` in app.ts.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = resolveLang(req.headers['accept-language']);
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 414, 414, translate(lang, 'errors.paramTooLong'));
  }
  return sendError(reply, 400, Codes.BadRequest, translate(lang, 'errors.badRequest'));
}

/** Every failure leaves as `{ Code, Message, Data }` with a translated message; never a raw stack. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = req.lang ?? resolveLang(req.headers['accept-language']);
    if (err instanceof AppError) {
      return sendError(reply, err.httpStatus, err.code, translate(lang, err.key, err.params), {
        Field: err.field ?? null,
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0] as
        | { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown> }
        | undefined;
      const issue = {
        ...(first?.params ?? {}),
        code: first?.keyword ?? 'custom',
        message: first?.message,
        path: (first?.instancePath ?? '').split('/').filter(Boolean),
      };
      const { message, field } = validationMessage(lang, issue);
      return sendError(reply, 400, Codes.BadRequest, message, { Field: field });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendError(reply, 400, Codes.BadRequest, translate(lang, 'errors.invalidJson'));
    }
    if (err.statusCode === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(reply, 413, Codes.PayloadTooLarge, translate(lang, 'errors.payloadTooLarge'));
    }
    if (err.statusCode === 429) {
      return sendError(reply, 429, Codes.TooManyRequests, translate(lang, 'errors.tooManyRequests'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return sendError(reply, err.statusCode, err.statusCode, translate(lang, 'errors.badRequest'));
    }
    // A data exception (SQLSTATE class 22: a number out of its column's range, a text PostgreSQL
    // cannot store, a day that does not exist) comes from a value the request sent that its schema
    // let through: bad input, not a server fault. Nothing was written (the statement failed, its
    // transaction rolled back).
    if (sqlState(err)?.startsWith('22')) {
      req.log.warn({ err }, 'data exception from request input');
      return sendError(reply, 400, Codes.BadRequest, translate(lang, 'errors.valueOutOfRange'));
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, 500, Codes.ServerError, translate(lang, 'errors.serverError'));
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = req.lang ?? resolveLang(req.headers['accept-language']);
    return sendError(reply, 404, Codes.NotFound, translate(lang, 'errors.routeNotFound'));
  });
}
