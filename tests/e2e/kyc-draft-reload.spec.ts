// The KYC form's kept draft in a real browser: after a reload with a kept draft, going back to the earlier steps (by the
// step list) and on again (by "Dalej") shows no "required" error on fields the person did not touch after the
// reload; errors still appear on leaving a field. The public KYC form here; the onboarding KYC is the same wizard.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMailMessage } from '#generated/api/model';
import { DEMO_USERS } from '../../server/src/demo/users';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import { startProduct, type RunningProduct } from './helpers/product';
import { signInAdvisor } from './helpers/sign-in';
import { fillKycTaxToSanctions, label, type KycPerson } from './helpers/kyc-wizard';

const PERSON: KycPerson = {
  street: 'Marszałkowska',
  house: '1',
  city: 'Warszawa',
  postalCode: '00-950',
  profession: 'Inżynier',
  accountOwner: 'Jan Kowalski',
};

const INVITEE = `klient-draft-${Date.now().toString(36)}@example.com`;
const REQUIRED_PL = 'To pole jest wymagane.';
const REQUIRED_EN = 'This field is required.';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The invitation link mailed to INVITEE, on this run's port. */
async function invitationPath(after: Date): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await (await fetch(product.url('localhost', '/dev/mail'))).json()) as DevMailMessage[];
    for (const mail of mails) {
      if (!mail.to.includes(INVITEE) || new Date(mail.sentAt) < after) continue;
      const link = mail.links.find((l) => /\/kyc-form\?token=/.test(l));
      if (link) return new URL(link).pathname + new URL(link).search;
    }
    if (Date.now() > deadline) throw new Error(`no invitation to ${INVITEE}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function invite(): Promise<string> {
  const user = DEMO_USERS.find((u) => u.tenant === 'demo' && u.role === 'advisor');
  if (!user?.password || !user.totpSecret) throw new Error('no demo advisor');
  const { page: advisor } = await newPage(browser);
  await signInAdvisor(advisor, product, 'localhost', {
    email: user.email,
    password: user.password,
    totpSecret: user.totpSecret,
  });
  const cookies = advisor.getByRole('button', { name: 'Akceptuję' });
  if (await cookies.isVisible()) await cookies.click();
  await advisor.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Oferty' }).click();
  await advisor.waitForURL(/\/app\/offers$/);
  const invitedAt = new Date(Date.now() - 1000);
  await advisor.getByRole('button', { name: 'Wyślij zaproszenie KYC' }).click();
  const dialog = advisor.getByRole('dialog', { name: 'Zaproszenie do wypełnienia formularza KYC' });
  await dialog.getByLabel(/^Adresy e-mail/).fill(INVITEE);
  await dialog.getByLabel(/^Wiadomość/).fill('Dzień dobry, proszę o wypełnienie formularza KYC.');
  await dialog.getByLabel(/^Potwierdzam uzyskanie zgody/).check();
  await dialog.getByRole('button', { name: 'Wyślij zaproszenia' }).click();
  await advisor.getByText('1 zaproszenie zostało wysłane.').waitFor();
  await advisor.close();
  return invitationPath(invitedAt);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();
const stepButton = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: /^(Kroki formularza|Steps of the form)$/ }).getByRole('button', { name });

async function requiredCount(page: Page, text: string): Promise<number> {
  return page.getByText(text, { exact: true }).count();
}

describe('the KYC draft kept over a reload', () => {
  it('the earlier steps, untouched after the reload, show no "required" error, back and on, PL and EN', async () => {
    const path = await invite();
    const { page } = await newPage(browser);
    await page.goto(product.url('localhost', path));
    await heading(page, 'Dane osobowe');
    await page.getByRole('button', { name: 'Akceptuję' }).click();

    await page.getByLabel(label('Imię')).fill('Jan');
    await page.getByLabel(label('Nazwisko')).fill('Kowalski');
    await page.getByLabel(label('Data urodzenia')).fill('1944-05-14');
    await page.getByLabel(label('Miejsce urodzenia')).fill('Kraków');
    await page.getByLabel(label('Kraj urodzenia')).selectOption('PL');
    await page.getByLabel(label('Kraj obywatelstwa')).selectOption('PL');
    await page.getByLabel(label('Numer telefonu')).fill('600700800');
    await page.getByLabel(label('PESEL')).fill('44051401359');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await heading(page, 'Dokument tożsamości');
    await page.getByLabel(label('Rodzaj dokumentu')).selectOption({ label: 'Dowód osobisty' });
    await page.getByLabel(label('Numer dokumentu')).fill('ABC123456');
    await page.getByLabel(label('Data wydania')).fill('2020-01-15');
    await page.getByLabel(label('Data ważności')).fill('2034-01-15');
    await page.getByLabel(label('Kraj wydania')).selectOption('PL');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await fillKycTaxToSanctions(page, PERSON);
    await heading(page, 'Oświadczenia inwestora');

    /* ---------------------------------------------------------------- reload on the last step, back ---- */
    await page.reload();
    await page.getByText('Przywróciliśmy dane wpisane wcześniej w tej przeglądarce.').waitFor();
    await heading(page, 'Oświadczenia inwestora');
    expect(await requiredCount(page, REQUIRED_PL)).toBe(0);
    for (let i = 1; i <= 7; i += 1) {
      await stepButton(page, new RegExp(`^${i}\\. `)).click();
      await page.getByText(`Krok ${i} z 8`).waitFor();
      expect(await requiredCount(page, REQUIRED_PL), `step ${i}`).toBe(0);
      if (i === 1) {
        expect(await page.getByLabel(label('Imię')).inputValue()).toBe('Jan');
        await screenshot(page, 'kyc-draft-reload-personal-pl');
      }
    }

    /* ---------------------------------------------------------------- a reload on each step, on -------- */
    for (let i = 7; i >= 1; i -= 1) {
      if (i < 7) await stepButton(page, new RegExp(`^${i}\\. `)).click();
      await page.getByText(`Krok ${i} z 8`).waitFor();
      await page.reload();
      await page.getByText(`Krok ${i} z 8`).waitFor();
      expect(await requiredCount(page, REQUIRED_PL), `reload on step ${i}`).toBe(0);
      await page.getByRole('button', { name: 'Dalej' }).click();
      await page.getByText(`Krok ${i + 1} z 8`).waitFor();
      expect(await requiredCount(page, REQUIRED_PL), `step ${i + 1} after a reload on ${i}`).toBe(0);
    }

    /* ---------------------------------------------------------------- the same in English -------------- */
    await page.getByRole('button', { name: 'English' }).click();
    await stepButton(page, /^3\. /).click();
    await page.getByText('Step 3 of 8').waitFor();
    await page.reload();
    await page.getByText('Step 3 of 8').waitFor();
    await stepButton(page, /^2\. /).click();
    await page.getByLabel(label('Document number')).waitFor();
    expect(await requiredCount(page, REQUIRED_EN)).toBe(0);
    await screenshot(page, 'kyc-draft-reload-document-en');
    await stepButton(page, /^1\. /).click();
    const firstName = page.getByLabel(label('First name'));
    await firstName.waitFor();
    expect(await requiredCount(page, REQUIRED_EN)).toBe(0);

    // Errors still come where they should: a required field emptied and left.
    await firstName.fill('');
    await firstName.blur();
    await page.getByText(REQUIRED_EN, { exact: true }).waitFor();
    expect(await requiredCount(page, REQUIRED_EN)).toBe(1);
    await screenshot(page, 'kyc-draft-reload-blur-error-en');
  });
});
