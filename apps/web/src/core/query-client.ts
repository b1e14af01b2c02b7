import { QueryClient } from '@tanstack/react-query';

/**
 * Errors are shown once by the API client, so queries do not retry (a retry would repeat the toast);
 * lists refetch when their screen is opened again after 30 s.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryKeys = {
  notices: (pageSize: number) => ['notices', pageSize] as const,
  noticesAll: ['notices'] as const,
  upcoming: ['upcoming'] as const,
  timeoutNotices: ['timeoutNotices'] as const,
  pmNotice: ['pmNotice'] as const,
  currencies: ['lookup', 'currency'] as const,
  lookup: (name: string, params?: unknown) => ['lookup', name, params ?? null] as const,
};
