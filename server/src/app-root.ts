// The folder holding package.json, generated/ and locales/: the repository root when the server runs from its
// sources (tsx) and the application folder when it runs from the bundle (dist-server/server.js, npm run start:prod).
// Found by walking up from this module, since the bundle sits at a different depth than the sources.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

export const APP_ROOT = findRoot();

/** A file of the application, e.g. appFile('locales', 'en.json'). */
export const appFile = (...segments: string[]): string => join(APP_ROOT, ...segments);
