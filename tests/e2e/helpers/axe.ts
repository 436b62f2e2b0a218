// axe-core (pinned in package.json) run in the page: its source is evaluated through the DevTools protocol
// (playwright-core's evaluate), which the page's Content-Security-Policy does not govern, so no script tag and
// no CSP exception are needed. The sweep fails on every serious or critical violation of WCAG 2.1 A and AA.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The conformance target of docs/accessibility.md. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** The first few offending elements' selectors. */
  targets: string[];
}

/** Serious and critical violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    type Result = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact!,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((node) => node.target.map(String).join(' ')),
      }));
  }, TAGS);
}
