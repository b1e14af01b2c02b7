import type { Option } from '@partdesk/shared/access/client-lookups';
import type { Page } from '@partdesk/shared/core/codes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../core/http';
import { queryKeys } from '../../core/query-client';

interface Country {
  Id: number;
  Name: string;
  NameCN?: string;
  NameEN?: string;
  RegionValue: string;
}

/**
 * Countries keyed by their ISO alpha-2 code (`RegionValue`, what customers store), from the session's
 * country lookup (GET /common/GetCountryList, the same cache entry as core/lookups useCountries).
 */
export function useCountryCodes() {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  return useQuery({
    queryKey: queryKeys.lookup('country'),
    queryFn: async () => (await http.get<Page<Country>>('/common/GetCountryList')).Records ?? [],
    select: (rows: Country[]): Option<string>[] =>
      rows.map((r) => ({
        value: r.RegionValue,
        label: `${(en ? r.NameEN : r.NameCN) || r.Name} (${r.RegionValue})`,
      })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
