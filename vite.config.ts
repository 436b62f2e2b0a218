/// <reference types="vitest/config" />
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { isSpaRouteUnderApiPrefix } from './server/src/plugins/spa.ts';

// In `npm run dev` the API runs on API_PORT (default 3001) and Vite proxies the API prefixes to it,
// keeping the Host header so the server resolves the same tenant as in production.
const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;
const proxied = ['/api', '/auth', '/investor-api', '/public-api', '/dev'];

/**
 * The SPA imports its message catalogues as `virtual:catalogue/<lang>` (from locales/<lang>.json). Production
 * builds get them already parsed into ICU ASTs, so the ICU parser (~14 KB gzipped) stays out of the bundle:
 * react-intl formats ASTs with `no-parser`. Dev and tests get the plain strings (and keep the parser). Plain
 * `locales/*.json` imports (the form validator's translator in schemas/) stay strings everywhere. Every id the
 * SPA uses is in pl.json (a unit test checks), so no defaultMessage ever needs parsing at run time.
 */
function precompiledMessages(): Plugin {
  const prefix = 'virtual:catalogue/';
  const resolvedPrefix = '\0catalogue:';
  let build = false;
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(prefix) ? resolvedPrefix + id.slice(prefix.length) : null;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const language = id.slice(resolvedPrefix.length);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`unknown catalogue ${language}`);
      const file = fileURLToPath(new URL(`./locales/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const catalogue = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const messages = build
        ? Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, parse(text)]))
        : catalogue;
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompiledMessages()],
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  publicDir: 'public',
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(
      proxied.map((prefix) => [
        prefix,
        {
          target: apiTarget,
          changeOrigin: false,
          // Pages such as /auth/reset-password/{id} share the /auth prefix with the API: Vite serves them.
          bypass: (req: { method?: string; url?: string }) =>
            req.method === 'GET' && req.url && isSpaRouteUnderApiPrefix(req.url) ? '/index.html' : undefined,
        },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'jsdom',
          include: ['tests/contract/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/contract/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Races (single-use tokens, TOTP codes, refresh reuse): PostgreSQL only, because PGlite has one
        // connection and cannot show a race. These files fail (never skip) without DATABASE_URL.
        extends: true,
        test: {
          name: 'server-pg',
          environment: 'node',
          include: ['tests/server/**/*.pg-test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
