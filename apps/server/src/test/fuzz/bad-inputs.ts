import { findBadText } from '../../core/http/text-guard.js';
import { matches, Raw, type Schema, sample, toJson } from './schema-check.js';

/** One operation of the OpenAPI document, as the generator needs it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI path, `/merchant/crm/customer/{id}`. */
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: Schema }[];
  body?: Schema;
}

/**
 * `refused`: invalid per the schema or the text rule, so the answer must be a 4xx.
 * `safe`: paging/sort extremes and filter probes on a read-only list, where a lenient 2xx is
 * acceptable; the other checks (no 5xx, envelope, no leak, nothing changed) still hold.
 */
export type Expectation = 'refused' | 'safe';

export interface BadInput {
  label: string;
  url: string;
  query?: Record<string, string>;
  payload?: string;
  contentType?: string;
  expect: Expectation;
}

const PAGING = new Set(['pageIndex', 'pageSize', 'sortField', 'sortOrder']);
const CONTROLS = [...Array(32).keys()].filter((c) => c !== 9 && c !== 10 && c !== 13);
const MB = 'x'.repeat(1024 * 1024);

function nest(depth: number, leaf: string): string {
  return '['.repeat(depth) + leaf + ']'.repeat(depth);
}

/** List operations: a `…/Query` or `…/Export` body, or a GET with paging parameters. */
export function isList(op: Operation): boolean {
  return /\/(Query|Export|queryauditing)$/i.test(op.path) || op.params.some((p) => p.name === 'pageIndex');
}

/** A body that is a free record (list filters, lookups), not a declared object. */
function isOpenBody(s: Schema | undefined): boolean {
  return (
    !!s &&
    !s.properties &&
    (s.additionalProperties === undefined || typeof s.additionalProperties === 'object')
  );
}

/** Candidate bad values for one property; the caller keeps those `matches` rejects. */
function candidates(s: Schema, first: boolean): unknown[] {
  const out: unknown[] = [
    'a\u0000b',
    'x\u0007',
    '\u001b[31m',
    'a\ud800',
    new Raw('1e309'),
    new Raw('-1e309'),
    new Raw('-0'),
    new Raw('1e20'),
    new Raw('99999999999999999999999'),
    new Raw('9007199254740993'),
    1.5,
    -1,
    0,
    'abc',
    '',
    true,
    {},
    [],
    null,
    'NOT_AN_ENUM_VALUE',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    'yesterday',
  ];
  if (s.maxLength !== undefined) out.push('x'.repeat(s.maxLength + 1));
  if (s.minLength !== undefined && s.minLength > 1) out.push('x'.repeat(s.minLength - 1));
  if (typeof s.maximum === 'number') out.push(s.maximum + 1, new Raw(`${s.maximum}1`));
  if (typeof s.minimum === 'number') out.push(s.minimum - 1);
  if (s.type === 'array' && s.items) {
    const item = sample(s.items);
    if (s.maxItems !== undefined && s.maxItems <= 2000) out.push(Array(s.maxItems + 1).fill(item));
    out.push([item, 'x\u0000'], [{}, {}], [[]]);
  }
  if (first) {
    out.push(MB);
    out.push(JSON.parse(nest(2000, '1')));
  }
  return out;
}

type Seg = string | number;

interface Leaf {
  path: Seg[];
  schema: Schema;
}

/** Property paths of a body schema, into array items ([0]) and nested objects, three levels deep. */
function leaves(s: Schema | undefined, path: Seg[] = [], depth = 0): Leaf[] {
  if (!s?.properties || depth > 3) return [];
  const out: Leaf[] = [];
  for (const [k, ps] of Object.entries(s.properties)) {
    const p = [...path, k];
    out.push({ path: p, schema: ps });
    if (ps.type === 'array' && ps.items?.properties) out.push(...leaves(ps.items, [...p, 0], depth + 1));
    if (ps.properties) out.push(...leaves(ps, p, depth + 1));
  }
  return out;
}

