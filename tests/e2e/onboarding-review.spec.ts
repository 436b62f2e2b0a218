// The review of onboarding requests in a real browser against `npm start` on an empty database: the demo operator opens the
// onboarding requests (the demo investor's request, seeded by the product, still in progress), then its
// preview — the request, the empty KYC, forms and documents, the timeline, the decisions off while the
// investor has sent nothing. Screenshots in PL and EN; no raw key, no English text in Polish.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import { TextAudit, visibleTexts, type Lang } from './helpers/page-audit';
import type { RunningProduct } from './helpers/product';
import { useProduct } from './helpers/shared-product';
import { signInAdvisor } from './helpers/sign-in';

const OPERATOR = { email: 'operator@demo.test', password: 'Operator-demo-1', totpSecret: 'N5YGK4TBORXXEMJR' };

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

async function expectCleanTexts(page: Page, lang: Lang): Promise<void> {
  const { lang: documentLang, texts } = await visibleTexts(page);
  expect(documentLang).toBe(lang);
  expect(audit.findings(texts, lang)).toEqual([]);
}

describe('the review of onboarding requests, end to end', () => {
  it('the operator opens the list and the preview of the demo investor request', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInAdvisor(page, product, 'localhost', OPERATOR);
      const cookies = page.getByRole('button', { name: 'Akceptuję' });
      if (await cookies.isVisible()) await cookies.click();
      await page
        .getByRole('navigation', { name: 'Nawigacja główna' })
        .getByRole('link', { name: 'Wnioski onboardingowe' })
        .click();
      await page.waitForURL(/\/app\/onboarding\/requests/);
      await page.getByRole('heading', { level: 1, name: 'Wnioski onboardingowe' }).waitFor();
      const row = page.locator('tbody tr', { hasText: 'investor@demo.test' });
      await row.waitFor();
      expect(await row.innerText()).toContain('W trakcie');
      await expectCleanTexts(page, 'pl');
      await screenshot(page, 'onboarding-review-list-pl');

      await row.getByRole('button', { name: 'Działania: investor@demo.test' }).click();
      await page.getByRole('menuitem', { name: 'Otwórz podgląd' }).click();
      await page.waitForURL(/\/app\/preview\/[0-9a-f-]+$/);
      await page.getByRole('heading', { level: 1, name: /^Wniosek onboardingowy / }).waitFor();
      await page.getByText('Inwestor nie zapisał jeszcze formularza KYC.').waitFor();
      // Nothing sent yet: the request can be rejected, not finished.
      expect(await page.getByRole('button', { name: 'Zakończ wniosek' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Odrzuć wniosek' }).isEnabled()).toBe(true);
      await page.getByRole('region', { name: 'Historia' }).waitFor();
      await expectCleanTexts(page, 'pl');
      await screenshot(page, 'onboarding-review-preview-pl');

      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: /^Onboarding request / }).waitFor();
      await page.getByText('The investor has not saved the KYC form yet.').waitFor();
      await expectCleanTexts(page, 'en');
      await screenshot(page, 'onboarding-review-preview-en');

      await page.getByRole('link', { name: 'Back to the onboarding requests' }).click();
      await page.getByRole('heading', { level: 1, name: 'Onboarding requests' }).waitFor();
      await page.locator('tbody tr', { hasText: 'investor@demo.test' }).waitFor();
      expect(await page.locator('tbody tr', { hasText: 'investor@demo.test' }).innerText()).toContain('In progress');
      await expectCleanTexts(page, 'en');
      await screenshot(page, 'onboarding-review-list-en');
    } finally {
      await context.close();
    }
  });
});
