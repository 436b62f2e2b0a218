// The investor's onboarding in a real browser against `npm start` on an empty database: the demo host does not take companies
// (enableLegalPerson off), so its investor is offered only the natural person; the navy investor
// (signed in by the e-mailed link on the navy host, which takes companies) goes through the onboarding as a
// company loaded from the KRS register sandbox — an empty KRS
// number is refused first —, passes the identity verification on the sandbox's phone page (opened from the link
// next to the QR code), reloads (the onboarding resumes at the KYC form), fills the KYC form, approves the
// compliance forms (PDFs), uploads the required documents and sends them to verification. Then the review cycle
// across the two parties: the advisor who invited the investor verifies the compliance forms,
// sends one document back as needing changes with a reason and a comment, the investor (in their own browser) sees
// what to fix, uploads only that document again and sends it, the advisor verifies it and finishes the request,
// and the investor sees the finished onboarding. Screenshots in PL and EN.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingReview } from '#generated/api/model';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import { TextAudit, visibleTexts, type Lang } from './helpers/page-audit';
import { startProduct, type RunningProduct } from './helpers/product';
import { newestMailTo, signInAdvisor, signInInvestor } from './helpers/sign-in';
import { fillKycDeclarationsInEnglish, fillKycTaxToSanctions, label, type KycPerson } from './helpers/kyc-wizard';
import { pdfWithPages } from '../fixtures/files';

/** Who fills the KYC steps 3 to 8 here. */
const INVESTOR_PERSON: KycPerson = {
  street: 'Floriańska',
  house: '7',
  city: 'Kraków',
  postalCode: '31-019',
  profession: 'Przedsiębiorca',
  accountOwner: 'Tomasz Lewandowski',
};

/** The sandbox register's company whose board lists the navy investor, Tomasz Lewandowski. */
const KRS = '0000900003';

/** The host that takes companies (enableLegalPerson on): the navy tenant's. */
const HOST = '127.0.0.1';
/** The navy advisor: the navy investor's request comes from their invitation, so they review it. */
const ADVISOR = { email: 'advisor@navy.test', password: 'Advisor-navy-1', totpSecret: 'JBSWY3DPEHPK3PXP' };
const INVESTOR = 'investor@navy.test';
const COMMENT = 'Na skanie nie widać numeru dokumentu: prosimy o wyraźną kopię obu stron.';

let product: RunningProduct;
let browser: Browser;
let audit: TextAudit;
/** The investor's page after the first test has sent the onboarding; the review cycle goes on with it. */
let investor: Page | undefined;

