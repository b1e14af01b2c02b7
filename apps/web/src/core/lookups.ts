import type { Page } from '@partdesk/shared/core/codes';
import {
  activeOnly,
  bomOriginOptions,
  type DictCode,
  type DictLine,
  dictOptions,
  FORWARDING_TYPES,
  idNameOptions,
  type Option,
  type Person,
  peopleOptions,
  type Region,
  withUnknownTown,
} from '@partdesk/shared/access/client-lookups';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api';
import { http, type Query } from './http';
import { queryKeys } from './query-client';

/**
 * The client-side lookup store of spec §3: each list is fetched once per session (cached until the
 * session ends or a screen invalidates it) and transformed by the pure helpers in
 * packages/shared/src/access/client-lookups.ts.
 */
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

function useLookup<T, R = T[]>(name: string, url: string, query?: Query, select?: (rows: T[]) => R) {
  return useQuery({
    queryKey: queryKeys.lookup(name, query),
    queryFn: async () => (await http.get<Page<T>>(url, query)).Records ?? [],
    select,
    ...forever,
  });
}

export function useCurrencies() {
  return useQuery({
    queryKey: queryKeys.currencies,
    queryFn: async () => (await api.currencies()).Records ?? [],
    ...forever,
  });
}

export function useRegions() {
  const { t } = useTranslation('shell');
  const unknown = t('lookups.unknownTown');
  return useLookup<Region, Region[]>('region', '/merchant/common/region', undefined, (rows) =>
    withUnknownTown(rows, unknown),
  );
}

export const useExpressCompanies = () =>
  useLookup<{ Id: number; Name: string; IsDeactivate?: boolean }, ReturnType<typeof idNameOptions>>(
    'business',
    '/merchant/common/business',
    undefined,
    idNameOptions,
  );

export function useForwarders(tenantId?: number) {
  return useQuery({
    queryKey: queryKeys.lookup('forwarding', tenantId ?? null),
    queryFn: async () =>
      (
        await http.post<Page<{ Id: number; Name: string; IsDeactivate?: boolean }>>(
          '/merchant/common/forwarding',
          {
            tenantId,
            forwardingCompanyType: [...FORWARDING_TYPES],
          },
        )
      ).Records ?? [],
    select: (rows) => idNameOptions(activeOnly(rows)),
    ...forever,
  });
}

export const useSalespeople = () =>
  useLookup<Person, ReturnType<typeof peopleOptions>>(
    'saler',
    '/user/GetSalerList',
    undefined,
    peopleOptions,
  );
export const useBuyers = () =>
  useLookup<Person, ReturnType<typeof peopleOptions>>(
    'buyer',
    '/user/GetBuyerList',
    undefined,
    peopleOptions,
  );
export const useTenants = () =>
  useLookup<{ Id: number; Name: string; Disabled?: boolean }>('merchant', '/merchant/common/merchant');
export const useWarehouses = (tenantId?: number) =>
  useLookup<{ Id: number; Name: string }, ReturnType<typeof idNameOptions>>(
    'warehouse',
    '/merchant/common/warehouse',
    { tenantId },
    idNameOptions,
  );
export const useCustomerProps = () =>
  useLookup<{ Id: number; Name: string }, ReturnType<typeof idNameOptions>>(
    'customerprop',
    '/merchant/common/customerprop',
    undefined,
    idNameOptions,
  );
export const useCustomerOrigins = () =>
  useLookup<{ Id: number; Name: string }, ReturnType<typeof idNameOptions>>(
    'customerorigin',
    '/merchant/common/customerorigin',
    undefined,
    idNameOptions,
  );
export const useBomOrigins = () =>
  useLookup<{ DicItemId: number; Title: string }, ReturnType<typeof bomOriginOptions>>(
    'bomorigin',
    '/merchant/common/bomorigin',
    undefined,
    bomOriginOptions,
  );
export const useDepartments = (type?: number) =>
  useLookup<{ Id: number; Name: string }, ReturnType<typeof idNameOptions>>(
    'departquery',
    '/merchant/common/departquery',
    { type },
    idNameOptions,
  );
export const useAccounts = (tenantId?: number) =>
  useLookup<{ Id: number; Name: string }>('accountsetup', '/merchant/common/accountsetup', { tenantId });
export const useFullReductions = () =>
  useLookup<{ Id: number; Name: string }>('getfullredutions', '/merchant/common/getfullredutions');
export const useManageLevels = (merchantId?: number) =>
  useLookup<{ Id: number; Name: string }, ReturnType<typeof idNameOptions>>(
    'level',
    '/merchant/common/level',
    { merchantId },
    idNameOptions,
  );
export const useCustomerTypes = () =>
  useLookup<{ Id: number; Name: string }, ReturnType<typeof idNameOptions>>(
    'customertype',
    '/merchant/common/customertype',
    undefined,
    idNameOptions,
  );
export const useDeclares = () =>
  useLookup<{ Id: number; Name: string }>('declare', '/merchant/common/declare/getenabledeclares');
export const useDict = (code: DictCode) =>
  useLookup<DictLine, ReturnType<typeof dictOptions>>(
    `dict:${code}`,
    '/common/GetDictLineByCode',
    { code },
    dictOptions,
  );

/** Roles (setup screens): `Name` is the Chinese name as in UserInfo.Roles, `NameEn` the English one. */
export function useRoles() {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  return useLookup<{ Id: number; Name: string; NameEn?: string }, Option<number>[]>(
    'rolesall',
    '/merchant/common/rolesall',
    undefined,
    (rows) => rows.map((r) => ({ value: r.Id, label: en && r.NameEn ? r.NameEn : r.Name })),
  );
}

export function useCountries() {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  return useLookup<{ Id: number; Name: string; NameCN?: string; NameEN?: string }, Option<number>[]>(
    'country',
    '/common/GetCountryList',
    undefined,
    (rows) => rows.map((r) => ({ value: r.Id, label: (en ? r.NameEN : r.NameCN) || r.Name })),
  );
}

/** Every user (POST /merchant/common/users, the first 500 by name) as options: the `user` field kind. */
export const USERS_LOOKUP_SIZE = 500;
export function useUsers() {
  return useQuery({
    queryKey: queryKeys.lookup('users'),
    queryFn: async () =>
      (
        await http.post<Page<Person>>('/merchant/common/users', {
          pageIndex: 1,
          pageSize: USERS_LOOKUP_SIZE,
          sortField: 'Name',
          sortOrder: 'asc',
        })
      ).Records ?? [],
    select: peopleOptions,
    ...forever,
  });
}
