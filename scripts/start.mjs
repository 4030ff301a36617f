// `npm start`: runs the built server (apps/server/dist, plain JavaScript: `npm run build` makes it)
// with the built web app.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const main = path.join(root, 'apps/server/dist/main.js');
if (!existsSync(main)) {
  console.error('The server is not built: run `npm run build` (npm start does it) first.');
  process.exit(1);
}
const child = spawn(process.execPath, ['--enable-source-maps', main], {
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist') },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
