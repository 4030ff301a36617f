// `npm run build:server`: compiles the server (and the admin:create, backup and restore commands) to JavaScript in
// apps/server/dist, so production runs plain Node.js with no TypeScript compiler at run time.
// The workspace packages (@neelami/shared, @neelami/engine, @neelami/trade: TypeScript sources) are bundled in;
// every other package stays an import from node_modules. The files the code reads beside itself
// (SQL migrations, report fonts) are copied next to the bundle.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/server/src');
const out = path.join(root, 'apps/server/dist');

/** Bare imports stay external unless they are this repository's own packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@neelami/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await rm(out, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(src, 'main.ts'),
    'create-admin': path.join(src, 'cli/create-admin.ts'),
    backup: path.join(src, 'cli/backup.ts'),
    restore: path.join(src, 'cli/restore.ts'),
  },
  outdir: out,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
await cp(path.join(src, 'db/migrations'), path.join(out, 'migrations'), { recursive: true });
await cp(path.join(src, 'modules/documents/fonts'), path.join(out, 'fonts'), { recursive: true });
console.log(`server built into ${path.relative(root, out)} in ${Date.now() - started} ms`);
