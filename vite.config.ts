/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { isSpaRouteUnderApiPrefix } from './server/src/plugins/spa.ts';

// In `npm run dev` the API runs on API_PORT (default 3001) and Vite proxies the API prefixes to it,
// keeping the Host header so the server resolves the same tenant as in production.
const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;
const proxied = ['/api', '/auth', '/investor-api', '/public-api', '/dev'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
});
