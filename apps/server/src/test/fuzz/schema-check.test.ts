import { describe, expect, it } from 'vitest';
import { badInputs } from './bad-inputs.js';
import { matches, Raw, type Schema, sample, toJson } from './schema-check.js';

const id: Schema = { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 9007199254740991 };
const body: Schema = {
  type: 'object',
  properties: {
    Name: { type: 'string', minLength: 1, maxLength: 8 },
    Day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    Lines: {
      type: 'array',
      maxItems: 3,
      items: { type: 'object', properties: { Qty: id }, required: ['Qty'] },
    },
  },
  required: ['Name', 'Lines'],
};

describe('bad-input generator: schema subset and samples', () => {
  it('judges values as the server parses them', () => {
    expect(matches(id, 1)).toBe(true);
    for (const bad of [0, new Raw('-0'), new Raw('1e309'), 1.5, '1', true, null])
      expect(matches(id, bad)).toBe(false);
    expect(matches(id, '12', true)).toBe(true);
    expect(matches({ type: 'string' }, 'a\u0000b')).toBe(false);
    expect(matches({ type: 'string' }, 'a\ud800')).toBe(false);
    expect(matches({ type: 'string' }, 'tab\tok 😀')).toBe(true);
    expect(matches(body.properties!.Day, '2026-02-30')).toBe(false);
  });

  it('samples a valid body and writes raw numbers verbatim', () => {
    const s = sample(body);
    expect(s).toEqual({ Name: '1', Lines: [] });
    expect(matches(body, s)).toBe(true);
    expect(toJson({ a: new Raw('1e309'), b: [new Raw('-0')] })).toBe('{"a":1e309,"b":[-0]}');
  });

  it('generates at least 50 inputs, every declared-body one invalid', () => {
    const inputs = badInputs({ method: 'POST', path: '/x', params: [], body });
    expect(inputs.length).toBeGreaterThanOrEqual(50);
    for (const i of inputs.filter((x) => !x.label.startsWith('body'))) {
      expect(matches(body, JSON.parse(i.payload!)), i.label).toBe(false);
    }
    expect(inputs.some((i) => i.label.startsWith('Lines[0].Qty='))).toBe(true);
  });
});
