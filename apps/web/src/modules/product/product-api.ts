import type { Page } from '@partdesk/shared/core/codes';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../core/http';

export interface BrandOption {
  Id: number;
  Name: string;
  Aliases: string[];
  IsProxy: boolean;
  Status: number;
}

export const BRAND_OPTIONS_KEY = ['product', 'brand-options'] as const;

/** Every brand for pickers (GET /merchant/product/brand/options), cached until a brand is saved. */
export function useBrandOptions() {
  return useQuery({
    queryKey: BRAND_OPTIONS_KEY,
    queryFn: async () => (await http.get<Page<BrandOption>>('/merchant/product/brand/options')).Records ?? [],
    staleTime: 5 * 60_000,
  });
}
