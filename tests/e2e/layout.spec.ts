// The signed-in screens fit a laptop (1366 px) and a phone (390 px). The pipeline board
// shows all seven columns at 1366 px and scrolls inside its own box on a phone; the top menu wraps instead of
// cutting an item ("Onboardin…") with no sign that it scrolls; the chart's bars stay bars on a phone.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/src/demo/users';
import { launchBrowser } from './helpers/browser';
import { startProduct, type RunningProduct } from './helpers/product';
import { signInAdvisor, signInInvestor } from './helpers/sign-in';

let product: RunningProduct;
let browser: Browser;
/** Where the screenshots go when a person wants to look at them (LAYOUT_SCREENSHOTS=/some/dir). */
const shots = process.env.LAYOUT_SCREENSHOTS;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ JOB_POLL_INTERVAL_MS: '200' }), launchBrowser()]);
  if (shots) mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const demo = (role: string) => DEMO_USERS.find((u) => u.tenant === 'demo' && u.role === role)!;
const LANGS = ['pl', 'en'] as const;
const WIDTHS = [1366, 390] as const;

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}

/** Every item of the main menu lies wholly inside the window, and the page does not scroll sideways. */
async function menuFits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const link of document.querySelectorAll<HTMLElement>('header nav a')) {
      const box = link.getBoundingClientRect();
      const clipped = link.closest('nav')!.getBoundingClientRect();
      if (box.left < 0 || box.right > width || box.right > clipped.right + 0.5)
        problems.push(`menu item "${link.textContent}" ends at ${Math.round(box.right)} px of ${width}`);
    }
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
    return problems;
  });
}

async function setLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('fund.locale', value), lang);
}

describe('layout at 1366 and 390 px', () => {
  it('the coordinator: the board and the menu', { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const user = demo('coordinator');
    await signInAdvisor(page, product, 'localhost', {
      email: user.email,
      password: user.password!,
      totpSecret: user.totpSecret!,
    });
    for (const lang of LANGS) {
      await setLanguage(page, lang);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width > 1000 ? 800 : 844 });
        await page.goto(product.url('localhost', '/app/investors?view=board'));
        const board = page.getByRole('group', { name: lang === 'pl' ? 'Tablica ofert' : 'Pipeline board' });
        await board.locator('.rkk-column-outer').last().waitFor();
        await page.waitForLoadState('networkidle');
        await shoot(page, `board-${lang}-${width}`);
        expect(await menuFits(page), `${lang} ${width}`).toEqual([]);
        const columns = await board.locator('.rkk-column-outer').evaluateAll((nodes) =>
          nodes.map((node) => {
            const box = node.getBoundingClientRect();
            return { left: box.left, right: box.right, width: box.width };
          }),
        );
        expect(columns).toHaveLength(7);
        if (width === 1366) {
          // All seven, Lost and Archived included, inside the window.
          for (const column of columns)
            expect(column.right, `${lang}: a column ends off-screen`).toBeLessThanOrEqual(width);
        } else {
          // One column at a time, the next one showing at the edge; the board scrolls in its box, not the page.
          expect(columns[0]!.width).toBeGreaterThanOrEqual(240);
          expect(columns[1]!.left).toBeLessThan(width);
          const scroller = await board.locator('.rkk-board').evaluate((node) => ({
            scrolls: node.scrollWidth > node.clientWidth,
            overflow: getComputedStyle(node).overflowX,
          }));
          expect(scroller).toEqual({ scrolls: true, overflow: 'auto' });
        }
      }
    }
    await context.close();
  });

  it("the investor: the menu and the chart's bars", { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await signInInvestor(page, product, 'localhost', demo('investor').email);
    for (const lang of LANGS) {
      await setLanguage(page, lang);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width > 1000 ? 800 : 844 });
        await page.goto(product.url('localhost', '/app'));
        await page.locator('.recharts-bar-rectangle').first().waitFor();
        await page.waitForLoadState('networkidle');
        await shoot(page, `investor-home-${lang}-${width}`, true);
        expect(await menuFits(page), `${lang} ${width}`).toEqual([]);
        // The bars grow in (recharts animates them) and the chart takes its width after a first layout: wait for
        // the drawing to settle, then measure what a person sees.
        const widths = () =>
          page
            .locator('.recharts-bar-rectangle path')
            .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().width));
        for (let tries = 0; tries < 20 && Math.min(...(await widths())) < 8; tries += 1) {
          await page.waitForTimeout(250);
        }
        const bars = await widths();
        expect(bars.length).toBeGreaterThan(0);
        expect(Math.min(...bars), `${lang} ${width}: the narrowest bar`).toBeGreaterThanOrEqual(8);
      }
    }
    await context.close();
  });

  it(
    "the operator: a campaign's page, its tables scrolling in their boxes on a phone",
    { timeout: 240_000 },
    async () => {
      const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1366, height: 800 } });
      const page = await context.newPage();
      const user = demo('operator');
      await signInAdvisor(page, product, 'localhost', {
        email: user.email,
        password: user.password!,
        totpSecret: user.totpSecret!,
      });
      await page.goto(product.url('localhost', '/app/campaigns'));
      // The first campaign of the list (the demo's have products and offers).
      const link = page.locator('main a[href^="/app/campaigns/"]:not([href="/app/campaigns/new"])').first();
      await link.waitFor({ state: 'attached' });
      const campaignUrl = product.url('localhost', (await link.getAttribute('href'))!);
      for (const lang of LANGS) {
        await setLanguage(page, lang);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width > 1000 ? 800 : 844 });
          await page.goto(campaignUrl);
          // The products' table (its "edit" buttons carry a screen-reader-only product name) and the offers' table.
          await page.getByRole('table', { name: lang === 'pl' ? 'Produkty' : 'Products' }).waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, `campaign-${lang}-${width}`, true);
          expect(await menuFits(page), `${lang} ${width}`).toEqual([]);
        }
      }
      await context.close();
    },
  );
});
