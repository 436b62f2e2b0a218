// Issue 12 §2 in a real browser against `npm start` on an empty database: the demo investor (signed in by the
// e-mailed link) goes through the onboarding as a company loaded from the KRS register sandbox — an empty KRS
// number is refused first —, passes the identity verification on the sandbox's phone page (opened from the link
// next to the QR code), reloads (the onboarding resumes at the KYC form), fills the KYC form, approves the
// compliance forms (PDFs), uploads the required documents and sends them to verification. Screenshots in PL and EN.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import { TextAudit, visibleTexts, type Lang } from './helpers/page-audit';
import { startProduct, type RunningProduct } from './helpers/product';
import { signInInvestor } from './helpers/sign-in';

/** The sandbox register's company whose board lists the demo investor, Jan Wiśniewski. */
const KRS = '0000900003';

let product: RunningProduct;
let browser: Browser;
let audit: TextAudit;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  audit = new TextAudit();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function expectCleanTexts(page: Page, lang: Lang): Promise<void> {
  const { lang: documentLang, texts } = await visibleTexts(page);
  expect(documentLang).toBe(lang);
  expect(audit.findings(texts, lang)).toEqual([]);
}

/** A field by its label, whether or not the label carries the required star. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

/** Full-page screenshots from the top: the sticky header otherwise lands in the middle of the picture. */
async function top(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

function pdfFile(dir: string, name: string): string {
  const path = join(dir, name);
  writeFileSync(path, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  return path;
}

describe('the investor onboarding, end to end', () => {
  it('a company from KRS, identity on the phone page, KYC, compliance forms, documents, sent to verification', async () => {
    const { page } = await newPage(browser);
    await signInInvestor(page, product, 'localhost', 'investor@demo.test');
    const cookies = page.getByRole('button', { name: 'Akceptuję' });
    if (await cookies.isVisible()) await cookies.click();
    await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Onboarding' }).click();
    await page.waitForURL(/\/app\/onboarding$/);

    /* ---------------------------------------------------------------- primary data ------------------- */
    await page.getByRole('heading', { level: 2, name: 'Dane podstawowe' }).waitFor();
    await page.getByRole('radio', { name: 'Spółka' }).check();
    await page.getByLabel('Rezydencja podatkowa').selectOption('PL');
    await expectCleanTexts(page, 'pl');
    await top(page);
    await screenshot(page, 'onboarding-primary-data-pl');
    await page.getByRole('button', { name: 'Dalej' }).click();

    /* ---------------------------------------------------------------- company from KRS --------------- */
    await page.getByRole('heading', { level: 2, name: 'Przez którą spółkę inwestujesz?' }).waitFor();
    await page.getByRole('button', { name: 'Wczytaj spółkę' }).click();
    await page.getByText('Podaj numer KRS, aby wczytać spółkę z rejestru.').waitFor();
    await expectCleanTexts(page, 'pl');
    await top(page);
    await screenshot(page, 'onboarding-company-krs-error-pl');
    await page.getByLabel('Numer KRS').fill(KRS);
    await page.getByRole('button', { name: 'Wczytaj spółkę' }).click();

    /* ---------------------------------------------------------------- identity on the phone ---------- */
    await page.getByRole('heading', { level: 2, name: 'Weryfikacja tożsamości' }).waitFor();
    await page.getByText('Status: czekamy na weryfikację na telefonie').waitFor();
    await page.getByRole('img', { name: 'Kod QR do kontynuacji na telefonie' }).waitFor();
    const link = await page.getByRole('link', { name: /\/identity-sandbox\// }).getAttribute('href');
    expect(link).toMatch(/\/identity-sandbox\/[0-9a-f-]{36}$/);
    await expectCleanTexts(page, 'pl');
    await top(page);
    await screenshot(page, 'onboarding-identity-pl');

    // The "phone": a phone-sized context, as the QR code would open it.
    const phoneContext = await browser.newContext({
      locale: 'pl-PL',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto(product.url('localhost', new URL(link!).pathname));
    await phone.getByText(/Osoba: Jan Wiśniewski\./).waitFor();
    await phone.getByRole('button', { name: 'Akceptuję' }).click();
    await expectCleanTexts(phone, 'pl');
    await screenshot(phone, 'onboarding-identity-phone-pl');
    await phone.getByRole('button', { name: 'Potwierdź moją tożsamość' }).click();
    await phone.getByText('Gotowe: zatwierdzona. Możesz wrócić do komputera.').waitFor();

    await page.getByRole('button', { name: 'Zakończyłem na telefonie' }).click();
    await page.getByRole('heading', { level: 2, name: 'Formularz KYC' }).waitFor();

    /* ---------------------------------------------------------------- resume after a reload ---------- */
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Formularz KYC' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Dane osobowe' }).waitFor();

    /* ---------------------------------------------------------------- the KYC form ------------------- */
    expect(await page.getByLabel(label('Imię')).inputValue()).toBe('Jan');
    expect(await page.getByLabel(label('Nazwisko')).inputValue()).toBe('Wiśniewski');
    await page.getByLabel(label('Data urodzenia')).fill('1944-05-14');
    await page.getByLabel(label('Miejsce urodzenia')).fill('Kraków');
    await page.getByLabel(label('Kraj urodzenia')).selectOption('PL');
    await page.getByLabel(label('Kraj obywatelstwa')).selectOption('PL');
    await page.getByLabel(label('Adres e-mail')).fill('investor@demo.test');
    await page.getByLabel(label('Numer telefonu')).fill('+48 600 700 800');
    await page.getByLabel(label('PESEL')).fill('44051401359');
    await expectCleanTexts(page, 'pl');
    await top(page);
    await screenshot(page, 'onboarding-kyc-pl');
    await page.getByRole('button', { name: 'Dalej' }).click();

    await page.getByRole('heading', { level: 2, name: 'Dokument tożsamości' }).waitFor();
    await page.getByLabel(label('Rodzaj dokumentu')).selectOption({ label: 'Dowód osobisty' });
    await page.getByLabel(label('Numer dokumentu')).fill('ABC123456');
    await page.getByLabel(label('Data wydania')).fill('2020-01-15');
    await page.getByLabel(label('Data ważności')).fill('2034-01-15');
    await page.getByLabel(label('Kraj wydania')).selectOption('PL');
    await page.getByRole('button', { name: 'Dalej' }).click();

    await page.getByRole('heading', { level: 2, name: 'Rezydencja podatkowa' }).waitFor();
    await page.getByLabel(label('Kraj rezydencji podatkowej')).selectOption('PL');
    await page.getByLabel(label('Główny numer identyfikacji podatkowej')).fill('44051401359');
    await page.getByRole('button', { name: 'Dalej' }).click();

    await page.getByRole('heading', { level: 2, name: 'Adresy' }).waitFor();
    await page.getByLabel(label('Ulica')).first().fill('Floriańska');
    await page.getByLabel(label('Numer domu')).first().fill('7');
    await page.getByLabel(label('Miejscowość')).first().fill('Kraków');
    await page.getByLabel(label('Kod pocztowy')).first().fill('31-019');
    await page.getByLabel(label('Kraj')).first().selectOption('PL');
    await page.getByRole('button', { name: 'Dalej' }).click();

    await page.getByRole('heading', { level: 2, name: 'Sytuacja rodzinna i zawodowa' }).waitFor();
    await page.getByLabel(label('Stan cywilny')).selectOption({ label: 'Inny' });
    await page.getByLabel(label('Zawód')).fill('Przedsiębiorca');
    await page.getByRole('checkbox', { name: 'Informacja i komunikacja' }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();

    await page.getByRole('heading', { level: 2, name: 'Finanse' }).waitFor();
    await page.getByLabel(label('Kraj banku')).selectOption('PL');
    await page.getByLabel(label('Numer rachunku (IBAN)')).fill('PL61 1090 1014 0000 0712 1981 2874');
    await page.getByLabel(label('Właściciel rachunku')).fill('Jan Wiśniewski');
    await page.getByLabel(label('Źródło środków')).selectOption({ label: 'Oszczędności z wynagrodzenia' });
    await page.getByLabel(label('Otrzymana kwota')).fill('250000');
    await page.getByLabel(label('Rok otrzymania')).fill('2020');
    await page.getByLabel(label('Kwota')).fill('100000');
    await page.getByLabel(label('Waluta')).selectOption({ label: 'PLN' });
    await page.getByRole('button', { name: 'Dalej' }).click();

    await page.getByRole('heading', { level: 2, name: 'Beneficjenci, PEP i sankcje' }).waitFor();
    await page.getByRole('button', { name: 'Dalej' }).click();

    // The rest in English.
    await page.getByRole('heading', { level: 2, name: 'Oświadczenia inwestora' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 2, name: 'Investor declarations' }).waitFor();
    await page.getByRole('checkbox', { name: /^Professional earnings/ }).check();
    await page.getByLabel(label('Account number (IBAN)')).fill('PL61109010140000071219812874');
    await page.getByLabel(label('Account owner')).fill('Jan Wiśniewski');
    const noes = page.getByRole('radio', { name: 'No' });
    for (let i = 0; i < 5; i += 1) await noes.nth(i).check();
    await page.getByRole('checkbox', { name: /^I acknowledge/ }).check();
    await expectCleanTexts(page, 'en');
    await top(page);
    await screenshot(page, 'onboarding-kyc-declarations-en');
    await page.getByRole('button', { name: 'Send the form' }).click();

    /* ---------------------------------------------------------------- compliance forms --------------- */
    await page.getByRole('heading', { level: 2, name: 'Compliance forms' }).waitFor();
    const refresh = page.getByRole('button', { name: 'Refresh' });
    while (await refresh.isVisible()) await refresh.click();
    const send = page.getByRole('button', { name: 'Send the forms to verification' });
    await page.getByRole('button', { name: 'Approve: AML/KYC declaration' }).waitFor();
    expect(await send.isDisabled()).toBe(true);
    await expectCleanTexts(page, 'en');
    await top(page);
    await screenshot(page, 'onboarding-compliance-forms-en');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download: AML/KYC declaration' }).click();
    expect((await download).suggestedFilename()).toBe('AML-KYC declaration.pdf');
    await page.getByRole('button', { name: 'Approve: AML/KYC declaration' }).click();
    await page.getByRole('button', { name: 'Approve: Investor classification' }).click();
    await page.getByText('Approved').nth(1).waitFor();
    await send.click();

    /* ---------------------------------------------------------------- supporting documents ----------- */
    await page.getByRole('heading', { level: 2, name: 'Supporting documents' }).waitFor();
    const sendDocuments = page.getByRole('button', { name: 'Send the documents to verification' });
    expect(await sendDocuments.isDisabled()).toBe(true);
    await expectCleanTexts(page, 'en');
    await top(page);
    await screenshot(page, 'onboarding-documents-en');
    const dir = mkdtempSync(join(tmpdir(), 'onboarding-e2e-'));
    const pickers = page.getByLabel(/^Upload: /);
    const count = await pickers.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i += 1) {
      await page
        .getByLabel(/^Upload: /)
        .nth(i)
        .setInputFiles(pdfFile(dir, `document-${i + 1}.pdf`));
      await page.getByText(`Uploaded: document-${i + 1}.pdf`).waitFor();
    }
    expect(await sendDocuments.isDisabled()).toBe(false);
    await top(page);
    await screenshot(page, 'onboarding-documents-uploaded-en');
    await sendDocuments.click();

    /* ---------------------------------------------------------------- thank-you, also after a reload - */
    await page.getByText('Your onboarding has been sent to verification.', { exact: false }).waitFor();
    await expectCleanTexts(page, 'en');
    await top(page);
    await screenshot(page, 'onboarding-thank-you-en');
    await page.getByRole('button', { name: 'Polski' }).click();
    await page.reload();
    await page.getByText('Twój onboarding został wysłany do weryfikacji.', { exact: false }).waitFor();
    await expectCleanTexts(page, 'pl');
    await top(page);
    await screenshot(page, 'onboarding-thank-you-pl');
  }, 240_000); // the whole onboarding in one browser session: longer than one page's default
});
