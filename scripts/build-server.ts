// `npm run build` (after the SPA): compiles the server to JavaScript for `npm run start:prod`.
// esbuild bundles our TypeScript (server/, schemas/, machines/, generated/) into dist-server/server.js and
// dist-server/admin.js; every npm package stays an import resolved from node_modules at run time, so the bundle
// runs with production dependencies only. One file per entry sidesteps ESM's mandatory import extensions and the
// `#generated/*` aliases (decision 0028). Files read at run time: dist-server/migrations (copied here from server/migrations),
// generated/openapi.json, locales/ and package.json from the application folder (server/src/app-root.ts).
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'dist-server');

// A deep import of a package without an `exports` map (`ajv/dist/2020`) works in TypeScript's resolution but
// Node's ESM loader wants the file's extension: keep such imports external, with `.js` added where Node needs it.
const nodeResolvableImports: Plugin = {
  name: 'node-resolvable-imports',
  setup(builder) {
    builder.onResolve({ filter: /^(@[^/]+\/)?[^./#:][^/:]*\/./ }, ({ path }) => {
      const parts = path.split('/');
      const name = parts.slice(0, path.startsWith('@') ? 2 : 1).join('/');
      const folder = join(root, 'node_modules', name);
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { exports?: unknown };
      const file = join(root, 'node_modules', path);
      if (manifest.exports || existsSync(file)) return { path, external: true };
      if (existsSync(`${file}.js`)) return { path: `${path}.js`, external: true };
      throw new Error(`${path}: not a file Node can import`);
    });
  },
};

rmSync(out, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { server: 'server/src/server.ts', admin: 'server/src/admin/cli.ts' },
  outdir: out,
  bundle: true,
  splitting: false, // each entry checks import.meta.url against argv[1] to know it is the one started
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'server/tsconfig.json',
  sourcemap: 'linked',
  metafile: true,
  plugins: [nodeResolvableImports],
  logLevel: 'warning',
});
cpSync(join(root, 'server/migrations'), join(out, 'migrations'), { recursive: true });

// A package the bundle imports must be a production dependency, else `npm ci --omit=dev` breaks the start.
const dependencies = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
    .dependencies,
);
const builtins = new Set(builtinModules);
const missing = new Set<string>();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path, external } of output.imports) {
    if (!external || path.startsWith('node:') || builtins.has(path)) continue;
    const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!;
    if (!dependencies.includes(name)) missing.add(name);
  }
}
if (missing.size > 0) {
  console.error(`The server imports packages that are not production dependencies: ${[...missing].join(', ')}`);
  process.exit(1);
}
console.log(`server compiled to ${out}`);
