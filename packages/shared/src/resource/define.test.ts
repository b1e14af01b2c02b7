import { describe, expect, it } from 'vitest';
import {
  defineResource,
  exportFields,
  filterFields,
  formFields,
  genericDeleteCall,
  pickByField,
  valueTypeOf,
} from './define.js';
import { FIELD_KINDS, OPS_BY_KIND } from './field-kinds.js';

const base = { name: 't', title: 'x', menu: 'setup/user-list', rowKey: 'Id', api: { list: '/x' } } as const;

describe('defineResource', () => {
  it('accepts a sound definition and derives its field sets', () => {
    const def = defineResource({
      ...base,
      fields: [
        { name: 'Id', kind: 'number', integer: true, label: 'a', list: true, sort: true },
        { name: 'Name', kind: 'text', label: 'b', list: true, filter: 'like', form: 'edit', required: true },
        { name: 'Code', kind: 'text', label: 'c', form: 'create' },
        { name: 'File', kind: 'attachment', label: 'd', list: true },
      ],
      defaultSort: { field: 'Id', order: 'desc' },
    });
    expect(filterFields(def).map((f) => f.name)).toEqual(['Name']);
    expect(formFields(def, 'create').map((f) => f.name)).toEqual(['Name', 'Code']);
    expect(formFields(def, 'edit').map((f) => f.name)).toEqual(['Name']);
    expect(exportFields(def).map((f) => f.name)).toEqual(['Id', 'Name']);
  });

  it('rejects an operator the kind does not allow, in every kind', () => {
    for (const kind of FIELD_KINDS) {
      const bad = (['eq', 'like', 'in', 'range', 'bool'] as const).filter(
        (op) => !(OPS_BY_KIND[kind] as readonly string[]).includes(op),
      );
      for (const op of bad) {
        const field = {
          name: 'Id',
          kind,
          label: 'a',
          filter: op,
          options: [],
          dict: 'Currency',
          lookup: 'tenants',
        };
        expect(() => defineResource({ ...base, fields: [field as never] }), `${kind} ${op}`).toThrow(
          /cannot filter/,
        );
      }
    }
  });

  it('rejects duplicate names, a missing row key, an unsortable default sort and a sorted attachment', () => {
    const id = { name: 'Id', kind: 'number', label: 'a' } as const;
    expect(() => defineResource({ ...base, fields: [id, id] })).toThrow(/twice/);
    expect(() => defineResource({ ...base, rowKey: 'Key', fields: [id] })).toThrow(/row key/);
    expect(() =>
      defineResource({ ...base, fields: [id], defaultSort: { field: 'Id', order: 'asc' } }),
    ).toThrow(/not sortable/);
    expect(() =>
      defineResource({ ...base, fields: [id, { name: 'F', kind: 'attachment', label: 'f', sort: true }] }),
    ).toThrow(/not sortable/);
  });

  it('parses numbers as decimals unless integer, enums by their option values', () => {
    expect(valueTypeOf({ name: 'a', label: 'a', kind: 'number' })).toBe('decimal');
    expect(valueTypeOf({ name: 'a', label: 'a', kind: 'number', integer: true })).toBe('int');
    expect(valueTypeOf({ name: 'a', label: 'a', kind: 'enum', options: [{ value: 1, label: 'x' }] })).toBe(
      'int',
    );
    expect(valueTypeOf({ name: 'a', label: 'a', kind: 'enum', options: [{ value: 'A', label: 'x' }] })).toBe(
      'string',
    );
    expect(valueTypeOf({ name: 'a', label: 'a', kind: 'money' })).toBe('decimal');
  });

  it('refuses a listed text field filtered by exact value: codes are dict / enum / lookup fields (#20 item 11)', () => {
    const code = { name: 'Currency', kind: 'text', label: 'c', filter: 'eq' } as const;
    expect(() => defineResource({ ...base, fields: [{ ...code, name: 'Id', list: true }] })).toThrow(
      /is a code — use kind dict, enum or lookup/,
    );
    // A hidden filter (a detail page's fixed key) stays text; a dictionary field shows titles and a select.
    expect(() => defineResource({ ...base, fields: [{ ...code, name: 'Id' }] })).not.toThrow();
    expect(() =>
      defineResource({
        ...base,
        fields: [{ name: 'Id', kind: 'dict', dict: 'Currency', label: 'c', list: true, filter: 'eq' }],
      }),
    ).not.toThrow();
  });

  it('create says one target: drawer, route or the screen dialog (decision 0021)', () => {
    const fields = [{ name: 'Id', kind: 'number', integer: true, label: 'a', list: true }] as const;
    const create = { permit: 'POST x', label: 'l' };
    expect(() => defineResource({ ...base, fields, create: { ...create, dialog: true } })).not.toThrow();
    expect(() =>
      defineResource({ ...base, fields, create: { ...create, dialog: true, route: '/n' } }),
    ).toThrow(/drawer or route \(or dialog\)/);
  });

  it('an action’s success / goTo picked by a field; the generic delete call', () => {
    const by = { field: 'Pending', values: { true: 'a', false: 'b' } };
    expect(pickByField(by, { Pending: true })).toBe('a');
    expect(pickByField(by, { Pending: false })).toBe('b');
    expect(pickByField('k', {})).toBe('k');
    expect(pickByField(undefined, {})).toBeUndefined();
    expect(genericDeleteCall('inquiry')).toEqual({
      route: 'PUT merchant/common/delete',
      query: { type: 'inquiry', id: ':id' },
    });
  });
});
