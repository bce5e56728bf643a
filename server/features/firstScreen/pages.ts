import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** The built renderer's module (src/app/ssr/renderFirstScreen.tsx, `vite build --ssr`). */
interface RendererModule {
  firstScreenRenderer(): Promise<{
    agentOf(visit: { hostname: string; userAgent: string }): string;
    renderHome(
      data: unknown,
      visit: { hostname: string; userAgent: string },
    ): Promise<Rendered | null>;
  }>;
}

interface Rendered {
  route: string;
  /** The screen's module in the build's manifest. */
  module: string;
  agentId: string;
  html: string;
}

/** A chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The empty template of the built index.html the render goes into. */
const SLOT = '<template id="first-screen-html"></template>';
/** How long a rendered page is served again: the live scores in it move on their own. */
export const FIRST_PAGE_MAX_AGE_MS = 5_000;

/** Where `vite build --ssr` puts the renderer, beside the client build. */
export function rendererPath(distDir: string): string {
  return resolve(`${distDir}-ssr`, 'renderFirstScreen.js');
}

/**
 * The app's index.html with the home tab rendered into it (issue 20 §3;
 * docs/decisions/first-screen.md): the screen's HTML in the page's template and the data it was
 * rendered from beside it, so the page shows the home tab before any JavaScript has arrived and the
 * app starts from the same data without asking. Each rendered page is kept FIRST_PAGE_MAX_AGE_MS per
 * channel. Null — the plain index.html is served — when the renderer was not built, or the data or
 * the render fails; a fan then sees the skeleton as before, never an error.
 */
export async function firstScreenPages(opts: {
  distDir: string;
  log: FastifyBaseLogger;
  /** The home tab's call, answered as the gateway answers it (its data). */
  homeData: (request: FastifyRequest) => Promise<unknown>;
  now?: () => number;
}): Promise<((request: FastifyRequest) => Promise<string | null>) | null> {
  const indexPath = resolve(opts.distDir, 'index.html');
  const modulePath = rendererPath(opts.distDir);
  if (!existsSync(indexPath) || !existsSync(modulePath)) return null;
  const index = readFileSync(indexPath, 'utf8');
  if (!index.includes(SLOT)) return null;
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
  // One render per channel (a handful exist) and one answer for all, each kept a few seconds.
  const kept = new Map<string, { at: number; page: string | null }>();
  let data: { at: number; value: Promise<unknown> } | null = null;
  return async (request) => {
    const visit = {
      hostname: request.hostname.split(':')[0] ?? '',
      userAgent: request.headers['user-agent'] ?? '',
    };
    const agent = renderer.agentOf(visit);
    const hit = kept.get(agent);
    if (hit && now() - hit.at < FIRST_PAGE_MAX_AGE_MS) return hit.page;
    if (!data || now() - data.at >= FIRST_PAGE_MAX_AGE_MS) {
      const asked = { at: now(), value: opts.homeData(request) };
      data = asked;
      // A failed answer is not kept: the next visit asks again.
      asked.value.catch(() => {
        if (data === asked) data = null;
      });
    }
    const answerFor = data.value;
    let page: string | null = null;
    try {
      const answer = await answerFor;
      const rendered = await renderer.renderHome(answer, visit);
      if (rendered)
        page = index.replace(SLOT, () => slotFilled(rendered, answer, styles(rendered.module)));
    } catch (err) {
      request.log.error({ err }, 'first-screen render failed; serving the skeleton');
    }
    kept.set(agent, { at: now(), page });
    return page;
  };
}

function slotFilled(rendered: Rendered, data: unknown, css: string) {
  const json = scriptSafe(JSON.stringify({ route: rendered.route, data }));
  return (
    (css ? `<style data-first-screen>${css}</style>` : '') +
    `<template id="first-screen-html" data-route="${attribute(rendered.route)}" ` +
    `data-agent="${attribute(rendered.agentId)}">${rendered.html}</template>` +
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
