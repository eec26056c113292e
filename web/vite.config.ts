import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server the dev server forwards to (the same PORT the server listens on). */
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Small assets stay files: the CSP allows data: images only, and files cache better.
    assetsInlineLimit: 0,
    // .vite/manifest.json: which chunks each area loads, read by the bundle budget check
    // (tests/e2e/bundle-budget.e2e.test.ts) and the browser bench.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The protocol's modules only declare schemas and constants, so a module none of whose
        // exports a page uses can be left out (a player never downloads the admin calls). The
        // one exception sets zod's messages when loaded.
        moduleSideEffects: (id) =>
          !/[\\/]protocol[\\/]src[\\/]/.test(id) || /core[\\/]messages\.ts$/.test(id),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      // The Host stays the page's, so the server's same-origin socket check passes.
      '/socket.io': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
});
