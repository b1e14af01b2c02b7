import { type APIRequestContext, expect } from '@playwright/test';
import { PASSWORD } from './shell';

/** A signed-in API client for arranging data the way a screen would (same envelope, same permits). */
export interface ApiClient {
  token: string;
  call<T = unknown>(method: string, url: string, body?: unknown, lang?: 'zh-CN' | 'en-US'): Promise<T>;
}

export async function apiLogin(request: APIRequestContext, account: string): Promise<ApiClient> {
  const res = await request.post('/merchant/account/login', {
    data: { UserName: account, Password: PASSWORD, RememberMe: false },
  });
  const body = await res.json();
  expect(body.Code, `login ${account}`).toBe(0);
  const token = body.Data.Token as string;
  return {
    token,
    async call<T>(method: string, url: string, data?: unknown, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
      const r = await request.fetch(url, {
        method,
        headers: { Token: token, 'Accept-Language': lang },
        data: method === 'GET' ? undefined : (data ?? {}),
      });
      const env = await r.json();
      expect(env.Code, `${method} ${url}: ${env.Message}`).toBe(0);
      return env.Data as T;
    },
  };
}
