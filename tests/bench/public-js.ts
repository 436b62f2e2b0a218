// The JS a first visit to each public page (and the investor's /app) downloads, measured from what Chromium
// receives: against `npm start` (the built product, its precompressed assets), a fresh browser context per page
// (nothing cached), every script response until the network is idle, summed as transferred (the encoded body).
// The browser asks for gzip only (Accept-Encoding), so the figure is the gzipped size the budget is written in;
// the server sends brotli to a browser that accepts it, which is smaller. Each response's Content-Encoding is
// checked, so an uncompressed or brotli answer cannot pass for gzip. The page's LCP (PerformanceObserver, the
// largest-contentful-paint entries until the network is idle) is recorded in the same visit.
// The offer pages are opened with a token that does not exist: the route loads the same code whatever the offer
// (its data is JSON, not JS); the KYC form the same. The investor signs in first (the e-mailed link) in another
// context; /app is then opened in a fresh one that holds only the stored session.
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/helpers/browser';
import { signInInvestor } from '../e2e/helpers/sign-in';
import { startProduct, type RunningProduct } from '../e2e/helpers/product';

export interface PublicPageJs {
  path: string;
  label: string;
  /** Sum of the script responses' transferred bodies, gzip. */
  gzipBytes: number;
  files: number;
  /** The largest contentful paint of the same visit, ms (null if the page reported none). */
  lcpMs: number | null;
  /** KB, gzip; null for a page without a budget (the investor's /app). */
  budgetKb: number | null;
}

/** The public pages with their budgets (KB gzip), and the investor's /app (no budget: measured). */
export const PUBLIC_PAGES: readonly { path: string; label: string; budgetKb: number | null }[] = [
  { path: '/', label: '/', budgetKb: 170 },
  { path: '/doradcy', label: '/doradcy', budgetKb: 170 },
  { path: '/campaign?token=bench-token-that-does-not-exist', label: '/campaign', budgetKb: 170 },
  { path: '/invest?token=bench-token-that-does-not-exist', label: '/invest', budgetKb: 200 },
  { path: '/kyc-form?token=bench-token-that-does-not-exist-0123456789', label: '/kyc-form', budgetKb: 200 },
  { path: '/app', label: "/app (the investor's, signed in)", budgetKb: null },
];

const LCP_OBSERVER = `(() => {
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

async function visit(
  browser: Browser,
  url: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<{ gzipBytes: number; files: number; lcpMs: number | null }> {
  const context = await browser.newContext({
    locale: 'pl-PL',
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    ...(storageState && { storageState }),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(LCP_OBSERVER);
    const pending: Promise<number>[] = [];
    let done = false;
    page.on('response', (response) => {
      // A script that starts after the network went idle is not part of the first visit (nor awaited).
      if (done || response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const encoding = (await response.allHeaders())['content-encoding'];
          const { responseBodySize } = await response.request().sizes();
          // Files under 1 KiB are not compressed (vite.config.ts precompressed): counted as they come.
          if (encoding !== undefined && encoding !== 'gzip')
            throw new Error(`${response.url()} came as ${encoding}, not gzip`);
          return responseBodySize;
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    done = true;
    const sizes = await Promise.all(pending);
    const lcpMs = (await page.evaluate('window.__lcp')) as number | null;
    return { gzipBytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length, lcpMs };
  } finally {
    await context.close();
  }
}

async function investorSession(browser: Browser, product: RunningProduct) {
  const context = await browser.newContext({ locale: 'pl-PL' });
  try {
    const page = await context.newPage();
    await signInInvestor(page, product, 'localhost', 'investor@demo.test');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export async function publicJsBench(): Promise<PublicPageJs[]> {
  const product = await startProduct();
  const browser = await launchBrowser();
  try {
    const results: PublicPageJs[] = [];
    for (const { path, label, budgetKb } of PUBLIC_PAGES) {
      const storage = path === '/app' ? await investorSession(browser, product) : undefined;
      const url = product.url('localhost', path);
      await visit(browser, url, storage); // the server's first answer warms its caches, not the measured visit
      results.push({ path, label, budgetKb, ...(await visit(browser, url, storage)) });
    }
    return results;
  } finally {
    await browser.close();
    await product.stop();
  }
}
