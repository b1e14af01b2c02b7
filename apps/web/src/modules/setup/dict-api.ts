import type { QueryClient } from '@tanstack/react-query';
import { dictLineResource, dictResource } from '@partdesk/shared/setup/dict-resource';
import { http } from '../../core/http';
import { queryKeys } from '../../core/query-client';
import { resourceApi, resourceQueryKey } from '../../kit';

/** The calls of /setup dict-list and dict-detail (apps/server/src/modules/setup/dicts.routes.ts). */

export interface DictRow {
  Code: string;
  Name: string;
  NameEn: string;
  IsSystem: boolean;
  Lines: number;
  Remark: string;
}

export interface DictLineRow {
  Id: number;
  DictCode: string;
  DictValue: string;
  DictText: string;
  DictTextEn: string;
  Sort: number;
  Enabled: boolean;
  IsSystem: boolean;
  Remark: string;
}

export const DICT_DETAIL_PATH = '/setup/dict-detail';

/** Permits of the line writes (menus setup/dict-list or setup/dict-detail grant them). */
export const DICT_PERMITS = {
  addLine: 'POST merchant/setup/dict/:code/line',
  updateLine: 'PUT merchant/setup/dict/line/:id',
  deleteLines: 'PUT merchant/setup/dict/line/delete',
} as const;

export const dictApi = {
  /** One dictionary by its code (the list's `Code` filter is "contains": the exact one is picked). */
  async byCode(code: string): Promise<DictRow | null> {
    const page = await resourceApi.list<DictRow>(dictResource, { Code: code, pageIndex: 1, pageSize: 500 });
    return page.Records.find((d) => d.Code.toLowerCase() === code.toLowerCase()) ?? null;
  },
  addLine: (code: string, body: Record<string, unknown>) =>
    http.post<DictLineRow>(
      (dictLineResource.api.create ?? '').replace(':code', encodeURIComponent(code)),
      body,
      { silent: true },
    ),
  updateLine: (id: number, body: Record<string, unknown>) =>
    resourceApi.update<DictLineRow>(dictLineResource, id, body),
  /** Not silent: a refusal (a system line among them) shows the server's message. */
  deleteLines: (ids: number[]) =>
    http.put<{ Deleted: number }>('/merchant/setup/dict/line/delete', { Ids: ids }),
};

/**
 * After a line changed: the lines list, the dictionaries list (line counts) and the client-side
 * dictionary lookup of that code (core/lookups useDict: GET /common/GetDictLineByCode, cached for the
 * session) so every open form's dropdown shows the change without a reload.
 */
export function afterLineChange(qc: QueryClient, code: string): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.lookup(`dict:${code}`).slice(0, 2) }),
    qc.invalidateQueries({ queryKey: resourceQueryKey(dictLineResource) }),
    qc.invalidateQueries({ queryKey: resourceQueryKey(dictResource) }),
  ]);
}
