// The advisor's campaigns in a real browser against `npm start` on an empty database: the demo advisor opens
// /app/offers (the demo campaigns in the Active and Archived tabs), one campaign with its products and terms,
// and the invitation dialog's checks; screenshots in PL and EN. The invitation itself and the offers' history
// are the scenario of tests/e2e/offer-journey.spec.ts (they need the offers module).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/src/demo/users';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import type { RunningProduct } from './helpers/product';
import { useProduct } from './helpers/shared-product';
import { signInAdvisor } from './helpers/sign-in';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = useProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function signedInAdvisor(): Promise<Page> {
  const user = DEMO_USERS.find((u) => u.tenant === 'demo' && u.role === 'advisor');
  if (!user?.password || !user.totpSecret) throw new Error('no demo advisor');
  const { page } = await newPage(browser);
  await signInAdvisor(page, product, 'localhost', {
    email: user.email,
    password: user.password,
    totpSecret: user.totpSecret,
  });
  return page;
}

describe('the demo advisor and the campaigns', () => {
  it('/app/offers: active and archived campaigns; one campaign with its products; the invitation checks', async () => {
    const page = await signedInAdvisor();
    await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Oferty' }).click();
    await page.waitForURL(/\/app\/offers$/);
    await page.getByRole('heading', { name: 'Obligacje Zielona Energia 2026' }).waitFor();
    const active = await page.locator('article h2').allInnerTexts();
    expect(active).toEqual(expect.arrayContaining(['Obligacje Zielona Energia 2026', 'Akcje Nordic Logistics']));
    expect(active).toContain('Obligacje Mieszkania Na Wynajem'); // scheduled: in the Active tab
    expect(active).not.toContain('Obligacje Agro Invest 2025');
    await screenshot(page, 'campaigns-list-pl');

    await page.getByRole('tab', { name: 'Archiwalne' }).click();
    await page.getByRole('heading', { name: 'Obligacje Agro Invest 2025' }).waitFor();
    expect(page.url()).toContain('tab=archived');
    expect(await page.locator('article h2').allInnerTexts()).not.toContain('Obligacje Zielona Energia 2026');

    await page.getByRole('tab', { name: 'Aktywne' }).click();
    await page.getByRole('link', { name: 'Obligacje Zielona Energia 2026' }).click();
    await page.getByRole('heading', { level: 1, name: 'Obligacje Zielona Energia 2026' }).waitFor();
    const seriesB = page.getByRole('article', { name: 'Seria B (zmienne oprocentowanie)' });
    expect(await seriesB.innerText()).toContain('WIBOR 6M (5,85%)');
    expect(await page.getByRole('region', { name: 'Dokumenty' }).innerText()).toContain('Memorandum informacyjne');
    await screenshot(page, 'campaign-detail-pl');

    await page.getByRole('button', { name: 'Zaproś klienta: Seria A (stałe oprocentowanie)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Adresy e-mail/).fill('jan@example.com;zly adres');
    await dialog.getByLabel(/^Wiadomość/).fill('Krótka');
    await dialog.getByRole('button', { name: 'Wyślij zaproszenia' }).click();
    await dialog.getByText('„zly adres” nie jest prawidłowym adresem e-mail.').first().waitFor();
    expect(await dialog.innerText()).toContain('Minimalna długość to 10 znaków.');
    expect(await dialog.innerText()).toContain('To pole musi być zaznaczone.');
    await screenshot(page, 'campaign-invite-pl');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Green Energy Bonds 2026' }).waitFor();
    expect(await page.getByRole('article', { name: 'Series B (variable rate)' }).innerText()).toContain('3,50% margin');
    await screenshot(page, 'campaign-detail-en');
  });
});
