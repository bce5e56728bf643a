import type { Plugin } from 'vite';

/**
 * The page's global styles written into it (issue 20 §3): `inlineStylesheets` below.
 *
 * The page lists none of the app's chunks (issue 38). It used to preload every chunk the app's
 * start imports (`<link rel="modulepreload" fetchpriority="low">`, two dozen), so they would
 * download beside the entry; on a phone's network they then shared the first seconds with what
 * the fan waits for — the screen the server rendered, which the page's script asks for — and
 * Lighthouse's mobile run (bench/lighthouse.ts) counted every one of them before the largest paint.
 * Without them the entry's own imports and Vite's preload of the app's chunks (src/main.tsx's
 * dynamic import) bring the same files right after: median of three, the match list went from 89
 * to 97, home from 96 to 99, a match page from 95 to 95, and the time to interactive fell on
 * each (docs/decisions/lighthouse.md).
 */
export function inlinePageStyles(): Plugin {
  return {
    name: 'matchday:inline-page-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return ctx.bundle ? inlineStylesheets(html, ctx.bundle) : html;
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
