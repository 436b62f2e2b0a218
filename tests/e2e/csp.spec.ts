// The Content-Security-Policy in Chromium against `npm start`: the pages without forms get a policy that refuses
// eval and nothing on them needs it; the pages with forms (whose validators Ajv compiles in the browser) get
// 'unsafe-eval' and validate; moving from the first kind to the second loads a new document, so the form works
// whichever page the visitor came from.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser';
import type { RunningProduct } from './helpers/product';
import { useProduct } from './helpers/shared-product';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-csp';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  product = useProduct();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Records the policy violations and console errors of every document the page loads. */
async function watch(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  };
}

describe('pages without forms', () => {
  it.each(['/', '/campaign?token=not-a-real-token-0123456789', '/access-denied', '/no-such-page'])(
    '%s: a policy without eval, and nothing on the page asks for it',
    async (path) => {
      const { context, page } = await newPage(browser);
      try {
        const seen = await watch(page);
        const response = await page.goto(product.url('localhost', path));
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
        await page.waitForLoadState('networkidle');
        expect(await seen.violations()).toEqual([]);
        expect(seen.consoleErrors.filter((text) => /Content Security Policy|unsafe-eval/i.test(text))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('pages with forms', () => {
  it('from the landing to the advisor sign-in: a new document, whose form validates on blur (PL and EN)', async () => {
    const { context, page } = await newPage(browser);
    try {
      const seen = await watch(page);
      await page.goto(product.url('localhost', '/'));
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByRole('link', { name: 'Jesteś doradcą? Przejdź do panelu doradcy' }).click();
      await page.waitForURL(/\/doradcy$/);
      const email = page.getByLabel('Adres e-mail');
      await email.waitFor();
      // A new document (the landing's window is gone), whose policy lets the validators compile: the form
      // validates below without a violation. (Chromium's DevTools evaluation ignores the policy: no probe here.)
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
      await email.fill('not-an-address');
      await email.blur();
      await page.locator('input[aria-invalid="true"]').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/doradcy-after-landing-pl.png`, fullPage: true });
      expect(await seen.violations()).toEqual([]);
      expect(seen.consoleErrors).toEqual([]);

      await page.getByRole('button', { name: 'English' }).click();
      const englishEmail = page.getByLabel('Email address');
      await englishEmail.fill('still-not-an-address');
      await englishEmail.blur();
      await page.locator('input[aria-invalid="true"]').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/doradcy-after-landing-en.png`, fullPage: true });
      expect(seen.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(['/doradcy', '/investor-login', '/kyc-form?token=not-a-real-token-0123456789', '/app'])(
    '%s: a policy that lets the forms compile their validators',
    async (path) => {
      const { context, page } = await newPage(browser);
      try {
        const response = await page.goto(product.url('localhost', path));
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval';");
      } finally {
        await context.close();
      }
    },
  );
});
