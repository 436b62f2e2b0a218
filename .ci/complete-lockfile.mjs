// Completes package-lock.json with the other platforms' optional native packages (see
// docs/decisions/0004-lockfile-platform-packages.md). The registry mirror of our machines serves only the
// linux packages of some native modules (@tailwindcss/oxide-*), so `npm install` leaves the others out of the
// lock, and `npm ci` then refuses the lock as out of sync. An entry with the right os/cpu is all `npm ci`
// needs: it never downloads a package for another platform. Idempotent; run after `npm install <pkg>`:
//   node .ci/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORM = /-(android|darwin|freebsd|linux|win32|openharmony|sunos|aix|wasm32)-([a-z0-9]+)/;
const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = [];
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = PLATFORM.exec(name);
    if (lock.packages[key] || !platform) continue;
    const [, os, cpu] = platform;
    lock.packages[key] =
      os === 'wasm32'
        ? { version, optional: true, cpu: ['wasm32'] }
        : { version, optional: true, os: [os], cpu: [cpu] };
    added.push(`${name}@${version}`);
  }
}
if (added.length > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(added.length > 0 ? `added to package-lock.json: ${added.join(', ')}` : 'package-lock.json is complete');
