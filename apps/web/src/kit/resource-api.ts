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

/**
 * The default call of an action, read from its permit (`PUT merchant/setup/user/:id/disable`): a row
 * action puts to the path with the row's key; a batch action sends `{ Ids }` of the ticked rows.
 */
export function runActionByPermit(action: ActionDef, rows: readonly Row[], rowKey: string): Promise<unknown> {
  const [method = 'PUT', path = ''] = action.permit.trim().split(/\s+/);
  const url = `/${path.replace(/^\/+/, '')}`;
  const ids = rows.map((r) => r[rowKey] as string | number);
  if (action.batch || !url.includes(':id')) return request(method.toUpperCase(), url, { body: { Ids: ids } });
  return Promise.all(ids.map((id) => request(method.toUpperCase(), pathOf(url, id), {})));
}