beforeAll(async () => {
  // Its own product (docs/decisions/0020): it takes the demo investor's onboarding request to the end, which
  // onboarding-review.spec.ts reads as it is seeded, and it signs the demo investor in by e-mail (3 mails per
  // address, then a lock: on the shared product the specs together would pass that).
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

/** Full-page screenshots from the top: the sticky header otherwise lands in the middle of the picture. */
async function top(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Confirms the open dialog with its confirm button (named like the action). */
async function confirmIn(page: Page, action: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * A key screen in both languages: checked and pictured in Polish, switched to English (waiting for `en`), checked
 * and pictured again, and switched back to Polish (waiting for `pl`).
 */
async function inBothLanguages(page: Page, name: string, texts: { en: string; pl: string }): Promise<void> {
  await page.getByText(texts.pl).first().waitFor();
  // The decisions' notifications would cover the page in the pictures.
  // (each also closes by itself after a few seconds: one already gone is fine).
  const notifications = page.getByRole('button', { name: 'Zamknij powiadomienie' });
  for (const close of await notifications.all()) await close.click({ timeout: 1_000 }).catch(() => undefined);
  await expect.poll(() => notifications.count(), { timeout: 10_000 }).toBe(0);
  await expectCleanTexts(page, 'pl');
  await top(page);
  await screenshot(page, `${name}-pl`);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByText(texts.en).first().waitFor();
  await expectCleanTexts(page, 'en');
  await top(page);
  await screenshot(page, `${name}-en`);
  await page.getByRole('button', { name: 'Polski' }).click();
  await page.getByText(texts.pl).first().waitFor();
}

function pdfFile(dir: string, name: string): string {
  const path = join(dir, name);
  writeFileSync(path, pdfWithPages(1, name));
  return path;
}

describe('the investor onboarding, end to end', () => {
  it('the demo host (no companies) offers the investor only the natural person', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInInvestor(page, product, 'localhost', 'investor@demo.test');
      const cookies = page.getByRole('button', { name: 'Akceptuję' });
      if (await cookies.isVisible()) await cookies.click();
      await page.goto(product.url('localhost', '/app/onboarding'));
      await page.getByRole('heading', { level: 2, name: 'Dane podstawowe' }).waitFor();
      await page.getByRole('radio', { name: 'Osoba fizyczna' }).waitFor();
      expect(await page.getByRole('radio').count()).toBe(1);
      await screenshot(page, 'onboarding-primary-data-demo-pl');
    } finally {
      await context.close();
    }
  });

  it('a company from KRS, identity on the phone page, KYC, compliance forms, documents, sent to verification', async () => {
    const { page } = await newPage(browser);
    await signInInvestor(page, product, HOST, INVESTOR);
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
    await phone.goto(product.url(HOST, new URL(link!).pathname));
    await phone.getByText(/Osoba: Tomasz Lewandowski\./).waitFor();
    await phone.getByRole('button', { name: 'Akceptuję' }).click();
    await expectCleanTexts(phone, 'pl');
    await screenshot(phone, 'onboarding-identity-phone-pl');
    await phone.getByRole('button', { name: 'Potwierdź moją tożsamość' }).click();
    await phone.getByText('Gotowe: zatwierdzona. Możesz wrócić do komputera.').waitFor();

    await page.getByRole('button', { name: 'Weryfikacja na telefonie zakończona' }).click();
    await page.getByRole('heading', { level: 2, name: 'Formularz KYC' }).waitFor();

    /* ---------------------------------------------------------------- resume after a reload ---------- */
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Formularz KYC' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Dane osobowe' }).waitFor();

    /* ---------------------------------------------------------------- the KYC form ------------------- */
    expect(await page.getByLabel(label('Imię')).inputValue()).toBe('Tomasz');
    expect(await page.getByLabel(label('Nazwisko')).inputValue()).toBe('Lewandowski');
    await page.getByLabel(label('Data urodzenia')).fill('1944-05-14');
    await page.getByLabel(label('Miejsce urodzenia')).fill('Kraków');
    await page.getByLabel(label('Kraj urodzenia')).selectOption('PL');
    await page.getByLabel(label('Kraj obywatelstwa')).selectOption('PL');
    expect(await page.getByLabel(label('Adres e-mail')).inputValue()).toBe(INVESTOR);
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

    await fillKycTaxToSanctions(page, INVESTOR_PERSON);
    await fillKycDeclarationsInEnglish(page, INVESTOR_PERSON);
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
    investor = page;
  }, 240_000); // the whole onboarding in one browser session: longer than one page's default

  it('the review cycle: the advisor sends one document back, the investor uploads only it again, the request is finished', async () => {
    if (!investor) throw new Error('the onboarding above did not reach "sent to verification"');
    const { context: reviewerContext, page: reviewer } = await newPage(browser);
    try {
      /* ---------------------------------------------------------------- the advisor opens the request -- */
      await signInAdvisor(reviewer, product, HOST, ADVISOR);
      const cookies = reviewer.getByRole('button', { name: 'Akceptuję' });
      if (await cookies.isVisible()) await cookies.click();
      await reviewer
        .getByRole('navigation', { name: 'Nawigacja główna' })
        .getByRole('link', { name: 'Wnioski onboardingowe' })
        .click();
      await reviewer.waitForURL(/\/app\/onboarding\/requests/);
      const row = reviewer.locator('tbody tr', { hasText: INVESTOR });
      await row.waitFor();
      expect(await row.innerText()).toContain('Wysłany do weryfikacji');
      await row.getByRole('button', { name: `Działania: ${INVESTOR}` }).click();
      await reviewer.getByRole('menuitem', { name: 'Otwórz podgląd' }).click();
      await reviewer.waitForURL(/\/app\/preview\/[0-9a-f-]+$/);
      await reviewer.getByRole('heading', { level: 1, name: /^Wniosek onboardingowy / }).waitFor();
      // Opening a sent request starts its review; the company loaded from KRS and the KYC data are there.
      await reviewer.getByText('W weryfikacji', { exact: true }).waitFor();
      await reviewer.getByText(/numer KRS 0000900003/).waitFor();
      const kyc = reviewer.getByRole('region', { name: 'Dane KYC' });
      expect(await kyc.innerText()).toContain('Lewandowski');
      // The industry by its name (from the KYC form parameters), not its code.
      await kyc.getByText('Informacja i komunikacja').waitFor();
      expect(await kyc.innerText()).not.toContain('INFORMATION_COMMUNICATION');

      /* ---------------------------------------------------------------- the compliance forms ------------ */
      const forms = reviewer.getByRole('region', { name: 'Formularze zgodności' });
      const pdf = reviewer.waitForEvent('download');
      await forms
        .getByRole('button', { name: /^Pobierz PDF: / })
        .first()
        .click();
      expect(
        readFileSync((await (await pdf).path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await forms.getByRole('button', { name: 'Zweryfikuj formularze' }).click();
      await confirmIn(reviewer, 'Zweryfikuj formularze');
      await reviewer.getByText('Formularze zgodności są zweryfikowane.').waitFor();
      await forms.getByRole('button', { name: 'Zweryfikuj formularze' }).waitFor({ state: 'detached' });
      expect(await forms.getByText('Zweryfikowany', { exact: true }).count()).toBe(2);

      /* ---------------------------------------------------------------- one document needs changes ------ */
      const documents = reviewer.getByRole('region', { name: 'Dokumenty potwierdzające' });
      const identity = documents.getByRole('listitem', { name: 'Dokument tożsamości' });
      const firstFile = (await identity.getByRole('button', { name: /\.pdf$/ }).innerText()).trim();
      await identity.getByRole('button', { name: 'Do poprawy' }).click();
      const dialog = reviewer.getByRole('dialog', { name: 'Odeślij do poprawy: „Dokument tożsamości”' });
      await dialog.getByRole('button', { name: 'Do poprawy' }).click(); // no reason chosen yet
      await dialog.getByText('Wybierz powód z listy.').waitFor();
      await dialog.getByLabel('Powód').selectOption({ label: 'Nieczytelny skan' });
      await dialog.getByLabel('Komentarz dla inwestora').fill(COMMENT);
      await expectCleanTexts(reviewer, 'pl');
      await screenshot(reviewer, 'onboarding-review-needs-changes-dialog-pl', { fullPage: false });
      const sentBackAt = new Date(Date.now() - 1000);
      const rejection = reviewer.waitForResponse((r) =>
        /\/supporting-document\/[^/]+\/reject$/.test(new URL(r.url()).pathname),
      );
      await dialog.getByRole('button', { name: 'Do poprawy' }).click();
      // What the server keeps: the document needs changes with the reason and the comment, the request is back
      // with the investor, and the decision is on the timeline with who made it.
      const rejected = (await (await rejection).json()) as OnboardingReview;
      const rejectedDocument = rejected.request.supportingDocuments.find((d) => d.type === 'identity-document');
      expect(rejectedDocument).toMatchObject({
        status: 'rejected',
        rejectionCode: 'bad-image-quality',
        rejectionReason: COMMENT,
      });
      expect(rejected.request.status).toBe('processing');
      expect(rejected.events.at(-1)).toMatchObject({
        type: 'document_rejected',
        actorRole: 'advisor',
        actorName: 'Maria Zielińska',
        subjectId: rejectedDocument!.id,
        reason: 'bad-image-quality',
        comment: COMMENT,
      });
      await identity.getByText(`Do poprawy: Nieczytelny skan: ${COMMENT}`).waitFor();
      await reviewer.getByText('Dokument „Dokument tożsamości” odesłano inwestorowi do poprawy.').waitFor();

      // The other documents are fine.
      const verify = documents.getByRole('button', { name: 'Zweryfikuj', exact: true });
      for (let left = await verify.count(); left > 0; left -= 1) {
        await verify.first().click();
        await confirmIn(reviewer, 'Zweryfikuj');
        await expect.poll(() => verify.count()).toBe(left - 1);
      }
      // The investor's turn now: the request cannot be finished, and the page says why.
      expect(await reviewer.getByRole('button', { name: 'Zakończ wniosek' }).isDisabled()).toBe(true);
      await reviewer.getByText('Czekamy, aż inwestor prześle poprawione dokumenty odesłane do poprawy.').waitFor();
      await inBothLanguages(reviewer, 'onboarding-review-document-rejected', {
        en: `Needs changes: Illegible scan: ${COMMENT}`,
        pl: `Do poprawy: Nieczytelny skan: ${COMMENT}`,
      });

      /* ---------------------------------------------------------------- the investor is told ------------ */
      const mail = await newestMailTo(product, INVESTOR, sentBackAt);
      expect(mail.subject).toContain('Dokument do poprawienia');
      expect(mail.text).toContain('Prosimy o poprawienie dokumentu „Dokument tożsamości”. Powód: Nieczytelny skan.');
      expect(mail.text).toContain(COMMENT);
      const requestLink = mail.links.find((link) => new URL(link).pathname.startsWith('/app/onboarding/request/'));
      if (!requestLink) throw new Error(`no link to the request in the e-mail: ${mail.links.join(', ')}`);

      /* ---------------------------------------------------------------- the investor fixes only that ---- */
      // The e-mail's button, opened on this run's port (the link's origin is the tenant's configured one).
      await investor.goto(product.url(HOST, new URL(requestLink).pathname));
      await investor.getByRole('heading', { level: 2, name: 'Dokumenty uzupełniające' }).waitFor();
      await investor
        .getByText('Weryfikujący poprosił o zmiany: wgraj ponownie tylko oznaczone poniżej dokumenty.')
        .waitFor();
      await investor.getByText('Wymaga zmian: Nieczytelny skan').waitFor();
      await investor.getByText(`Komentarz weryfikującego: ${COMMENT}`).waitFor();
      await investor.getByText(`Wgraj poprawiony plik w miejsce ${firstFile}.`).waitFor();
      // Only the rejected document can be uploaded again; nothing can be sent before it is.
      const pickers = investor.getByLabel(/^Wgraj: /);
      expect(await pickers.count()).toBe(1);
      await investor.getByLabel('Wgraj: Dokument tożsamości').waitFor();
      const sendDocuments = investor.getByRole('button', { name: 'Wyślij dokumenty do weryfikacji' });
      expect(await sendDocuments.isDisabled()).toBe(true);
      await inBothLanguages(investor, 'onboarding-needs-changes', {
        en: `Reviewer's comment: ${COMMENT}`,
        pl: `Komentarz weryfikującego: ${COMMENT}`,
      });

      const dir = mkdtempSync(join(tmpdir(), 'onboarding-e2e-'));
      await investor.getByLabel('Wgraj: Dokument tożsamości').setInputFiles(pdfFile(dir, 'dowod-poprawiony.pdf'));
      await investor.getByText('Wgrano: dowod-poprawiony.pdf').waitFor();
      expect(await sendDocuments.isDisabled()).toBe(false);
      await sendDocuments.click();
      await investor.getByText('Twój onboarding został wysłany do weryfikacji.', { exact: false }).waitFor();

      /* ---------------------------------------------------------------- the advisor finishes ------------ */
      await reviewer.reload();
      await reviewer.getByRole('heading', { level: 1, name: /^Wniosek onboardingowy / }).waitFor();
      await identity.getByText('przesłany ponownie', { exact: true }).waitFor();
      expect(await identity.getByText('Czeka na weryfikację', { exact: true }).count()).toBe(1);
      const corrected = reviewer.waitForEvent('download');
      await identity.getByRole('button', { name: 'dowod-poprawiony.pdf' }).click();
      const correctedFile = await corrected;
      expect(correctedFile.suggestedFilename()).toBe('dowod-poprawiony.pdf');
      expect(
        readFileSync((await correctedFile.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await identity.getByRole('button', { name: 'Zweryfikuj', exact: true }).click();
      await confirmIn(reviewer, 'Zweryfikuj');
      await identity.getByText('Zweryfikowany', { exact: true }).waitFor();
      const finishedAt = new Date(Date.now() - 1000);
      const finishing = reviewer.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/finish'));
      await reviewer.getByRole('button', { name: 'Zakończ wniosek' }).click();
      await confirmIn(reviewer, 'Zakończ wniosek');
      const finished = (await (await finishing).json()) as OnboardingReview;
      expect(finished.request.status).toBe('finished');
      expect(finished.request.kyc.status).toBe('verified');
      expect(finished.request.supportingDocuments.every((d) => d.status === 'verified')).toBe(true);
      expect(finished.events.map((event) => event.type)).toEqual(
        expect.arrayContaining(['document_rejected', 'document_uploaded', 'document_verified', 'finished']),
      );
      await reviewer.getByText('Wniosek jest zamknięty: nie można podejmować kolejnych decyzji.').waitFor();
      const timeline = reviewer.getByRole('region', { name: 'Historia' });
      await timeline.getByText('Dokument odesłany do poprawy: Dokument tożsamości').waitFor();
      await timeline.getByText(`Powód: Nieczytelny skan: ${COMMENT}`).waitFor();
      await timeline.getByText('Powód: poprawiony plik po prośbie o zmiany').waitFor();
      await timeline.getByText('Zakończono wniosek').waitFor();
      await inBothLanguages(reviewer, 'onboarding-review-finished', {
        en: 'The request is closed: no more decisions.',
        pl: 'Wniosek jest zamknięty: nie można podejmować kolejnych decyzji.',
      });
      await reviewer.getByRole('link', { name: 'Wróć do wniosków onboardingowych' }).click();
      await reviewer.locator('tbody tr', { hasText: INVESTOR }).getByText('Zakończony').waitFor();

      /* ---------------------------------------------------------------- the investor sees it finished --- */
      const accepted = await newestMailTo(product, INVESTOR, finishedAt);
      expect(accepted.subject).toContain('Wniosek zaakceptowany');
      const acceptedLink = accepted.links.find((link) => new URL(link).pathname.startsWith('/app/onboarding/request/'));
      if (!acceptedLink) throw new Error(`no link to the request in the e-mail: ${accepted.links.join(', ')}`);
      await investor.goto(product.url(HOST, new URL(acceptedLink).pathname));
      await investor.getByRole('heading', { level: 2, name: 'Onboarding zakończony' }).waitFor();
      await inBothLanguages(investor, 'onboarding-finished', {
        en: 'The fund has verified your data and documents. Your onboarding is complete.',
        pl: 'Fundusz zweryfikował Twoje dane i dokumenty. Twój onboarding jest zakończony.',
      });
      // The menu's onboarding, with no open request left, shows how the last one ended.
      await investor
        .getByRole('navigation', { name: 'Nawigacja główna' })
        .getByRole('link', { name: 'Onboarding' })
        .click();
      await investor.waitForURL(/\/app\/onboarding$/);
      await investor.getByRole('heading', { level: 2, name: 'Onboarding zakończony' }).waitFor();
    } finally {
      await reviewerContext.close();
    }
  }, 180_000);
});
