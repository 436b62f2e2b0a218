// One product for all the e2e specs (started once by tests/e2e/helpers/global-setup.ts, on a database its first
// start seeded): a spec asks for it with `useProduct()` instead of starting `npm start` itself (~20 s each).
// The specs run one after another and each leaves behind what it created, so a spec on the shared product makes
// its own data (new e-mail addresses, new offers) and never counts on the demo data being untouched.
// A spec that needs another configuration keeps its own server: `startProduct({ SOME_ENV: '...' })`. The shared
// product's environment: SHARED_PRODUCT_ENV in global-setup.ts.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { RunningProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eProduct: { port: number; logFile: string };
  }
}

export function useProduct(): RunningProduct {
  const { port, logFile } = inject('e2eProduct');
  return {
    port,
    url: (host, path = '/') => `http://${host}:${port}${path}`,
    output: () => readFileSync(logFile, 'utf8'),
    // The global setup stops it after the last spec.
    stop: async () => undefined,
  };
}
