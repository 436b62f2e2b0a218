// Sign-in in a real browser against `npm start` on an empty database: the demo advisor logs in with password and
// TOTP, the demo investor logs in with the token e-mailed to the development outbox, an investor is kept out of
// the advisor area, logout, and a short access-token lifetime that the SPA refreshes without the user noticing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import { startProduct, type RunningProduct } from './helpers/product';
import { newestMailTo, signInAdvisor, type Host } from './helpers/sign-in';

// 303 s: the SPA refreshes 5 minutes before exp, so every session here refreshes 3 s after it starts.
const ACCESS_TOKEN_TTL_SECONDS = 303;

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  // Its own product (docs/decisions/0020): a short access-token lifetime, and a refused password on purpose.
  product = await startProduct({ ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const storedAccessToken = (page: Page) => page.evaluate(() => localStorage.getItem('fund.session.api-key'));

const advisorLogsIn = (
  page: Page,
  email: string,
  password: string,
  totpSecret: string,
  host: Host = 'localhost',
): Promise<void> => signInAdvisor(page, product, host, { email, password, totpSecret });

async function investorLogsIn(page: Page, email: string): Promise<void> {
  const before = new Date(Date.now() - 1000);
  await page.goto(product.url('localhost', '/investor-login'));
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij kod logowania' }).click();
  await page.getByRole('heading', { name: 'Sprawdź pocztę' }).waitFor();
  const mail = await newestMailTo(product, email, before);
  const link = mail.links.find((l) => l.includes('/login-with-redirect-token?token='));
  expect(link, `a login link in: ${mail.links.join(', ')}`).toBeTruthy();
  // The link in the e-mail names the tenant's host; open it as the investor would.
  await page.goto(link!);
  await page.waitForURL(/\/app$/);
}

describe('the demo advisor', () => {
  it('logs in with password and TOTP, lands in /app greeted by name, and logs out', async () => {
    const { context, page } = await newPage(browser);
    try {
      await advisorLogsIn(page, 'advisor@demo.test', 'Advisor-demo-1', 'JBSWY3DPEHPK3PXP');
      await page.getByRole('heading', { name: /Dzień dobry! Zalogowano jako Anna/ }).waitFor();
      // A plain advisor administers nobody: no "Doradcy".
      expect(await page.getByRole('link', { name: 'Doradcy' }).count()).toBe(0);
      await screenshot(page, 'advisor-home-pl');

      await page.getByRole('button', { name: 'Wyloguj się' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/app'));
      expect(await storedAccessToken(page)).toBeNull();
      // Signed out, /app sends the visitor back to the landing page.
      await page.goto(product.url('localhost', '/app'));
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });

  it('sees the server refuse a wrong password, in the page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(product.url('localhost', '/doradcy'));
      await page.getByLabel('Adres e-mail').fill('advisor@demo.test');
      await page.getByLabel('Hasło', { exact: true }).fill('Wrong-password-1');
      await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
      await page.getByText('Niepoprawny login i/lub hasło.').waitFor();
      expect(page.url()).toContain('/doradcy');
    } finally {
      await context.close();
    }
  });
});

describe('the demo operators (README table)', () => {
  it.each([
    {
      host: 'localhost',
      email: 'operator@demo.test',
      password: 'Operator-demo-1',
      secret: 'N5YGK4TBORXXEMJR',
      name: 'Olga',
    },
    {
      host: '127.0.0.1',
      email: 'operator@navy.test',
      password: 'Operator-navy-1',
      secret: 'N5YGK4TBORXXEMJS',
      name: 'Marek',
    },
  ] as const)('$email logs in on $host with password and TOTP and lands in /app', async (operator) => {
    const { context, page } = await newPage(browser);
    try {
      await advisorLogsIn(page, operator.email, operator.password, operator.secret, operator.host);
      await page.getByRole('heading', { name: `Dzień dobry! Zalogowano jako ${operator.name}` }).waitFor();
      // An operator sees what a coordinator sees, the network's investors included (docs/decisions/0005).
      await page.getByRole('link', { name: 'Inwestorzy w sieci' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the demo investor', () => {
  it('asks for a token, reads it from the mail, logs in, and is kept out of the advisor area', async () => {
    const { context, page } = await newPage(browser);
    try {
      await investorLogsIn(page, 'investor@demo.test');
      await page.getByRole('heading', { name: /Dzień dobry/ }).waitFor();
      await screenshot(page, 'investor-home-pl');

      await page.goto(product.url('localhost', '/app/advisors'));
      await page.waitForURL(/\/app$/);
      const alert = page.getByRole('alert').filter({ hasText: 'Brak dostępu' });
      await alert.waitFor();
      expect(await alert.innerText()).toContain('Błąd');
      await screenshot(page, 'investor-no-access-pl');
    } finally {
      await context.close();
    }
  });
});

describe('a short access-token lifetime', () => {
  it('is refreshed in the background: the user stays signed in and the API keeps answering', async () => {
    const { context, page } = await newPage(browser);
    try {
      await advisorLogsIn(page, 'coordinator@demo.test', 'Coordinator-demo-1', 'KRSXG5CTMVRXEZLU');
      const first = await storedAccessToken(page);
      expect(first).toBeTruthy();
      await page.waitForFunction(
        (previous) => {
          const current = localStorage.getItem('fund.session.api-key');
          return current !== null && current !== previous;
        },
        first,
        { timeout: 20_000 },
      );
      const refreshed = await storedAccessToken(page);
      // The new token works on the server: the page's own API call with it answers the user's data.
      const status = await page.evaluate(async (token) => {
        const response = await fetch('/api/auth/data', {
          headers: { Authorization: `Bearer ${token}`, 'Context-Id': 'demo', 'Context-Type': 'advisor-panel' },
        });
        return response.status;
      }, refreshed);
      expect(status).toBe(200);
      await page.reload();
      await page.getByRole('heading', { name: /Dzień dobry! Zalogowano jako Piotr/ }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/app');
    } finally {
      await context.close();
    }
  });
});
