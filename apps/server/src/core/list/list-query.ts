import { and, asc, type Column, desc, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_INDEX, MAX_PAGE_SIZE } from '@partdesk/shared/core/list-query';
import type { AuthUser, DataScope } from '../access/access.js';
import type { Executor } from '../db/client.js';
import { badRequest } from '../http/app-error.js';
import { listCount, listRows } from './list-statement.js';

export type FilterOp = 'eq' | 'like' | 'in' | 'range' | 'bool';

export interface FilterDef {
  column: Column | SQL;
  op: FilterOp;
  /**
   * Value type for eq/in/range. `number`: any finite number; `int`: a whole number; `decimal`: a
   * decimal string kept as a string (never a float); `date`/`datetime`: an ISO date or instant against
   * a timestamp (a date-only end includes that whole day); `day`: `YYYY-MM-DD` against a date column
   * (both ends inclusive).
   */
  type?: 'string' | 'number' | 'int' | 'decimal' | 'date' | 'datetime' | 'day';
  /** A condition that is not a plain comparison (e.g. an EXISTS); gets the parsed value(s). */
  build?: (value: unknown) => SQL;
}

/** Columns that carry the owner of a row for the data scope of spec §6. */
export interface ScopeColumns {
  /** Salesperson column (sales roles filter on it). */
  sales?: Column;
  /** Buyer column (purchasing roles filter on it). */
  purchase?: Column;
  /** Owner/creator column (other roles, and the fallback for the two above). */
  own: Column;
}

export interface ListSpec {
  from: PgTable;
  /** The DTO: PascalCase wire names → columns or SQL expressions. */
  select: Record<string, Column | SQL | SQL.Aliased>;
  /**
   * To-one joins after `from` (e.g. `left join lateral (… limit 1) pc on true`): each matches at most
   * one row, so the count runs on `from` alone. Select and sort expressions may use their aliases;
   * filters and the data scope may not (the count has no joins).
   */
  joins?: SQL;
  filters?: Record<string, FilterDef>;
  sorts?: Record<string, Column | SQL>;
  defaultSort: { by: Column | SQL; dir: 'asc' | 'desc' }[];
  /** Present when the rows belong to users: the data scope is then always applied. */
  scope?: ScopeColumns;
  /**
   * A data-scope rule that is not one owner column (through the customer's owner, "own rows plus the
   * unassigned ones", …): the caller's condition, undefined = every row. Applied with `scope`.
   */
  scopeWhere?: (user: AuthUser) => SQL | undefined;
  /** Fixed conditions (tenant, not deleted, …). */
  where?: SQL[];
}

/** The caller of a list: a signed-in user, a bare scope (tests, jobs), or null for "no data scope". */
export type ListCaller = AuthUser | Pick<AuthUser, 'scope'> | null;

export interface ListRequest {
  pageIndex: number;
  pageSize: number;
  conditions: SQL[];
  order: SQL[];
}

const RESERVED = new Set(['pageIndex', 'pageSize', 'sortField', 'sortOrder']);

const DECIMAL = /^-?\d{1,18}(\.\d{1,6})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_IN_VALUES = 1000;

function parseValue(raw: unknown, type: FilterDef['type'], key: string): unknown {
  const invalid = () => badRequest('errors.fieldInvalid', { field: key }, key);
  if (raw !== null && typeof raw === 'object') throw invalid();
  switch (type) {
    case 'number': {
      const n = Number(raw);
      if (typeof raw === 'boolean' || String(raw).trim() === '' || !Number.isFinite(n)) throw invalid();
      return n;
    }
    case 'int': {
      const n = Number(raw);
      if (typeof raw === 'boolean' || !Number.isSafeInteger(n) || !/^-?\d+$/.test(String(raw).trim())) {
        throw invalid();
      }
      return n;
    }
    case 'decimal': {
      const v = String(raw).trim();
      if (typeof raw === 'boolean' || !DECIMAL.test(v)) throw invalid();
      return v;
    }
    case 'day': {
      const v = String(raw).trim();
      if (!DAY.test(v) || Number.isNaN(new Date(`${v}T00:00:00Z`).getTime())) throw invalid();
      return v;
    }
    case 'date':
    case 'datetime': {
      if (typeof raw === 'boolean' || typeof raw === 'number') throw invalid();
      const d = new Date(String(raw));
      if (Number.isNaN(d.getTime())) throw invalid();
      return d;
    }
    default:
      if (typeof raw === 'boolean') return String(raw);
      return String(raw);
  }
}

