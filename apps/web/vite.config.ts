import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { ROUTE_FILES, routePreloads } from './build/route-preloads';
import { ROOM_BOOT, screenChunks } from './build/screen-chunks';

/**
 * Each Mantine component's CSS travels with its code, so a page downloads (and the browser parses)
 * the styles of the components it renders, not all of '@mantine/core/styles.css' (~290 KB) before
 * its first paint. Every component module of Mantine imports its class names from a
 * `X.module.mjs`; this adds `import '@mantine/core/styles/X.css'` there (the per-component files
 * Mantine publishes, https://mantine.dev/styles/css-files-list). A component's code imports the
 * components it is built on first, so their styles come first, as in styles.css; and a stylesheet
 * lands in the chunk of the code that needs it (dates' styles with the admin screens' date pickers,
 * the toasts' with the lazily loaded toasts). The global styles are imported by app.tsx.
 * `vite dev` pre-bundles Mantine where this hook cannot see it: there global.css stands for all of
 * Mantine's stylesheets at once.
 */
function mantineStylesPerComponent(): Plugin {
  const require = createRequire(import.meta.url);
  let serve = false;
  return {
    name: 'neelami:mantine-styles-per-component',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    load(id) {
      if (!serve || !/[\\/]@mantine[\\/]core[\\/]styles[\\/]global\.css(\?.*)?$/.test(id)) return null;
      return ['@mantine/core/styles.css', '@mantine/dates/styles.css', '@mantine/notifications/styles.css']
        .map((file) => readFileSync(require.resolve(file), 'utf8'))
        .join('\n');
    },
    transform(code, id) {
      if (serve) return null;
      const m =
        /[\\/]@mantine[\\/](core|dates|notifications)[\\/]esm[\\/](?:.*[\\/])?(\w+)\.module\.mjs$/.exec(id);
      if (!m) return null;
      const css = m[1] === 'core' ? `@mantine/core/styles/${m[2]}.css` : `@mantine/${m[1]}/styles.css`;
      return { code: `import '${css}';\n${code}`, map: null };
    },
  };
}

/**
 * Mantine's `useId` (in @mantine/hooks) starts with React's id and, in a layout effect after mount,
 * swaps it for a random one: a state change that re-renders, synchronously, every component that
 * took an id (each text input, alert, tab, dialog) right after the screen's first commit. In the
 * live room that second render of every row's inputs was most of the first render's long task on a
 * budget phone. React's own `useId` is stable and unique within the app's one root, on the server's
 * render and in the browser alike, so this build keeps it: the same hook without the swap. (`vite
 * dev` pre-bundles Mantine where this hook cannot see it, and keeps Mantine's.)
 */
function mantineStableIds(): Plugin {
  return {
    name: 'neelami:mantine-stable-ids',
    load(id) {
      if (!/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id)) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
        '}',
      ].join('\n');
    },
  };
}

/**
 * Mantine's ScrollArea, which every Table brings (for Table.ScrollContainer), takes one hook,
 * `useMergeRefs`, from @floating-ui/react. The build files a module by the screens that use it, so
 * that whole package (the popovers' and menus' positioning, ~18 KB brotli) went with the live list's
 * and the live room's first load, which open no popover. This gives ScrollArea the same hook from a
 * copy of its own (src/lib/merge-refs.ts); the build stops if Mantine no longer imports it so.
 */
function mantineScrollAreaRefs(): Plugin {
  const copy = fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url));
  const from = 'import { useMergeRefs } from "@floating-ui/react";';
  return {
    name: 'neelami:mantine-scroll-area-refs',
    transform(code, id) {
      if (!/[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(id))
        return null;
      if (!code.includes(from)) this.error(`ScrollArea no longer has ${from} (vite.config.ts)`);
      return { code: code.replace(from, `import { useMergeRefs } from ${JSON.stringify(copy)};`), map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The year a prerendered page's footer was made in (app-footer.tsx).
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  // Each text asset also as .gz and .br beside it; the server sends those to browsers that accept
  // them (@fastify/static preCompressed), so the home page travels as ~200 KB, not ~650 KB.
  // `vite build --ssr src/prerender.tsx` (the prerendered screens, build/prerender.mjs) needs neither
  // the route list nor compressed files.
  plugins: isSsrBuild
    ? [mantineStylesPerComponent(), mantineStableIds(), mantineScrollAreaRefs(), react()]
    : [
        mantineStylesPerComponent(),
        mantineStableIds(),
        mantineScrollAreaRefs(),
        react(),
        // route-preloads.json: the files each screen needs beyond the main bundle (server: modulepreload).
        routePreloads(
          ROUTE_FILES.map((f) => fileURLToPath(new URL(`./src/app/${f}`, import.meta.url))),
          fileURLToPath(new URL('./src/i18n/en-screens.ts', import.meta.url)),
          fileURLToPath(new URL('./src/i18n/en-more.ts', import.meta.url)),
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
    outDir: isSsrBuild ? 'dist-prerender' : 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // Pictures stay files (fetched as images), not base64 inside the home page's JavaScript.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rollupOptions: {
      // The files follow the product's groups of screens, so a screen is a handful of requests
      // (build/screen-chunks.ts).
      output: isSsrBuild ? {} : { manualChunks: screenChunks() },
      // The live room page's own script (src/room-start.ts, with the socket's module: the file
      // `room-boot`), beside the app's entry in index.html.
      ...(isSsrBuild ? {} : { input: { index: 'index.html', [ROOM_BOOT]: 'src/room-start.ts' } }),
    },
  },
}));
