/** Proxy brand: the screens other web modules may use (import only through ../purchase). */
export { ProxyBrandForm } from './proxy-brand-form';
export { brandWithProxyFlag, ProxyBrandFlag, useProxyBrandsInForce } from './proxy-brand-flag';