function parseBool(raw: unknown, key: string): boolean {
  if (raw === true || raw === 'true' || raw === 1 || raw === '1') return true;
  if (raw === false || raw === 'false' || raw === 0 || raw === '0') return false;
  throw badRequest('errors.fieldInvalid', { field: key }, key);
}

const WHOLE = /^\s*-?\d+\s*$/;

/** A paging parameter: absent → `fallback`; else a whole number (number or digit string) ≥ 1, ≤ `max`. */
function pagingNumber(raw: unknown, field: string, fallback: number, max?: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && WHOLE.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n)) throw badRequest('errors.fieldNotInteger', { field }, field);
  if (n < 1) throw badRequest('errors.fieldTooSmall', { field, min: 1 }, field);
  if (max !== undefined && n > max) throw badRequest('errors.fieldTooBig', { field, max }, field);
  return n;
}

/**
 * Paging in a query-string schema: passed through as text, then read by `parsePaging` (via `runList`,
 * or by the handler), so every list has the one paging parser.
 */
export const pagingQuery = {
  pageIndex: z.string().max(32).optional().describe(`1 … ${MAX_PAGE_INDEX}`),
  pageSize: z.string().max(32).optional(),
};

export interface Paging {
  pageIndex: number;
  pageSize: number;
}

/**
 * The one paging parser of every list: `pageIndex` a whole number from 1 to MAX_PAGE_INDEX (default
 * 1), `pageSize` a whole number ≥ 1 (default 20) capped at `maxPageSize` (MAX_PAGE_SIZE). Numbers and
 * digit strings (query strings) are accepted; anything else — 1e20, Infinity, 0, −1, 1.5, "abc",
 * true, [1] — is a 400 naming the parameter.
 */
export function parsePaging(
  input: Record<string, unknown>,
  opts: { maxPageSize?: number; defaultPageSize?: number } = {},
): Paging {
  const maxSize = opts.maxPageSize ?? MAX_PAGE_SIZE;
  const pageIndex = pagingNumber(input.pageIndex, 'pageIndex', 1, MAX_PAGE_INDEX);
  const pageSize = Math.min(
    maxSize,
    pagingNumber(input.pageSize, 'pageSize', opts.defaultPageSize ?? DEFAULT_PAGE_SIZE),
  );
  return { pageIndex, pageSize };
}

/** A whitelist entry by an own key only (`__proto__`, `constructor`, `toString` are never entries). */
const own = <T>(map: Record<string, T> | undefined, key: string): T | undefined =>
  map && Object.hasOwn(map, key) ? map[key] : undefined;

/** The data-scope condition of spec §6, or undefined for "all". */
export function scopeCondition(scope: DataScope, cols: ScopeColumns | undefined): SQL | undefined {
  if (!cols || scope.kind === 'all') return undefined;
  if (scope.kind === 'sales') return eq(cols.sales ?? cols.own, scope.userId);
  if (scope.kind === 'purchase') return eq(cols.purchase ?? cols.own, scope.userId);
  return eq(cols.own, scope.userId);
}

/**
 * The caller's data-scope condition on a list: the owner columns (`scope`) and the spec's own rule
 * (`scopeWhere`), both when both are given; undefined = every row.
 */
export function listScope(spec: Pick<ListSpec, 'scope' | 'scopeWhere'>, user: ListCaller): SQL | undefined {
  if (!user) return undefined;
  if (spec.scopeWhere && !('id' in user)) throw new Error('scopeWhere needs the signed-in user');
  const conds = [scopeCondition(user.scope, spec.scope), spec.scopeWhere?.(user as AuthUser)].filter(
    (c): c is SQL => !!c,
  );
  return conds.length ? and(...conds) : undefined;
}

/**
 * Parses `pageIndex`/`pageSize` (`parsePaging`), `sortField`/`sortOrder` and whitelisted filters (empty
 * values dropped; date ranges arrive as `<name>Start`/`<name>End`). Unknown filter or sort field → 400;
 * whitelists are read by own keys only.
 */
