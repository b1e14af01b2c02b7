import type { DictCode } from '../access/client-lookups.js';
import { type FieldKind, type FilterOp, OPS_BY_KIND, SORTABLE_KINDS, type ValueType } from './field-kinds.js';

/** A translation key (`namespace:path` or `namespace.path` of packages/shared/src/i18n). */
export type TextKey = string;

export interface EnumOption {
  value: number | string;
  /** Translation key of the option's label. */
  label: TextKey;
  /** antd Tag colour in lists. */
  color?: string;
}

/** Client-side lookup lists a `lookup` field can draw its options from (apps/web/src/core/lookups.ts). */
export const LOOKUP_SOURCES = [
  'tenants',
  'ownerCompanies',
  'departments',
  'currencies',
  'roles',
  'warehouses',
  'customerProps',
  'customerOrigins',
  'customerTypes',
  'bomOrigins',
  'manageLevels',
  'accounts',
  'countries',
] as const;
export type LookupSource = (typeof LOOKUP_SOURCES)[number];

interface FieldCommon {
  /** Wire name (PascalCase), as in the list's Records and the filter/sort keys. */
  name: string;
  /** Translation key of the label (column title, filter and form label). */
  label: TextKey;
  /** Shown in the list: `true`, or options. Absent = not a column. */
  list?: boolean | { width?: number; hidden?: boolean; fixed?: 'left' | 'right' };
  /** Offered as a filter with this operator (must be allowed for the kind). */
  filter?: FilterOp;
  /** Sortable column. */
  sort?: boolean;
  /** Shown in the detail view (default: true). */
  detail?: boolean;
  /** In the create/edit form: `create` only on create, `edit` on both. */
  form?: 'create' | 'edit';
  required?: boolean;
  /** Included in the Excel export (default: listed fields). */
  export?: boolean;
  /** Integer-only number. */
  integer?: boolean;
  /**
   * A text the user reads and types as a code (an ISO country code): exempt from the rule that a listed
   * text field filtered by exact value must be a dict / enum / lookup field.
   */
  typedCode?: boolean;
  /** A common filter, shown up front; the others wait behind "more filters" (#20 item 12). */
  common?: boolean;
  /**
   * A field only holders of this permit (`METHOD path`; administrators always) receive: the server
   * leaves it out of the list's select and the export for anyone else (it never reaches the wire), the
   * web leaves out its column (e.g. a lot's cost, hidden from sales; decision 0028). Not filterable or
   * sortable (a filter or an order would reveal it).
   */
  permit?: string;
}

export type FieldDef = FieldCommon &
  (
    | { kind: 'text'; max?: number; multiline?: boolean }
    | { kind: 'number' | 'money' | 'percent'; scale?: number }
    | { kind: 'date' | 'datetime' | 'boolean' | 'attachment' }
    | { kind: 'enum'; options: readonly EnumOption[] }
    | { kind: 'dict'; dict: DictCode }
    | { kind: 'lookup'; lookup: LookupSource }
    | { kind: 'user'; users?: 'all' | 'salers' | 'buyers' }
  );

export interface ActionDef {
  name: string;
  label: TextKey;
  /** Permit the action needs (`METHOD path`, as in the login Permits); the server checks it too. */
  permit: string;
  /** Works on the ticked rows (batch); otherwise a row action. */
  batch?: boolean;
  /** Translation key of a confirmation question. */
  confirm?: TextKey;
  /**
   * A row action labelled by the row's state, the action it will do (#20 item 12): the row's `field`
   * value (as a string) picks the label, e.g. `{ field: 'IsBlacklisted', labels: { true: …, false: … } }`.
   */
  labelBy?: { field: string; labels: Readonly<Record<string, TextKey>> };
  danger?: boolean;
  /**
   * The row states the action applies to (decision 0021): each named field (wire name) holds one of the
   * listed values, e.g. `{ Status: [1, 4] }`. The web shows the row action only then; the server's route
   * refuses any other row with a translated 409 (`requireActionState`, core/resource) — one definition.
   */
  when?: ActionWhen;
  /**
   * How the kit calls the action when it is not a bare `PUT` of its permit's route (decision 0021):
   * another route (`METHOD path`, e.g. the generic delete), a query (`:id` / `:Field` filled from the
   * row), a JSON body, and `version` to send the row's `Version` (optimistic lock).
   */
  call?: ActionCall;
  /** A row action that opens a screen: path with `:id` (the row key) or `:Field` (a row value). */
  route?: string;
  /**
   * A toolbar button working on no row (it opens the screen's dialog, `ResourceListPage` `dialogs`,
   * which picks what it works on).
   */
  toolbar?: boolean;
  /**
   * The button code of the definition's menu (spec §2) that grants the action, instead of a listed
   * permit (a session route such as the generic delete); administrators always.
   */
  button?: string;
  /** Administrators only (an `adminOnly` route refuses everyone else, whatever their Permits). */
  adminOnly?: boolean;
  /**
   * The success message (default the kit's "操作成功"), translated with the row's fields and the answer's
   * (`{{No}}`); or picked by a field of the answer / row (`{ field: 'Pending', values: { … } }`).
   */
  success?: TextKey | ByField;
  /** The screen to go to after success: path with `:Field` from the answer, then the row; or picked by a field. */
  goTo?: string | ByField;
}

