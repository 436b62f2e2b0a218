// The public pages' JS must not carry Ajv's compiler (docs/product/budgets.md, 170 KB): the entry (every page) and
// the advisor login section (/doradcy) validate with validators compiled at build time. This follows the static
// imports of our source from those modules (a dynamic `import()` is a chunk of its own, loaded later), with the
// build-time validators' own imports, and fails on Ajv's compiler, the run-time form validator or the modules that
// register formats and keywords on an Ajv instance. A reading of the sources: no build, a second or two.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { standaloneValidatorsModule } from '#schemas/formats/standalone';

const root = resolve(import.meta.dirname, '..', '..', '..');

const ALIASES: Record<string, string> = {
  '#schemas/': 'schemas/',
  '#generated/': 'generated/',
  '#machines/': 'machines/',
};

/** What pulls Ajv's compiler (or compiles schemas in the browser). */
const FORBIDDEN = [
  /^package:ajv$/,
  /^package:ajv\/dist\/(?!runtime\/)/,
  /^package:ajv-formats$/,
  /^package:@rjsf\/validator-ajv8$/,
  /^schemas\/formats\/(index|keyword-code|rjsf-validator|standalone)\.ts$/,
  /^src\/lib\/forms\/schema-validation\.ts$/,
];

/** The non-type, static imports and re-exports of a module. */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\b)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.(tsx?|json|css)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every module the given modules load with them: our files by path, packages as `package:<specifier>`. */
function staticGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    const id = relative(root, file);
    if (seen.has(id)) continue;
    seen.add(id);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('virtual:validator/')) {
        const name = specifier.slice('virtual:validator/'.length);
        const schema = JSON.parse(readFileSync(join(root, 'schemas', `${name}.schema.json`), 'utf8')) as object;
        const generated = join(root, 'src', `virtual-validator-${name}.ts`); // where its imports resolve from
        for (const imported of importsOf(standaloneValidatorsModule({ validate: schema }))) {
          if (imported.startsWith('/')) queue.push(imported);
          else seen.add(`package:${imported}`);
        }
        seen.add(relative(root, generated));
        continue;
      }
      if (specifier.startsWith('virtual:')) continue;
      const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
      const path = alias
        ? join(root, ALIASES[alias]!, specifier.slice(alias.length))
        : specifier.startsWith('.')
          ? join(dirname(file), specifier)
          : null;
      if (path === null) {
        seen.add(`package:${specifier}`);
        continue;
      }
      const resolved = resolveFile(path);
      if (!resolved) throw new Error(`${id}: cannot resolve ${specifier}`);
      queue.push(resolved);
    }
  }
  return seen;
}

describe("the public pages' JS carries no Ajv compiler", () => {
  it.each([
    ['the entry (every page)', ['src/main.tsx']],
    ['the advisor login on /doradcy', ['src/features/auth/advisor-login-section.tsx']],
    ['the other access screens', ['src/features/auth/index.ts']],
  ])('%s', (_name, entries) => {
    const graph = staticGraph(entries);
    expect(graph.size).toBeGreaterThan(entries.length);
    expect([...graph].filter((id) => FORBIDDEN.some((pattern) => pattern.test(id)))).toEqual([]);
  });

  it('would see the run-time validator if a page imported it', () => {
    const graph = staticGraph(['src/features/back-office/product-dialog.tsx']);
    expect([...graph].filter((id) => FORBIDDEN.some((pattern) => pattern.test(id)))).toContain(
      'src/lib/forms/schema-validation.ts',
    );
  });
});
