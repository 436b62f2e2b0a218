// Vitest's global setup of the e2e project: starts the product shared by the specs (shared-product.ts) once,
// stops it after the last spec. Its output goes to a log file, printed if it fails to start.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProduct } from './product';

/** The environment of the shared product, beyond `npm start`'s defaults (docs/ci.md). */
export const SHARED_PRODUCT_ENV: Record<string, string> = {
  // Jobs (mail) are picked up within 0.2 s instead of 1 s: the mail specs wait less.
  JOB_POLL_INTERVAL_MS: '200',
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_PORT, when set, is the shared product's port (the specs' own servers take ports above it).
  const port = Number(process.env.E2E_PORT ?? 3100 + Math.floor(Math.random() * 800));
  const product = await startProduct(SHARED_PRODUCT_ENV, port);
  const logFile = join(tmpdir(), `fund-e2e-shared-product-${product.port}.log`);
  const saveLog = () => writeFileSync(logFile, product.output());
  saveLog();
  // The log file follows the product's output, so a spec can print it when something goes wrong.
  const timer = setInterval(saveLog, 1000);
  project.provide('e2eProduct', { port: product.port, logFile });
  return async () => {
    clearInterval(timer);
    saveLog();
    await product.stop();
  };
}
