import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Codes } from '@partdesk/shared/core/codes';
import { resolveLang, translate } from '@partdesk/shared/i18n/index';
import { AppError } from './app-error.js';
import { sendError } from './envelope.js';
import { validationMessage } from './validation-message.js';

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
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, 500, Codes.ServerError, translate(lang, 'errors.serverError'));
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = req.lang ?? resolveLang(req.headers['accept-language']);
    return sendError(reply, 404, Codes.NotFound, translate(lang, 'errors.routeNotFound'));
  });
}
