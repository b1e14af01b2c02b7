import { and, asc, type Column, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@partdesk/shared/core/list-query';
import type { AuthUser, DataScope } from '../access/access.js';
import type { Executor } from '../db/client.js';
import { badRequest } from '../http/app-error.js';

export type FilterOp = 'eq' | 'like' | 'in' | 'range' | 'bool';

export interface FilterDef {
  column: Column | SQL;
  op: FilterOp;
  /** Value type for eq/in/range: numbers are parsed, dates are parsed as ISO dates. */
  type?: 'string' | 'number' | 'date';
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
  filters?: Record<string, FilterDef>;
  sorts?: Record<string, Column | SQL>;
  defaultSort: { by: Column | SQL; dir: 'asc' | 'desc' }[];
  /** Present when the rows belong to users: the data scope is then always applied. */
  scope?: ScopeColumns;
  /** Fixed conditions (tenant, not deleted, …). */
  where?: SQL[];
}

export interface ListRequest {
  pageIndex: number;
  pageSize: number;
  conditions: SQL[];
  order: SQL[];
}

const RESERVED = new Set(['pageIndex', 'pageSize', 'sortField', 'sortOrder']);

function parseValue(raw: unknown, type: FilterDef['type'], key: string): unknown {
  if (type === 'number') {
    const n = Number(raw);
    if (!Number.isFinite(n)) throw badRequest('errors.fieldInvalid', { field: key }, key);
    return n;
  }
  if (type === 'date') {
    const d = new Date(String(raw));
    if (Number.isNaN(d.getTime())) throw badRequest('errors.fieldInvalid', { field: key }, key);
    return d;
  }
  return String(raw);
}

/** The data-scope condition of spec §6, or undefined for "all". */
export function scopeCondition(scope: DataScope, cols: ScopeColumns | undefined): SQL | undefined {
  if (!cols || scope.kind === 'all') return undefined;
  if (scope.kind === 'sales') return eq(cols.sales ?? cols.own, scope.userId);
  if (scope.kind === 'purchase') return eq(cols.purchase ?? cols.own, scope.userId);
  return eq(cols.own, scope.userId);
}

/**
 * Parses `pageIndex`/`pageSize`/`sortField`/`sortOrder` and whitelisted filters (empty values dropped;
 * date ranges arrive as `<name>Start`/`<name>End`). Unknown filter or sort field → 400.
 */
export function parseList(input: Record<string, unknown>, spec: ListSpec): ListRequest {
  const pageIndex = Math.max(1, Math.trunc(Number(input.pageIndex ?? 1)) || 1);
  const pageSize = Math.min(
    MAX_PAGE_SIZE,
    Math.max(1, Math.trunc(Number(input.pageSize ?? DEFAULT_PAGE_SIZE)) || DEFAULT_PAGE_SIZE),
  );
  const conditions: SQL[] = [];
  const filters = spec.filters ?? {};
  for (const [key, raw] of Object.entries(input)) {
    if (RESERVED.has(key) || raw === undefined || raw === null || raw === '') continue;
    if (Array.isArray(raw) && raw.length === 0) continue;
    const base = key.replace(/(Start|End)$/, '');
    const def = filters[key] ?? (filters[base]?.op === 'range' ? filters[base] : undefined);
    if (!def) throw badRequest('errors.fieldUnknown', { field: key }, key);
    const col = def.column as Column;
    switch (def.op) {
      case 'eq':
        conditions.push(eq(col, parseValue(raw, def.type, key)));
        break;
      case 'like':
        conditions.push(ilike(col as Column, `%${String(raw).replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
        break;
      case 'bool':
        conditions.push(eq(col, raw === true || raw === 'true' || raw === 1 || raw === '1'));
        break;
      case 'in': {
        const list = (Array.isArray(raw) ? raw : String(raw).split(',')).map((v) =>
          parseValue(v, def.type, key),
        );
        conditions.push(inArray(col, list));
        break;
      }
      case 'range': {
        const v = parseValue(raw, def.type ?? 'date', key);
        if (key.endsWith('Start')) conditions.push(gte(col, v));
        else if (key.endsWith('End')) {
          // An end date without a time includes that whole day.
          const end =
            v instanceof Date && /^\d{4}-\d{2}-\d{2}$/.test(String(raw))
              ? new Date(v.getTime() + 86_400_000)
              : v;
          conditions.push(end instanceof Date && end !== v ? lt(col, end) : lt(col, v as never));
        } else throw badRequest('errors.fieldUnknown', { field: key }, key);
        break;
      }
    }
  }
  const order: SQL[] = [];
  if (input.sortField) {
    const col = spec.sorts?.[String(input.sortField)];
    if (!col) throw badRequest('errors.fieldUnknown', { field: String(input.sortField) }, 'sortField');
    order.push(String(input.sortOrder).toLowerCase() === 'asc' ? asc(col) : desc(col));
  }
  for (const s of spec.defaultSort) order.push(s.dir === 'asc' ? asc(s.by) : desc(s.by));
  return { pageIndex, pageSize, conditions, order };
}

/** Runs a scoped, filtered, sorted page with an exact TotalCount: `{ Records, TotalCount }`. */
export async function runList<T = Record<string, unknown>>(
  db: Executor,
  spec: ListSpec,
  input: Record<string, unknown>,
  user: Pick<AuthUser, 'scope'> | null,
): Promise<{ Records: T[]; TotalCount: number }> {
  const req = parseList(input, spec);
  const where = and(
    ...(spec.where ?? []),
    user ? scopeCondition(user.scope, spec.scope) : undefined,
    ...req.conditions,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(spec.select as never)
      .from(spec.from)
      .where(where)
      .orderBy(...req.order)
      .limit(req.pageSize)
      .offset((req.pageIndex - 1) * req.pageSize),
    db.select({ n: count() }).from(spec.from).where(where),
  ]);
  return { Records: rows as T[], TotalCount: total?.n ?? 0 };
}
