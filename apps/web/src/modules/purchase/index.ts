/** The purchase web module: what other web modules may import (arch rule `web`). */
export { brandWithProxyFlag, ProxyBrandFlag } from './proxy-brand';
/** The supplier scorecard card (decision 0058), beside purchase quotes in the inquiry screens. */
export { SupplierScorecardCard } from './supplier/supplier-scorecard-card';
