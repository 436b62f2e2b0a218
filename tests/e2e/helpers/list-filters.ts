// Every filter of every list, once, against the real server: set the filter as a person does, wait for the
// list's request, and compare the rows shown with the unfiltered rows that match the filter.
import type { Page } from 'playwright-core';
import type { PageRecorder, TextAudit } from './page-audit';
import { visibleTexts } from './page-audit';
import { tableRows } from './table';

type Row = Record<string, string>;

export interface FilterCase {
  /** How the finding names it, e.g. "Nazwisko contains 'ow'". */
  name: string;
  apply: (page: Page) => Promise<void>;
  /** Which unfiltered rows the filter keeps. */
  keeps: (row: Row) => boolean;
  /** False for a filter meant to empty the list; otherwise it must keep a row, or the check proves little. */
  keepsSome?: boolean;
}

export interface ListUnderTest {
  /** The page, e.g. http://localhost:3100/app/advisors. */
  url: string;
  /** The list operation's path, e.g. /api/advisor/advisor. */
  apiPath: string;
  /** What identifies a row (the column whose text is unique). */
  key: string;
  cases: FilterCase[];
  /** Called with a filter's name when it has findings (a screenshot for the report). */
  onFinding?: (filterName: string) => Promise<void>;
}

const isListResponse = (apiPath: string) => (response: { url(): string; request(): { method(): string } }) =>
  new URL(response.url()).pathname === apiPath && response.request().method() === 'GET';

/** Opens the list and waits for its rows (the list's answer, then the page at rest). */
async function openList(page: Page, recorder: PageRecorder, list: ListUnderTest): Promise<void> {
  await Promise.all([page.waitForResponse(isListResponse(list.apiPath)), page.goto(list.url)]);
  await recorder.settle(page);
}

/** Returns the findings (empty when every filter shows exactly the rows it should). */
export async function exerciseFilters(
  page: Page,
  recorder: PageRecorder,
  audit: TextAudit,
  list: ListUnderTest,
): Promise<string[]> {
  const findings: string[] = [];
  await openList(page, recorder, list);
  const all = await tableRows(page);
  await recorder.take();
  if (all.length === 0) return [`the unfiltered list shows no rows: nothing to filter`];

  for (const filter of list.cases) {
    const before = findings.length;
    await checkOne(filter);
    if (findings.length > before) await list.onFinding?.(filter.name);
  }
  return findings;

  async function checkOne(filter: FilterCase): Promise<void> {
    await openList(page, recorder, list);
    await recorder.take();
    // The filter must reach the server: the list is asked again with a filter (text filters after their debounce).
    const asked = page
      .waitForResponse((r) => isListResponse(list.apiPath)(r) && new URL(r.url()).search.includes('filters'), {
        timeout: 5_000,
      })
      .catch(() => null);
    try {
      await filter.apply(page);
    } catch (error) {
      findings.push(`filter ${filter.name}: could not be set: ${String(error).split('\n')[0]}`);
      return;
    }
    if (!(await asked)) {
      findings.push(`filter ${filter.name}: the list was not requested again`);
      return;
    }
    await recorder.settle(page);
    const { errors, failures } = await recorder.take();
    for (const error of errors) findings.push(`filter ${filter.name}: ${error}`);
    for (const f of failures)
      findings.push(`filter ${filter.name}: ${f.method} ${f.path} -> ${f.status} ${f.code ?? ''}`);
    for (const text of audit.findings((await visibleTexts(page)).texts, 'pl'))
      findings.push(`filter ${filter.name}: ${text}`);

    const shown = (await tableRows(page)).map((row) => row[list.key] ?? '').sort();
    const wanted = all
      .filter(filter.keeps)
      .map((row) => row[list.key] ?? '')
      .sort();
    if (wanted.length === 0 && filter.keepsSome !== false) {
      findings.push(`filter ${filter.name}: keeps none of [${all.map((row) => row[list.key]).join(', ')}]`);
    }
    if (JSON.stringify(shown) !== JSON.stringify(wanted)) {
      findings.push(`filter ${filter.name}: shows [${shown.join(', ')}], expected [${wanted.join(', ')}]`);
    }
  }
}

/** A text filter ("Filtr: <column>" input): contains, case-insensitive. */
export function textFilter(column: string, needle: string): FilterCase {
  return {
    name: `${column} contains "${needle}"`,
    apply: (page) => page.getByLabel(`Filtr: ${column}`, { exact: true }).fill(needle),
    keeps: (row) => (row[column] ?? '').toLowerCase().includes(needle.toLowerCase()),
  };
}

/** An options filter (the "Filtr: <column>" popover's checkboxes): rows whose cell shows the option. */
export function optionFilter(column: string, option: string): FilterCase {
  return {
    name: `${column} = "${option}"`,
    apply: async (page) => {
      await page.getByRole('button', { name: new RegExp(`^Filtr: ${column}\\b`) }).click();
      // click, not check(): the list re-renders when the request returns, which check() would take for a miss.
      await page.getByRole('checkbox', { name: option, exact: true }).click();
      await page.keyboard.press('Escape');
    },
    keeps: (row) => (row[column] ?? '').includes(option),
  };
}

/** A date-range filter ("<column> od" / "<column> do"), against the DD.MM.YYYY date the cell shows. */
export function dateFilter(column: string, bound: 'od' | 'do', isoDate: string, keepsSome = true): FilterCase {
  return {
    name: `${column} ${bound} ${isoDate}`,
    keepsSome,
    apply: (page) => page.getByLabel(`${column} ${bound}`, { exact: true }).fill(isoDate),
    keeps: (row) => {
      const [day, month, year] = (row[column] ?? '').slice(0, 10).split('.');
      const shown = `${year}-${month}-${day}`;
      return bound === 'od' ? shown >= isoDate : shown <= isoDate;
    },
  };
}
