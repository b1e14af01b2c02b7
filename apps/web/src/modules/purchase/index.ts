/** The purchase web module: what other web modules may import (arch rule `web`). */
export { brandWithProxyFlag, ProxyBrandFlag } from './proxy-brand';
