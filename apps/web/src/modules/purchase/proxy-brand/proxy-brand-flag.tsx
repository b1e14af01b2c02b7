import type { ProxyBrandInForce } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.contract';
import { useQuery } from '@tanstack/react-query';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { proxyBrandApi } from './proxy-brand-api';

/**
 * The brands with an approved proxy in force today (GET /merchant/purchase/proxybrand/valid, decision
 * 0049), cached five minutes: parts and quotes flag their brand with it (product sits below purchase
 * on the server, so the flag is joined here, in the web).
 */
export function useProxyBrandsInForce() {
  return useQuery({
    queryKey: ['proxyBrand', 'inForce'],
    queryFn: proxyBrandApi.inForce,
    staleTime: 300_000,
  });
}

const norm = (s: string) => s.trim().toLowerCase();

/** The proxy in force of a brand, by id when the row has one, else by name. */
export function findProxy(
  inForce: readonly ProxyBrandInForce[] | undefined,
  brand: { id?: number | null; name?: string | null },
): ProxyBrandInForce | undefined {
  if (!inForce?.length) return undefined;
  if (brand.id) return inForce.find((p) => p.BrandId === brand.id);
  const n = brand.name ? norm(brand.name) : '';
  return n ? inForce.find((p) => norm(p.BrandName) === n) : undefined;
}

/** "代理 / Franchised" beside a brand with a proxy in force (territories and end date in the tooltip). */
export function ProxyBrandFlag({ brandId, brand }: { brandId?: number | null; brand?: string | null }) {
  const { t } = useTranslation('resources');
  const q = useProxyBrandsInForce();
  const p = findProxy(q.data, { id: brandId ?? null, name: brand ?? null });
  if (!p) return null;
  return (
    <Tooltip title={t('proxyBrand.flagTitle', { territories: p.Territories.join(', '), to: p.ValidTo })}>
      <Tag color="gold" data-testid={`proxy-flag-${p.BrandId}`} style={{ marginInlineStart: 4 }}>
        {t('proxyBrand.flag')}
      </Tag>
    </Tooltip>
  );
}

/** A list cell: the brand as written and its flag (`cells` of ResourceListPage). */
export function brandWithProxyFlag(idField?: string) {
  return (value: unknown, row: Record<string, unknown>): ReactNode => (
    <>
      {value == null ? '' : String(value)}
      <ProxyBrandFlag
        brandId={idField ? ((row[idField] as number | null | undefined) ?? null) : null}
        brand={value == null ? null : String(value)}
      />
    </>
  );
}
