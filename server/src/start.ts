// `npm start`: builds the SPA when dist/ is missing or older than its sources, then serves SPA + API on PORT
// (default 3000) with the embedded database and demo data, unless the environment says otherwise.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { main } from './server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const distIndex = join(root, 'dist', 'index.html');
// What the SPA build reads (machines/ and schemas/ through the #machines and #schemas imports). Kept simple: a
// changed file anywhere here rebuilds.
const SOURCES = ['src', 'machines', 'schemas', 'locales', 'public', 'generated', 'index.html', 'vite.config.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

if (!existsSync(join(root, 'index.html'))) {
  console.warn('No index.html at the repository root: there is no SPA to build; serving the API only.');
} else if (
  !existsSync(distIndex) ||
  statSync(distIndex).mtimeMs < Math.max(...SOURCES.map((s) => newestMtime(join(root, s))))
) {
  console.log('Building the SPA (dist/ is missing or older than its sources)...');
  // The SPA is always built for production (NODE_ENV=development would give React's development build), but
  // the server that starts next must keep the caller's NODE_ENV (demo data, bind address): restore it after.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

await main({ spaDir: join(root, 'dist') });
