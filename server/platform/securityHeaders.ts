import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The headers every answer carries (issue 30 §4; docs/decisions/security-headers.md): a
 * Content-Security-Policy on each HTML page, nosniff, a referrer policy, frame protection, and HSTS
 * in production. Constant values and one hook: no library (the decision record says why).
 */

/** What the headers depend on: a part of the server's settings (config.ts). */
export interface SecuritySettings {
  production: boolean;
  /** The built app: the inline scripts of its index.html are allowed by their hashes. */
  distDir: string;
  /** Origins besides the server's own that serve the app: the cashier sends the payer back there. */
  chatOrigins: readonly string[];
  /** Where the payment-provider simulator's cashier pages live (paymentProvider CASHIER_PATH). */
  cashierPath: string;
  /**
   * The build's VITE_API_HOST (the API on another origin); by default read from the same
   * environment vite.config.ts builds the app in, as `npm start` does both.
   */
  apiHost?: string;
}

/** The socket.io engine's headers event (engine.io): its answers never pass Fastify's hooks. */
interface EngineHeaders {
  on(event: 'headers', listener: (headers: Record<string, string>) => void): unknown;
}

/**
 * Only the origin leaves the site, and nothing over plain HTTP: addresses can carry a partner's
 * login ticket or sign in their query (product-spec "Channel login"), which another site must never
 * read. Browsers default to it, but older webviews default to sending the whole address.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** A year, the subdomains too; not preloaded (that is a decision for whoever owns the domain). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** `'sha256-…'` of every inline script of a page (its text exactly as written between the tags). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The origins the app calls besides its own: VITE_API_HOST's, as http(s) and as its socket. */
function apiOrigins(apiHost: string | undefined): string[] {
  if (!apiHost) return [];
  try {
    const url = new URL(apiHost);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
    return [url.origin, `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
  } catch {
    return [];
  }
}

/**
 * The app's pages (index.html as built, or with a first screen rendered into it). Scripts: the
 * app's own files and the page's inline scripts by hash, nothing else (no inline handler, no eval).
 * Styles may be inline: the page carries its global CSS and a rendered screen's CSS in `<style>`, its
 * script inserts another screen's, and the rendered HTML has `style` attributes; with images,
 * fonts and connections held to the app's own origins, injected CSS has nowhere to send anything.
 * Images: the app's own, the captcha's data: pictures, and blob: previews of a photo being
 * uploaded. Connections: the API, the first-screen answers and the chat socket (ws/wss under
 * 'self'). The manifest and the service worker: the app's own. Framed only by the app's own
 * origin: the spec's framed-page notice (product-spec "Guards") still shows there; every other
 * origin's frame is refused outright.
 */
export function pageCsp(opts: { scriptHashes: readonly string[]; apiHost?: string }): string {
  const api = apiOrigins(opts.apiHost);
  return [
    "default-src 'none'",
    ['script-src', "'self'", ...opts.scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...api.slice(0, 1)].join(' '),
    ['connect-src', "'self'", ...api].join(' '),
    // The installable app's manifest and service worker (docs/decisions/pwa.md).
    "manifest-src 'self'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The payment-provider simulator's cashier: another company's page with its own inline `<style>`
 * and a form, and no script or image at all. The form posts to the cashier, which sends the payer
 * back to the app (the server's own origin or one of `appOrigins`); a redirect after a form is
 * held to form-action too.
 */
export function cashierCsp(appOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    ['form-action', "'self'", ...appOrigins].join(' '),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Scripts allowed by hash: those of the built index.html, read once (a rebuild needs a restart). */
function builtScriptHashes(distDir: string): string[] {
  const index = resolve(distDir, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}

/**
 * Registers the headers: call it before any route or plugin, so every scope inherits the hook.
 * Whatever a route set itself is kept (an uploaded picture has a stricter policy of its own). The
 * socket.io engine's answers (long polling, the WebSocket upgrade) get the common headers through
 * its own event.
 */
export function securityHeaders(
  app: FastifyInstance,
  settings: SecuritySettings,
  engine?: EngineHeaders,
): void {
  const { apiHost = process.env.VITE_API_HOST } = settings;
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    ...(settings.production ? { 'strict-transport-security': HSTS } : {}),
  };
  const page = pageCsp({ scriptHashes: builtScriptHashes(settings.distDir), apiHost });
  const cashier = cashierCsp(settings.chatOrigins);
  const cashierPrefix = `${settings.cashierPath}/`;

  const set = (reply: FastifyReply, name: string, value: string) => {
    if (!reply.hasHeader(name)) reply.header(name, value);
  };
  /** A policy only for documents: JSON, scripts and styles are never one under nosniff. */
  const policyOf = (request: FastifyRequest, reply: FastifyReply): string | null => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return null;
    return request.url.startsWith(cashierPrefix) ? cashier : page;
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    for (const name in common) set(reply, name, common[name] as string);
    const policy = policyOf(request, reply);
    // The app's pages allow their own origin's frames (see pageCsp); nothing else is framed.
    set(reply, 'x-frame-options', policy === page ? 'SAMEORIGIN' : 'DENY');
    if (policy) set(reply, 'content-security-policy', policy);
    done(null, payload);
  });
  engine?.on('headers', (headers) => {
    Object.assign(headers, common, { 'x-frame-options': 'DENY' });
  });
}
