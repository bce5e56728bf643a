import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { GatewayError } from '../../platform/gateway/errors';
import type { FirstScreens as ServedScreens } from '../../platform/staticApp';

/** Who is visiting, as the renderer resolves the channel from it. */
interface Visit {
  hostname: string;
  userAgent: string;
}

/** A screen's first call: its gateway name and arguments. */
export interface ScreenCall {
  name: string;
  args: Record<string, unknown>;
}

/** The built renderer's module (src/app/ssr/renderFirstScreen.tsx, `vite build --ssr`). */
interface RendererModule {
  firstScreenRenderer(): Promise<{
    pageRoute: string;
    /** Each screen's route and the parameters of the address's query it depends on. */
    screens: Array<{ route: string; params: string[] }>;
    callOf(route: string, search: string): { call: ScreenCall; query: string } | null;
    agentOf(visit: Visit): string;
    render(route: string, data: unknown, visit: Visit, query: string): Rendered | null;
  }>;
}

interface Rendered {
  route: string;
  /** The screen's module in the build's manifest. */
  module: string;
  /** What the visit must hold for the page's script to show it (src/shared/ssr/showIf.ts). */
  showIf: unknown[];
  html: string;
}

/** A rendered screen as the page's script receives it when it asks for one (GET /first-screen/…). */
export interface FirstScreenAnswer {
  route: string;
  showIf: unknown[];
  /** The CSS of the screen's chunks the page does not apply already. */
  css: string;
  html: string;
  /** The call's answer the screen was drawn from: the app starts from it. */
  data: unknown;
}

export interface FirstScreens extends ServedScreens {
  screen(route: string, request: FastifyRequest): Promise<FirstScreenAnswer | null>;
}

/** A manifest chunk of Vite's build (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The empty template of the built index.html the render goes into. */
const SLOT = '<template id="first-screen-html"></template>';
/** The element of index.html's head that names the screens its script may ask for. */
const SCREENS_SLOT = '<meta name="first-screens" content="" />';
/** How long a render is served again: the live scores in it move on their own. */
export const FIRST_PAGE_MAX_AGE_MS = 5_000;
/**
 * How long a visit waits for a screen's answer. Past it the page goes without the render (the
 * skeleton, and the app asks), never slower than the page as built; the answer, when it comes,
 * serves the next visits.
 */
export const FIRST_SCREEN_WAIT_MS = 1_500;
const LATE = Symbol('late');
/**
 * The most answers and renders kept at once. A screen of one thing (a match page) is kept per
 * thing; past this, the oldest go first, so addresses naming ever more matches cannot grow memory.
 */
export const FIRST_SCREENS_KEPT = 200;

/** Where `vite build --ssr` puts the renderer, beside the client build. */
export function rendererPath(distDir: string): string {
  return resolve(`${distDir}-ssr`, 'renderFirstScreen.js');
}

/**
 * The first screens rendered on the server (issue 20 §3; docs/decisions/first-screen.md). The hash
 * that names the screen never reaches the server, so the page carries the screen an address
 * without a route opens (the home tab) and names the other rendered screens, which its script asks
 * for at `/first-screen/<route>` (FIRST_SCREEN_PATH) when the address opens one. Each comes with the call's answer it
 * was drawn from, so the app starts from the same data without asking, and with what the visit
 * must hold for it to be the screen the app will draw. Each call is answered once and each screen
 * rendered once per channel every FIRST_PAGE_MAX_AGE_MS. Null when the renderer was not built; a
 * failed answer or render leaves that screen out, and the fan sees the skeleton as before.
 */
