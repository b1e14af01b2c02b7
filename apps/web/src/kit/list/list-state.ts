import { buildFilters, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@partdesk/shared/core/list-query';
import { type FieldDef, filterFields, type ResourceDef, valueTypeOf } from '@partdesk/shared/resource/define';

/**
 * A list's state — filters, page, page size, sort — and its two representations: the hash route's
 * search params (so it survives a reload and can be linked) and the list body of the wire
 * (`{ pageIndex, pageSize, sortField, sortOrder, ...filters }`, spec §7). Pure, unit-tested.
 *
 * Filter values keep the filter form's shape: strings, numbers (ids, integer enums), arrays for `in`,
 * `[start, end]` strings for `range`, 'true'/'false' for booleans.
 */
export type FilterValues = Record<string, unknown>;
export type SortOrder = 'asc' | 'desc';

export interface ListState {
  filters: FilterValues;
  pageIndex: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

const PAGING_KEYS = ['pageIndex', 'pageSize', 'sortField', 'sortOrder'] as const;

/** The search-param keys a definition's list owns (paging, sort, each filter's key(s)). */
export function ownedKeys(def: ResourceDef): Set<string> {
  const keys = new Set<string>(PAGING_KEYS);
  for (const f of filterFields(def)) {
    if (f.filter === 'range') {
      keys.add(`${f.name}Start`);
      keys.add(`${f.name}End`);
    } else keys.add(f.name);
  }
  return keys;
}

export const rangeKeysOf = (def: ResourceDef) =>
  filterFields(def)
    .filter((f) => f.filter === 'range')
    .map((f) => f.name);

function parseScalar(field: FieldDef, raw: string): unknown {
  if (field.kind === 'boolean')
    return raw === 'true' || raw === '1' ? 'true' : raw === 'false' || raw === '0' ? 'false' : undefined;
  if (valueTypeOf(field) === 'int' && field.kind !== 'number') {
    const n = Number(raw);
    return Number.isInteger(n) ? n : undefined;
  }
  return raw;
}

export function initialState(def: ResourceDef): ListState {
  return {
    filters: {},
    pageIndex: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sortField: def.defaultSort?.field,
    sortOrder: def.defaultSort?.order,
  };
}

/** Reads the state from search params; unknown, empty or malformed values are ignored. */
export function stateFromSearch(def: ResourceDef, params: URLSearchParams): ListState {
  const state = initialState(def);
  const filters: FilterValues = {};
  for (const f of filterFields(def)) {
    if (f.filter === 'range') {
      const start = params.get(`${f.name}Start`) ?? '';
      const end = params.get(`${f.name}End`) ?? '';
      if (start || end) filters[f.name] = [start, end];
    } else if (f.filter === 'in') {
      const all = params.getAll(f.name).flatMap((v) => v.split(','));
      const values = all.map((v) => parseScalar(f, v)).filter((v) => v !== undefined && v !== '');
      if (values.length) filters[f.name] = values;
    } else {
      const raw = params.get(f.name);
      const v = raw === null ? undefined : parseScalar(f, raw);
      if (v !== undefined && v !== '') filters[f.name] = v;
    }
  }
  state.filters = filters;
  const page = Number(params.get('pageIndex'));
  if (Number.isInteger(page) && page >= 1) state.pageIndex = page;
  const size = Number(params.get('pageSize'));
  if ((PAGE_SIZE_OPTIONS as readonly number[]).includes(size)) state.pageSize = size;
  const sortField = params.get('sortField');
  const sortOrder = params.get('sortOrder');
  if (sortField && def.fields.some((f) => f.name === sortField && f.sort)) {
    state.sortField = sortField;
    state.sortOrder = sortOrder === 'desc' ? 'desc' : 'asc';
  }
  return state;
}

/**
 * Writes the state into search params: params the list does not own (a screen's own `id`, …) are
 * kept; defaults (page 1, the default size and sort) are left out so a fresh list has a clean URL.
 */
export function searchFromState(def: ResourceDef, state: ListState, base?: URLSearchParams): URLSearchParams {
  const owned = ownedKeys(def);
  const out = new URLSearchParams();
  for (const [k, v] of base ?? []) if (!owned.has(k)) out.append(k, v);
  const clean = cleanFilters(def, state.filters);
  for (const f of filterFields(def)) {
    const v = clean[f.name];
    if (v === undefined) continue;
    if (f.filter === 'range') {
      const [start, end] = v as [string?, string?];
      if (start) out.set(`${f.name}Start`, start);
      if (end) out.set(`${f.name}End`, end);
    } else if (Array.isArray(v)) for (const x of v) out.append(f.name, String(x));
    else out.set(f.name, String(v));
  }
  if (state.pageIndex > 1) out.set('pageIndex', String(state.pageIndex));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(state.pageSize));
  const d = def.defaultSort;
  if (state.sortField && (state.sortField !== d?.field || state.sortOrder !== d?.order)) {
    out.set('sortField', state.sortField);
    out.set('sortOrder', state.sortOrder ?? 'asc');
  }
  return out;
}

/** The filter values without empty ones (empty strings, empty arrays, `['', '']` ranges). */
export function cleanFilters(def: ResourceDef, filters: FilterValues): FilterValues {
  const out: FilterValues = {};
  for (const f of filterFields(def)) {
    const v = filters[f.name];
    if (f.filter === 'range') {
      const [start = '', end = ''] = (Array.isArray(v) ? v : []) as string[];
      if (String(start).trim() || String(end).trim())
        out[f.name] = [String(start).trim(), String(end).trim()];
      continue;
    }
    const built = buildFilters({ [f.name]: v });
    if (f.name in built) out[f.name] = built[f.name];
  }
  return out;
}

/** The wire filters: empties dropped, ranges as `<Name>Start`/`<Name>End`, booleans as true/false. */
export function wireFilters(def: ResourceDef, filters: FilterValues): Record<string, unknown> {
  const out = buildFilters(cleanFilters(def, filters), rangeKeysOf(def));
  for (const f of filterFields(def)) {
    if (f.kind === 'boolean' && f.name in out) out[f.name] = out[f.name] === 'true' || out[f.name] === true;
  }
  return out;
}

export const hasFilter = (def: ResourceDef, filters: FilterValues) =>
  Object.keys(wireFilters(def, filters)).length > 0;

/** The POST body of `def.api.list`. Fixed filters (a screen's own) win over the user's. */
export function listBody(def: ResourceDef, state: ListState, fixed: Record<string, unknown> = {}) {
  return {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    ...(state.sortField ? { sortField: state.sortField, sortOrder: state.sortOrder ?? 'asc' } : {}),
    ...wireFilters(def, state.filters),
    ...fixed,
  };
}