/** A value picked by a field of the answer (or the row) as a string: `{ field, values: { true: …, false: … } }`. */
export interface ByField {
  field: string;
  values: Readonly<Record<string, string>>;
}

export interface ActionCall {
  route?: string;
  query?: Readonly<Record<string, string>>;
  body?: Readonly<Record<string, unknown>>;
  version?: boolean;
}

/** The generic delete of a document type (`PUT /merchant/common/delete?type=&id=`). */
export const genericDeleteCall = (type: string): ActionCall => ({
  route: 'PUT merchant/common/delete',
  query: { type, id: ':id' },
});

/** A `ByField` value for a record (no `ByField`: the value itself). */
export function pickByField<T extends string>(
  by: T | ByField | undefined,
  values: Readonly<Record<string, unknown>>,
): string | undefined {
  if (by === undefined || typeof by === 'string') return by;
  return by.values[String(values[by.field])];
}

/** Row states of an action: field (wire name) → the values it applies to. */
export type ActionWhen = Readonly<Record<string, readonly (string | number | boolean | null)[]>>;

/**
 * How a list creates a row (decision 0021): the Add button's permit (administrators always) and label,
 * and where the new row is written — the kit's drawer editor (the screen hands the form; the `edit`
 * row action opens the same drawer) or a route of its own (a full-page form).
 */
export interface CreateDef {
  permit: string;
  label: TextKey;
  /** Test id of the Add button (default `kit-create`). */
  testId?: string;
  drawer?: { title: TextKey; editTitle?: TextKey; width?: number };
  route?: string;
  /** The screen's own dialog (`ResourceListPage` `dialogs.create`), e.g. an editor with its own drawer. */
  dialog?: boolean;
  /** Administrators only (an `adminOnly` route refuses everyone else, whatever their Permits). */
  adminOnly?: boolean;
}

/**
 * What a row opens (its detail): a "View" link in the row's action cell — a route of its own, or the
 * definition's drawer editor (`create.drawer`) on the row, where the screen's editor shows it.
 */
export interface OpenDef {
  /** Path with `:id` (the row key), e.g. `/setup/user-detail?id=:id`. */
  route?: string;
  /** The row opens in the drawer of `create.drawer` (the screen's `editor` gets the row). */
  drawer?: true;
  /** Label (default the kit's "查看"). */
  label?: TextKey;
  /** Test id of the link; `:id` is replaced by the row key (default `kit-open`). */
  testId?: string;
  /** Shown only to a session that may open the route (its menu; administrators always). */
  checkRoute?: boolean;
}

