// The investor pipeline in a real browser against `npm start` on an empty database with the demo data: the demo coordinator
// filters the network view (state in the URL, kept over a reload), switches to the board (counts and sums),
// moves cards with the keyboard (decline with a reason, archive), hands an offer to another advisor, and exports
// CSV and XLSX; the previous owner no longer sees that offer in their own table; an investor is offered none of
// these screens. Every screen in PL and EN: no console error, no raw key, no English server text in Polish.
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { DevMailMessage } from '#generated/api/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './helpers/browser';
import { PageRecorder, TextAudit, visibleTexts, type Lang } from './helpers/page-audit';
import type { RunningProduct } from './helpers/product';
import { useProduct } from './helpers/shared-product';
import { signInAdvisor } from './helpers/sign-in';
import { tableRows } from './helpers/table';

const COORDINATOR = { email: 'coordinator@demo.test', password: 'Coordinator-demo-1', totpSecret: 'KRSXG5CTMVRXEZLU' };
const ANNA = { email: 'advisor@demo.test', password: 'Advisor-demo-1', totpSecret: 'JBSWY3DPEHPK3PXP' };
/**
 * Demo offers (server/src/demo/offers.ts): Zofia Lis's invited offer is Anna's, handed to Marek Zieliński here.
 * An offer has the investor's name only once the investor filled the form: open offers are known by e-mail.
 */
const HANDED_OVER = 'zofia.lis@example.com';
const NEW_OWNER = 'Marek Zieliński';

let product: RunningProduct;
let browser: Browser;
let audit: TextAudit;
let fileDir: string;

beforeAll(async () => {
  product = useProduct();
  browser = await launchBrowser();
  audit = new TextAudit();
  fileDir = mkdtempSync(join(tmpdir(), 'investor-pipeline-'));
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (fileDir) rmSync(fileDir, { recursive: true, force: true });
});

async function expectCleanTexts(page: Page, lang: Lang): Promise<void> {
  const { lang: documentLang, texts } = await visibleTexts(page);
  expect(documentLang).toBe(lang);
  expect(audit.findings(texts, lang)).toEqual([]);
}

/** The total the table shows ("Wyników: 12" / "Results: 12"). */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^(Wyników|Results): \d+$/).textContent();
  return Number(text?.replace(/\D/g, ''));
}

/** Waits until the table is at rest and shows `count` data rows and that total. */
async function rowsSettle(page: Page, count: number): Promise<void> {
  await page.waitForFunction((expected) => {
    if (document.querySelector('[aria-busy="true"]')) return false;
    const total = [...document.querySelectorAll('p, span, div')].find((el) =>
      /^(Wyników|Results): \d+$/.test(el.textContent?.trim() ?? ''),
    );
    const rows = [...document.querySelectorAll('tbody tr')].filter(
      (row) => row.getAttribute('aria-hidden') !== 'true' && row.querySelectorAll('td').length > 3,
    );
    return total?.textContent?.trim().endsWith(` ${expected}`) && rows.length === expected;
  }, count);
}

/** Accepts the cookie notice, which would otherwise cover the lists in every screenshot. */
async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Akceptuję' }).click();
  await page.getByRole('button', { name: 'Akceptuję' }).waitFor({ state: 'detached' });
}

/**
 * The investor's sign-in by the e-mailed link. Not signInInvestor: the demo investor also gets other mails (the
 * e-signature sandbox's) around the same time, and that helper takes the newest mail whatever it holds.
 */
async function signInInvestorByLink(page: Page, email: string): Promise<void> {
  const before = new Date(Date.now() - 1000).toISOString();
  await page.goto(product.url('localhost', '/investor-login'));
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij kod logowania' }).click();
  await page.getByRole('heading', { name: 'Sprawdź pocztę' }).waitFor();
  let link: string | undefined;
  for (let attempt = 0; attempt < 80 && !link; attempt++) {
    const mails = (await (await fetch(product.url('localhost', '/dev/mail'))).json()) as DevMailMessage[];
    link = mails
      .filter((mail) => mail.to.includes(email) && mail.sentAt >= before)
      .flatMap((mail) => mail.links)
      .find((candidate) => candidate.includes('/login-with-redirect-token?token='));
    if (!link) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!link) throw new Error(`no login link in the mails to ${email}`);
  const { pathname, search } = new URL(link);
  await page.goto(product.url('localhost', pathname + search));
  await page.waitForURL(/\/app$/);
}

