import { userResource } from '@partdesk/shared/setup/user-resource';
import { describe, expect, it } from 'vitest';
import {
  hasFilter,
  initialState,
  listBody,
  searchFromState,
  stateFromSearch,
  wireFilters,
} from './list-state';

const def = userResource;

describe('list state in the URL', () => {
  it('round-trips filters of every shape, page, size and sort', () => {
    const state = {
      filters: {
        Account: 'adm',
        TenantId: 2,
        RoleId: [3, 5],
        IsAdmin: 'false',
        Status: 1,
        CreatedAt: ['2026-01-01', '2026-01-31'],
      },
      pageIndex: 3,
      pageSize: 50,
      sortField: 'Name',
      sortOrder: 'desc' as const,
    };
    const search = searchFromState(def, state);
    expect(search.toString()).toBe(
      'Account=adm&TenantId=2&RoleId=3&RoleId=5&IsAdmin=false&Status=1&CreatedAtStart=2026-01-01&CreatedAtEnd=2026-01-31&pageIndex=3&pageSize=50&sortField=Name&sortOrder=desc',
    );
    expect(stateFromSearch(def, new URLSearchParams(search.toString()))).toEqual(state);
  });

  it('leaves defaults and empties out, keeps params it does not own', () => {
    const base = new URLSearchParams('id=7&Account=old');
    const s = searchFromState(
      def,
      { ...initialState(def), filters: { Account: '  ', Name: '', RoleId: [] } },
      base,
    );
    expect(s.toString()).toBe('id=7');
  });

  it('ignores unknown keys, bad numbers, page sizes outside 20/50/100 and unsortable fields', () => {
    const s = stateFromSearch(
      def,
      new URLSearchParams('Nope=1&TenantId=abc&pageSize=30&pageIndex=-2&sortField=RoleNames&sortOrder=desc'),
    );
    expect(s).toEqual(initialState(def));
  });

  it('builds the wire body: ranges to Start/End, booleans, arrays, fixed filters', () => {
    const state = {
      ...initialState(def),
      filters: { Name: ' bob ', IsAdmin: 'true', CreatedAt: ['', '2026-02-01'], RoleId: [4] },
    };
    expect(listBody(def, state, { TenantId: 2 })).toEqual({
      pageIndex: 1,
      pageSize: 20,
      sortField: 'Id',
      sortOrder: 'asc',
      Name: 'bob',
      IsAdmin: true,
      CreatedAtEnd: '2026-02-01',
      RoleId: [4],
      TenantId: 2,
    });
    expect(hasFilter(def, { Name: ' ' })).toBe(false);
    expect(wireFilters(def, { IsAdmin: 'false' })).toEqual({ IsAdmin: false });
  });
});
