import { describe, expect, it } from 'vitest';
import { actionApplies, actionOf, defineResource, ResourceDefinitionError } from './define.js';

/** Decision 0021: create / open / when in the definition, checked where it is written. */
const base = { name: 't', title: 'x', menu: 'setup/user-list', rowKey: 'Id', api: { list: '/x' } } as const;
const fields = [
  { name: 'Id', kind: 'number', integer: true, label: 'a', list: true },
  { name: 'Status', kind: 'number', integer: true, label: 'b', list: true },
  { name: 'Held', kind: 'boolean', label: 'c', list: true },
] as const;

describe('action when', () => {
  const def = defineResource({
    ...base,
    fields,
    actions: [
      { name: 'submit', label: 's', permit: 'PUT x/:id/submit', when: { Status: [1, 4] } },
      { name: 'claim', label: 'c', permit: 'PUT x/:id/claim', when: { Held: [false, null] } },
      { name: 'note', label: 'n', permit: 'PUT x/:id/note' },
    ],
  });

  it('applies to the listed values only; no when = every row; a missing value counts as null', () => {
    const submit = actionOf(def, 'submit');
    expect([1, 2, 3, 4].filter((s) => actionApplies(submit, { Status: s }))).toEqual([1, 4]);
    expect(actionApplies(submit, { Status: '1' })).toBe(false);
    expect(actionApplies(actionOf(def, 'claim'), {})).toBe(true);
    expect(actionApplies(actionOf(def, 'claim'), { Held: true })).toBe(false);
    expect(actionApplies(actionOf(def, 'note'), { Status: 9 })).toBe(true);
    expect(() => actionOf(def, 'nope')).toThrow(ResourceDefinitionError);
  });

  it('refuses a when on an unknown field, a create with both or neither target, an open without :id or with both targets', () => {
    const act = { name: 'a', label: 'a', permit: 'PUT x' };
    expect(() => defineResource({ ...base, fields, actions: [{ ...act, when: { State: [1] } }] })).toThrow(
      /State/,
    );
    const create = { permit: 'POST x', label: 'l' };
    expect(() => defineResource({ ...base, fields, create })).toThrow(/drawer or route/);
    expect(() =>
      defineResource({ ...base, fields, create: { ...create, route: '/y', drawer: { title: 't' } } }),
    ).toThrow(/drawer or route/);
    expect(() => defineResource({ ...base, fields, open: { route: '/y?id=1' } })).toThrow(/:id/);
    expect(
      defineResource({ ...base, fields, create: { ...create, route: '/y' }, open: { route: '/y?id=:id' } })
        .open,
    ).toEqual({ route: '/y?id=:id' });
    // The row opens in the create drawer: only with create.drawer, never with a route too.
    const drawer = { ...create, drawer: { title: 't' } };
    expect(() =>
      defineResource({ ...base, fields, create: { ...create, route: '/y' }, open: { drawer: true } }),
    ).toThrow(/needs create.drawer/);
    expect(() =>
      defineResource({ ...base, fields, create: drawer, open: { drawer: true, route: '/y?id=:id' } }),
    ).toThrow(/drawer or route/);
    expect(() => defineResource({ ...base, fields, create: drawer, open: {} })).toThrow(/drawer or route/);
    expect(defineResource({ ...base, fields, create: drawer, open: { drawer: true } }).open).toEqual({
      drawer: true,
    });
  });
});
