import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './aliases.ts';

// The app is served by the companion server (server/) from dist/, so API calls are same-origin by
// default. `npm run dev` proxies the API to a server started with `npm run serve`.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
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
});
