import type { Plugin } from 'vite';

/** The module the entry imports dynamically once the first-screen script has run (src/main.tsx). */
const APP_MODULE = /\/src\/app\/start\.tsx$/;

/** What the plugin reads of an output chunk. */
interface ChunkLike {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * Lean preload lists for the lazy screens. Every `import()` of a screen carries the list of chunks
 * to fetch beside it (Vite's `__vite__mapDeps`), and the route registry, in the app's own chunk,
 * holds one such import per screen: about 170 routes' lists, each naming React, the kernel and the
 * match layer again, though the first screen has loaded them before any route can be opened. The
 * lists were a third of that chunk and grew with every route (issue 37 put the home tab over its
 * 150 KB budget, bench/bundle-size.ts).
 *
 * So a list keeps only what is not loaded by then: the entry's and the app's chunks and everything
 * they import statically, which the page has fetched and run. A screen still preloads its own
 * chunks; nothing it needs comes later than before.
 *
 * The plugin reads the chunk graph with the final file names as the bundle is generated (its
 * `generateBundle` runs before Vite's, which writes the lists and asks `resolveDependencies` for
 * each); a list asked for before the graph is known is kept whole.
 */
export function leanPreloads(): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[]) => string[];
} {
  let loaded: Set<string> | null = null;
  const learn = (chunks: Iterable<ChunkLike>) => {
    const byFile = new Map<string, ChunkLike>();
    for (const chunk of chunks) byFile.set(chunk.fileName, chunk);
    const first = [...byFile.values()].filter(
      (c) => c.isEntry || (c.facadeModuleId !== null && APP_MODULE.test(c.facadeModuleId)),
    );
    if (first.length < 2) return;
    const files = new Set<string>();
    const visit = (fileName: string) => {
      if (files.has(fileName)) return;
      files.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const chunk of first) visit(chunk.fileName);
    loaded = files;
  };
  return {
    plugin: {
      name: 'matchday:lean-preloads',
      apply: 'build',
      renderStart() {
        loaded = null;
      },
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          learn(
            Object.values(bundle).filter(
              (output): output is ChunkLike & typeof output => output.type === 'chunk',
            ),
          );
        },
      },
    },
    resolveDependencies: (_filename, deps) =>
      loaded ? deps.filter((dep) => !loaded!.has(dep)) : deps,
  };
}
