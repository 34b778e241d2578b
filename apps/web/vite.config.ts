// Vite build of the SPA: React, the dev proxy to the API, hashed assets under dist/assets, and vendor chunks
// split so the framework code is cached across releases and each language's texts load as one file.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://127.0.0.1:8080';

/** LAZY_NAMESPACES of src/lib/i18n.ts (not imported: that module needs the browser build's import.meta.glob). */
const LAZY_LOCALE_NAMESPACES = new Set(['chat', 'rewards', 'votes', 'admin', 'xray', 'xrayCharts']);

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // A strict CSP forbids data: URLs for scripts; keep every asset a file of its own.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework changes least often: its own long-cached chunk.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            // The other libraries the first page needs.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // One chunk per language instead of one per namespace file; the lazy namespaces' texts (the chat's, the
            // rewards'…: LAZY_NAMESPACES of src/lib/i18n.ts) one per language of their own, so they load with their
            // feature only.
            {
              debugName: 'locales',
              name: (id) => {
                const match = /locales[\\/](\w+)[\\/]([^\\/]+)\.json$/.exec(id);
                if (!match) return null;
                return LAZY_LOCALE_NAMESPACES.has(match[2]!) ? `locale-${match[1]}-${match[2]}` : `locale-${match[1]}`;
              },
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
