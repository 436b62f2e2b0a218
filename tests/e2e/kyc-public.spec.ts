// KYC invitations and the public KYC form in a real browser against `npm start` on an empty database: the demo advisor sends a KYC
// invitation from /app/offers, the invitee opens the e-mailed link, fills the public KYC form with a wrong PESEL
// first (sees the error on leaving the field), fixes it, reloads the page on the way (the draft is kept), sends the
// form, sees the thank-you and the submitted data read-only; a second sending of the same link is refused.
// Screenshots in PL and EN.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMailMessage } from '#generated/api/model';
import { DEMO_USERS } from '../../server/src/demo/users';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import { TextAudit, visibleTexts, type Lang } from './helpers/page-audit';
import type { RunningProduct } from './helpers/product';
import { useProduct } from './helpers/shared-product';
import { signInAdvisor } from './helpers/sign-in';
import { fillKycDeclarationsInEnglish, fillKycTaxToSanctions, label, type KycPerson } from './helpers/kyc-wizard';
import { validKyc } from '../unit/schemas/fixtures';

/** Who fills the KYC steps 3 to 8 here. */
const PUBLIC_PERSON: KycPerson = {
  street: 'Marszałkowska',
  house: '1',
  city: 'Warszawa',
  postalCode: '00-950',
  profession: 'Inżynier',
  accountOwner: 'Jan Kowalski',
};

/** A complete, valid form other than the one sent through the screens. */
function anotherValidForm() {
  const form = validKyc();
  form.occupation.industries = ['FINANCE_INSURANCE'];
  return form;
}

const INVITEE = `klient-kyc-${Date.now().toString(36)}@example.com`;
const MESSAGE = 'Dzień dobry, proszę o wypełnienie formularza KYC przed naszym spotkaniem.';

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

/** The first e-mail to `address` after `after` with a link matching `pattern`; the link on this run's port. */
async function mailedLink(
  address: string,
  pattern: RegExp,
  after: Date,
): Promise<{ mail: DevMailMessage; path: string }> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await (await fetch(product.url('localhost', '/dev/mail'))).json()) as DevMailMessage[];
    for (const mail of mails) {
      if (!mail.to.includes(address) || new Date(mail.sentAt) < after) continue;
      const link = mail.links.find((l) => pattern.test(l));
      if (link) return { mail, path: new URL(link).pathname + new URL(link).search };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} with a link like ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function expectCleanTexts(page: Page, lang: Lang): Promise<void> {
  const { lang: documentLang, texts } = await visibleTexts(page);
  expect(documentLang).toBe(lang);
  expect(audit.findings(texts, lang)).toEqual([]);
}

/** A field by its label, whether or not the label carries the required star. */

