import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
 * Starts fetching a screen's code and styles while the main bundle is still downloading, when the
 * page opened is that screen (/login, /register, the live list, a room…): without them they are asked
 * for only once the main bundle has run (routes.tsx preloadScreen), a round trip and the bundle's
 * start-up later (issue #19). At build, the screens' addresses and modules are read from
 * src/app/routes.tsx, each module's chunk with the chunks and styles it needs (and the screens'
 * English, i18n/en-screens.ts, that every screen loads) goes into a small script of its own, and
 * index.html loads that script before the main bundle. Helmet's CSP allows no inline script.
 */
function earlyScreenPreload(): Plugin {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const routesFile = path.join(root, 'src/app/routes.tsx');
  return {
    name: 'neelami:early-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') return;
      // What the entry loads anyway (its own imports) is not listed again.
      const loaded = new Set([entry.fileName, ...entry.imports]);
      const chunkOf = (file: string) =>
        chunks.find((c) => c.facadeModuleId === file) ?? chunks.find((c) => c.moduleIds.includes(file));
      const filesOf = (file: string) => {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || loaded.has(fileName) || files.has(fileName)) return;
          files.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const dep of chunk.imports) visit(dep);
        };
        const chunk = chunkOf(file);
        if (chunk) visit(chunk.fileName);
        return [...files];
      };
      const source = readFileSync(routesFile, 'utf8');
      const always = filesOf(path.join(root, 'src/i18n/en-screens.ts'));
      const room = filesOf(path.join(root, 'src/features/live-room/preload-room.ts'));
      const all: string[] = [];
      const screens: Record<string, number[]> = {};
      for (const [, route, spec] of source.matchAll(/path: '([^']+)',[^{}]*?import\('([^']+)'\)/g)) {
        // The admin's, the reports' and the profile's screens are reached from the menus, with the
        // main bundle already running: listing them would only make every page's script longer.
        if (/features\/(admin|reports|profile)/.test(spec!)) continue;
        const module = path.join(path.dirname(routesFile), `${spec}.tsx`);
        const files = [
          ...filesOf(module),
          ...always,
          ...(/auctionRoom|liveAuctionAdmin/.test(route!) ? room : []),
        ];
        if (files.length === 0) continue;
        screens[route!] = [...new Set(files)].map((f) => {
          if (!all.includes(f)) all.push(f);
          return all.indexOf(f);
        });
      }
      // Plain preloads (as=script, not modulepreload): fetched only, not compiled while the main
      // bundle is still arriving; one append, not one per file.
      const code = `(function(f,s){var l=s[location.pathname];if(!l)return;var d=document.createDocumentFragment();for(var i=0;i<l.length;i++){var a=document.createElement('link');a.rel='preload';a.as=/\\.css$/.test(f[l[i]])?'style':'script';a.crossOrigin='';a.href='/'+f[l[i]];d.appendChild(a)}document.head.appendChild(d)})(${JSON.stringify(all)},${JSON.stringify(screens)});\n`;
      const fileName = this.getFileName(
        this.emitFile({ type: 'asset', name: 'screen-preload.js', source: code }),
      );
      html.source = String(html.source).replace(
        /<script type="module"/,
        `<script async src="/${fileName}"></script>\n    <script type="module"`,
      );
    },
  };
}

export default defineConfig({
  // Each text asset also as .gz and .br beside it; the server sends those to browsers that accept
  // them (@fastify/static preCompressed), so the home page travels as ~200 KB, not ~650 KB.
  plugins: [
    mantineStylesPerComponent(),
    earlyScreenPreload(),
    react(),
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
