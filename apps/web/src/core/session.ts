import type { SessionMenu, SessionRoute, SessionUser } from '@partdesk/shared/access/client-access';

/**
 * The browser session of spec §3/§7: the token in a `token` cookie and in session storage; user info,
 * routes, menus and permits in session storage. A session is valid while a token exists (and the user
 * info that came with it). Subscribers (the guard, the shell) re-render on every change.
 */
export interface SessionData {
  token: string;
  user: SessionUser;
  routes: SessionRoute[];
  menus: SessionMenu[];
  permits: string[];
}

const KEYS = {
  token: 'token',
  user: 'userInfo',
  routes: 'routes',
  menus: 'menus',
  permits: 'permits',
} as const;
const COOKIE = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: SessionData | null | undefined;
/** Set when the app itself ends the session (logout, −100), so the guard does not also say "请先登录". */
let quietRedirect = false;

function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

// The spec keeps the token in a cookie named `token` (a client convenience; the server reads the Token
// header only). The Cookie Store API is async and missing in some browsers, so document.cookie it is.
function writeCookie(name: string, value: string | null, maxAgeSeconds?: number): void {
  if (value === null) {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
    return;
  }
  const age = maxAgeSeconds ? `; max-age=${maxAgeSeconds}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${age}; SameSite=Lax`;
}

function readJson<T>(key: string): T | null {
  const raw = sessionStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function load(): SessionData | null {
  const token = sessionStorage.getItem(KEYS.token) ?? readCookie(COOKIE);
  const user = readJson<SessionUser>(KEYS.user);
  if (!token || !user) return null;
  return {
    token,
    user,
    routes: readJson<SessionRoute[]>(KEYS.routes) ?? [],
    menus: readJson<SessionMenu[]>(KEYS.menus) ?? [],
    permits: readJson<string[]>(KEYS.permits) ?? [],
  };
}

function emit(): void {
  cached = undefined;
  for (const l of [...listeners]) l();
}

export function getSession(): SessionData | null {
  if (cached === undefined) cached = load();
  return cached;
}

export function getToken(): string | null {
  return getSession()?.token ?? sessionStorage.getItem(KEYS.token) ?? readCookie(COOKIE);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the login response. RememberMe keeps the cookie for 7 days, otherwise for the browser session. */
export function saveSession(data: SessionData, rememberMe = false): void {
  sessionStorage.setItem(KEYS.token, data.token);
  writeCookie(COOKIE, data.token, rememberMe ? 7 * 24 * 3600 : undefined);
  sessionStorage.setItem(KEYS.user, JSON.stringify(data.user));
  sessionStorage.setItem(KEYS.routes, JSON.stringify(data.routes));
  sessionStorage.setItem(KEYS.menus, JSON.stringify(data.menus));
  sessionStorage.setItem(KEYS.permits, JSON.stringify(data.permits));
  quietRedirect = false;
  emit();
}

/** A renewed token from the `authorization` response header replaces the stored one. */
export function renewToken(token: string): void {
  const clean = token.replace(/^Bearer\s+/i, '').trim();
  if (!clean || clean === sessionStorage.getItem(KEYS.token)) return;
  sessionStorage.setItem(KEYS.token, clean);
  writeCookie(COOKIE, clean);
  emit();
}

/**
 * Clears token, user info, routes, menus and permits (spec §8). `quiet`: the caller already told the
 * user. `logout`: the user signed out — the page they leave is not where the next sign-in goes (#20).
 */
export function clearSession(opts: { quiet?: boolean; logout?: boolean; leaving?: string } = {}): void {
  const had = getSession() !== null || !!sessionStorage.getItem(KEYS.token) || !!readCookie(COOKIE);
  for (const k of Object.values(KEYS)) sessionStorage.removeItem(k);
  writeCookie(COOKIE, null);
  if (opts.quiet) quietRedirect = true;
  if (opts.logout) {
    leftBehind = opts.leaving ?? null;
    sessionStorage.removeItem(LOGIN_RETURN_KEY);
  }
  if (had) emit();
}

/**
 * The deep link a visitor of this tab asked for without a session ("请先登录" redirect, or a session
 * that ended by itself): sign-in returns there. Kept in session storage (this tab only); a logout clears
 * it and the guard's redirect that follows a logout does not set it, so the next person to sign in lands
 * on the dashboard, not on the previous user's last page (#20 item 14).
 */
const LOGIN_RETURN_KEY = 'loginReturn';
/** The page a user left by logging out: the guard's redirect from it is not a deep link to return to. */
let leftBehind: string | null = null;

/** The guard: remembers the page asked for (not the page a logout just left). */
export function rememberLoginReturn(path: string): void {
  if (path !== leftBehind) sessionStorage.setItem(LOGIN_RETURN_KEY, path);
}

/** The page to return to after sign-in, if this visitor was sent to sign in from one. */
export function peekLoginReturn(): string | undefined {
  return sessionStorage.getItem(LOGIN_RETURN_KEY) ?? undefined;
}

/** Reads and forgets it (on a successful sign-in). */
export function takeLoginReturn(): string | undefined {
  leftBehind = null;
  const path = peekLoginReturn();
  sessionStorage.removeItem(LOGIN_RETURN_KEY);
  return path;
}

/** Whether the redirect to /login should stay silent (the app ended the session itself and said so). */
export function isQuietRedirect(): boolean {
  return quietRedirect;
}

/** The login page resets it once shown, so a later visit without a session says "请先登录" again. */
export function resetQuietRedirect(): void {
  quietRedirect = false;
}
