import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, http, setSessionInvalidHandler } from './http';
import { rememberLang } from './lang';
import { getSession, getToken } from './session';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../test/api-mock';

vi.mock('./feedback', () => ({
  TOAST_SECONDS: 3,
  toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() },
}));
const { toast } = await import('./feedback');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
  rememberLang('zh-CN');
});

describe('API client (spec §7–8)', () => {
  it('sends Token and Accept-Language once a token exists and resolves Data on Code 0', async () => {
    const { calls } = mockApi({ 'GET /merchant/common/currency': () => ok({ Records: [1], TotalCount: 1 }) });
    await http.get('/merchant/common/currency');
    expect(calls[0]!.headers.Token).toBeUndefined();
    expect(calls[0]!.headers['Accept-Language']).toBe('zh-CN');
    signIn();
    rememberLang('en-US');
    const data = await http.get('/merchant/common/currency', { a: 1, b: undefined, c: null });
    expect(data).toEqual({ Records: [1], TotalCount: 1 });
    expect(calls[1]!.headers.Token).toBe('tok-admin');
    expect(calls[1]!.headers['Accept-Language']).toBe('en-US');
    expect(calls[1]!.query.toString()).toBe('a=1');
  });

  it('stores a renewed token from the authorization header, in session storage and the cookie', async () => {
    signIn();
    mockApi({ 'GET /x': () => ok(null) }, { authorization: 'tok-renewed' });
    await http.get('/x');
    expect(getToken()).toBe('tok-renewed');
    expect(sessionStorage.getItem('token')).toBe('tok-renewed');
    expect(document.cookie).toContain('token=tok-renewed');
  });

  it('Code −100: warns with the server Message, clears token, user info, routes and permits, goes to /login', async () => {
    signIn();
    const onInvalid = vi.fn();
    setSessionInvalidHandler(onInvalid);
    mockApi({ 'GET /x': () => ({ Code: -100, Message: '登录已失效，请重新登录' }) });
    await expect(http.get('/x')).rejects.toMatchObject({ code: -100 });
    expect(toast.warning).toHaveBeenCalledWith('登录已失效，请重新登录');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    for (const k of ['token', 'userInfo', 'routes', 'menus', 'permits'])
      expect(sessionStorage.getItem(k)).toBeNull();
    expect(document.cookie).not.toContain('tok-admin');
    // Parallel calls failing the same way do not warn again.
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(toast.warning).toHaveBeenCalledTimes(1);
  });

  it('any other Code shows the server Message as an error and rejects', async () => {
    mockApi({ 'PUT /y': () => ({ Code: 400, Message: '原密码错误' }) });
    await expect(http.put('/y')).rejects.toMatchObject({ code: 400, message: '原密码错误' });
    expect(toast.error).toHaveBeenCalledWith('原密码错误');
  });

  it('silent calls reject without a toast', async () => {
    mockApi({ 'GET /z': () => ({ Code: 403, Message: 'no' }) });
    await expect(http.get('/z', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('network failure: an error with the error text, rejected', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).toHaveBeenCalledWith('网络错误：Failed to fetch');
  });

  it('HTTP failure without an envelope shows the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502 });
    expect(toast.error).toHaveBeenCalledWith('请求失败（502）：Bad Gateway');
  });

  it('times out after the time-out (100 000 ms by default)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_: unknown, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    await expect(http.get('/slow', undefined, { timeoutMs: 20 })).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).toHaveBeenCalledWith('请求超时');
  });

  it('builds query strings and keeps the login user info shape', () => {
    expect(buildUrl('/a', { x: 'a b', y: 2, z: undefined })).toBe('/a?x=a+b&y=2');
    expect(buildUrl('/a?k=1', { y: 2 })).toBe('/a?k=1&y=2');
    expect(ADMIN_LOGIN.UserInfo.isAdmin).toBe(true);
  });
});
