/**
 * Cookies (product-spec §9): domain is the last two labels of the host, path /. Local hosts and IP
 * addresses get no domain attribute, since browsers reject a domain cookie there.
 */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (!host || host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':'))
    return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  return labels.slice(-2).join('.');
}

export function parseCookies(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      jar.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      jar.set(name, part.slice(eq + 1).trim());
    }
  }
  return jar;
}

export function serializeCookie(
  name: string,
  value: string,
  opts: { domain?: string; maxAgeSeconds?: number },
): string {
  let cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  if (opts.domain) cookie += `; domain=${opts.domain}`;
  if (opts.maxAgeSeconds !== undefined) cookie += `; max-age=${opts.maxAgeSeconds}`;
  return cookie + '; SameSite=Lax';
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  return parseCookies(document.cookie).get(name) ?? null;
}

const THIRTY_DAYS_S = 30 * 24 * 3600;

export function writeCookie(name: string, value: string, maxAgeSeconds = THIRTY_DAYS_S): void {
  if (!hasDocument()) return;
  document.cookie = serializeCookie(name, value, {
    domain: cookieDomain(location.hostname),
    maxAgeSeconds,
  });
}

export function deleteCookie(name: string): void {
  if (!hasDocument()) return;
  // Delete both the domain cookie and a host-only one that an older build may have written.
  document.cookie = serializeCookie(name, '', {
    domain: cookieDomain(location.hostname),
    maxAgeSeconds: 0,
  });
  document.cookie = serializeCookie(name, '', { maxAgeSeconds: 0 });
}
