import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkMapWriter, chunkPlanWriter, firstScreenChunks } from './vite.chunks';
import { precompressAssets } from './vite.compress';
import { preloadApp } from './vite.preload';
import { linguiCatalogues } from './vite.i18n';

/** Source folders whose modules only declare things: loading them has no effect of its own. */
const DECLARATIONS_ONLY =
  /[\\/](protocol[\\/]src|web[\\/]src[\\/]shared[\\/](ui|api))[\\/].*\.tsx?$/;

/** The API server the dev server forwards to (the same PORT the server listens on). */
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * react-router's package exports point at its development build (dev warnings kept in); a
 * build takes its production build instead, the same code without them (0.6 KB gzipped less
 * in every first load). The dev server keeps the warnings.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    linguiCatalogues(),
    chunkPlanWriter(),
    chunkMapWriter(),
    preloadApp(),
    precompressAssets(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${REACT_ROUTER_PRODUCTION}index.mjs` },
            {
              find: /^react-router\/dom$/,
              replacement: `${REACT_ROUTER_PRODUCTION}dom-export.mjs`,
            },
          ]
        : [],
  },
  build: {
    // A lazy chunk that imports nothing new is fetched by its bare `import()`, whose request
    // leaves only once the running task has ended; with its own `modulepreload` link (as every
    // other lazy chunk has) it leaves at once. The language's catalogue, asked for first by
    // the start, went out after the first screen's code and was the portal's last download
    // (docs/performance.md, "Issue 36, session 14").
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && deps.length === 0 ? [file] : deps,
    },
    outDir: 'dist',
    emptyOutDir: true,
    // Small assets stay files: the CSP allows data: images only, and files cache better.
    assetsInlineLimit: 0,
    // .vite/manifest.json: which chunks each area loads, read by the bundle budget check
    // (tests/e2e/bundle-budget.e2e.test.ts) and the browser bench.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // react-router is not in it: an exercise link's first load renders without it
            // (src/playerApp.tsx); it comes with the routes (src/routerApp.tsx).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // zod comes with the protocol's declarations, after the first screen's code
            // (web/src/shared/protocolDefs.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            ...firstScreenChunks(mode),
          ],
        },
      },
      treeshake: {
        // Modules that only declare (schemas, constants, components) can be left out when a
        // page uses none of their exports: a player never downloads the admin calls or the
        // login form. The protocol's core/messages.ts sets zod's messages when loaded, so it
        // stays; stylesheets are side effects and always stay with their component.
        moduleSideEffects: (id) =>
          !DECLARATIONS_ONLY.test(id) || /protocol[\\/]src[\\/]core[\\/]messages\.ts$/.test(id),
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
}));