export function parseList(input: Record<string, unknown>, spec: ListSpec): ListRequest {
  const { pageIndex, pageSize } = parsePaging(input);
  const conditions: SQL[] = [];
  for (const [key, raw] of Object.entries(input)) {
    if (RESERVED.has(key) || raw === undefined || raw === null || raw === '') continue;
    if (Array.isArray(raw) && raw.length === 0) continue;
    const base = key.replace(/(Start|End)$/, '');
    const ranged = own(spec.filters, base);
    const def = own(spec.filters, key) ?? (ranged?.op === 'range' ? ranged : undefined);
    if (!def) throw badRequest('errors.fieldUnknown', { field: key }, key);
    const col = def.column as Column;
    if (def.op !== 'in' && Array.isArray(raw)) throw badRequest('errors.fieldInvalid', { field: key }, key);
    switch (def.op) {
      case 'eq': {
        const v = parseValue(raw, def.type, key);
        conditions.push(def.build ? def.build(v) : eq(col, v));
        break;
      }
      case 'like': {
        if (typeof raw === 'object') throw badRequest('errors.fieldInvalid', { field: key }, key);
        const pattern = `%${String(raw)
          .trim()
          .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(def.build ? def.build(pattern) : ilike(col, pattern));
        break;
      }
      case 'bool': {
        const v = parseBool(raw, key);
        conditions.push(def.build ? def.build(v) : eq(col, v));
        break;
      }
      case 'in': {
        const items = (Array.isArray(raw) ? raw : String(raw).split(',')).filter(
          (v) => v !== '' && v !== null && v !== undefined,
        );
        if (items.length > MAX_IN_VALUES) throw badRequest('errors.fieldInvalid', { field: key }, key);
        if (!items.length) continue;
        const list = items.map((v) => parseValue(v, def.type, key));
        conditions.push(def.build ? def.build(list) : inArray(col, list));
        break;
      }
      case 'range': {
        if (key === base) throw badRequest('errors.fieldUnknown', { field: key }, key);
        const type = def.type ?? 'date';
        const v = parseValue(raw, type, key);
        if (key.endsWith('Start')) conditions.push(gte(col, v));
        else if (type === 'day' || !(v instanceof Date) || !DAY.test(String(raw).trim())) {
          conditions.push(lte(col, v));
        } else {
          // A date-only end against a timestamp includes that whole day.
          conditions.push(lt(col, new Date(v.getTime() + 86_400_000)));
        }
        break;
      }
    }
  }
  const order: SQL[] = [];
  let explicit: Column | SQL | undefined;
  if (input.sortField !== undefined && input.sortField !== null && input.sortField !== '') {
    const name = typeof input.sortField === 'string' ? input.sortField : '';
    const col = own(spec.sorts, name);
    if (!col) throw badRequest('errors.fieldUnknown', { field: `sortField ${name}`.trim() }, 'sortField');
    const dir = String(input.sortOrder ?? 'desc').toLowerCase();
    if (!['asc', 'ascend', 'desc', 'descend'].includes(dir)) {
      throw badRequest('errors.fieldInvalid', { field: 'sortOrder' }, 'sortOrder');
    }
    order.push(dir.startsWith('asc') ? asc(col) : desc(col));
    explicit = col;
  }
  // The default sort follows (the explicit key is not repeated: `order by created_at desc, created_at desc`).
  for (const s of spec.defaultSort) {
    if (s.by !== explicit) order.push(s.dir === 'asc' ? asc(s.by) : desc(s.by));
  }
  return { pageIndex, pageSize, conditions, order };
}

export interface ListQuery extends ListRequest {
  /** Fixed conditions, the caller's data scope and the parsed filters, and-ed. */
  where: SQL | undefined;
}

/**
 * The one place a list request becomes SQL: the spec's fixed conditions, the caller's data scope
 * (`listScope`) and the parsed filters, with the order and the page. List pages (`runList`) and
 * exports (core/resource) both build their query here, so an export is by construction the list.
 */
export function listQuery(spec: ListSpec, input: Record<string, unknown>, user: ListCaller): ListQuery {
  const req = parseList(input, spec);
  return { ...req, where: and(...(spec.where ?? []), listScope(spec, user), ...req.conditions) };
}

/**
 * Runs a scoped, filtered, sorted page with an exact TotalCount: `{ Records, TotalCount }`. The page
 * and the count run side by side (two connections on PostgreSQL); their SQL heads are built once per
 * list (list-statement.ts).
 */
export async function runList<T = Record<string, unknown>>(
  db: Executor,
  spec: ListSpec,
  input: Record<string, unknown>,
  user: ListCaller,
): Promise<{ Records: T[]; TotalCount: number }> {
  const req = listQuery(spec, input, user);
  const [rows, total] = await Promise.all([
    listRows<T>(db, spec, {
      where: req.where,
      order: req.order,
      limit: req.pageSize,
      offset: (req.pageIndex - 1) * req.pageSize,
    }),
    listCount(db, spec.from, req.where),
  ]);
  return { Records: rows, TotalCount: total };
}
