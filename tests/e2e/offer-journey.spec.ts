// An offer's whole journey in a real browser against `npm start` on an empty database: the demo advisor invites a fresh
// address to the active PLN debt campaign, the invitee opens the e-mailed link, shows interest, is refused below
// the minimum and off the step, downloads the agreement preview (its text read by PDF.js), invests, signs in
// the sandbox e-signature, the advisor sees the agreement signed, and the invitee finds the offer in the
// investor panel. Screenshots of the main screens in PL, of the public offer page and the invest form in EN.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMailMessage } from '#generated/api/model';
import { DEMO_USERS } from '../../server/src/demo/users';
import { pdfText } from '../fixtures/pdf-reader';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import { TextAudit, visibleTexts, type Lang } from './helpers/page-audit';
import type { RunningProduct } from './helpers/product';
import { useProduct } from './helpers/shared-product';
import { signInAdvisor, signInInvestor } from './helpers/sign-in';

const CAMPAIGN = 'Obligacje Zielona Energia 2026';
const PRODUCT = 'Seria A (stałe oprocentowanie)';
const INVITEE = `journey.${Date.now().toString(36)}@example.com`;

let product: RunningProduct;
let browser: Browser;
let audit: TextAudit;
let pdfDir: string;

beforeAll(async () => {
  product = useProduct();
  browser = await launchBrowser();
  audit = new TextAudit();
  pdfDir = mkdtempSync(join(tmpdir(), 'offer-journey-'));
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (pdfDir) rmSync(pdfDir, { recursive: true, force: true });
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
      // Opened on this run's port: the link's origin is the tenant's configured one.
      if (link) return { mail, path: new URL(link).pathname + new URL(link).search };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} with a link like ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What a person must never see on the page: raw keys, English server texts on a Polish page. */
async function expectCleanTexts(page: Page, lang: Lang): Promise<void> {
  const { lang: documentLang, texts } = await visibleTexts(page);
  expect(documentLang).toBe(lang);
  expect(audit.findings(texts, lang)).toEqual([]);
}

async function demoAdvisorPage(): Promise<Page> {
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

describe('the invitation to invest, end to end', () => {
  it('invite, open, interest, amount rules, agreement PDF, invest, sign, advisor sees it signed, investor panel', async () => {
    /* ---------------------------------------------------------------- the advisor invites ------------ */
    const advisor = await demoAdvisorPage();
    // The cookie banner, out of the screenshots.
    const cookies = advisor.getByRole('button', { name: 'Akceptuję' });
    if (await cookies.isVisible()) await cookies.click();
    await advisor.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Oferty' }).click();
    await advisor.waitForURL(/\/app\/offers$/);
    await advisor.getByRole('link', { name: CAMPAIGN }).click();
    await advisor.getByRole('heading', { level: 1, name: CAMPAIGN }).waitFor();
    const campaignUrl = advisor.url();

    const invitedAt = new Date(Date.now() - 1000);
    await advisor.getByRole('button', { name: `Zaproś klienta: ${PRODUCT}` }).click();
    const dialog = advisor.getByRole('dialog');
    await dialog.getByLabel(/^Adresy e-mail/).fill(INVITEE);
    await dialog.getByLabel(/^Wiadomość/).fill('Dzień dobry, przesyłam ofertę zgodnie z naszą rozmową.');
    await dialog.getByLabel(/^Potwierdzam uzyskanie zgody/).check();
    const network = dialog.getByLabel(/^Sieć/);
    if ((await network.evaluate((element) => element.tagName)) === 'SELECT') {
      await network.selectOption({ index: 1 });
    } else {
      await network.first().check();
    }
    await screenshot(advisor, 'journey-invite-pl');
    await dialog.getByRole('button', { name: 'Wyślij zaproszenia' }).click();
    await advisor.getByText('1 zaproszenie zostało wysłane.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const offersTable = advisor.getByRole('table', { name: 'Moje oferty w tej kampanii' });
    await offersTable.getByRole('row', { name: new RegExp(INVITEE.replace(/\./g, '\\.')) }).waitFor();

    /* ---------------------------------------------------------------- the invitee opens the link ------ */
    const invitation = await mailedLink(INVITEE, /\/campaign\?token=/, invitedAt);
    expect(invitation.mail.text).toContain('przesyłam ofertę zgodnie z naszą rozmową');
    const { page } = await newPage(browser);
    await page.goto(product.url('localhost', invitation.path));
    await page.getByRole('heading', { level: 1, name: CAMPAIGN }).waitFor();
    await page.getByRole('button', { name: 'Akceptuję' }).click(); // the cookie banner, out of the screenshots
    expect(await page.getByText('Dzień dobry, przesyłam ofertę zgodnie z naszą rozmową.').count()).toBe(1);
    await page.getByRole('button', { name: 'Interesuje mnie ta oferta' }).click();
    await page.getByText('Dziękujemy, Twój doradca wie już o Twoim zainteresowaniu.').waitFor();
    await expectCleanTexts(page, 'pl');
    await screenshot(page, 'journey-offer-pl');

    // The same page in English, through the language switch.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Green Energy Bonds 2026' }).waitFor();
    await expectCleanTexts(page, 'en');
    await screenshot(page, 'journey-offer-en');

    await page.getByRole('link', { name: 'Invest', exact: true }).click();
    await page.getByRole('heading', { name: 'Investment form' }).waitFor();
    const amountEn = page.getByLabel(/^Investment amount/);
    await amountEn.fill('1500');
    await amountEn.blur();
    await page
      .getByText(/^The amount is indivisible by the multiplier \S/)
      .first()
      .waitFor();
    await expectCleanTexts(page, 'en');
    await screenshot(page, 'journey-invest-en');
    await page.getByRole('button', { name: 'Polski' }).click();
    await page.getByRole('heading', { name: 'Formularz inwestycji' }).waitFor();

    /* ---------------------------------------------------------------- the amount rules --------------- */
    const amount = page.getByLabel(/^Kwota inwestycji/);
    await amount.fill('500');
    await amount.blur();
    await page
      .getByText(/^Minimalna kwota inwestycji to 1\s000,00( PLN)?\.$/)
      .first()
      .waitFor();
    await amount.fill('1500');
    await amount.blur();
    await page
      .getByText(/^Kwota jest niepodzielna przez mnożnik 1\s000,00( PLN)?\.$/)
      .first()
      .waitFor();
    await expectCleanTexts(page, 'pl');
    await screenshot(page, 'journey-invest-amount-errors-pl');

    /* ---------------------------------------------------------------- the whole form ----------------- */
    await amount.fill('12000');
    await amount.blur();
    await page.getByLabel(/^Imię/).fill('Jan');
    await page.getByLabel(/^Nazwisko/).fill('Kowalski');
    await page.getByLabel(/^PESEL/).fill('44051401359');
    await page.getByLabel(/^Ulica/).fill('Marszałkowska');
    await page.getByLabel(/^Numer domu/).fill('10');
    await page.getByLabel(/^Numer lokalu/).fill('5');
    await page.getByLabel(/^Kod pocztowy/).fill('00-950');
    await page.getByLabel(/^Miejscowość/).fill('Łódź');
    const country = page.getByLabel(/^Kraj/);
    if ((await country.evaluate((element) => element.tagName)) === 'SELECT') {
      await country.selectOption({ label: 'Polska' });
    } else {
      await country.fill('Polska');
    }
    await page.getByLabel(/^Adres e-mail/).fill(INVITEE);
    await page.getByLabel(/^Telefon/).fill('+48 600 700 800');
    await page.getByLabel(/^Rachunek bankowy do wypłat/).fill('PL61109010140000071219812874');
    await page.getByLabel(/^Potwierdzam zapoznanie się z regulaminem/).check();
    await page.getByLabel(/^Znam ryzyko inwestycyjne/).check();
    await expect(page.getByText(/^Minimalna kwota inwestycji|^Kwota jest niepodzielna/).count()).resolves.toBe(0);
    // No developer notes of the schema on the page (they once showed as "… (the tenant's consent2 text)").
    expect(await page.locator('body').textContent()).not.toMatch(/tenant's|consent2|investmentRisks/);
    await screenshot(page, 'journey-invest-form-pl');

    /* ---------------------------------------------------------------- the agreement preview (PDF) ---- */
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Podgląd umowy (PDF)' }).click(),
    ]);
    const pdfPath = join(pdfDir, 'agreement-preview.pdf');
    await download.saveAs(pdfPath);
    const agreementText = (await pdfText(readFileSync(pdfPath))).replace(/\s+/g, ' ');
    // The preview carries the offer and the chosen amount (the investor's data goes into the final agreement).
    expect(agreementText).toContain('Umowa inwestycyjna');
    expect(agreementText).toContain('dwanaście tysięcy złotych 00/100');
    expect(agreementText).toContain(PRODUCT);

    /* ---------------------------------------------------------------- invest (accept) ---------------- */
    const acceptedAt = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Złóż deklarację' }).click();
    await page.getByRole('heading', { name: 'Twoja inwestycja została przyjęta' }).waitFor();
    const payment = page.getByRole('region', { name: 'Instrukcja płatności' });
    await payment.waitFor();
    expect(await payment.innerText()).toMatch(/12\s000,00\sPLN/);
    await expectCleanTexts(page, 'pl');
    await screenshot(page, 'journey-accepted-pl');

    /* ---------------------------------------------------------------- sign in the sandbox ------------ */
    const signing = await mailedLink(INVITEE, /\/e-signature-sandbox\//, acceptedAt);
    await page.goto(product.url('localhost', signing.path));
    await page.getByRole('heading', { level: 1, name: 'Podpis elektroniczny' }).waitFor();
    await page.getByText('czeka na Twój podpis').waitFor();
    await page.getByLabel('Potwierdzam zapoznanie się z umową i podpisuję ją elektronicznie.').check();
    await page.getByRole('button', { name: 'Podpisz' }).click();
    await page
      .getByText('Dziękujemy. Umowa jest podpisana; podpisany dokument znajdziesz w panelu inwestora.')
      .waitFor();
    await expectCleanTexts(page, 'pl');
    await screenshot(page, 'journey-signed-pl');

    /* ---------------------------------------------------------------- the advisor sees "podpisana" --- */
    const row = advisor
      .getByRole('table', { name: 'Moje oferty w tej kampanii' })
      .getByRole('row', { name: new RegExp(INVITEE.replace(/\./g, '\\.')) });
    for (let attempt = 0; ; attempt++) {
      await advisor.goto(campaignUrl);
      await row.waitFor();
      const text = await row.innerText();
      if (text.includes('podpisana')) break;
      if (attempt >= 10) throw new Error(`the advisor's row does not show the agreement signed: ${text}`);
      await advisor.waitForTimeout(500); // the agreement status arrives by the provider's webhook
    }
    const rowText = await row.innerText();
    expect(rowText).toMatch(/12\s000,00\sPLN/);
    expect(rowText).toContain('Zaakceptowana');
    await expectCleanTexts(advisor, 'pl');
    await screenshot(advisor, 'journey-advisor-signed-pl');

    /* ---------------------------------------------------------------- the invitee as an investor ----- */
    const { page: investor } = await newPage(browser);
    await signInInvestor(investor, product, 'localhost', INVITEE);
    const investorCookies = investor.getByRole('button', { name: 'Akceptuję' });
    if (await investorCookies.isVisible()) await investorCookies.click();
    await investor.goto(product.url('localhost', '/app/offers'));
    await investor.getByRole('heading', { level: 1, name: 'Moje oferty' }).waitFor();
    const offerLink = investor.getByRole('link', { name: `Otwórz ofertę ${CAMPAIGN}` });
    await offerLink.waitFor();
    const listed = await investor.locator('main').innerText();
    expect(listed).toContain(PRODUCT);
    expect(listed).toContain('Zaakceptowana');
    expect(listed).toContain('Podpisana');
    expect(listed).toMatch(/12\s000,00\sPLN/);
    await expectCleanTexts(investor, 'pl');
    await screenshot(investor, 'journey-investor-offers-pl');
  }, 180_000);
});
