import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { routePreloads } from './build/route-preloads';

export default defineConfig({
  // Each text asset also as .gz and .br beside it; the server sends those to browsers that accept
  // them (@fastify/static preCompressed), so the home page travels as ~200 KB, not ~650 KB.
  plugins: [
    react(),
    // route-preloads.json: the files each screen needs beyond the main bundle (server: modulepreload).
    routePreloads(
      fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url)),
      fileURLToPath(new URL('./src/i18n/en-screens.ts', import.meta.url)),
    ),
    compression({ threshold: 1024, algorithms: ['gzip', 'brotliCompress'], logLevel: 'silent' }),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // Pictures stay files (fetched as images), not base64 inside the home page's JavaScript.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rollupOptions: {
      output: {
        // Only React and the router get a chunk of their own. Mantine is left to Rollup on purpose:
        // a single 'mantine' chunk put every component any screen uses (dates, tables, steppers…)
        // into what the home page loads; split naturally, the home page loads only its own.
        // Tiny chunks merged into their neighbours: over HTTP/1.1 on a slow link every request costs
        // a round trip of its own, and the live room alone asked for ~50 of them.
        experimentalMinChunkSize: 40_000,
        manualChunks(id) {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
