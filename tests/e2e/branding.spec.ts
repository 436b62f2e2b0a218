// Branding in a real browser: the product started with `npm start` on an empty database shows each host's own
// tenant (title, texts, theme colours, the admin configuration's override), an unknown route's 404 and the
// language switch.
import type { Browser, Page } from 'playwright-core';
import type { AdminConfiguration, WhiteLabelConfiguration } from '#generated/api/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import type { RunningProduct } from './helpers/product';
import { useProduct } from './helpers/shared-product';

type Configuration = WhiteLabelConfiguration;

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

/** What the server says this host's configuration is: the page must show exactly that. */
async function configurationOf(host: 'localhost' | '127.0.0.1'): Promise<Configuration> {
  const response = await fetch(product.url(host, '/public-api/white-label-configuration'));
  expect(response.status).toBe(200);
  return (await response.json()) as Configuration;
}

const cssVariable = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

describe.each([
  {
    host: 'localhost' as const,
    tenant: 'demo',
    themeClass: 'theme-default',
    colors: { base: '#000000', hover: '#111827', highlight: '#f9fafb' },
    baseRgb: 'rgb(0, 0, 0)',
  },
  {
    host: '127.0.0.1' as const,
    tenant: 'navy',
    themeClass: 'theme-navy',
    colors: { base: '#172554', hover: '#1f3169', highlight: '#eff6ff' },
    baseRgb: 'rgb(23, 37, 84)',
  },
])('the investor landing on $host', ({ host, tenant, themeClass, colors, baseRgb }) => {
  it(`shows the ${tenant} tenant's title, texts and theme in Polish, then in English`, async () => {
    const configuration = await configurationOf(host);
    expect(configuration.id).toBe(tenant);
    const { context, page } = await newPage(browser);
    try {
      await page.goto(product.url(host, '/'));
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();

      // Every page's title is its own name, then the site's; the landing's name is its headline.
      expect(await page.title()).toBe(`${configuration.headline.pl} — ${configuration.siteTitle.pl}`);
      expect(await heading.innerText()).toBe(configuration.headline.pl);
      expect(await page.getByText(configuration.description.pl).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 2, name: configuration.investorPanel.headline.pl }).count()).toBe(
        1,
      );
      expect(await page.locator('html').getAttribute('lang')).toBe('pl');
      expect(await page.locator('body').getAttribute('class')).toContain(themeClass);
      expect(await cssVariable(page, '--color-base')).toBe(colors.base);
      expect(await cssVariable(page, '--color-hover')).toBe(colors.hover);
      expect(await cssVariable(page, '--color-highlight')).toBe(colors.highlight);
      // What a person sees: the cookie notice's button is painted in the tenant's base colour.
      expect(await backgroundOf(page, 'button:has-text("Akceptuję")')).toBe(baseRgb);
      await screenshot(page, `landing-${tenant}-pl`);

      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: configuration.headline.en }).waitFor();
      expect(await page.title()).toBe(`${configuration.headline.en} — ${configuration.siteTitle.en}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.getByRole('link', { name: /Log in/ }).count()).toBeGreaterThan(0);
      await screenshot(page, `landing-${tenant}-en`);

      // The choice is remembered across a reload.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: configuration.headline.en }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });
});

describe('tenant-specific details', () => {
  it("applies the navy tenant's admin configuration over its white-label configuration", async () => {
    const admin = (await (
      await fetch(product.url('127.0.0.1', '/public-api/advisor-panel-configuration'), {
        headers: { 'Context-Id': 'navy', 'Context-Type': 'investor-panel' },
      })
    ).json()) as AdminConfiguration;
    expect(admin.investorPanelHeaderColor).toBe('#eff6ff');
    const configuration = await configurationOf('127.0.0.1');
    const { context, page } = await newPage(browser);
    try {
      await page.goto(product.url('127.0.0.1', '/'));
      const panelHeading = page.getByRole('heading', { level: 2, name: configuration.investorPanel.headline.pl });
      await panelHeading.waitFor();
      expect(await panelHeading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(239, 246, 255)');
    } finally {
      await context.close();
    }
  });

  it('the cookie notice disappears once accepted and stays hidden after a reload', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(product.url('localhost', '/'));
      const accept = page.getByRole('button', { name: 'Akceptuję' });
      await accept.click();
      await accept.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Akceptuję' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('an unknown route', () => {
  it('shows "Page not found" with the path, in Polish and in English', async () => {
    const { context, page } = await newPage(browser);
    try {
      const response = await page.goto(product.url('127.0.0.1', '/nie-ma-takiej/strony?x=1'));
      // No route of the SPA: HTTP 404, and the SPA's own page says so.
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Nie znaleziono strony: /nie-ma-takiej/strony' }).waitFor();
      await screenshot(page, 'not-found-pl');
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Page not found: /nie-ma-takiej/strony' }).waitFor();
      await screenshot(page, 'not-found-en');
    } finally {
      await context.close();
    }
  });
});
