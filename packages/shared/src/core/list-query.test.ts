import { describe, expect, it } from 'vitest';
import { buildFilters, pagingSchema } from './list-query.js';

describe('buildFilters', () => {
  it('drops empty values and trims strings', () => {
    expect(buildFilters({ a: '', b: '  x ', c: null, d: undefined, e: [], f: 0, g: false })).toEqual({
      b: 'x',
      f: 0,
      g: false,
    });
  });
  it('maps date ranges to Start/End keys', () => {
    expect(buildFilters({ CreateTime: ['2026-11-01', '2026-11-30'] }, ['CreateTime'])).toEqual({
      CreateTimeStart: '2026-11-01',
      CreateTimeEnd: '2026-11-30',
    });
    expect(buildFilters({ CreateTime: ['', '2026-11-30'] }, ['CreateTime'])).toEqual({
      CreateTimeEnd: '2026-11-30',
    });
  });
  it('defaults paging to page 1 of 20', () => {
    expect(pagingSchema.parse({})).toEqual({ pageIndex: 1, pageSize: 20 });
    expect(() => pagingSchema.parse({ pageSize: 10_000 })).toThrow();
  });
});