export interface ResourceDef {
  /** Unique name, used for stored column choices and query keys (`setup.user`). */
  name: string;
  /** Translation key of the title. */
  title: TextKey;
  /** The menu code path the list screen lives under (`setup/user-list`). */
  menu: string;
  rowKey: string;
  api: {
    /** POST list route taking `{ pageIndex, pageSize, sortField, sortOrder, ...filters }`. */
    list: string;
    /** POST export route (same body, no paging) answering an .xlsx. */
    export?: string;
    /** GET detail route with `:id`. */
    detail?: string;
    create?: string;
    /** PUT update route with `:id`. */
    update?: string;
  };
  fields: readonly FieldDef[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  actions?: readonly ActionDef[];
  /** The Add button and where it writes (drawer editor or route). */
  create?: CreateDef;
  /** The detail screen a row opens. */
  open?: OpenDef;
  /**
   * How many filters the list shows up front when no field is marked `common` (default 4); the rest
   * are behind "more filters" (#20 item 12).
   */
  commonFilters?: number;
}

export class ResourceDefinitionError extends Error {}

/** The value type filter values of a field are parsed as. */
export function valueTypeOf(field: FieldDef): ValueType {
  switch (field.kind) {
    case 'number':
      return field.integer ? 'int' : 'decimal';
    case 'enum':
      return field.options.every((o) => typeof o.value === 'number') ? 'int' : 'string';
    case 'text':
    case 'money':
    case 'percent':
    case 'date':
    case 'datetime':
    case 'dict':
    case 'boolean':
    case 'lookup':
    case 'user':
    case 'attachment':
      return (
        {
          text: 'string',
          money: 'decimal',
          percent: 'decimal',
          date: 'date',
          datetime: 'datetime',
          dict: 'string',
          boolean: 'bool',
          lookup: 'int',
          user: 'int',
          attachment: 'string',
        } as const satisfies Record<Exclude<FieldKind, 'number' | 'enum'>, ValueType>
      )[field.kind];
  }
}

/**
 * Checks a definition once, where it is written: unique names, operators allowed for each kind,
 * sortable kinds, the default sort on a sortable field, the row key present.
 */
export function defineResource<const T extends ResourceDef>(def: T): T {
  const seen = new Set<string>();
  for (const f of def.fields) {
    if (seen.has(f.name)) throw new ResourceDefinitionError(`${def.name}: field ${f.name} twice`);
    seen.add(f.name);
    if (f.filter && !(OPS_BY_KIND[f.kind] as readonly string[]).includes(f.filter)) {
      throw new ResourceDefinitionError(`${def.name}.${f.name}: ${f.kind} cannot filter with ${f.filter}`);
    }
    // #20 item 11: a listed text column filtered by exact value holds codes (currency, origin…), shown raw
    // and typed into a free-text box; a dictionary, enum or lookup field shows titles and filters with a select.
    if (f.kind === 'text' && f.filter === 'eq' && f.list && !f.typedCode) {
      throw new ResourceDefinitionError(
        `${def.name}.${f.name}: a listed text field filtered by exact value is a code — use kind dict, enum or lookup`,
      );
    }
    if (f.permit && (f.filter || f.sort)) {
      throw new ResourceDefinitionError(`${def.name}.${f.name}: a field with a permit cannot filter or sort`);
    }
    if (f.sort && !SORTABLE_KINDS.has(f.kind)) {
      throw new ResourceDefinitionError(`${def.name}.${f.name}: ${f.kind} is not sortable`);
    }
  }
  for (const a of def.actions ?? []) {
    for (const f of Object.keys(a.when ?? {})) {
      if (!seen.has(f)) throw new ResourceDefinitionError(`${def.name}.${a.name}: when names no field ${f}`);
    }
  }
  if (def.create && [def.create.drawer, def.create.route, def.create.dialog].filter(Boolean).length !== 1) {
    throw new ResourceDefinitionError(
      `${def.name}: create says either drawer or route (or dialog), one of them`,
    );
  }
  if (def.open && Boolean(def.open.drawer) === Boolean(def.open.route)) {
    throw new ResourceDefinitionError(`${def.name}: open says either drawer or route`);
  }
  if (def.open?.route && !def.open.route.includes(':id')) {
    throw new ResourceDefinitionError(`${def.name}: open route has no :id`);
  }
  if (def.open?.drawer && !def.create?.drawer) {
    throw new ResourceDefinitionError(`${def.name}: open in the drawer needs create.drawer`);
  }
  if (!seen.has(def.rowKey)) throw new ResourceDefinitionError(`${def.name}: row key ${def.rowKey} missing`);
  if (def.defaultSort && !def.fields.some((f) => f.name === def.defaultSort?.field && f.sort)) {
    throw new ResourceDefinitionError(`${def.name}: default sort ${def.defaultSort.field} is not sortable`);
  }
  return def;
}

export const listedFields = (def: ResourceDef) => def.fields.filter((f) => f.list);

/**
 * The definition as a caller sees it: without the fields whose `permit` the caller does not hold
 * (`holds(permit)`: administrators always). The same definition object when nothing is withheld.
 */
export function defFor<T extends ResourceDef>(def: T, holds: (permit: string) => boolean): T {
  const withheld = def.fields.filter((f) => f.permit && !holds(f.permit));
  if (!withheld.length) return def;
  return { ...def, fields: def.fields.filter((f) => !withheld.includes(f)) };
}
export const filterFields = (def: ResourceDef) => def.fields.filter((f) => f.filter);
/** The filters shown up front: the fields marked `common`, else the first `commonFilters` (default 4). */
export function commonFilterNames(
  def: ResourceDef,
  offered: readonly FieldDef[] = filterFields(def),
): string[] {
  const marked = offered.filter((f) => f.common);
  return (marked.length ? marked : offered.slice(0, def.commonFilters ?? 4)).map((f) => f.name);
}
export const formFields = (def: ResourceDef, mode: 'create' | 'edit') =>
  def.fields.filter((f) => f.form === 'edit' || (mode === 'create' && f.form === 'create'));
export const exportFields = (def: ResourceDef) =>
  def.fields.filter((f) => f.export ?? (Boolean(f.list) && f.kind !== 'attachment'));

/** A definition's action by name (a typo fails where it is used, not silently). */
export function actionOf(def: ResourceDef, name: string): ActionDef {
  const a = def.actions?.find((x) => x.name === name);
  if (!a) throw new ResourceDefinitionError(`${def.name}: no action ${name}`);
  return a;
}

/**
 * Whether an action applies to a row in its state (its `when`; no `when` = every row). The one rule of
 * both sides: the web kit shows the row action by it, the server's route refuses by it.
 */
export function actionApplies(action: ActionDef, row: Readonly<Record<string, unknown>>): boolean {
  if (!action.when) return true;
  return Object.entries(action.when).every(([field, values]) =>
    (values as readonly unknown[]).includes(row[field] ?? null),
  );
}
