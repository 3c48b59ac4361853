/**
 * Whether the store may post to a subscription's endpoint: its scheme, host and port are those of
 * one of `origins` (PUSH_SERVICE_ORIGINS), where a host starting with `*.` stands for any of its
 * subdomains. The server posts to whatever URL a browser registered, so anywhere else (an address
 * inside the store's network, say) is refused, when the browser registers it and again when sending.
 */
export function isPushService(endpoint: string, origins: readonly string[]): boolean {
  const url = URL.parse(endpoint);
  if (!url || url.username || url.password) return false;
  return origins.some((origin) => {
    const allowed = new URL(origin);
    if (allowed.protocol !== url.protocol || allowed.port !== url.port) return false;
    return allowed.hostname.startsWith('*.') ? url.hostname.endsWith(allowed.hostname.slice(1)) : url.hostname === allowed.hostname;
  });
}
