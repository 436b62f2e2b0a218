// A page's console stays quiet. No warning on load (React Router's "No HydrateFallback
// element" was printed on most loads) and no error, not even Chromium's "Failed to load resource" for an
// answer the page expected (the onboarding's "no lead form yet" was a 404).
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/src/demo/users';
import { launchBrowser, newPage } from './helpers/browser';
import { startProduct, type RunningProduct } from './helpers/product';
import { signInInvestor } from './helpers/sign-in';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ JOB_POLL_INTERVAL_MS: '200' }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const noisy = (message: ConsoleMessage) => message.type() === 'error' || message.type() === 'warning';

it('public pages and the investor panel load without console warnings or errors', { timeout: 180_000 }, async () => {
  const { context, page } = await newPage(browser);
  const heard: string[] = [];
  page.on('console', (message) => {
    if (noisy(message)) heard.push(`${new URL(page.url()).pathname}: ${message.type()}: ${message.text()}`);
  });
  // The page asks which build the server serves, the first time about a second after start.
  const manifest = page.waitForResponse((r) => new URL(r.url()).pathname === '/build-manifest.json');
  await page.goto(product.url('localhost', '/'));
  const served = await manifest;
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('no-cache');
  expect(((await served.json()) as { buildId?: unknown }).buildId).toEqual(expect.any(String));
  for (const path of ['/', '/doradcy', '/investor-login', '/campaign']) {
    await page.goto(product.url('localhost', path));
    await page.waitForLoadState('networkidle');
  }
  const investor = DEMO_USERS.find((u) => u.tenant === 'demo' && u.role === 'investor')!;
  await signInInvestor(page, product, 'localhost', investor.email);
  await page.waitForLoadState('networkidle');
  // The onboarding's KYC step asks for the last lead form; an investor who never accepted an offer has none.
  const leadForm = page.waitForResponse((r) => r.url().includes('/investor-api/lead-form/last'), { timeout: 30_000 });
  await page.goto(product.url('localhost', '/app/onboarding'));
  await page.waitForLoadState('networkidle');
  const answer = await leadForm.catch(() => null);
  if (answer) expect(answer.status(), 'no lead form is an answer, not an error').toBe(200);
  await context.close();
  expect(heard).toEqual([]);
});
