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
