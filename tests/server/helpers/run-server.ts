// Runs the server from its sources as `npm start` does, capturing what it prints (tests/server/startup).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../../server/src/server.ts', import.meta.url));
const folders: string[] = [];

/** Removes the data folders of the runs (call in afterAll). */
export function removeRunFolders(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}
function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'fund-platform-start-'));
  folders.push(path);
  return path;
}

interface Run {
  output: string;
  code: number | null;
}

/** Starts the server; resolves when it exits, or when `until` shows in its output (then stops it). */
export function runServer(env: Record<string, string>, until?: RegExp): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: folder(),
        SPA_DIR: folder(),
        DEMO_DATA: 'false',
        PORT: '0',
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ output, code }));
  });
}
