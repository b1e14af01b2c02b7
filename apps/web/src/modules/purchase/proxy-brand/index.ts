/** Proxy brand: the screens other web modules may use (import only through this file). */
export { ProxyBrandForm } from './proxy-brand-form';
