import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the product exactly as a newcomer does (`npm start`) on an empty embedded database in a temporary
 * folder, and waits until its health endpoint answers. Demo data is created by the product itself on first start.
 */
export interface RunningProduct {
  port: number;
  /** Base URL for a given host name (the host selects the tenant). */
  url(host: 'localhost' | '127.0.0.1', path?: string): string;
  /** Everything the product printed, for diagnosing a failed start. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The port of a product a spec (or a bench) starts itself: with E2E_PORT set (the shared product's port, see
 * global-setup.ts), one of the 20 ports above it; otherwise a random one in 3100-3899.
 */
function ownPort(): number {
  const shared = process.env.E2E_PORT;
  return shared ? Number(shared) + 1 + Math.floor(Math.random() * 20) : 3100 + Math.floor(Math.random() * 800);
}

export async function startProduct(env: Record<string, string> = {}, port = ownPort()): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fund-e2e-'));
  let log = '';
  const child: ChildProcess = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stop() ends npm, tsx and the server together
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const healthUrl = `http://127.0.0.1:${port}/public-api/health`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(healthUrl);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`npm start did not become healthy:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    port,
    url: (host, path = '/') => `http://${host}:${port}${path}`,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
