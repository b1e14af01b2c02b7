import './i18n';
import { Codes, type Envelope } from '@partdesk/shared/core/codes';
import { ApiError, handleSessionInvalid } from '../core/http';
import { t } from '../core/i18n';
import { currentLang } from '../core/lang';
import { getToken } from '../core/session';

/**
 * File downloads (exports, attachments): `fetch` with the Token and Accept-Language headers, the
 * body read as a blob and saved under the name of `Content-Disposition`. A JSON answer is an error
 * envelope: rejected with an ApiError (−100 ends the session as the API client does).
 */

/** The file name of a Content-Disposition header: the RFC 5987 `filename*` first, then `filename`. */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export interface Downloaded {
  fileName: string;
  size: number;
  total: number | null;
}

export async function download(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  fallbackName = 'download',
): Promise<Downloaded> {
  const headers: Record<string, string> = { 'Accept-Language': currentLang() };
  const token = getToken();
  if (token) headers.Token = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new ApiError(t('http.network', { text: (err as Error)?.message ?? String(err) }), -1);
  }
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json') || !res.ok) {
    let env: Envelope | null = null;
    try {
      env = (await res.json()) as Envelope;
    } catch {
      env = null;
    }
    if (env?.Code === Codes.SessionInvalid) handleSessionInvalid(env.Message);
    const message = env?.Message || t('http.status', { status: res.status, text: res.statusText });
    throw new ApiError(message, env?.Code ?? -1, res.status, env?.Data ?? null);
  }
  const blob = await res.blob();
  const fileName = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  saveBlob(blob, fileName);
  const total = res.headers.get('x-total-count');
  return { fileName, size: blob.size, total: total === null ? null : Number(total) };
}