/** Saves the file a click downloads and returns its path. */
async function downloaded(page: Page, click: () => Promise<void>, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = join(fileDir, name);
  await download.saveAs(path);
  return path;
}

const column = (page: Page, key: string) => page.locator(`section[data-column="${key}"]`);
const cardIn = (page: Page, key: string, name: string) => column(page, key).locator('article', { hasText: name });

/** A column's count from its header ("3 oferty" / "3 offers"). */
async function columnCount(page: Page, key: string): Promise<number> {
  const text = await column(page, key).locator('h2 span').nth(1).textContent();
  return Number(text?.replace(/\D/g, ''));
}

/** Opens a card's action menu with the keyboard only and chooses `action`. */
async function cardActionByKeyboard(page: Page, key: string, name: string, action: string): Promise<void> {
  const menuButton = cardIn(page, key, name).getByRole('button', {
    name: new RegExp(`^(Działania|Actions): ${name}$`),
  });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: action });
  await item.waitFor();
  // Arrow keys to the item, as a keyboard user does (no pointer).
  for (let i = 0; i < 10 && !(await item.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await item.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
}

/** Sum of the table's amounts per currency for rows in `statuses` ("1 000,00 PLN" -> PLN 1000). */
function sumsOf(rows: Record<string, string>[], statuses: string[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const row of rows) {
    if (!statuses.includes(row['Status'] ?? '')) continue;
    const match = /^([\d\s\u00a0\u202f]+,\d{2})\s*([A-Z]{3})$/.exec((row['Kwota inwestycji'] ?? '').trim());
    if (!match) continue;
    const value = Number(match[1]!.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
    sums[match[2]!] = (sums[match[2]!] ?? 0) + value;
  }
  return sums;
}

/**
 * RFC 4180 as the export writes it (CRLF, a BOM first; the Polish dialect separates cells with a semicolon, as a
 * Polish Excel reads them: decision 0032): the rows, each a list of cells.
 */
function parseCsv(text: string, separator = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('the investor pipeline, end to end', () => {
  it('the coordinator filters the network view, uses the board, moves cards by keyboard, reassigns and exports', async () => {
    const { context, page } = await newPage(browser);
    const recorder = new PageRecorder(page);
    try {
      await signInAdvisor(page, product, 'localhost', COORDINATOR);
      await acceptCookies(page);
      const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
      await nav.getByRole('link', { name: 'Inwestorzy w sieci', exact: true }).click();
      await page.waitForURL(/\/app\/investors\/network$/);
      await page.getByRole('heading', { level: 1, name: 'Inwestorzy w sieci' }).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('tbody tr td').length > 10);
      await recorder.settle(page);
      const all = await tableRows(page);
      expect(all.length).toBeGreaterThan(5);
      expect(await shownTotal(page)).toBe(all.length);
      // Both of the coordinator's networks, with the owning advisor's name.
      expect(all.some((row) => row['Doradca'] === NEW_OWNER)).toBe(true);
      expect(all.some((row) => row['Adres e-mail'] === HANDED_OVER)).toBe(true);
      await screenshot(page, 'pipeline-network-table-pl');
      await expectCleanTexts(page, 'pl');

      /* ------------------------------------------------------------ a text filter, then an enum filter --- */
      await page.getByLabel('Filtr: Adres e-mail', { exact: true }).fill('SKA');
      const bySka = all.filter((row) => row['Adres e-mail']!.includes('ska'));
      expect(bySka.length).toBeGreaterThan(0);
      await rowsSettle(page, bySka.length);
      expect((await tableRows(page)).map((row) => row['Adres e-mail']).sort()).toEqual(
        bySka.map((row) => row['Adres e-mail']).sort(),
      );
      await page.getByLabel('Filtr: Adres e-mail', { exact: true }).fill('');
      await rowsSettle(page, all.length);

      await page.getByRole('button', { name: /^Filtr: Status(?! umowy)/ }).click();
      await page.getByRole('checkbox', { name: 'Wysłana', exact: true }).click();
      await page.keyboard.press('Escape');
      const invited = all.filter((row) => row['Status'] === 'Wysłana');
      expect(invited.length).toBeGreaterThan(1);
      await rowsSettle(page, invited.length);
      const filtered = await tableRows(page);
      expect(filtered.map((row) => row['Adres e-mail']).sort()).toEqual(
        invited.map((row) => row['Adres e-mail']).sort(),
      );
      expect(await shownTotal(page)).toBe(invited.length);

      // The state is in the URL and survives a reload.
      const url = page.url();
      expect(decodeURIComponent(new URL(url).search)).toContain('invited');
      await page.reload();
      await rowsSettle(page, invited.length);
      expect(page.url()).toBe(url);
      expect(await tableRows(page)).toEqual(filtered);
      await recorder.settle(page);
      await screenshot(page, 'pipeline-network-table-filtered-pl');
      await expectCleanTexts(page, 'pl');

      /* ------------------------------------------------------------ export: exactly the filtered rows ---- */
      const csv = parseCsv(
        readFileSync(
          await downloaded(page, () => page.getByRole('button', { name: 'Eksportuj CSV' }).click(), 'n.csv'),
          'utf8',
        ),
      ).filter((row) => row.some((cell) => cell !== ''));
      expect(csv[0]).toContain('Inwestor');
      expect(csv[0]).toContain('Doradca');
      expect(csv[0]).toContain('Kwota inwestycji');
      expect(csv.length - 1).toBe(await shownTotal(page));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(
        await downloaded(page, () => page.getByRole('button', { name: 'Eksportuj XLSX' }).click(), 'n.xlsx'),
      );
      const sheet = workbook.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toContain('Inwestor');
      expect(header).toContain('Kwota inwestycji');
      expect(sheet.actualRowCount - 1).toBe(await shownTotal(page));

      /* ------------------------------------------------------------ the board: counts and sums ----------- */
      await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
      await rowsSettle(page, all.length);
      await page.getByRole('group', { name: 'Widok' }).getByRole('button', { name: 'Tablica' }).click();
      await page.waitForURL(/view=board/);
      await column(page, 'invited').locator('article').first().waitFor();
      await recorder.settle(page);
      const groups: Record<string, string[]> = {
        invited: ['Wysłana'],
        viewed: ['Wyświetlona'],
        interested: ['Rozważana'],
        accepted: ['Zaakceptowana'],
        active: ['Aktywna'],
        lost: ['Odrzucona', 'Odrzucona przez inwestora'],
        archived: ['Zarchiwizowana'],
      };
      for (const [key, statuses] of Object.entries(groups)) {
        const expected = all.filter((row) => statuses.includes(row['Status']!)).length;
        expect({ key, count: await columnCount(page, key) }).toEqual({ key, count: expected });
        expect({ key, cards: await column(page, key).locator('article').count() }).toEqual({
          key,
          cards: Math.min(expected, 20),
        });
      }
      for (const key of ['interested', 'accepted', 'active']) {
        const sums = sumsOf(all, groups[key]!);
        // A column whose offers have no amount yet (interested: the investor has not filled the form) has no sum.
        if (Object.keys(sums).length === 0) {
          expect(await page.getByTestId(`board-sums-${key}`).count()).toBe(0);
          continue;
        }
        const text = (await page.getByTestId(`board-sums-${key}`).textContent()) ?? '';
        for (const [currency, value] of Object.entries(sums)) {
          const formatted = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2 }).format(value);
          expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain(
            `${formatted.replace(/[\u00a0\u202f]/g, ' ')} ${currency}`,
          );
        }
      }
      await screenshot(page, 'pipeline-network-board-pl');
      await expectCleanTexts(page, 'pl');

      // Load more, where a column has more offers than its first cards (not with the demo data's few offers).
      const more = page.getByRole('button', { name: 'Pokaż więcej' });
      if ((await more.count()) > 0) {
        const section = page.locator('section[data-column]', { has: more.first() });
        const before = await section.locator('article').count();
        await more.first().click();
        await page.waitForFunction(
          ([selector, count]) => document.querySelectorAll(`${selector} article`).length > count,
          [`section[data-column="${await section.getAttribute('data-column')}"]`, before] as const,
        );
      }

      /* ------------------------------------------------------------ moves with the keyboard ------------- */
      const lostBefore = await columnCount(page, 'lost');
      const viewedBefore = await columnCount(page, 'viewed');
      await cardActionByKeyboard(page, 'viewed', 'robert.sikora@example.com', 'Oznacz jako odrzuconą przez inwestora…');
      const dialog = page.getByRole('dialog', { name: 'Oznacz jako odrzuconą przez inwestora' });
      await dialog.waitFor();
      await dialog.getByLabel('Powód').fill('Inwestor zrezygnował telefonicznie');
      await screenshot(page, 'pipeline-decline-dialog-pl');
      await expectCleanTexts(page, 'pl');
      await dialog.getByRole('button', { name: 'Oznacz jako odrzuconą' }).click();
      await cardIn(page, 'lost', 'robert.sikora@example.com').waitFor();
      await page
        .getByTestId('pipeline-announcer')
        .getByText('Oferta: robert.sikora@example.com została przeniesiona do kolumny Utracone.')
        .waitFor();
      await recorder.settle(page);
      expect(await cardIn(page, 'viewed', 'robert.sikora@example.com').count()).toBe(0);
      expect(await columnCount(page, 'lost')).toBe(lostBefore + 1);
      expect(await columnCount(page, 'viewed')).toBe(viewedBefore - 1);

      const archivedBefore = await columnCount(page, 'archived');
      await cardActionByKeyboard(page, 'interested', 'magdalena.nowicka@example.com', 'Archiwizuj');
      await cardIn(page, 'archived', 'magdalena.nowicka@example.com').waitFor();
      await recorder.settle(page);
      expect(await columnCount(page, 'archived')).toBe(archivedBefore + 1);
      expect(await cardIn(page, 'interested', 'magdalena.nowicka@example.com').count()).toBe(0);
      await screenshot(page, 'pipeline-network-board-moved-pl');
      await expectCleanTexts(page, 'pl');

      /* ------------------------------------------------------------ the change-advisor dialog ----------- */
      await page.getByRole('group', { name: 'Widok' }).getByRole('button', { name: 'Tabela' }).click();
      await page.waitForURL((current) => !current.search.includes('view=board'));
      await page.waitForFunction(() => document.querySelectorAll('tbody tr td').length > 10);
      await recorder.settle(page);
      await page.getByRole('button', { name: `Działania: ${HANDED_OVER}` }).click();
      await page.getByRole('menuitem', { name: 'Zmień doradcę…' }).click();
      const change = page.getByRole('dialog', { name: 'Zmień doradcę' });
      await change.getByLabel('Nowy doradca').waitFor();
      await change.getByText('Obecny doradca: Anna').waitFor();
      await screenshot(page, 'pipeline-change-owner-pl');
      await expectCleanTexts(page, 'pl');
      await change.getByLabel('Nowy doradca').selectOption({ label: NEW_OWNER });
      await change.getByRole('button', { name: 'Zmień doradcę' }).click();
      await change.waitFor({ state: 'detached' });
      await page.waitForFunction(
        ([name, owner]) =>
          [...document.querySelectorAll('tbody tr')].some(
            (row) => row.textContent?.includes(name) && row.textContent.includes(owner),
          ),
        [HANDED_OVER, NEW_OWNER] as const,
      );
      await recorder.settle(page);
      await screenshot(page, 'pipeline-network-table-reassigned-pl');
      await expectCleanTexts(page, 'pl');

      /* ------------------------------------------------------------ English ---------------------------- */
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Investors in the network' }).waitFor();
      await recorder.settle(page);
      await screenshot(page, 'pipeline-network-table-en');
      await expectCleanTexts(page, 'en');
      await page.getByRole('button', { name: `Actions: ${HANDED_OVER}` }).click();
      await page.getByRole('menuitem', { name: 'Change advisor…' }).click();
      await page.getByRole('dialog', { name: 'Change advisor' }).getByLabel('New advisor').waitFor();
      await screenshot(page, 'pipeline-change-owner-en');
      await expectCleanTexts(page, 'en');
      await page.getByRole('dialog', { name: 'Change advisor' }).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
      await column(page, 'invited').locator('article').first().waitFor();
      await recorder.settle(page);
      await screenshot(page, 'pipeline-network-board-en');
      await expectCleanTexts(page, 'en');
      await cardActionByKeyboard(page, 'viewed', 'ewa.krol@example.com', 'Mark as declined by the investor…');
      await page.getByRole('dialog', { name: 'Mark as declined by the investor' }).waitFor();
      await screenshot(page, 'pipeline-decline-dialog-en');
      await expectCleanTexts(page, 'en');
      await page.keyboard.press('Escape');

      const { errors, failures } = await recorder.take();
      expect(errors).toEqual([]);
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it("the previous owner's own table and board no longer show the reassigned offer; own export", async () => {
    const { context, page } = await newPage(browser);
    const recorder = new PageRecorder(page);
    try {
      await signInAdvisor(page, product, 'localhost', ANNA);
      await acceptCookies(page);
      const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
      expect(await nav.getByRole('link', { name: 'Inwestorzy w sieci' }).count()).toBe(0);
      await nav.getByRole('link', { name: 'Inwestorzy', exact: true }).click();
      await page.waitForURL(/\/app\/investors$/);
      await page.getByRole('heading', { level: 1, name: 'Zaproszeni inwestorzy' }).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('tbody tr td').length > 10);
      await recorder.settle(page);
      const rows = await tableRows(page);
      expect(rows.length).toBeGreaterThan(0);
      expect(await shownTotal(page)).toBe(rows.length);
      expect(rows.some((row) => row['Adres e-mail'] === HANDED_OVER)).toBe(false);
      expect(rows.some((row) => row['Adres e-mail'] === 'krzysztof.mazur@example.com')).toBe(true);
      expect(Object.keys(rows[0]!)).not.toContain('Doradca');
      await screenshot(page, 'pipeline-own-table-pl');
      await expectCleanTexts(page, 'pl');

      const csv = parseCsv(
        readFileSync(
          await downloaded(page, () => page.getByRole('button', { name: 'Eksportuj CSV' }).click(), 'own.csv'),
          'utf8',
        ),
      ).filter((row) => row.some((cell) => cell !== ''));
      expect(csv[0]).toContain('Inwestor');
      expect(csv.length - 1).toBe(rows.length);
      expect(csv.some((row) => row.includes(HANDED_OVER))).toBe(false);

      await page.getByRole('group', { name: 'Widok' }).getByRole('button', { name: 'Tablica' }).click();
      await column(page, 'invited').locator('article').first().waitFor();
      await recorder.settle(page);
      expect(await page.locator('article', { hasText: HANDED_OVER }).count()).toBe(0);
      const cards = await page.locator('section[data-column] article').count();
      expect(cards).toBe(rows.length);
      await screenshot(page, 'pipeline-own-board-pl');
      await expectCleanTexts(page, 'pl');

      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Invited investors' }).waitFor();
      await recorder.settle(page);
      await screenshot(page, 'pipeline-own-board-en');
      await expectCleanTexts(page, 'en');
      await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
      await page.waitForFunction(() => document.querySelectorAll('tbody tr td').length > 10);
      await recorder.settle(page);
      await screenshot(page, 'pipeline-own-table-en');
      await expectCleanTexts(page, 'en');

      const { errors, failures } = await recorder.take();
      expect(errors).toEqual([]);
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('an investor is not offered the pipeline screens', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInInvestorByLink(page, 'investor@demo.test');
      const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
      await nav.getByRole('link', { name: 'Moje inwestycje' }).waitFor();
      expect(await nav.getByRole('link', { name: /^Inwestorzy/ }).count()).toBe(0);
      expect(await page.locator('a[href^="/app/investors"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
