// Filling the KYC wizard as a person does, shared by the public form (kyc-public.spec.ts) and the investor's
// onboarding (onboarding.spec.ts): the same form, so the same steps; only the person differs.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A field's label, with or without the required marker ("Ulica*"). */
export const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

export interface KycPerson {
  street: string;
  house: string;
  city: string;
  postalCode: string;
  profession: string;
  /** The owner of the bank accounts (finances and declarations). */
  accountOwner: string;
}

/** Steps 3 to 7 in Polish, from "Rezydencja podatkowa" to "Beneficjenci, PEP i sankcje", each with "Dalej". */
export async function fillKycTaxToSanctions(page: Page, person: KycPerson): Promise<void> {
  await page.getByRole('heading', { level: 2, name: 'Rezydencja podatkowa' }).waitFor();
  await page.getByLabel(label('Kraj rezydencji podatkowej')).selectOption('PL');
  await page.getByLabel(label('Główny numer identyfikacji podatkowej')).fill('44051401359');
  await page.getByRole('button', { name: 'Dalej' }).click();

  await page.getByRole('heading', { level: 2, name: 'Adresy' }).waitFor();
  await page.getByLabel(label('Ulica')).first().fill(person.street);
  await page.getByLabel(label('Numer domu')).first().fill(person.house);
  await page.getByLabel(label('Miejscowość')).first().fill(person.city);
  await page.getByLabel(label('Kod pocztowy')).first().fill(person.postalCode);
  await page.getByLabel(label('Kraj')).first().selectOption('PL');
  await page.getByRole('button', { name: 'Dalej' }).click();

  await page.getByRole('heading', { level: 2, name: 'Sytuacja rodzinna i zawodowa' }).waitFor();
  await page.getByLabel(label('Stan cywilny')).selectOption({ label: 'Inny' });
  await page.getByLabel(label('Zawód')).fill(person.profession);
  await page.getByRole('checkbox', { name: 'Informacja i komunikacja' }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();

  await page.getByRole('heading', { level: 2, name: 'Finanse' }).waitFor();
  await page.getByLabel(label('Kraj banku')).selectOption('PL');
  await page.getByLabel(label('Numer rachunku (IBAN)')).fill('PL61 1090 1014 0000 0712 1981 2874');
  await page.getByLabel(label('Właściciel rachunku')).fill(person.accountOwner);
  await page.getByLabel(label('Źródło środków')).selectOption({ label: 'Oszczędności z wynagrodzenia' });
  await page.getByLabel(label('Otrzymana kwota')).fill('250000');
  await page.getByLabel(label('Rok otrzymania')).fill('2020');
  await page.getByLabel(label('Kwota')).fill('100000');
  await page.getByLabel(label('Waluta')).selectOption({ label: 'PLN' });
  await page.getByRole('button', { name: 'Dalej' }).click();

  await page.getByRole('heading', { level: 2, name: 'Beneficjenci, PEP i sankcje' }).waitFor();
  await page.getByRole('button', { name: 'Dalej' }).click();
}

/** Step 8 switched to English and answered (not sent): the declarations, the settlement account, five noes. */
export async function fillKycDeclarationsInEnglish(page: Page, person: KycPerson): Promise<void> {
  await page.getByRole('heading', { level: 2, name: 'Oświadczenia inwestora' }).waitFor();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { level: 2, name: 'Investor declarations' }).waitFor();
  // Asked once, in the finances step: the declaration shows what was given there.
  expect(await page.getByRole('checkbox', { name: /^Professional earnings/ }).isChecked()).toBe(true);
  expect((await page.getByLabel(label('Account number (IBAN)')).inputValue()).replace(/ /g, '')).toBe(
    'PL61109010140000071219812874',
  );
  expect(await page.getByLabel(label('Account owner')).inputValue()).toBe(person.accountOwner);
  const noes = page.getByRole('radio', { name: 'No' });
  for (let i = 0; i < 5; i += 1) await noes.nth(i).check();
  await page.getByRole('checkbox', { name: /^I acknowledge/ }).check();
}
