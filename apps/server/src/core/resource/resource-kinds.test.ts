import {
  FIELD_KINDS,
  type FieldKind,
  type FilterOp,
  OPS_BY_KIND,
} from '@partdesk/shared/resource/field-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { userId } from '../documents/demo-doc.fixture.js';
import { registerGadgetRoutes, seedGadgets } from './gadget.fixture.js';

/**
 * Every field kind × every operator it allows, through HTTP on the real database: the filter body
 * the web kit sends and the rows that must come back (fixture rows 1–4, see gadget.fixture.ts).
 */
type Case = { body: Record<string, unknown>; ids: number[] };
let A = 0;
let B = 0;
const CASES: Record<FieldKind, Partial<Record<FilterOp, Case[]>>> = {
  text: {
    like: [
      { body: { text_like: 'TIMER' }, ids: [2] },
      { body: { text_like: '%' }, ids: [3] },
      { body: { text_like: '_' }, ids: [3] },
    ],
    eq: [{ body: { text_eq: 'NE555 timer' }, ids: [2] }],
    in: [{ body: { text_in: ['LM358 amp', 'STM32 mcu'] }, ids: [1, 4] }],
  },
  number: {
    eq: [{ body: { number_eq: '2.5' }, ids: [2] }],
    range: [
      { body: { number_rangeStart: '2.5', number_rangeEnd: '10' }, ids: [1, 2] },
      { body: { number_rangeEnd: 0 }, ids: [3] },
    ],
    in: [{ body: { number_in: ['0', '1000'] }, ids: [3, 4] }],
  },
  money: {
    eq: [{ body: { money_eq: '100.00' }, ids: [2] }],
    range: [
      { body: { money_rangeStart: '100' }, ids: [2, 4] },
      { body: { money_rangeEnd: '1.5' }, ids: [1, 3] },
    ],
  },
  percent: {
    eq: [{ body: { percent_eq: '13' }, ids: [2] }],
    range: [{ body: { percent_rangeStart: '9.5', percent_rangeEnd: '13' }, ids: [2, 4] }],
  },
  date: {
    range: [{ body: { date_rangeStart: '2026-11-01', date_rangeEnd: '2026-11-15' }, ids: [1, 2] }],
    eq: [{ body: { date_eq: '2026-10-31' }, ids: [3] }],
  },
  datetime: {
    range: [
      { body: { datetime_rangeStart: '2026-11-15', datetime_rangeEnd: '2026-11-15' }, ids: [2] },
      {
        body: { datetime_rangeStart: '2026-11-01T08:00:00Z', datetime_rangeEnd: '2026-12-01T00:00:00Z' },
        ids: [1, 2, 4],
      },
    ],
  },
  enum: {
    eq: [{ body: { enum_eq: 2 }, ids: [2] }],
    in: [{ body: { enum_in: [1, 3] }, ids: [1, 3, 4] }],
  },
  dict: {
    eq: [{ body: { dict_eq: 'USD' }, ids: [1, 4] }],
    in: [{ body: { dict_in: 'CNY,HKD' }, ids: [2, 3] }],
  },
  boolean: {
    bool: [
      { body: { boolean_bool: true }, ids: [1, 4] },
      { body: { boolean_bool: 'false' }, ids: [2, 3] },
    ],
  },
  lookup: {
    eq: [{ body: { lookup_eq: 4 }, ids: [3, 4] }],
    in: [{ body: { lookup_in: [2] }, ids: [1, 2] }],
  },
  user: {
    eq: [{ body: { user_eq: -1 }, ids: [1, 3] }],
    in: [{ body: { user_in: [-1, -2] }, ids: [1, 2, 3, 4] }],
  },
  attachment: {},
};
/** Owner ids are known only after sign-in: −1 stands for owner a, −2 for owner b. */
const owners = (v: unknown): unknown => (Array.isArray(v) ? v.map(owners) : v === -1 ? A : v === -2 ? B : v);

/** A value of the wrong shape for each kind's operators → 400 naming the key. */
const BAD: Record<FieldKind, Record<string, unknown>[]> = {
  text: [{ text_eq: ['a'] }, { text_like: { a: 1 } }],
  number: [{ number_eq: 'abc' }, { number_rangeStart: '1e5' }, { number_in: ['1', 'x'] }],
  money: [{ money_eq: '1.2.3' }, { money_rangeEnd: true }],
  percent: [{ percent_eq: 'NaN' }],
  date: [{ date_rangeStart: '2026-13-45' }, { date_eq: 'yesterday' }, { date_range: '2026-11-01' }],
  datetime: [{ datetime_rangeEnd: 'soon' }],
  enum: [{ enum_eq: '1.5' }, { enum_in: ['a'] }],
  dict: [{ dict_eq: { x: 1 } }, { dict_in: [{}] }],
  boolean: [{ boolean_bool: 'maybe' }],
  lookup: [{ lookup_eq: 'two' }],
  user: [{ user_in: [1.5] }],
  attachment: [{ attachment_eq: 'x' }],
};

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ plugins: [registerGadgetRoutes] });
  A = await userId(t.db, 'sales.rep');
  B = await userId(t.db, 'sales.agent');
  await seedGadgets(t.db, { a: A, b: B });
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

const ids = (rows: { Id: number }[]) => rows.map((r) => r.Id).sort((x, y) => x - y);

describe('resource kit: every field kind × operator through HTTP', () => {
  it('the cases cover exactly the operators each kind allows', () => {
    for (const kind of FIELD_KINDS) {
      expect(Object.keys(CASES[kind]).sort(), kind).toEqual([...OPS_BY_KIND[kind]].sort());
    }
  });

  const rows = FIELD_KINDS.flatMap((kind) =>
    Object.entries(CASES[kind]).flatMap(([op, cases]) => (cases ?? []).map((c, i) => ({ kind, op, i, c }))),
  );
  it.each(rows)('$kind $op #$i', async ({ c }) => {
    const body = Object.fromEntries(Object.entries(c.body).map(([k, v]) => [k, owners(v)]));
    const res = await t.call<{ Records: { Id: number }[]; TotalCount: number }>(
      'POST',
      '/__test/gadget/Query',
      {
        token: admin,
        body,
      },
    );
    expect(res.body.Code, JSON.stringify(res.body)).toBe(0);
    expect(ids(res.body.Data.Records)).toEqual(c.ids);
    expect(res.body.Data.TotalCount).toBe(c.ids.length);
  });

  const bad = FIELD_KINDS.flatMap((kind) => BAD[kind].map((body) => ({ kind, body })));
  it.each(bad)('$kind rejects $body with a 400 naming the key', async ({ body }) => {
    const res = await t.call('POST', '/__test/gadget/Query', { token: admin, body, lang: 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe(400);
    const key = Object.keys(body)[0]!;
    expect((res.body.Data as { Field: string }).Field).toBe(key);
    expect(res.body.Message).toContain(key);
  });
});
