import type { FieldDef, ResourceDef } from '@partdesk/shared/resource/define';
import { valueTypeOf } from '@partdesk/shared/resource/define';
import type { ValueType } from '@partdesk/shared/resource/field-kinds';
import { asc, type Column, desc, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Access, AuthUser } from '../access/access.js';
import type { Executor } from '../db/client.js';
import type { FilterDef, ListSpec, ScopeColumns } from '../list/list-query.js';

export type Source = Column | SQL | SQL.Aliased;

/** What a module tells the kit about where a resource's rows come from. */
export interface ResourceBinding<Row = Record<string, unknown>> {
  from: PgTable;
  /**
   * To-one joins after `from` (e.g. the primary contact as one `left join lateral … limit 1`), so
   * `columns` can name their aliases instead of a correlated subquery per column and row. Each must
   * match at most one row; filters and the data scope must not use them (the count has no joins).
   */
  joins?: SQL;
  /** The source of every field the definition lists, filters, sorts or exports (by wire name). */
  columns: Record<string, Source>;
  /**
   * Filters that are not a comparison on the field's own column (e.g. `RoleId` through an EXISTS):
   * gets the parsed value (an array for `in`, the `%…%` pattern for `like`).
   */
  filterBy?: Record<string, (value: unknown) => SQL>;
  /** Display text used in the export instead of the raw value (lookup names, …). */
  exportAs?: Record<string, Source>;
  /**
   * Owner columns: the caller's data scope is then applied to every list and export. `'none'` says
   * out loud that every holder of the screen sees every row (master data, settings, the public pool).
   * A binding declares `scope` or `scopeWhere` (`npm run arch`, rule "scope").
   */
  scope?: ScopeColumns | 'none';
  /**
   * A data-scope rule that is not one owner column (e.g. through the customer's owner, or "own rows
   * plus the unassigned ones I may allot"): the caller's condition, undefined = every row. Applied to
   * every list and export like `scope` (both when both are given) and checked by the authorization
   * matrix the same way.
   */
  scopeWhere?: (user: AuthUser) => SQL | undefined;
  /** Fixed conditions for the caller (tenant, not deleted, …). */
  where?: (user: AuthUser) => SQL[];
  /** Who may list; the export defaults to the same. */
  access: Access;
  exportAccess?: Access;
  /** Adds data to a page of rows (e.g. roles of users); runs on list pages only. */
  decorate?: (db: Executor, rows: Row[]) => Promise<Row[]>;
  /**
   * What a sortable field sorts on when that is not its displayed column (e.g. the normalised,
   * upper-case MPN behind an MPN shown as written, so the order does not depend on case).
   */
  sortBy?: Record<string, Column | SQL>;
  /**
   * Orders after the default sort and before the tie-breaker (e.g. the line number, so one document's
   * lines created together keep their order under a newest-first default).
   */
  thenBy?: { by: Column | SQL; dir: 'asc' | 'desc' }[];
  /** Tie-breaker appended to every sort so paging is stable (usually the id column). */
  tieBreaker: Column;
}

/** How the list layer parses a field's filter value (from the shared value type of its kind). */
const LIST_TYPE = {
  string: 'string',
  int: 'int',
  decimal: 'decimal',
  date: 'day',
  datetime: 'datetime',
  bool: 'string',
} as const satisfies Record<ValueType, FilterDef['type']>;

function sourceOf(def: ResourceDef, binding: ResourceBinding<never>, field: FieldDef): Source {
  const src = binding.columns[field.name];
  if (!src) throw new Error(`${def.name}: no column bound for ${field.name}`);
  return src;
}

const bare = (s: Source): Column | SQL =>
  'getSQL' in s && 'fieldAlias' in s ? s.getSQL() : (s as Column | SQL);

/**
 * The list spec of a resource: filters and sorts are exactly the definition's (a key outside them
 * is a 400 in the list layer), the select is every bound listed field, the data scope is the binding's
 * (`scope` and `scopeWhere`). `listSpecFor` adds the caller's fixed conditions.
 */
export function resourceListSpec(def: ResourceDef, binding: ResourceBinding<never>): Omit<ListSpec, 'where'> {
  const select: Record<string, Source> = {};
  const filters: Record<string, FilterDef> = {};
  const sorts: Record<string, Column | SQL> = {};
  for (const f of def.fields) {
    const custom = binding.filterBy?.[f.name];
    if (f.list || f.name === def.rowKey) select[f.name] = sourceOf(def, binding, f);
    if (f.filter) {
      filters[f.name] = {
        column: custom ? (binding.tieBreaker as Column) : bare(sourceOf(def, binding, f)),
        op: f.filter,
        type: LIST_TYPE[valueTypeOf(f)],
        build: custom,
      };
    }
    if (f.sort) sorts[f.name] = binding.sortBy?.[f.name] ?? bare(sourceOf(def, binding, f));
  }
  for (const [name, src] of Object.entries(binding.columns)) {
    if (!(name in select) && def.fields.every((f) => f.name !== name)) select[name] = src;
  }
  const defaultSort: ListSpec['defaultSort'] = [];
  if (def.defaultSort) {
    defaultSort.push({ by: sorts[def.defaultSort.field] as Column, dir: def.defaultSort.order });
  }
  defaultSort.push(...(binding.thenBy ?? []));
  defaultSort.push({ by: binding.tieBreaker, dir: def.defaultSort?.order ?? 'desc' });
  return {
    from: binding.from,
    joins: binding.joins,
    select,
    filters,
    sorts,
    defaultSort,
    scope: binding.scope === 'none' ? undefined : binding.scope,
    scopeWhere: binding.scopeWhere,
  };
}

export const orderOf = (by: Column | SQL, dir: 'asc' | 'desc') => (dir === 'asc' ? asc(by) : desc(by));

/** The list spec of a resource for one caller: the binding's fixed conditions added (list and export alike). */
export function listSpecFor(
  base: Omit<ListSpec, 'where'>,
  binding: ResourceBinding<never>,
  user: AuthUser,
): ListSpec {
  return { ...base, where: binding.where?.(user) };
}
