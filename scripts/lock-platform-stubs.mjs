// The npm registry this project installs from serves only the Linux builds of
// some native tools (e.g. @biomejs/cli-*), so `npm install` leaves the other
// platforms' optional packages out of package-lock.json, and `npm ci` then
// refuses the lock as out of sync. This adds lock entries for those packages
// with their os/cpu, so npm ci skips them on Linux as it would anywhere else.
// Run it after `npm install` changes the lock: `npm run lock:fix`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const platformOf = (name) => {
  const m = /-(android|darwin|linux|win32|freebsd)-(arm64|x64|ia32|arm)(-(musl|gnu))?$/.exec(name);
  return m ? { os: [m[1]], cpu: [m[2]], libc: m[4] === 'musl' ? ['musl'] : undefined } : null;
};
const out = {};
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  out[key] = entry;
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const depKey = `node_modules/${dep}`;
    const plat = platformOf(dep);
    if (!plat || lock.packages[depKey] || out[depKey] || !/^\d+\.\d+\.\d+$/.test(version)) continue;
    out[depKey] = {
      version,
      cpu: plat.cpu,
      ...(entry.dev ? { dev: true } : {}),
      ...(plat.libc ? { libc: plat.libc } : {}),
      optional: true,
      os: plat.os,
    };
    added++;
  }
}
lock.packages = out;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package stub(s) added`);
