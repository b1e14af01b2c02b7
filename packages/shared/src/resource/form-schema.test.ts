import { describe, expect, it } from 'vitest';
import { userResource } from '../setup/user-resource.js';
import { defineResource, type FieldDef } from './define.js';
import { FIELD_KINDS, type FieldKind } from './field-kinds.js';
import { FORM_MESSAGES, fieldSchema, formSchemaOf } from './form-schema.js';

/** One good and one bad value per kind (the bad one must be refused with the kind's message). */
const CASES = {
  text: { field: { kind: 'text', max: 5 }, good: 'abc', bad: 'abcdef', message: FORM_MESSAGES.tooLong },
  number: { field: { kind: 'number' }, good: '12.5', bad: 12.5, message: FORM_MESSAGES.invalidNumber },
  money: { field: { kind: 'money' }, good: '1234.56', bad: '1.234', message: FORM_MESSAGES.invalidNumber },
  percent: { field: { kind: 'percent' }, good: '13', bad: 'x', message: FORM_MESSAGES.invalidNumber },
  date: { field: { kind: 'date' }, good: '2026-11-20', bad: '20/11/2026', message: FORM_MESSAGES.invalid },
  datetime: {
    field: { kind: 'datetime' },
    good: '2026-11-20T08:00:00.000Z',
    bad: 'yesterday',
    message: FORM_MESSAGES.invalid,
  },
  enum: {
    field: { kind: 'enum', options: [{ value: 1, label: 'a' }] },
    good: 1,
    bad: 2,
    message: FORM_MESSAGES.selectRequired,
  },
  dict: {
    field: { kind: 'dict', dict: 'Currency' },
    good: 'USD',
    bad: 5,
    message: FORM_MESSAGES.selectRequired,
  },
  boolean: { field: { kind: 'boolean' }, good: false, bad: 'yes', message: FORM_MESSAGES.selectRequired },
  lookup: {
    field: { kind: 'lookup', lookup: 'roles' },
    good: 3,
    bad: -1,
    message: FORM_MESSAGES.selectRequired,
  },
  user: { field: { kind: 'user' }, good: 7, bad: 'bob', message: FORM_MESSAGES.selectRequired },
  attachment: {
    field: { kind: 'attachment' },
    good: [{ Id: 1 }],
    bad: [1, 2, 3, 4],
    message: FORM_MESSAGES.tooMany,
  },
} as const satisfies Record<FieldKind, { field: object; good: unknown; bad: unknown; message: string }>;

const fieldOf = (kind: FieldKind, required: boolean) =>
  ({ name: 'X', label: 'x', form: 'edit', required, ...CASES[kind].field }) as FieldDef;

describe('fieldSchema, every kind', () => {
  it.each(FIELD_KINDS)('%s: accepts a good value, refuses a bad one with its message', (kind) => {
    const schema = fieldSchema(fieldOf(kind, true));
    expect(schema.safeParse(CASES[kind].good).success).toBe(true);
    const bad = schema.safeParse(CASES[kind].bad);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(CASES[kind].message);
  });

  it.each(FIELD_KINDS)('%s: required refuses empty, optional accepts it', (kind) => {
    const required = fieldSchema(fieldOf(kind, true));
    const empty = kind === 'attachment' ? [] : kind === 'text' ? '  ' : '';
    const r = required.safeParse(empty);
    expect(r.success).toBe(false);
    expect([FORM_MESSAGES.required, FORM_MESSAGES.selectRequired]).toContain(r.error?.issues[0]?.message);
    expect(required.safeParse(undefined).success).toBe(false);
    const optional = fieldSchema(fieldOf(kind, false));
    expect(optional.safeParse(undefined).success).toBe(true);
    expect(optional.safeParse(null).success).toBe(true);
  });

  it('never accepts a float for money and checks the scale', () => {
    const money = fieldSchema({ name: 'A', label: 'a', kind: 'money', required: true });
    expect(money.safeParse(0.1).success).toBe(false);
    expect(money.safeParse('0.10').success).toBe(true);
    const four = fieldSchema({ name: 'P', label: 'p', kind: 'money', scale: 4 });
    expect(four.safeParse('1.2345').success).toBe(true);
  });

  it('an integer number takes whole numbers only', () => {
    const n = fieldSchema({ name: 'Q', label: 'q', kind: 'number', integer: true, required: true });
    expect(n.safeParse(3).success).toBe(true);
    expect(n.safeParse(3.5).error?.issues[0]?.message).toBe(FORM_MESSAGES.integer);
    // A digit string still reads as its number; nothing else is coerced (`[]` was 0, `true` was 1: #10).
    expect(n.safeParse('12').data).toBe(12);
    for (const bad of [[], true, false, [[7]], {}, '1e3', '0x10', Number.POSITIVE_INFINITY]) {
      expect(n.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('formSchemaOf', () => {
  it('takes the create fields only on create, trims text and strips unknown keys', () => {
    const create = formSchemaOf(userResource, 'create');
    const edit = formSchemaOf(userResource, 'edit');
    expect(Object.keys(create.shape)).toEqual([
      'Account',
      'Name',
      'NameEn',
      'Email',
      'Phone',
      'TenantId',
      'DeptId',
    ]);
    expect(Object.keys(edit.shape)).not.toContain('Account');
    const ok = create.safeParse({ Account: ' bob ', Name: 'Bob', TenantId: 2, Status: 9 });
    expect(ok.success).toBe(true);
    expect(ok.data).toEqual({ Account: 'bob', Name: 'Bob', TenantId: 2 });
  });

  it('names the field of every issue', () => {
    const r = formSchemaOf(userResource, 'create').safeParse({
      Account: '',
      Name: 'x'.repeat(65),
      DeptId: '',
    });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      Account: FORM_MESSAGES.required,
      Name: FORM_MESSAGES.tooLong,
      TenantId: FORM_MESSAGES.selectRequired,
    });
  });

  it('a definition without form fields gives an empty object', () => {
    const def = defineResource({
      name: 't',
      title: 't',
      menu: 'x',
      rowKey: 'Id',
      api: { list: '/x' },
      fields: [{ name: 'Id', kind: 'number', label: 'i' }],
    });
    expect(formSchemaOf(def, 'edit').safeParse({ Id: 1 }).data).toEqual({});
  });
});
