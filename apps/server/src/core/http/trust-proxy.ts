/**
 * Fastify `trustProxy` from `PARTDESK_TRUST_PROXY`: unset, empty, `0` or `false` → off (X-Forwarded-For
 * is ignored, `req.ip` is the socket's peer). Otherwise a comma-separated list of the reverse proxies'
 * addresses or CIDRs (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`): a request from one
 * of them is attributed to the address that proxy appended to X-Forwarded-For, walking back over trusted
 * hops only. `true` and hop counts are refused: believing any header would let a client choose its own
 * address and escape the per-address login throttle (Fastify itself ignores hop counts).
 */
export function trustProxySetting(value: string | undefined): false | string {
  const v = (value ?? '').trim();
  if (!v || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v) || v.toLowerCase() === 'true') {
    throw new Error(
      'PARTDESK_TRUST_PROXY must list the proxy addresses or CIDRs (e.g. 127.0.0.1 or 10.0.0.0/8), not a hop count or true',
    );
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(',');
}
