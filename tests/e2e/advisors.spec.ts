// Advisor administration in a real browser against `npm start` on an empty database: the demo coordinator adds an advisor with
// the RJSF form; the new advisor gets the activation e-mail, sets a password, enrols TOTP and logs in; the
// advisor list filters and sorts and keeps its state after a reload.
import type { Browser, Page } from 'playwright-core';
import type { DevMailMessage } from '#generated/api/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import type { RunningProduct } from './helpers/product';
import { useProduct } from './helpers/shared-product';
import { totp, unusedTotp } from './helpers/totp';

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

const NEW_ADVISOR = { firstName: 'Ewa', surname: 'Zawadzka', email: 'ewa.zawadzka@demo.test' };
const NEW_PASSWORD = 'Ewa-Zawadzka-7!';

function isoDate(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

async function mailLinkTo(address: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await (await fetch(product.url('localhost', '/dev/mail'))).json()) as DevMailMessage[];
    const link = mails.find((m) => m.to.includes(address))?.links.find((l) => pattern.test(l));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no link ${pattern} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(product.url('localhost', '/doradcy'));
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await page.waitForURL(/\/auth\/confirm-login$/);
}

/** The rows that show an advisor (skeleton rows while loading have no e-mail). */
const rowsText = (page: Page) => page.locator('tbody tr', { hasText: '@' }).allInnerTexts();
const dataRowCount = (page: Page, count: number) =>
  page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('tbody tr')].filter((row) => row.textContent?.includes('@')).length === expected &&
      !document.querySelector('[aria-busy="true"]'),
    count,
  );

describe('advisor administration by the demo coordinator', () => {
  it('adds an advisor, who activates the account, sets a password, enrols TOTP and logs in', async () => {
    const coordinator = await newPage(browser);
    const page = coordinator.page;
    try {
      await logIn(page, 'coordinator@demo.test', 'Coordinator-demo-1');
      await page.getByLabel('Kod z aplikacji uwierzytelniającej').fill(await unusedTotp('KRSXG5CTMVRXEZLU', product));
      await page.getByRole('button', { name: 'Potwierdź' }).click();
      await page.waitForURL(/\/app$/);

      await page.goto(product.url('localhost', '/app/advisors'));
      await page.getByRole('link', { name: 'Dodaj doradcę' }).click();
      await page.waitForURL(/\/app\/advisors\/new$/);
      await page.getByRole('heading', { name: 'Nowy doradca' }).waitFor();
      const form = page.locator('form');
      await form.getByLabel('Imię').fill(NEW_ADVISOR.firstName);
      await form.getByLabel('Nazwisko').fill(NEW_ADVISOR.surname);
      await form.getByLabel('Adres e-mail').fill(NEW_ADVISOR.email);
      await form.getByLabel('Rodzaj dokumentu').selectOption({ label: 'Dowód osobisty' });
      await form.getByLabel('Numer dokumentu').fill('ABC123456');
      await form.getByLabel('Kraj wydania dokumentu').selectOption('PL');
      await form.getByLabel('Początek pełnomocnictwa').fill(isoDate(0));
      // Six days ahead is refused in the page (expiry at least today + 7 days), before any request.
      await form.getByLabel('Data ważności dokumentu').fill(isoDate(6));
      // The first click after leaving the invalid field checks the box the person aimed at:
      // the error that appears on blur must not move the box between mouse down and mouse up.
      const network = form.getByLabel('Sieć Północ');
      await network.scrollIntoViewIfNeeded();
      const box = (await network.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      expect(await network.isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Zapisz doradcę' }).click();
      expect(page.url()).toMatch(/\/app\/advisors\/new$/);
      await screenshot(page, 'advisor-form-expiry-error-pl');
      await form.getByLabel('Data ważności dokumentu').fill(isoDate(400));
      await page.getByRole('button', { name: 'Zapisz doradcę' }).click();
      await page.waitForURL(/\/app\/advisors(\?.*)?$/);
      const newRow = page.locator('tbody tr', { hasText: NEW_ADVISOR.email });
      await newRow.waitFor();
      expect(await newRow.innerText()).toContain('Oczekuje na aktywację');
      await screenshot(page, 'advisors-list-pl');
    } finally {
      await coordinator.context.close();
    }

    // The new advisor, in their own browser: the activation link from the e-mail, a password, TOTP enrolment.
    const advisor = await newPage(browser);
    try {
      const link = await mailLinkTo(NEW_ADVISOR.email, /\/auth\/activate-from-email\//);
      await advisor.page.goto(link);
      await advisor.page.getByLabel('Nowe hasło').fill(NEW_PASSWORD);
      await advisor.page.getByLabel('Powtórz hasło').fill(NEW_PASSWORD);
      await advisor.page.getByRole('button', { name: 'Zapisz hasło' }).click();
      await advisor.page.getByText('Twoje konto jest aktywne').waitFor();

      await logIn(advisor.page, NEW_ADVISOR.email, NEW_PASSWORD);
      const secret = (await advisor.page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await screenshot(advisor.page, 'totp-enrolment-pl');
      await advisor.page.getByLabel('Pierwszy kod z aplikacji').fill(totp(secret));
      await advisor.page.getByRole('button', { name: 'Potwierdź' }).click();
      await advisor.page.waitForURL(/\/app$/);
      await advisor.page
        .getByRole('heading', { name: `Dzień dobry! Zalogowano jako ${NEW_ADVISOR.firstName}` })
        .waitFor();
    } finally {
      await advisor.context.close();
    }
  });

  it('filters and sorts the list, and keeps that state after a reload', async () => {
    const { context, page } = await newPage(browser);
    try {
      // A second login of the coordinator in this file: unusedTotp gives a code not used yet (each works once).
      await logIn(page, 'coordinator@demo.test', 'Coordinator-demo-1');
      await page.getByLabel('Kod z aplikacji uwierzytelniającej').fill(await unusedTotp('KRSXG5CTMVRXEZLU', product));
      await page.getByRole('button', { name: 'Potwierdź' }).click();
      await page.waitForURL(/\/app$/);
      await page.goto(product.url('localhost', '/app/advisors'));
      // Anna, Piotr, Ewa and the three advisors of the demo offers (server/src/demo/offers.ts) share the
      // coordinator's networks.
      await dataRowCount(page, 6);
      expect((await rowsText(page)).length).toBe(6);

      await page.getByLabel('Filtr: Nazwisko').fill('zaw');
      await dataRowCount(page, 1);
      expect((await rowsText(page))[0]).toContain(NEW_ADVISOR.email);
      await page.getByLabel('Filtr: Nazwisko').fill('');
      await dataRowCount(page, 6);

      // Sort by e-mail, descending: a second click on the header.
      const emailHeader = page.getByRole('button', { name: /E-mail/ });
      await emailHeader.click();
      await emailHeader.click();
      await page.waitForFunction(() => new URLSearchParams(location.search).get('sort') === '-email');
      await dataRowCount(page, 6);
      const emails = (await rowsText(page)).map((row) => row.match(/[\w.]+@demo\.test/)?.[0]);
      expect(emails).toEqual([...emails].sort().reverse());

      await page.getByLabel('Filtr: Nazwisko').fill('ow');
      await dataRowCount(page, 2); // Nowak, Kowalski
      const before = await rowsText(page);
      const url = page.url();
      await page.reload();
      await dataRowCount(page, 2);
      expect(page.url()).toBe(url);
      expect(await page.getByLabel('Filtr: Nazwisko').inputValue()).toBe('ow');
      expect(await rowsText(page)).toEqual(before);
    } finally {
      await context.close();
    }
  });
});
