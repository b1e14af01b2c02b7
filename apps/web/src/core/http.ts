import { Codes, type Envelope, REQUEST_TIMEOUT_MS } from '@partdesk/shared/core/codes';
import { toast } from './feedback';
import { t } from './i18n';
import { currentLang } from './lang';
import { clearSession, getToken, renewToken } from './session';

/**
 * The API client of spec §7–8. Every call carries `Token` (once a token exists) and `Accept-Language`;
 * a renewed token from the `authorization` response header is stored; time-out 100 000 ms.
 * - Code 0: resolves with `Data`.
 * - Code −100: warns with the server Message, clears the session and goes to /login; rejects.
 * - Any other Code: shows the server Message as an error; rejects with an ApiError.
 * - Network/HTTP failure: shows the error text for 3 s; rejects.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status = 0,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The wire field the server named (`Data.Field` of a 400), so a form can show the message on it. */
  get field(): string | null {
    const d = this.data as { Field?: unknown } | null;
    return d && typeof d.Field === 'string' && d.Field ? d.Field : null;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Do not show the error toast (the caller shows its own); −100 handling still happens. */
  silent?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

type SessionInvalidHandler = (message: string) => void;
let onSessionInvalid: SessionInvalidHandler = () => {
  window.location.hash = '#/login';
};

/** The router installs the navigation to /login (spec §8: "the user is sent to /login"). */
export function setSessionInvalidHandler(handler: SessionInvalidHandler): void {
  onSessionInvalid = handler;
}

/** Spec §8 −100: the server Message as a warning, the session cleared, then /login. Only once per session. */
export function handleSessionInvalid(message: string): void {
  const hadSession = getToken() !== null;
  clearSession({ quiet: true });
  if (!hadSession) return;
  toast.warning(message || t('loginRequired'));
  onSessionInvalid(message);
}

export function buildUrl(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    params.append(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export async function request<T>(method: string, url: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': currentLang(), Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Token = token;
  const hasBody = opts.body !== undefined && method !== 'GET';
  if (hasBody) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timeout = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    opts.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  const onAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onAbort);

  const fail = (text: string, code: number, status = 0): never => {
    if (!opts.silent) toast.error(text);
    throw new ApiError(text, code, status);
  };

  let res: Response;
  try {
    res = await fetch(buildUrl(url, opts.query), {
      method,
      headers,
      body: hasBody ? JSON.stringify(opts.body) : undefined,
      signal: controller.signal,
    });
  } catch (err) {
    clearTimeout(timeout);
    opts.signal?.removeEventListener('abort', onAbort);
    if (opts.signal?.aborted) throw new ApiError('aborted', -1);
    const timedOut =
      controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
    return fail(
      timedOut ? t('http.timeout') : t('http.network', { text: (err as Error)?.message ?? String(err) }),
      -1,
    );
  }
  clearTimeout(timeout);
  opts.signal?.removeEventListener('abort', onAbort);

  const renewed = res.headers.get('authorization');
  if (renewed) renewToken(renewed);

  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope.Code !== 'number') {
    return fail(
      t('http.status', { status: res.status, text: res.statusText || t('http.invalidResponse') }),
      -1,
      res.status,
    );
  }
  if (envelope.Code === Codes.Ok) return envelope.Data;
  if (envelope.Code === Codes.SessionInvalid) {
    handleSessionInvalid(envelope.Message);
    throw new ApiError(envelope.Message, envelope.Code, res.status, envelope.Data);
  }
  if (!opts.silent) toast.error(envelope.Message);
  throw new ApiError(envelope.Message, envelope.Code, res.status, envelope.Data);
}

export const http = {
  get: <T>(url: string, query?: Query, opts?: Omit<RequestOptions, 'query'>) =>
    request<T>('GET', url, { ...opts, query }),
  post: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', url, { ...opts, body }),
  put: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', url, { ...opts, body }),
  delete: <T>(url: string, query?: Query, opts?: Omit<RequestOptions, 'query'>) =>
    request<T>('DELETE', url, { ...opts, query }),
};