export async function firstScreenPages(opts: {
  distDir: string;
  log: FastifyBaseLogger;
  /** A screen's first call, answered as the gateway answers it (its data). */
  answer: (call: ScreenCall, request: FastifyRequest) => Promise<unknown>;
  now?: () => number;
  /** Settles when a visit stops waiting for an answer (tests settle it themselves). */
  deadline?: (signal: AbortSignal) => Promise<unknown>;
}): Promise<FirstScreens | null> {
  const indexPath = resolve(opts.distDir, 'index.html');
  const modulePath = rendererPath(opts.distDir);
  if (!existsSync(indexPath) || !existsSync(modulePath)) return null;
  const index = readFileSync(indexPath, 'utf8');
  if (!index.includes(SLOT) || !index.includes(SCREENS_SLOT)) return null;
  let renderer: Awaited<ReturnType<RendererModule['firstScreenRenderer']>>;
  try {
    const module = (await import(pathToFileURL(modulePath).href)) as RendererModule;
    renderer = await module.firstScreenRenderer();
  } catch (err) {
    opts.log.error({ err, modulePath }, 'first-screen renderer did not load; serving the skeleton');
    return null;
  }
  const styles = stylesheets(opts.distDir, index);
  const now = opts.now ?? Date.now;
  const deadline =
    opts.deadline ?? ((signal) => delay(FIRST_SCREEN_WAIT_MS, undefined, { signal }));
  const fetched = renderer.screens.filter((screen) => screen.route !== renderer.pageRoute);
  const fetchedRoutes = fetched.map((screen) => screen.route);
  // The screens the page's script may ask for are the same for every visit: named once, each with
  // the parameters of the address it sends (`route?param`).
  const named = fetched.map(({ route, params }) =>
    params.length ? `${route}?${params.join('&')}` : route,
  );
  const page = index.replace(
    SCREENS_SLOT,
    () => `<meta name="first-screens" content="${attribute(named.join(' '))}" />`,
  );
  // One answer per screen (and thing) for every channel, and one render per screen (and thing)
  // and channel: a handful for the fixed screens, at most FIRST_SCREENS_KEPT for the things.
  const answers = keptEntries<{ at: number; value: Promise<unknown> }>();
  const kept = keptEntries<{ at: number; value: FirstScreenAnswer | null }>();

  const answerOf = (key: Key, call: ScreenCall, request: FastifyRequest) => {
    const held = answers.get(key);
    if (held && now() - held.at < FIRST_PAGE_MAX_AGE_MS) return held.value;
    const asked = { at: now(), value: opts.answer(call, request) };
    answers.set(key, asked);
    // A failed answer is not kept: the next visit asks again.
    asked.value.catch(() => {
      if (answers.get(key) === asked) answers.delete(key);
    });
    return asked.value;
  };

  const screen = async (route: string, request: FastifyRequest, search = '') => {
    const of = renderer.callOf(route, search);
    if (!of) return null;
    const { call, query } = of;
    const visit = {
      hostname: request.hostname.split(':')[0] ?? '',
      userAgent: request.headers['user-agent'] ?? '',
    };
    const at = query ? `${route}?${query}` : route;
    // A screen of one thing (rendered from parameters) is kept apart from the fixed screens.
    const perThing = query !== '';
    const id = { key: `${at}|${renderer.agentOf(visit)}`, perThing };
    const hit = kept.get(id);
    if (hit && now() - hit.at < FIRST_PAGE_MAX_AGE_MS) return hit.value;
    let value: FirstScreenAnswer | null = null;
    try {
      const data = await within(answerOf({ key: at, perThing }, call, request), deadline);
      // Not kept: the next visit takes the answer once it has come.
      if (data === LATE) return null;
      const rendered = renderer.render(route, data, visit, query);
      if (rendered)
        value = {
          route: rendered.route,
          showIf: rendered.showIf,
          css: styles(rendered.module),
          html: rendered.html,
          data,
        };
    } catch (err) {
      // A match the address names that does not exist is the fan's broken link, not a failure.
      if (refusedByCall(err)) request.log.info({ route, at }, 'first screen refused by its call');
      else request.log.error({ err, route }, 'first-screen render failed; serving the skeleton');
    }
    kept.set(id, { at: now(), value });
    return value;
  };

  return {
    screen: (route, request) =>
      fetchedRoutes.includes(route) ? screen(route, request, searchOf(request.url)) : NONE,
    async page(request) {
      const shown = await screen(renderer.pageRoute, request);
      return page.replace(SLOT, () => slotFilled(shown));
    },
  };
}

