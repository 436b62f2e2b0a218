// The operator's outgoing e-mail in a real browser against `npm start` on an empty database: an investor asks for
// a sign-in link, the operator opens "Poczta" from the menu and sees the message sent with its attempts, filters by
// status, in PL and EN; advisors and coordinators have no such menu item and are sent back from the address.
// Screenshots in PL and EN; no console error, no raw key, no English text in Polish.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/src/demo/users';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import { PageRecorder, TextAudit, visibleTexts, type Lang } from './helpers/page-audit';
import type { RunningProduct } from './helpers/product';
import { useProduct } from './helpers/shared-product';
import { newestMailTo, signInAdvisor } from './helpers/sign-in';

let product: RunningProduct;
let browser: Browser;
let audit: TextAudit;

beforeAll(async () => {
  product = useProduct();
  browser = await launchBrowser();
  audit = new TextAudit();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

function demoAccount(role: 'advisor' | 'coordinator' | 'operator') {
  const user = DEMO_USERS.find((candidate) => candidate.tenant === 'demo' && candidate.role === role);
  if (!user?.password || !user.totpSecret) throw new Error(`no demo ${role}`);
  return { email: user.email, password: user.password, totpSecret: user.totpSecret };
}

async function expectCleanTexts(page: Page, lang: Lang): Promise<void> {
  const { lang: documentLang, texts } = await visibleTexts(page);
  expect(documentLang).toBe(lang);
  expect(audit.findings(texts, lang)).toEqual([]);
}

async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: 'Akceptuję' });
  if ((await accept.count()) > 0) await accept.click();
}

describe('outgoing e-mail', () => {
  it('the operator sees the sent e-mail with its status and attempts, in PL and EN', async () => {
    const asked = new Date(Date.now() - 1000);
    const response = await fetch(product.url('localhost', '/auth/investor/send-token'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'context-id': 'demo', 'context-type': 'investor-panel' },
      body: JSON.stringify({ email: 'investor@demo.test' }),
    });
    expect(response.status).toBe(202);
    await newestMailTo(product, 'investor@demo.test', asked);

    const { page } = await newPage(browser);
    const recorder = new PageRecorder(page);
    await signInAdvisor(page, product, 'localhost', demoAccount('operator'));
    await acceptCookies(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Poczta' }).click();
    await page.waitForURL(/\/app\/operator\/mail$/);
    const table = page.getByRole('table', { name: 'Poczta wychodząca' });
    const row = table.locator('tbody tr', { hasText: 'Demo Invest: link do logowania' }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('investor@demo.test');
    expect(await row.innerText()).toContain('Wysłany');
    await recorder.settle(page);
    await screenshot(page, 'outgoing-mail-pl');
    await expectCleanTexts(page, 'pl');

    // Only the failed ones: none.
    await page.getByRole('combobox', { name: 'Pokaż' }).selectOption({ label: 'Niewysłany' });
    await page.getByText('Nie ma jeszcze żadnych e-maili.').or(page.getByText('Brak wyników')).first().waitFor();
    await page.getByRole('combobox', { name: 'Pokaż' }).selectOption({ label: 'Wszystkie' });
    await row.waitFor();

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('table', { name: 'Outgoing e-mail' }).waitFor();
    expect(await page.getByRole('table', { name: 'Outgoing e-mail' }).innerText()).toContain('Sent');
    await recorder.settle(page);
    await screenshot(page, 'outgoing-mail-en');
    await expectCleanTexts(page, 'en');

    const { errors, failures } = await recorder.take();
    expect(errors).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('advisors and coordinators have no e-mail item in the menu and are sent back from its address', async () => {
    for (const role of ['advisor', 'coordinator'] as const) {
      const { page } = await newPage(browser);
      await signInAdvisor(page, product, 'localhost', demoAccount(role));
      await acceptCookies(page);
      // The menu is complete once its items are drawn (at least three): read it then, not while it renders.
      await page.getByRole('navigation').getByRole('link').nth(2).waitFor();
      const links = await page.getByRole('navigation').getByRole('link').allInnerTexts();
      expect(links.length).toBeGreaterThan(2);
      expect(links).not.toContain('Poczta');
      await screenshot(page, `outgoing-mail-menu-${role}-pl`);
      await page.goto(product.url('localhost', '/app/operator/mail'));
      await page.waitForURL(/\/app$/);
      await page.close();
    }
  });
});