describe('the KYC invitation and the public KYC form, end to end', () => {
  it('invite, open the link, wrong PESEL then right, a reload keeps the draft, send, thank-you and preview, once only', async () => {
    /* ---------------------------------------------------------------- the advisor invites ------------ */
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
    await dialog.getByLabel(/^Wiadomość/).fill(MESSAGE);
    await dialog.getByLabel(/^Potwierdzam uzyskanie zgody/).check();
    await expectCleanTexts(advisor, 'pl');
    await screenshot(advisor, 'kyc-invite-pl');
    await dialog.getByRole('button', { name: 'Wyślij zaproszenia' }).click();
    await advisor.getByText('1 zaproszenie zostało wysłane.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    /* ---------------------------------------------------------------- the invitee opens the link ------ */
    const invitation = await mailedLink(INVITEE, /\/kyc-form\?token=/, invitedAt);
    expect(invitation.mail.subject).toBe('Demo Invest: prośba o wypełnienie formularza KYC');
    expect(invitation.mail.text).toContain(MESSAGE);
    const { page } = await newPage(browser);
    await page.goto(product.url('localhost', invitation.path));
    await page.getByRole('heading', { level: 2, name: 'Dane osobowe' }).waitFor();
    await page.getByRole('button', { name: 'Akceptuję' }).click(); // the cookie banner, out of the screenshots
    expect(await page.getByText(MESSAGE).count()).toBe(1);
    expect(await page.getByLabel(label('Adres e-mail')).inputValue()).toBe(INVITEE);

    /* ---------------------------------------------------------------- step 1, a wrong PESEL first ----- */
    await page.getByLabel(label('Imię')).fill('Jan');
    await page.getByLabel(label('Nazwisko')).fill('Kowalski');
    await page.getByLabel(label('Data urodzenia')).fill('1944-05-14');
    await page.getByLabel(label('Miejsce urodzenia')).fill('Kraków');
    await page.getByLabel(label('Kraj urodzenia')).selectOption('PL');
    await page.getByLabel(label('Kraj obywatelstwa')).selectOption('PL');
    await page.getByLabel(label('Numer telefonu')).fill('+48 600 700 800');
    const pesel = page.getByLabel(label('PESEL'));
    await pesel.fill('44051401358');
    await pesel.blur();
    await page.getByText('Podaj prawidłowy numer PESEL.').waitFor();
    expect(await pesel.getAttribute('aria-invalid')).toBe('true');
    await expectCleanTexts(page, 'pl');
    await screenshot(page, 'kyc-pesel-error-pl');
    // The step does not move on with it.
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByText('Niestety, nie wszystkie pola zostały wypełnione poprawnie.').waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Dane osobowe' }).count()).toBe(1);
    await pesel.fill('44051401359');
    await pesel.blur();
    await page.getByText('Podaj prawidłowy numer PESEL.').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Dalej' }).click();

    /* ---------------------------------------------------------------- step 2, then a reload ----------- */
    await page.getByRole('heading', { level: 2, name: 'Dokument tożsamości' }).waitFor();
    await page.getByLabel(label('Rodzaj dokumentu')).selectOption({ label: 'Dowód osobisty' });
    await page.getByLabel(label('Numer dokumentu')).fill('ABC123456');
    await page.reload();
    await page.getByText('Przywróciliśmy dane wpisane wcześniej w tej przeglądarce.').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Dokument tożsamości' }).waitFor();
    expect(await page.getByLabel(label('Numer dokumentu')).inputValue()).toBe('ABC123456');
    await page.getByLabel(label('Data wydania')).fill('2020-01-15');
    await page.getByLabel(label('Data ważności')).fill('2034-01-15');
    await page.getByLabel(label('Kraj wydania')).selectOption('PL');
    await page.getByRole('button', { name: 'Dalej' }).click();

    /* ---------------------------------------------------------------- steps 3 to 8 (8 in English) ----- */
    await fillKycTaxToSanctions(page, PUBLIC_PERSON);
    await fillKycDeclarationsInEnglish(page, PUBLIC_PERSON);
    await expectCleanTexts(page, 'en');
    await screenshot(page, 'kyc-declarations-en');
    await page.getByRole('button', { name: 'Send the form' }).click();

    await page.getByText('Thank you for your feedback. Your KYC form data has been sent.').waitFor();
    const preview = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Submitted data' }) });
    await preview.getByText('Marszałkowska').waitFor();
    expect(await preview.locator('input, select, textarea').count()).toBe(0);
    await expectCleanTexts(page, 'en');
    await screenshot(page, 'kyc-thank-you-en');

    await page.getByRole('button', { name: 'Polski' }).click();
    await page.getByText('Dziękujemy za przesłanie informacji. Dane z formularza KYC zostały wysłane.').waitFor();
    const podglad = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Przesłane dane' }) });
    for (const text of [
      'Kowalski',
      '44051401359',
      '14.05.1944',
      'Dowód osobisty',
      'PL61 1090 1014 0000 0712 1981 2874',
    ]) {
      expect(await podglad.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    await expectCleanTexts(page, 'pl');
    await screenshot(page, 'kyc-preview-pl');

    /* ---------------------------------------------------------------- once only ---------------------- */
    const token = new URL(product.url('localhost', invitation.path)).searchParams.get('token')!;
    const again = await fetch(product.url('localhost', `/public-api/kyc/investor-request/${token}/submit`), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'context-id': 'demo', 'context-type': 'investor-panel' },
      body: JSON.stringify(anotherValidForm()),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('FORM_ALREADY_SENT');
    await page.reload();
    await page.getByText(/^Formularz został wysłany \d{2}\.\d{2}\.\d{4}\.$/).waitFor();
    expect(await page.getByRole('button', { name: 'Dalej' }).count()).toBe(0);
  });
});
