// The JS a first visit to a page downloads before it shows its content, in Chromium against `npm start`: every
// script the page requests until the network is idle, sized as the gzip of the built file (the same measure as the
// initial-JS row; the server sends brotli, which is smaller). The public offer page is opened with a token that
// does not exist: the route loads the same code whatever the offer (its data is JSON, not JS).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../e2e/helpers/browser';
import { startProduct, type RunningProduct } from '../e2e/helpers/product';

const dist = resolve(import.meta.dirname, '..', '..', 'dist');

export interface RouteJs {
  path: string;
  files: string[];
  gzipBytes: number;
}

/** One first visit to `path`, in a fresh context (nothing cached, nothing in localStorage). */
export async function measureRouteJs(browser: Browser, product: RunningProduct, path: string): Promise<RouteJs> {
  const { context, page } = await newPage(browser);
  try {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(product.url('localhost', path), { waitUntil: 'networkidle' });
    const files = [...scripts].sort();
    const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
    return { path, files, gzipBytes };
  } finally {
    await context.close();
  }
}

export async function routeJsBench(paths: readonly string[]): Promise<RouteJs[]> {
  const product = await startProduct();
  const browser = await launchBrowser();
  try {
    const results: RouteJs[] = [];
    for (const path of paths) results.push(await measureRouteJs(browser, product, path));
    return results;
  } finally {
    await browser.close();
    await product.stop();
  }
}
