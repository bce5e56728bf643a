import { relative, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasBuiltApp } from '../config';
import { fail } from './envelope';

/** Where the page's script asks for a rendered screen: `${FIRST_SCREEN_PATH}/<route>` (index.html). */
export const FIRST_SCREEN_PATH = '/first-screen';

/** The first screens rendered on the server, as the static app serves them (features/firstScreen). */
export interface FirstScreens {
  /** index.html with the page's screen rendered into it (null: serve the page as built). */
  page(request: FastifyRequest): Promise<string | null>;
  /** Another rendered screen, for an address that opens on it; null when there is none to show. */
  screen(route: string, request: FastifyRequest): Promise<object | null>;
}

/** The route @fastify/static answers every built file on (wildcard: true, prefix /). */
const STATIC_FILES_ROUTE = '/*';

// Never the app in their place: /pay-sim/ is the payment-provider simulator's (its cashier), a 404
// where no PAY_PROVIDER names it.
const API_PREFIXES = [
  '/api/',
  '/sportdata/',
  '/socket.io/',
  '/healthz',
  `${FIRST_SCREEN_PATH}/`,
  '/pay-sim/',
];

/** Vite's hashed output: a name changes with its content, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the hashed files of the current build: always asked again (a 304 is cheap). */
export const REVALIDATE = 'no-cache';
/** Files of public/ keep their names across builds: cached a while, not forever. */
const UNHASHED = 'public, max-age=3600';
/**
 * The installable app's files (scripts/vitePwa.ts, docs/decisions/pwa.md), asked again on every
 * use like index.html: the service worker (an hour's copy would hold a new version back an hour),
 * the manifest, and the offline shell the worker precaches (the page as built, never a render).
 */
export const APP_WORKER_FILES: readonly string[] = ['sw.js', 'manifest.webmanifest', 'shell.html'];

/** The cache-control of a built file; `path` may be its .br or .gz copy. */
export function cacheControlOf(distDir: string, path: string): string {
  const file = relative(distDir, path)
    .replace(/\.(?:br|gz)$/, '')
    .split(sep)
    .join('/');
  if (file === 'index.html' || APP_WORKER_FILES.includes(file)) return REVALIDATE;
  if (file.startsWith('assets/')) return IMMUTABLE;
  return UNHASHED;
}

/**
 * Compresses answers above 1 KB (brotli or gzip, as the client accepts): a list of matches is tens
 * of kilobytes of JSON that shrinks several times over. Registered before any route and before the
 * static files, which carry their own encoding already and are left alone. The chat's socket.io
 * requests never pass through Fastify's hooks, so neither its long-polling nor its WebSocket is
 * touched. Compressed request bodies are not accepted: no client sends them, and inflating them is
 * work an attacker could ask for.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  // The built files (@fastify/static's wildcard route) are never compressed per request: the big
  // ones have their copies from the build, and @fastify/compress ignores its threshold for streamed
  // files, so the favicon and the small chunks were brotli-compressed on every request (a third of
  // their rate; docs/decisions/plain-start-speed.md). Before the plugin, so its own onRoute sees it.
  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.url === STATIC_FILES_ROUTE) routeOptions.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}

/**
 * Serves the built app. Routing is in the hash, so the server only needs index.html for any other
 * GET; API paths that match nothing get a JSON 404 instead of the page.
 */
export async function serveBuiltApp(
  app: FastifyInstance,
  distDir: string,
  /** The first screens rendered on the server (features/firstScreen); null: the page as built. */
  firstScreens?: FirstScreens | null,
): Promise<void> {
  const built = hasBuiltApp(distDir);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', REVALIDATE);
    const page = firstScreens ? await firstScreens.page(request) : null;
    return page ? reply.type('text/html; charset=utf-8').send(page) : reply.sendFile('index.html');
  };
  if (built && firstScreens) {
    // Before the static files, which would answer these with the page as built.
    app.get('/', sendIndex);
    app.get('/index.html', sendIndex);
    // A rendered screen the page's script asks for; 204 when there is none to show.
    app.get<{ Params: { '*': string } }>(`${FIRST_SCREEN_PATH}/*`, async (request, reply) => {
      reply.header('cache-control', REVALIDATE);
      const screen = await firstScreens.screen(request.params['*'], request);
      return screen ? reply.send(screen) : reply.code(204).send();
    });
  }
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      wildcard: true,
      // The .br and .gz copies written at build time (scripts/vitePrecompress.ts), chosen by the
      // request's Accept-Encoding (with Vary: Accept-Encoding).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlOf(distDir, path));
      },
    });
  } else {
    app.log.warn({ distDir }, 'no built app found; run `npm run build` (npm start does it)');
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isApi || request.method !== 'GET')
      return reply.code(404).send(fail('not_found', '接口不存在'));
    // A missing file (an old asset after a rebuild) is a 404, never the page in its place.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? ''))
      return reply.code(404).type('text/plain').send('Not found');
    if (!built)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build`.');
    return sendIndex(request, reply);
  });
}
