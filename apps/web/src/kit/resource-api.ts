import type { Page } from '@partdesk/shared/core/codes';
import type { ActionDef, ResourceDef } from '@partdesk/shared/resource/define';
import { http, request } from '../core/http';

/**
 * Calls of a resource definition's routes. Writes are `silent`: the kit shows a failure itself (on
 * the form field the server names, or as a toast), so it is not shown twice.
 */
export type Row = Record<string, unknown>;

/** `/merchant/setup/user/:id` → `/merchant/setup/user/7`. */
export function pathOf(template: string, id?: string | number): string {
  return id === undefined ? template : template.replace(':id', encodeURIComponent(String(id)));
}

function required(def: ResourceDef, route: keyof ResourceDef['api']): string {
  const url = def.api[route];
  if (!url) throw new Error(`${def.name}: no ${route} route`);
  return url;
}

export const resourceApi = {
  list: <T = Row>(def: ResourceDef, body: Record<string, unknown>, signal?: AbortSignal) =>
    http.post<Page<T>>(def.api.list, body, { silent: true, signal }),
  detail: <T = Row>(def: ResourceDef, id: string | number) =>
    http.get<T>(pathOf(required(def, 'detail'), id), undefined, { silent: true }),
  create: <T = Row>(def: ResourceDef, body: Record<string, unknown>) =>
    http.post<T>(required(def, 'create'), body, { silent: true }),
  update: <T = Row>(def: ResourceDef, id: string | number, body: Record<string, unknown>) =>
    http.put<T>(pathOf(required(def, 'update'), id), body, { silent: true }),
};

/** `/x?No=:No&id=:id` filled from the values: each `:Name` is the value's text, URI-encoded. */
export function fillPath(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/:([A-Za-z]\w*)/g, (_, k: string) => encodeURIComponent(String(values[k] ?? '')));
}

/**
 * The default call of an action, read from its permit (`PUT merchant/setup/user/:id/disable`) or its
 * `call` (decision 0021): a row action puts to the path with the row's key (with `call`: its query,
 * `:id` / `:Field` from the row, and a JSON body — `call.body`, plus the row's `Version` with
 * `call.version`); a batch action sends `{ Ids }` of the ticked rows.
 */
export function runActionByPermit(action: ActionDef, rows: readonly Row[], rowKey: string): Promise<unknown> {
  const { call } = action;
  const [method = 'PUT', path = ''] = (call?.route ?? action.permit).trim().split(/\s+/);
  const verb = method.toUpperCase();
  const url = `/${path.replace(/^\/+/, '')}`;
  const ids = rows.map((r) => r[rowKey] as string | number);
  if (!call?.query && (action.batch || !url.includes(':id')))
    return request(verb, url, { body: { Ids: ids } });
  const one = (r: Row) => {
    if (!call) return request(verb, pathOf(url, r[rowKey] as string | number), {});
    const values: Row = { ...r, id: r[rowKey] };
    const query = Object.entries(call.query ?? {}).map(([k, v]) => [
      k,
      v.startsWith(':') ? values[v.slice(1)] : v,
    ]);
    const body = { ...call.body, ...(call.version ? { Version: Number(r.Version) } : {}) };
    return request(verb, pathOf(url, r[rowKey] as string | number), {
      body,
      query: query.length ? (Object.fromEntries(query) as Record<string, string>) : undefined,
    });
  };
  return Promise.all(rows.map(one));
}
