import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './aliases.ts';
import { precompress } from './scripts/vitePrecompress.ts';
import { inlinePageStyles, staticallyImportedBy } from './scripts/viteFirstScreen.ts';
import { leanPreloads } from './scripts/vitePreloadLean.ts';
import { pwa } from './scripts/vitePwa.ts';

// One setting for both sides (issue 17 §4 item 6): the app signs the sport-data gateway with
// VITE_SPORTDATA_SECRET, and when that is unset, with the server's SPORTDATA_SECRET from the same
// environment, so `SPORTDATA_SECRET=… npm start` configures the build and the server together.
// The value ends up in the app's JavaScript either way: it is not a secret from anyone who loads
// the page (docs/decisions/sportdata-secret.md).
const sportdataSecret = process.env.VITE_SPORTDATA_SECRET || process.env.SPORTDATA_SECRET;

// The app is served by the companion server (server/) from dist/, so API calls are same-origin by
// default. `npm run dev` proxies the API to a server started with `npm run serve`.
// react-router 7 maps every import condition to its development build (warnings and dev checks
// included; remix-run/react-router#12532, #14753), so a production build points at its
// production files itself: about a third smaller on the first load.
const reactRouterProduction = {
  'react-router/dom': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

const MATCHES_CORE = new RegExp(
  [
    // The match entity (store, rules, badge, league tag, Beijing days).
    String.raw`src/entities/match/(\w+/)?\w+\.tsx?$`,
    String.raw`src/features/matches/(live|api|index)\.tsx?$`,
    String.raw`src/features/matches/(follow|tips)/\w+\.tsx?$`,
    String.raw`src/features/matches/settings/(store|schema|providers|userKey|timings|index)\.ts$`,
    // Not the live pushes: they load with the socket, in their own chunk.
    String.raw`src/shared/live/(index|liveScores|liveEvents|appJobs|timings)\.ts$`,
    // The match data contracts with the calls that use them: a call declared in another chunk than
    // its schemas would capture them before that chunk ran (undefined, at the first list request).
    String.raw`contracts/sportdata/(matches|status|args|matchCalls|followCalls)\.ts$`,
    String.raw`contracts/(gateway|inputs)\.ts$`,
    String.raw`contracts/follow\.ts$`,
    // What the match data calls stand on: the id-set polls and the signed gateway call.
    String.raw`schedulers/idSetPoll\.ts$`,
    String.raw`src/shared/http/sportdata\.ts$`,
  ].join('|'),
);

/** The app's entry: the first-screen script, which loads the app (src/main.tsx). */
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

const REACT =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;

function isMatchesCore(id: string): boolean {
  return MATCHES_CORE.test(id.replaceAll('\\', '/'));
}

/** The first screen rendered on the server (src/app/ssr), built for Node into SSR_OUT_DIR. */
const SSR_ENTRY = fileURLToPath(new URL('./src/app/ssr/renderFirstScreen.tsx', import.meta.url));
export const SSR_OUT_DIR = 'dist-ssr';

/** `vite build --ssr`: the first-screen renderer for the server, with the app's aliases. */
const ssrBuild = defineConfig({
  plugins: [react()],
  // The page's files are the client build's; the renderer needs none of public/.
  publicDir: false,
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      ...Object.entries(reactRouterProduction).map(([name, replacement]) => ({
        find: new RegExp(`^${name}$`),
        replacement,
      })),
    ],
  },
  build: {
    ssr: SSR_ENTRY,
    outDir: SSR_OUT_DIR,
    emptyOutDir: true,
  },
});

/** Lazy screens' preload lists without what the first screen has loaded already. */
const lean = leanPreloads();

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        // pwa(): the manifest and the service worker (docs/decisions/pwa.md), production builds only.
        plugins: [react(), inlinePageStyles(), precompress(), lean.plugin, ...pwa()],
        define: sportdataSecret
          ? { 'import.meta.env.VITE_SPORTDATA_SECRET': JSON.stringify(sportdataSecret) }
          : {},
        resolve: {
          // rxjs's es2015 build: classes instead of ES5 helpers from tslib, smaller on the first load.
          conditions: ['es2015', ...defaultClientConditions],
          alias: [
            ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
            ...(command === 'build'
              ? Object.entries(reactRouterProduction).map(([name, replacement]) => ({
                  find: new RegExp(`^${name}$`),
                  replacement,
                }))
              : []),
          ],
        },
        build: {
          outDir: 'dist',
          sourcemap: true,
          // Which CSS each screen's chunk needs: the server inlines it with the screen it renders.
          manifest: true,
          // The home route's first load is budgeted (bench/bundle-size.ts); keep vendor code split by size.
          chunkSizeWarningLimit: 500,
          modulePreload: { resolveDependencies: lean.resolveDependencies },
          rolldownOptions: {
            output: {
              // The match data layer that the home tab, the lists and the match pages all use (store, live
              // pipeline, rules, follow, tips) in one chunk: left to itself the splitter cuts it into many
              // small chunks by which pages share each module, and the home tab loads them all, each with
              // its own overhead (bench/bundle-size.ts). Screens and their CSS stay out.
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  // What the entry (the first-screen script) needs, in one chunk of its own: ahead of the
                  // app, and without what the app alone needs (scripts/viteFirstScreen.ts).
                  { name: staticallyImportedBy(ENTRY, 'first-screen'), priority: 30 },
                  // React and its router: the app cannot render without all of them.
                  { name: 'react', test: REACT, priority: 20 },
                  { name: 'matches-core', test: isMatchesCore, priority: 10 },
                ],
              },
            },
          },
        },
        server: {
          proxy: {
            '/api': 'http://127.0.0.1:8080',
            '/sportdata': 'http://127.0.0.1:8080',
            '/healthz': 'http://127.0.0.1:8080',
            // The payment-provider simulator's cashier pages (server/paymentProvider).
            '/pay-sim': 'http://127.0.0.1:8080',
            // The chat's socket (long-polling and the WebSocket upgrade).
            '/socket.io': { target: 'http://127.0.0.1:8080', ws: true },
          },
        },
      },
);
