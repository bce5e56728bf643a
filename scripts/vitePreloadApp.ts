import type { Plugin } from 'vite';

/** The module the entry imports dynamically once the first-screen script has run (src/main.tsx). */
const APP_MODULE = /\/src\/app\/start\.tsx$/;

/** What the plugin reads of an output chunk. */
interface ChunkLike {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The app's chunks preloaded by index.html, and its global styles written into it (issue 20 §3). The entry is only the first-screen
 * script; it imports the app dynamically, and the browser would learn of the app's chunks only once
 * the entry has run. Listed in the page instead, they download beside the entry from the first
 * moment: `<link rel="modulepreload">` for the app's chunk and every chunk it imports statically,
 * and a preload hint for its stylesheets. Chunks the entry preloads already are not listed twice.
 *
 * They ask at low priority. On a phone's network the page's own connections (six, over HTTP/1.1)
 * are few and the app's chunks are a score of requests: at the browser's default priority they
 * queue ahead of what the first screen waits for — the screen's chunk the first-screen script
 * asks for, or its render from the server (index.html) — and that arrived about 0.5 s later on
 * `#/tabs/match` (bench/first-screen.ts). Low, they still take every connection nothing else
 * needs, and the app was ready no later.
 */
export function preloadApp(): Plugin {
  return {
    name: 'matchday:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = new Map<string, ChunkLike>();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        const app = [...chunks.values()].find(
          (c) => c.facadeModuleId && APP_MODULE.test(c.facadeModuleId),
        );
        if (!app) throw new Error('preloadApp: no chunk for src/app/start.tsx');

        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.get(fileName);
          for (const sheet of chunk?.viteMetadata?.importedCss ?? []) css.add(sheet);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        visit(app.fileName);

        const tags = [
          ...[...files]
            .filter((file) => !html.includes(`/${file}"`))
            .map(
              (file) =>
                `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
            ),
          ...[...css]
            .filter((file) => !html.includes(`/${file}"`))
            // A hint, not a stylesheet: the shell paints without waiting for it; the app's import
            // applies it (Vite's preload helper) before the app renders.
            .map(
              (file) =>
                `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`,
            ),
        ];
        return inlineStylesheets(html, bundle).replace(
          '</head>',
          `    ${tags.join('\n    ')}\n  </head>`,
        );
      },
    },
  };
}

type Bundle = Record<string, { type: string; fileName: string; source?: string | Uint8Array }>;

/**
 * The entry's stylesheets (the app's global styles, a few kilobytes) written into the page instead
 * of linked: a linked stylesheet holds the first paint — the page's own skeleton, #first-shell —
 * for a round trip of its own; in the page it costs nothing more.
 */
function inlineStylesheets(html: string, bundle: Bundle): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (link, fileName: string) => {
      const asset = Object.values(bundle).find((output) => output.fileName === fileName);
      if (asset?.type !== 'asset' || asset.source === undefined) return link;
      const css =
        typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      return `<style>${css}</style>`;
    },
  );
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * A chunk group's name function: `name` for every module `from` imports statically (directly or
 * not), null for the rest; dynamic imports are not followed. For the entry (the first-screen
 * script), what it needs comes in one chunk beside it, and nothing the app alone needs comes with
 * it. Imports are followed as written, through indexes too, so a module on the way keeps to the
 * files it uses rather than an index that re-exports a whole feature.
 */
export function staticallyImportedBy(from: string, name: string) {
  let reachable: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!reachable) {
      reachable = new Set();
      const stack = [...(graph.getModuleInfo(from)?.importedIds ?? [])];
      for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        if (reachable.has(next)) continue;
        reachable.add(next);
        stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return reachable.has(id) && !id.endsWith('.css') ? name : null;
  };
}