const NONE = Promise.resolve(null);

/** The query of a request's URL, without its `?` ('' without one). */
function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

/** An entry's key, and whether it is of a screen of one thing (a match page) or a fixed screen. */
interface Key {
  key: string;
  perThing: boolean;
}

/**
 * Entries kept per key: the fixed screens' (home, the lists: a handful, never dropped) apart from
 * the things' (one per match an address names: at most FIRST_SCREENS_KEPT, the oldest set dropped
 * first; a Map keeps insertion order), so addresses naming ever more matches can neither grow
 * memory nor push the home page's render out.
 */
function keptEntries<V>() {
  const fixed = new Map<string, V>();
  const things = new Map<string, V>();
  const mapOf = ({ perThing }: Key) => (perThing ? things : fixed);
  return {
    get: (at: Key) => mapOf(at).get(at.key),
    delete: (at: Key) => mapOf(at).delete(at.key),
    set(at: Key, value: V) {
      const map = mapOf(at);
      map.delete(at.key);
      map.set(at.key, value);
      if (map === fixed) return;
      for (const oldest of map.keys()) {
        if (map.size <= FIRST_SCREENS_KEPT) break;
        map.delete(oldest);
      }
    },
  };
}

/** A call's own refusal (a 4xx of the gateway: the match does not exist), not a failure. */
function refusedByCall(err: unknown): boolean {
  return err instanceof GatewayError && err.status >= 400 && err.status < 500;
}

/** `work`'s value, or LATE when the deadline settles first (the deadline is then cancelled). */
async function within<T>(
  work: Promise<T>,
  deadline: (signal: AbortSignal) => Promise<unknown>,
): Promise<T | typeof LATE> {
  const stop = new AbortController();
  const late = deadline(stop.signal).then(
    (): typeof LATE => LATE,
    (): typeof LATE => LATE,
  );
  try {
    return await Promise.race([work, late]);
  } finally {
    stop.abort();
  }
}

/** The page's template: the screen it carries, what a visit must hold to be shown it, its data. */
function slotFilled(shown: FirstScreenAnswer | null): string {
  if (!shown) return SLOT;
  const json = scriptSafe(JSON.stringify({ route: shown.route, data: shown.data }));
  return (
    (shown.css ? `<style data-first-screen>${shown.css}</style>` : '') +
    `<template id="first-screen-html" data-route="${attribute(shown.route)}" ` +
    `data-show-if="${attribute(JSON.stringify(shown.showIf))}">${shown.html}</template>` +
    `<script type="application/json" id="first-screen-data">${json}</script>`
  );
}

/**
 * The CSS a screen's module and the chunks it imports need, but for the page's own stylesheets
 * (the global styles are inlined at build time), read once per module: inlined with the render, the
 * screen paints styled without a request more. Empty when the manifest is missing.
 */
function stylesheets(distDir: string, index: string): (module: string) => string {
  const manifestPath = resolve(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const read = new Map<string, string>();
  // Stylesheets the page applies already (a preload hint does not apply one).
  const applied = [...index.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  const linked = { test: (file: string) => applied.some((tag) => tag.includes(file)) };
  return (module) => {
    const known = read.get(module);
    if (known !== undefined) return known;
    const files = new Set<string>();
    const visit = (key: string, seen: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported, seen);
      for (const file of chunk.css ?? []) if (!linked.test(file)) files.add(file);
    };
    visit(module, new Set());
    const css = [...files].map((file) => readFileSync(resolve(distDir, file), 'utf8')).join('\n');
    read.set(module, css);
    return css;
  };
}

/** JSON inside a script element: nothing in it may close the element or open a comment. */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
