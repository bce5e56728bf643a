import { copyFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { DEFAULT_APP_NAME } from '../src/shared/channels/channelData.ts';
import { precompressFile } from './vitePrecompress.ts';

/**
 * The installable app (issue 38 §1; docs/decisions/pwa.md): the web app manifest and a Workbox
 * service worker, generated at build time by vite-plugin-pwa. The names below are what the server
 * serves with `no-cache` (server/platform/staticApp.ts) and what the client registers
 * (src/app/pwa/appWorker.ts).
 */
export const SW_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';
/**
 * The page as built, under a name of its own: the offline shell the worker precaches. The server
 * answers `/` and `/index.html` with the first screen rendered into the page, data included
 * (server/features/firstScreen); precaching that would keep minutes-old scores and show them
 * offline as if they were live. This copy never carries data.
 */
export const SHELL_FILE = 'shell.html';

/**
 * The light palette's tokens (src/app/theme.css :root): the header bar's colour (--header, the
 * brand's red) and the page's (--bg), which a launcher paints before the page does.
 * tests/unit/scripts/vitePwa.test.ts pins them to the tokens.
 */
export const THEME_COLOR = '#cc2f29';
export const BACKGROUND_COLOR = '#f5f6f7';

export const appManifest: Partial<ManifestOptions> = {
  id: '/',
  name: DEFAULT_APP_NAME,
  short_name: DEFAULT_APP_NAME,
  description: '足球、篮球比分直播，赛事数据、专家方案与圈子',
  lang: 'zh-CN',
  dir: 'ltr',
  // Routing is in the hash: every screen of the app is `/`, and the home tab is its start.
  start_url: '/#/tabs/home',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['sports', 'news'],
  // Drawn from public/favicon.svg by scripts/appIcons.ts.
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

/**
 * The page's own navigations: routing is in the hash, so every one is `/` (with a query at most).
 * Written into sw.js as it is, so it stands alone.
 */
export const isAppNavigation = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.mode === 'navigate' && url.pathname === '/';

/** Writes the shell beside index.html (and its compressed copies) before the worker is generated. */
function shellCopy(): Plugin {
  let outDir = 'dist';
  return {
    name: 'matchday:pwa-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await copyFile(join(outDir, 'index.html'), join(outDir, SHELL_FILE));
      await precompressFile(join(outDir, SHELL_FILE));
    },
  };
}

/**
 * The worker is written after the bundle (vite-plugin-pwa's closeBundle), when the precompress
 * plugin has run: its brotli and gzip copies are made here, after it.
 */
function compressWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'matchday:pwa-compress-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFile(join(outDir, SW_FILE));
      },
    },
  };
}

/** The manifest and the service worker (production builds only; `npm run dev` has neither). */
export function pwa(): Plugin[] {
  return [
    shellCopy(),
    ...VitePWA({
      // A new worker waits until the fan accepts the reload (src/app/pwa): never two versions at once.
      registerType: 'prompt',
      // Registered by the app after its first screen (src/app/pwa/start.ts), not by a script in the page.
      injectRegister: false,
      filename: SW_FILE,
      manifestFilename: MANIFEST_FILE,
      manifest: appManifest,
      // The icons are in the precache by the glob below.
      includeManifestIcons: false,
      workbox: {
        // The shell and every built file the app may ask for: scripts, styles, images. Not index.html
        // (see SHELL_FILE), not the source maps, not the .br/.gz copies (the browser asks for the file
        // and the server picks the encoding), not the manifest (the plugin adds it with its revision).
        globPatterns: ['**/*.{js,css,svg,png,ico}', SHELL_FILE],
        globIgnores: ['index.html', '**/node_modules/**'],
        // Navigations are the network's (below): nothing answers `/` from the precache.
        navigateFallback: null,
        directoryIndex: null,
        navigationPreload: true,
        runtimeCaching: [
          {
            // The page itself: always from the server, which renders the first screen with fresh
            // data; the precached shell only when there is no answer at all (offline). Nothing else
            // has a route: the API, the gateway, the socket, first-screen answers and uploads go to
            // the network as if there were no worker, and are never cached.
            urlPattern: isAppNavigation,
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: SHELL_FILE } },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        inlineWorkboxRuntime: true,
      },
    }),
    compressWorker(),
  ];
}
