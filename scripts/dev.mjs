// `npm run dev`: the server with tsx watch on :3000 and the Vite dev server with hot reload on :5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: '' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', () => stop());
