import { vi } from 'vitest';
import type { LoginData } from '../core/api';
import { saveSession } from '../core/session';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (
  call: Call,
) => { Code: number; Message?: string; Data?: unknown } | Response | Promise<Response>;

/** Stubs fetch with handlers keyed `METHOD /path`; unknown calls answer `{ Code: 404 }`. */
export function mockApi(handlers: Record<string, Handler>, responseHeaders: Record<string, string> = {}) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const call: Call = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const out = handler
      ? await handler(call)
      : { Code: 404, Message: `no handler for ${call.method} ${call.path}` };
    if (out instanceof Response) return out;
    return new Response(JSON.stringify({ Message: '', Data: null, ...out }), {
      status: 200,
      headers: { 'content-type': 'application/json', ...responseHeaders },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ok = (Data: unknown) => ({ Code: 0, Message: '', Data });

export const ADMIN_LOGIN: LoginData = {
  Token: 'tok-admin',
  UserInfo: {
    Id: 1,
    Name: '管理员',
    Account: 'admin',
    Roles: [{ Id: 1, Name: '管理员' }],
    isAdmin: true,
    departmentTypes: 1,
    MasterId: 1,
    DeptId: 1,
    TenantId: 1,
    ScopeKind: 'all',
  },
  Routes: [
    {
      Id: 1,
      MenuCode: 'dashboard',
      Name: '首页',
      Url: '/dashboard',
      IconCode: 'home',
      Hidden: false,
      HasChilds: false,
      Childs: [],
    },
    {
      Id: 2,
      MenuCode: 'sales',
      Name: '销售管理',
      Url: '/sales',
      IconCode: 'shopping-cart',
      Hidden: false,
      HasChilds: true,
      Childs: [
        {
          Id: 3,
          MenuCode: 'sales/salesOrder',
          Name: '销售订单',
          Url: '/sales/salesOrder',
          IconCode: '',
          Hidden: false,
          HasChilds: false,
          Childs: [],
        },
        {
          Id: 4,
          MenuCode: 'sales/salesOrderInfo',
          Name: '销售合同',
          Url: '/sales/salesOrderInfo',
          IconCode: '',
          Hidden: true,
          HasChilds: false,
          Childs: [],
        },
        {
          Id: 5,
          MenuCode: 'sales/document-audit',
          Name: '单据审核',
          Url: '/sales/document-audit',
          IconCode: '',
          Hidden: false,
          HasChilds: true,
          Childs: [
            {
              Id: 6,
              MenuCode: 'sales/document-audit/salesOrderAudit',
              Name: '销售订单审核',
              Url: '/sales/document-audit/salesOrderAudit',
              IconCode: '',
              Hidden: false,
              HasChilds: false,
              Childs: [],
            },
          ],
        },
      ],
    },
  ],
  Menus: [
    {
      MainMenu: { MenuCode: 'dashboard', Name: '首页' },
      ChildMenus: [{ MenuCode: 'dashboard', Name: '首页', Buttons: [] }],
    },
    {
      MainMenu: { MenuCode: 'sales', Name: '销售管理' },
      ChildMenus: [
        { MenuCode: 'sales/salesOrder', Name: '销售订单', Buttons: ['0101', '0102', '0103'] },
        { MenuCode: 'sales/salesOrderInfo', Name: '销售合同', Buttons: [] },
        { MenuCode: 'sales/document-audit/salesOrderAudit', Name: '销售订单审核', Buttons: [] },
      ],
    },
  ],
  Permits: ['GET merchant/common/region'],
};

export function signIn(data: LoginData = ADMIN_LOGIN) {
  saveSession({
    token: data.Token,
    user: data.UserInfo,
    routes: data.Routes,
    menus: data.Menus,
    permits: data.Permits,
  });
}
