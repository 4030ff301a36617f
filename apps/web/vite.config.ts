import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
        manualChunks(id) {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