/** A copy of `base` with `value` at `path`, creating array items / objects from samples on the way. */
function setAt(base: unknown, root: Schema, path: Seg[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let cur: Record<string | number, unknown> = copy;
  let sch: Schema | undefined = root;
  for (let i = 0; i < path.length - 1; i++) {
    const seg = path[i]!;
    const next: Schema | undefined = typeof seg === 'number' ? sch?.items : sch?.properties?.[seg];
    const nextSeg = path[i + 1]!;
    if (cur[seg] === undefined || cur[seg] === null) {
      cur[seg] = typeof nextSeg === 'number' ? [] : (sample(next) ?? {});
    }
    const child = cur[seg] as Record<string | number, unknown>;
    if (typeof nextSeg === 'number' && Array.isArray(child) && child.length === 0)
      child.push(sample(next?.items));
    cur = child;
    sch = next;
  }
  cur[path[path.length - 1]!] = value;
  return copy;
}

function requiredAt(root: Schema, path: Seg[]): boolean {
  let sch: Schema | undefined = root;
  for (let i = 0; i < path.length - 1; i++) {
    const seg = path[i]!;
    sch = typeof seg === 'number' ? sch?.items : sch?.properties?.[seg];
  }
  const last = path[path.length - 1];
  return typeof last === 'string' && !!sch?.required?.includes(last);
}

function show(path: Seg[]): string {
  return path
    .map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`))
    .join('')
    .replace(/^\./, '');
}

export function describeValue(v: unknown): string {
  if (v instanceof Raw) return v.text;
  const j = toJson(v);
  if (j === undefined) return String(v);
  return j.length > 40 ? `${j.slice(0, 30)}…(${j.length} chars)` : j;
}

const BAD_IDS = [
  '-1',
  '0',
  '-0',
  'abc',
  '1e309',
  '1.5',
  'NaN',
  'Infinity',
  '9007199254740992',
  '9999999999999',
  '2147483648',
  '99999999999999999999999',
  '%00',
  'a%00b',
  '%ZZ',
  '%E2%80%AE',
  '__proto__',
  'constructor',
  '1'.repeat(5000),
];
const BAD_NAMES = [
  '%00',
  'a%07b',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'x'.repeat(5000),
];

function fillPath(op: Operation, override?: { name: string; value: string }): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (override?.name === name) return override.value;
    const p = op.params.find((x) => x.in === 'path' && x.name === name);
    return encodeURIComponent(String(sample(p?.schema)));
  });
}

function baseQuery(op: Operation): Record<string, string> {
  const q: Record<string, string> = {};
  for (const p of op.params) if (p.in === 'query' && p.required) q[p.name] = String(sample(p.schema));
  return q;
}

/** Every generated bad input for one operation (at least 50 where it has a body or query). */
export function badInputs(op: Operation): BadInput[] {
  const out: BadInput[] = [];
  const open = isOpenBody(op.body);
  const list = isList(op);
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const url = fillPath(op);
  const query = baseQuery(op);
  const base = open ? {} : sample(op.body);
  const bodyOk = (v: unknown) => matches(op.body, v);
  const json = (label: string, payload: string, expect: Expectation = 'refused') =>
    out.push({ label, url, query, payload, contentType: 'application/json', expect });

  // Path parameters: bad ids and registry-key names, with an otherwise valid request.
  for (const p of op.params.filter((x) => x.in === 'path')) {
    const numeric = p.schema.type === 'integer' || p.schema.type === 'number';
    for (const value of numeric ? BAD_IDS : BAD_NAMES) {
      out.push({
        label: `path ${p.name}=${describeValue(value)}`,
        url: fillPath(op, { name: p.name, value }),
        query,
        payload: hasBody ? toJson(base) : undefined,
        contentType: hasBody ? 'application/json' : undefined,
        // A well-formed id or name that names nothing must answer 404/400, never act.
        expect: 'refused',
      });
    }
  }

  // Query parameters, one at a time (the first one also with every refused control character).
  const queryParams = op.params.filter((x) => x.in === 'query');
  for (const c of queryParams.length ? CONTROLS : []) {
    const p = queryParams[0]!;
    const v = `a${String.fromCharCode(c)}b`;
    out.push({
      label: `query ${p.name} control U+${c.toString(16).padStart(4, '0')}`,
      url,
      query: { ...query, [p.name]: v },
      payload: hasBody ? toJson(base) : undefined,
      contentType: hasBody ? 'application/json' : undefined,
      expect: 'refused',
    });
  }
  for (const p of queryParams) {
    const values = ['abc', '-1', '0', '1.5', '1e309', '1e20', '99999999999999999999', 'NaN', 'Infinity'];
    // No lone surrogate here: a URL cannot carry one (percent-encoding turns it into U+FFFD).
    values.push('a\u0000', '\u0007', 'x'.repeat(20_000), '2026-02-30', '__proto__', 'constructor');
    for (const v of values) {
      const valid = matches(p.schema, v, true);
      const paging = PAGING.has(p.name);
      if (valid && !paging) continue;
      out.push({
        label: `query ${p.name}=${describeValue(v)}`,
        url,
        query: { ...query, [p.name]: v },
        payload: hasBody ? toJson(base) : undefined,
        contentType: hasBody ? 'application/json' : undefined,
        expect: paging && !findBadText(v) ? 'safe' : 'refused',
      });
    }
  }
  if (!hasBody) return out;

  // Whole bodies that no schema accepts: broken JSON, prototype poisoning, deep nesting, wrong roots.
  const baseText = toJson(base);
  const withKey = (k: string, v: string) =>
    baseText === '{}' ? `{${JSON.stringify(k)}:${v}}` : `{${JSON.stringify(k)}:${v},${baseText.slice(1)}`;
  json('body {', '{');
  json('body truncated', baseText.slice(0, -1));
  json('body NaN', 'NaN');
  json('body trailing comma', '{"a":1,}');
  json('body single quotes', "{'a':1}");
  json('body empty', '');
  json('body __proto__', withKey('__proto__', '{"isAdmin":true}'));
  json('body constructor.prototype', withKey('constructor', '{"prototype":{"isAdmin":true}}'));
  json('body nested __proto__', withKey('X', '{"__proto__":{"isAdmin":true}}'));
  if (op.body && !bodyOk([])) {
    json('body 2000-deep array', nest(2000, '1'));
    json('body 100000-deep array', nest(100_000, '1'));
  }
  json('body NUL in a key', withKey('X\u0000', '1'));
  json('body lone surrogate', withKey('X', '"\\ud800"'));
  for (const c of CONTROLS)
    json(
      `body control U+${c.toString(16).padStart(4, '0')}`,
      withKey('X', JSON.stringify(`a${String.fromCharCode(c)}b`)),
    );
  for (const [label, value] of [
    ['null', null],
    ['[]', []],
    ['"s"', 's'],
    ['1', 1],
    ['true', true],
    ['1 MB string', MB],
  ] as const) {
    if (!bodyOk(value)) json(`body ${label}`, toJson(value));
  }
  if (op.body && !bodyOk('text')) {
    out.push({
      label: 'body as text/plain',
      url,
      query,
      payload: baseText,
      contentType: 'text/plain',
      expect: 'refused',
    });
  }
  if (op.body && !bodyOk({})) {
    for (const k of ['toString', 'hasOwnProperty', 'valueOf', 'constructor', '__defineGetter__']) {
      json(`body {} + ${k}`, `{${JSON.stringify(k)}:"x"}`);
    }
  }

  // Open bodies (list filters, lookup options): paging extremes, prototype-named filters, bad values.
  if (open) {
    const probes: [string, unknown][] = [
      ['pageIndex', 0],
      ['pageIndex', -1],
      ['pageIndex', 1.5],
      ['pageIndex', new Raw('1e20')],
      ['pageIndex', new Raw('1e309')],
      ['pageIndex', new Raw('-1e309')],
      ['pageIndex', 'abc'],
      ['pageIndex', {}],
      ['pageIndex', []],
      ['pageIndex', new Raw('9007199254740993')],
      ['pageSize', 0],
      ['pageSize', new Raw('1e309')],
      ['pageSize', 100000],
      ['pageSize', 'abc'],
      ['sortField', '__proto__'],
      ['sortField', 'constructor'],
      ['sortField', 'toString'],
      ['sortField', 'hasOwnProperty'],
      ['sortField', 'Id; drop table customer'],
      ['sortField', 'x'.repeat(10_000)],
      ['sortField', {}],
      ['sortOrder', 'sideways'],
      ['sortOrder', {}],
      ['toString', 'x'],
      ['hasOwnProperty', 'x'],
      ['valueOf', 'x'],
      ['__defineGetter__', 'x'],
      ['NoSuchFilter', 'x'],
      ['CreatedAtStart', '2026-02-30'],
      ['CreatedAtEnd', new Raw('1e309')],
      ['Id', '9999999999999'],
      ['Id', new Raw('1e309')],
      ['Name', 'x'.repeat(100_000)],
      ['Name', { $ne: 1 }],
      ['Status', [[[]]]],
      ['OwnerId', new Raw('-0')],
    ];
    // On a list (one paging parser, whitelists read by own keys: core/list) a bad page, an unknown or
    // prototype-named sort or filter is a 400; filter values may match nothing (2xx) and page sizes cap.
    const expectOf = (k: string, v: unknown): Expectation => {
      if (!list) return 'safe';
      if (k === 'pageSize') return v === 100000 ? 'safe' : 'refused';
      if (k === 'sortOrder') return 'safe'; // read only together with a sortField
      return /^(CreatedAt|Id|Name|Status|OwnerId)/.test(k) ? 'safe' : 'refused';
    };
    for (const [k, v] of probes) json(`${k}=${describeValue(v)}`, toJson({ [k]: v }), expectOf(k, v));
    json('deep filter value', `{"Name":${nest(2000, '"x"')}}`, 'safe');
    return out;
  }

  // Declared bodies: one property at a time made invalid inside an otherwise valid body.
  const props = leaves(op.body);
  const perLeaf = Math.max(4, Math.ceil(48 / Math.max(1, props.length)));
  let first = true;
  let rotate = 0;
  for (const leaf of props) {
    const optional = !requiredAt(op.body!, leaf.path);
    const bad: [unknown, unknown][] = [];
    for (const v of candidates(leaf.schema, first)) {
      // An optional field sent as null or '' means "not given" in the form contracts (form-schema.ts).
      if (optional && (v === null || v === '')) continue;
      const body = setAt(base, op.body!, leaf.path, v);
      if (!bodyOk(body)) bad.push([v, body]);
    }
    // Large bodies would give hundreds of inputs: each property gets a rotating share of its kinds.
    const keep = first ? bad : bad.filter((_b, i) => (i + rotate) % Math.ceil(bad.length / perLeaf) === 0);
    for (const [v, body] of keep) json(`${show(leaf.path)}=${describeValue(v)}`, toJson(body));
    rotate++;
    first = false;
  }
  return out;
}
