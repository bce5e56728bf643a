import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './aliases.ts';

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

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
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
    // The home route's first load is budgeted (bench/bundle-size.ts); keep vendor code split by size.
    chunkSizeWarningLimit: 500,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/sportdata': 'http://127.0.0.1:8080',
      '/healthz': 'http://127.0.0.1:8080',
    },
  },
}));
