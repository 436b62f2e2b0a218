/**
 * The SPA and the server are type-checked as separate projects: browser code cannot use Node
 * globals and server code cannot use the DOM. `npm run typecheck` checks both (and the tests' project).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
/** tsconfig files are JSON with comments. */
const tsconfig = (path: string) =>
  JSON.parse(read(path).replace(/^\s*\/\/.*$/gm, '')) as {
    extends?: string;
    compilerOptions: { lib: string[]; types: string[] };
    include: string[];
  };

describe('TypeScript projects', () => {
  it('the SPA: DOM, no Node types; with the shared folders', () => {
    const spa = tsconfig('src/tsconfig.json');
    expect(spa.compilerOptions.lib).toContain('DOM');
    expect(spa.compilerOptions.types).not.toContain('node');
    expect(spa.include).toEqual(expect.arrayContaining(['.', '../schemas', '../machines', '../generated']));
  });

  it('the server: Node types, no DOM; with the shared folders (of generated/, the models)', () => {
    const server = tsconfig('server/tsconfig.json');
    expect(server.compilerOptions.types).toEqual(['node']);
    expect(server.compilerOptions.lib.some((lib) => lib.toUpperCase().startsWith('DOM'))).toBe(false);
    expect(server.include).toEqual(
      expect.arrayContaining(['.', '../schemas', '../machines', '../generated/api/model']),
    );
  });

  it('npm run typecheck checks both, and the tests', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.typecheck).toMatch(/tsc -p src\b/);
    expect(scripts.typecheck).toMatch(/tsc -p server\b/);
    expect(scripts.typecheck).toMatch(/tsc -p tsconfig\.json\b/);
  });
});
