import { Codes } from '@partdesk/shared/core/codes';

/**
 * The one error type business code throws. `key` is an i18n key (`errors.…`), translated by the
 * request's Accept-Language; `code` becomes the envelope Code and (except −100 → 401) the HTTP status.
 */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    public readonly key: string,
    public readonly params?: Record<string, unknown>,
    /** The wire field the message is about, if any (the web shows it on that field). */
    public readonly field?: string,
  ) {
    super(key);
  }
  get httpStatus(): number {
    if (this.code === Codes.SessionInvalid) return 401;
    return this.code >= 400 && this.code < 600 ? this.code : 400;
  }
}

export const badRequest = (key: string, params?: Record<string, unknown>, field?: string) =>
  new AppError(Codes.BadRequest, key, params, field);
export const forbidden = (key = 'errors.forbidden', params?: Record<string, unknown>) =>
  new AppError(Codes.Forbidden, key, params);
export const notFound = (key = 'errors.notFound', params?: Record<string, unknown>) =>
  new AppError(Codes.NotFound, key, params);
export const conflict = (key: string, params?: Record<string, unknown>) =>
  new AppError(Codes.Conflict, key, params);
export const sessionInvalid = (key = 'errors.loginRequired') => new AppError(Codes.SessionInvalid, key);
