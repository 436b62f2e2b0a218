/// <reference types="vitest/config" />
import { randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { isSpaRouteUnderApiPrefix } from './server/src/plugins/api-paths.ts';
import { areaOf, CATALOGUE_AREAS } from './src/lib/i18n/catalogue-areas.ts';

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
      // `<lang>` = the texts every page needs; `<lang>/<area>` = one area's texts (src/lib/i18n/catalogue-areas.ts).
      const [language = '', area = null] = id.slice(resolvedPrefix.length).split('/');
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`unknown catalogue ${language}`);
      if (area !== null && !Object.hasOwn(CATALOGUE_AREAS, area)) throw new Error(`unknown catalogue area ${area}`);
      const file = fileURLToPath(new URL(`./locales/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const catalogue = Object.fromEntries(
        Object.entries(JSON.parse(await readFile(file, 'utf8')) as Record<string, string>).filter(
          ([key]) => areaOf(key) === area,
        ),
      );
      const messages = build
        ? Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, parse(text)]))
        : catalogue;
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}

/**
 * Validators compiled at build time (schemas/formats/standalone.ts): `virtual:validator/<name>` is the Ajv
 * standalone code of schemas/<name>.schema.json, exporting `validate`. Pages that import it validate with the
 * same formats, keywords and errors as Ajv gives at run time, without Ajv's compiler in their JS (and without
 * `new Function`). Dev and tests get the same modules.
 */
function precompiledValidators(): Plugin {
  const prefix = 'virtual:validator/';
  const resolvedPrefix = '\0validator:';
  return {
    name: 'precompiled-validators',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(prefix) ? resolvedPrefix + id.slice(prefix.length) : null;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const name = id.slice(resolvedPrefix.length);
      if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`unknown validator ${name}`);
      const file = fileURLToPath(new URL(`./schemas/${name}.schema.json`, import.meta.url));
      this.addWatchFile(file);
      const { standaloneValidatorsModule } = await import('./schemas/formats/standalone.ts');
      return standaloneValidatorsModule({ validate: JSON.parse(await readFile(file, 'utf8')) as object });
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ttf|otf|ico|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of dist/ (source maps aside: only devtools
 * fetch them), at the strongest levels: compressed once at build time instead of on every request. The server
 * sends them to browsers that accept them (server/src/plugins/spa.ts, @fastify/static `preCompressed`). Files
 * under 1 KiB are left alone: the headers would outweigh the gain.
 */
function precompressed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(join(outDir, file));
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(bytes, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            }),
            promisify(gzip)(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(join(outDir, `${file}.br`), br), writeFile(join(outDir, `${file}.gz`), gz)]);
        }),
      );
    },
  };
}

/**
 * Drops `defaultMessage` and `description` from the message descriptors of our code in the production build
 * (`defineMessages` entries and `<FormattedMessage>` props: objects with an `id`). The build formats every text
 * from the catalogues (`virtual:catalogue/...`; every id is in pl.json and en.json holds the source's English,
 * tests/unit/spa/i18n.test.ts), so the English defaults were shipped twice: about 1 KB gzipped per page of texts,
 * which the public pages' 170 KB budget (see docs/product/budgets.md) cannot spare. Dev and tests keep them.
 */
function stripDefaultMessages(): Plugin {
  const ownCode = /[\\/](src|machines)[\\/].*\.tsx?$/;
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node =>
    typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
  const keyName = (property: Node) => {
    const key = property.key as Node | undefined;
    return key?.type === 'Identifier' ? (key.name as string) : key?.type === 'Literal' ? String(key.value) : null;
  };
  return {
    name: 'strip-default-messages',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ownCode.test(id.split('?')[0] ?? '') || !code.includes('defaultMessage')) return null;
      const edited = new MagicString(code);
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!isNode(node)) return;
        if (node.type === 'ObjectExpression') {
          const properties = (node.properties as Node[]).filter((property) => property.type === 'Property');
          if (properties.some((property) => keyName(property) === 'id')) {
            properties.forEach((property, index) => {
              const name = keyName(property);
              if (name !== 'defaultMessage' && name !== 'description') return;
              // The property and its comma: up to the next property, or from the previous one for the last.
              const next = properties[index + 1];
              const previous = properties[index - 1];
              if (next) edited.remove(property.start, next.start);
              else if (previous) edited.remove(previous.end, property.end);
            });
          }
        }
        for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
      };
      visit(this.parse(code));
      return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) } : null;
    },
  };
}

/**
 * react-kanban-kit (the pipeline board) injects its styles at import as an inline <style> element, which the
 * production Content-Security-Policy (style-src 'self', server/src/plugins/security-headers.ts) refuses, with a
 * console error. In the build, its injector is cut out of the module and the same CSS text is emitted as a CSS
 * module of ours (a same-origin stylesheet). If a new version injects differently, the build fails here rather
 * than shipping an unstyled board. Dev (no CSP) and tests keep the package as it is.
 */
const KANBAN_KIT_CSS = 'virtual:react-kanban-kit.css';
const KANBAN_KIT_INJECTOR =
  /^!function\(\)\{"use strict";try\{if\("undefined"!=typeof document\)\{var e=document\.createElement\("style"\);e\.appendChild\(document\.createTextNode\('((?:[^'\\]|\\.)*)'\)\),document\.head\.appendChild\(e\)\}\}catch\(k\)\{console\.error\("vite-plugin-css-injected-by-js",k\)\}\}\(\);/;

function kanbanKitStyles(): Plugin {
  let css: string | null = null;
  return {
    name: 'react-kanban-kit-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === KANBAN_KIT_CSS ? KANBAN_KIT_CSS : null;
    },
    load(id) {
      if (id !== KANBAN_KIT_CSS) return null;
      if (css === null) this.error('react-kanban-kit styles requested before the package was read');
      return css;
    },
    transform(code, id) {
      if (!/[\\/]react-kanban-kit[\\/]dist[\\/]index\.es\.js$/.test(id.split('?')[0] ?? '')) return null;
      const match = KANBAN_KIT_INJECTOR.exec(code);
      if (!match?.[1])
        this.error('react-kanban-kit no longer injects its CSS as vite.config.ts expects: check the board styles');
      // The text is a JS single-quoted string literal: undo its escapes.
      css = match[1].replace(/\\(.)/g, '$1');
      return { code: `import '${KANBAN_KIT_CSS}';\n${code.slice(match[0].length)}`, map: null };
    },
  };
}

/**
 * The build manifest the SPA polls (docs/product/requests.md; src/lib/build-manifest): every build gets an id, baked
 * into the bundle as __BUILD_ID__ and written to dist/build-manifest.json. A page whose id differs from the
 * served manifest's runs an old build and tells the person a new version is available. BUILD_ID may be set by a
 * deployment (a commit hash); otherwise the build's time and a random part.
 */
function buildManifest(): Plugin {
  const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'build-manifest',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-manifest.json', source: JSON.stringify({ buildId }) });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    precompiledMessages(),
    precompiledValidators(),
    precompressed(),
    kanbanKitStyles(),
    stripDefaultMessages(),
    buildManifest(),
  ],
  resolve: {
    // One copy each in the browser: @rjsf/validator-ajv8 brings its own ajv-formats 2 (unused: our validator passes
    // `ajvFormatOptions: false` and registers ajv-formats 3 itself) and ajv its own fast-uri 3 beside @rjsf/utils'
    // fast-uri 4 (the same API; fastify's ajv compiler runs ajv 8 on fast-uri 4 too). About 9 KB gzipped per form page.
    dedupe: ['ajv-formats', 'fast-uri'],
    alias: [
      // RJSF's markdown renderer, for markdown no form of ours uses: see src/lib/forms/rjsf/plain-markdown.tsx.
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL('./src/lib/forms/rjsf/plain-markdown.tsx', import.meta.url)),
      },
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
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
    // CI never reads source maps (8.8 MB of writing per build): off there, kept for every other build.
    sourcemap: process.env.CI !== 'true',
  },
  test: {
    // Vitest's default leaves one core free (availableParallelism() - 1 workers: one on a 2-core machine); the
    // test files wait on the database and the file system as much as on the CPU, so every core gets a worker.
    maxWorkers: availableParallelism(),
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
          // Each file builds its own app and database; the server's modules hold no per-test state (no mocks in
          // these files), so a worker imports them once instead of once per file (about 4 s of each file's time).
          isolate: false,
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
          isolate: false,
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
          // One product for all the specs (tests/e2e/helpers/shared-product.ts, docs/ci.md).
          globalSetup: ['tests/e2e/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
