// ESLint flat config. generated/ is never linted: it is written by `npm run generate` only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.dirname(fileURLToPath(import.meta.url));

// Server modules (server/src/modules/<tag>): each one's public surface is its index.ts. Every other place of the
// server (other modules, plugins, mail, demo, app) is a target of a module's zone.
const serverSrc = (path) => readdirSync(new URL(`./server/src/${path}`, import.meta.url), { withFileTypes: true });
const serverModules = serverSrc('modules')
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const outsideModule = (name) => [
  ...serverSrc('')
    .map((entry) => `./server/src/${entry.name}`)
    .filter((path) => path !== './server/src/modules'),
  ...serverSrc('modules')
    .filter((entry) => entry.name !== name)
    .map((entry) => `./server/src/modules/${entry.name}`),
];

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// wt-rules: the folders both sides share; each has a package.json `imports` alias.
const SHARED_FOLDERS = ['generated', 'schemas', 'machines'];

/** A relative import that leaves its own top folder for a shared one must use the alias (fixable). */
const useAliasRule = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    schema: [],
    messages: { alias: "Import {{folder}}/ as '{{alias}}', not by a relative path." },
  },
  create(context) {
    const file = path.relative(repositoryRoot, context.physicalFilename);
    const check = (source) => {
      const specifier = source?.value;
      if (typeof specifier !== 'string' || !/^\.\.?\//.test(specifier)) return;
      const target = path.relative(repositoryRoot, path.resolve(path.dirname(context.physicalFilename), specifier));
      const [folder, ...rest] = target.split(path.sep);
      if (!SHARED_FOLDERS.includes(folder) || rest.length === 0 || file.split(path.sep)[0] === folder) return;
      const alias = `#${folder}/${rest.join('/')}`;
      context.report({
        node: source,
        messageId: 'alias',
        data: { folder, alias },
        fix: (fixer) => fixer.replaceText(source, `${source.raw[0]}${alias}${source.raw[0]}`),
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'dist/**',
      'dist-server/**',
      'node_modules/**',
      '.data/**',
      'public/mockServiceWorker.js',
      'coverage/**',
      'server/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Import boundaries (see docs/product/platform.md): lib -> features -> app; no feature imports another;
    // machines/ are pure statecharts; the SPA never imports the server and vice versa.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts', 'schemas/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/lib', from: './src/features', message: 'lib must not depend on features.' },
            { target: './src/lib', from: './src/app', message: 'lib must not depend on app.' },
            { target: './src/features', from: './src/app', message: 'features must not depend on app.' },
            // One zone per feature folder: glob zones cannot have exceptions in eslint-plugin-import.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature; move shared code to src/lib.',
            })),
            // A module imports another module only through its index.ts (modules/README.md).
            ...serverModules.map((name) => ({
              target: outsideModule(name),
              from: `./server/src/modules/${name}`,
              except: ['./index.ts'],
              message: `Import modules/${name} through its public surface, modules/${name}/index.ts.`,
            })),
            { target: './src', from: './server', message: 'The SPA must not import server code.' },
            {
              target: './server',
              from: './src',
              // The SPA's route table (plain data, no React): the server answers 404 for paths outside it.
              except: ['./app/route-paths.ts'],
              message: 'The server must not import SPA code.',
            },
            { target: './schemas', from: './src', message: 'schemas/ is shared metadata; it must not import the SPA.' },
            { target: './machines', from: './src', message: 'machines/ are pure statecharts.' },
          ],
        },
      ],
      'no-restricted-imports': 'off',
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'machines/ must not import React: inject actors instead.' },
            { name: 'axios', message: 'machines/ must not import axios: inject actors instead.' },
            { name: '@xstate/react', message: 'machines/ must not import React bindings.' },
          ],
          patterns: ['react-*', 'react/*'],
        },
      ],
    },
  },
  // ---- wt-rules: axios stays behind the API client. Only the mutator the generated hooks call and
  // the error mapping may import it; everything else uses the hooks and src/lib/errors (statusOf, ...).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api-client.ts', 'src/lib/errors/error-message.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Use the generated hooks, src/lib/api-client.ts or src/lib/errors.' }],
          patterns: [
            { group: ['axios/*'], message: 'Use the generated hooks, src/lib/api-client.ts or src/lib/errors.' },
          ],
        },
      ],
    },
  },
  // ---- wt-rules: the shared folders are imported through package.json `imports` aliases
  // (`#generated/...`, `#schemas/...`, `#machines/...`), never `../../../generated` (shared-imports/use-alias;
  // `eslint --fix` rewrites); imports inside one folder stay relative. eslint-plugin-import resolves the aliases
  // through tools/, so its zones and cycle checks see through them.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'tests/**/*.{ts,tsx}', 'machines/**/*.ts', 'schemas/**/*.ts'],
    plugins: { 'shared-imports': { rules: { 'use-alias': useAliasRule } } },
    rules: { 'shared-imports/use-alias': 'error' },
    settings: {
      'import/resolver': {
        [path.join(repositoryRoot, 'tools/eslint-import-resolver-package-imports.cjs')]: {
          extensions: ['.ts', '.tsx', '.js', '.json'],
        },
      },
    },
  },
  {
    files: ['tools/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
