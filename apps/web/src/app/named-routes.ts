import { NAMED_ROUTES, type RouteName } from '@partdesk/shared/access/menu-tree';
import { DOC_NO_QUERY } from '@partdesk/shared/core/doc-types';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * In-app navigation by route name (spec §2): SalesOrder, PurchasingOrder, RFQmenu and Payment take
 * the query `OrderNo`; Email takes the mail notice as its query; Dashboard takes none.
 */
export type NamedQuery = Record<string, string | number | null | undefined>;

export function namedPath(name: RouteName, query: NamedQuery = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${NAMED_ROUTES[name]}?${qs}` : NAMED_ROUTES[name];
}

/** The document screens opened by number: `openDocument('SalesOrder', 'PI…')`. */
export function documentPath(name: Exclude<RouteName, 'Dashboard' | 'Email'>, orderNo: string): string {
  return namedPath(name, { [DOC_NO_QUERY]: orderNo });
}

export function useNamedNavigate() {
  const navigate = useNavigate();
  return useCallback((name: RouteName, query?: NamedQuery) => navigate(namedPath(name, query)), [navigate]);
}
