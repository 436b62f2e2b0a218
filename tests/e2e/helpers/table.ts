// Reading the table kit's table (src/lib/table) as a person sees it: the data rows, by column header.
import type { Page } from 'playwright-core';

/** The data rows of the page's table, each a map header -> cell text (textContent: no CSS upper-casing). */
export async function tableRows(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() => {
    const table = document.querySelector('table');
    if (!table) return [];
    const headers = [...table.querySelectorAll('thead tr:first-child th')].map((th) => th.textContent?.trim() ?? '');
    return [...table.querySelectorAll('tbody tr')]
      .filter((row) => row.getAttribute('aria-hidden') !== 'true' && row.children.length === headers.length)
      .map((row) =>
        Object.fromEntries([...row.children].map((cell, index) => [headers[index]!, cell.textContent?.trim() ?? ''])),
      );
  });
}
