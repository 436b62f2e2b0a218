// Signing in as a person does, through the SPA's own screens (PL labels: a fresh context starts in Polish).
import type { Page } from 'playwright-core';
import type { DevMailMessage } from '#generated/api/model';
import type { RunningProduct } from './product';
import { unusedTotp } from './totp';

export type Host = 'localhost' | '127.0.0.1';

/** The newest e-mail to `address` sent after `after`, from the development outbox (/dev/mail). */
export async function newestMailTo(product: RunningProduct, address: string, after: Date): Promise<DevMailMessage> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await (await fetch(product.url('localhost', '/dev/mail'))).json()) as DevMailMessage[];
    const mail = mails.find((m) => m.to.includes(address) && new Date(m.sentAt) >= after);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} after ${after.toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Advisor, coordinator or operator: /doradcy, e-mail + password, then the TOTP code; lands in /app. */
export async function signInAdvisor(
  page: Page,
  product: RunningProduct,
  host: Host,
  account: { email: string; password: string; totpSecret: string },
): Promise<void> {
  await page.goto(product.url(host, '/doradcy'));
  await page.getByLabel('Adres e-mail').fill(account.email);
  await page.getByLabel('Hasło', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await page.waitForURL(/\/auth\/confirm-login$/);
  await page.getByLabel('Kod z aplikacji uwierzytelniającej').fill(await unusedTotp(account.totpSecret, product));
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await page.waitForURL(/\/app$/);
}

/** Investor: /investor-login, then the one-time link from the e-mail; lands in /app. */
export async function signInInvestor(page: Page, product: RunningProduct, host: Host, email: string): Promise<void> {
  const before = new Date(Date.now() - 1000);
  await page.goto(product.url(host, '/investor-login'));
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij kod logowania' }).click();
  await page.getByRole('heading', { name: 'Sprawdź pocztę' }).waitFor();
  const mail = await newestMailTo(product, email, before);
  const link = mail.links.find((l) => l.includes('/login-with-redirect-token?token='));
  if (!link) throw new Error(`no login link in the mail to ${email}: ${mail.links.join(', ')}`);
  // Opened on this run's port: the link's origin is the tenant's configured one, which need not be this port.
  const { pathname, search } = new URL(link);
  await page.goto(product.url(host, pathname + search));
  await page.waitForURL(/\/app$/);
}
