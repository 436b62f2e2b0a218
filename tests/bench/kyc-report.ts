// The KYC form's rows of docs/bench.md's table and its section, written by the full
// `npm run bench` and, alone, by `npm run bench -- kyc` (which replaces only these rows and this section).
import type { KeystrokeStats, KycKeystrokeBench } from './kyc-keystroke';
import { PIPELINE_HEADING } from './pipeline-report';

export interface BenchRow {
  budget: string;
  measured: string;
  target: string;
  verdict: string;
}

/** A keystroke within a frame; the public pages' JS (see docs/product/budgets.md). */
const KEYSTROKE_BUDGET_MS = 16;
const PUBLIC_JS_BUDGET_KB = 170;

/** How the rows of the table begin: the kyc mode replaces exactly the rows that begin so. */
const ROW_PREFIXES = [
  'JS a first visit to /kyc-form',
  'A keystroke in the KYC form',
  'Baseline: a keystroke in a bare',
];

export const KYC_HEADING = '## A keystroke in the KYC form';
/** The section runs from its heading to this line (included), so that it can be replaced alone. */
export const KYC_END = '<!-- end of the KYC form section -->';

const ms = (value: number) => value.toFixed(1);

function keystrokes(stats: KeystrokeStats): string {
  return `p50 ${ms(stats.p50)} ms, p95 ${ms(stats.p95)} ms, max ${ms(stats.max)} ms`;
}

export function kycRows(result: KycKeystrokeBench | string): BenchRow[] {
  if (typeof result === 'string') {
    return [
      { budget: 'A keystroke in the KYC form', measured: result, target: `<= ${KEYSTROKE_BUDGET_MS} ms`, verdict: '-' },
    ];
  }
  const kb = result.js.gzipBytes / 1024;
  return [
    {
      budget:
        "JS a first visit to /kyc-form downloads (Chromium, a real invitation's link, every script until the network is idle, gzip)",
      measured: `${kb.toFixed(1)} KB (${result.js.files.length} files)`,
      target: `<= ${PUBLIC_JS_BUDGET_KB} KB`,
      verdict: kb <= PUBLIC_JS_BUDGET_KB ? 'within' : 'OVER',
    },
    {
      budget: `A keystroke in the KYC form (Chromium, the complete form, its longest step "${result.step.title}" with ${result.step.fields} fields, typing in "${result.field}"; keydown to the end of the next frame, n=${result.form.n})`,
      measured: `${keystrokes(result.form)}; the event's own work p50 ${ms(result.form.workP50)} ms, p95 ${ms(result.form.workP95)} ms; Event Timing >= 16 ms: ${result.form.slowByEventTiming} of ${result.form.n}`,
      target: `<= ${KEYSTROKE_BUDGET_MS} ms p95`,
      verdict: result.form.p95 <= KEYSTROKE_BUDGET_MS ? 'within' : 'OVER',
    },
    {
      budget: `Baseline: a keystroke in a bare <input> on an empty page (same browser, run and measure, n=${result.bare.n})`,
      measured: `${keystrokes(result.bare)}; the event's own work p50 ${ms(result.bare.workP50)} ms, p95 ${ms(result.bare.workP95)} ms; Event Timing >= 16 ms: ${result.bare.slowByEventTiming} of ${result.bare.n}`,
      target: '-',
      verdict: '-',
    },
  ];
}

const NOTES = [
  '- The form (tests/bench/kyc-keystroke.ts): `npm start` on an empty database; the demo advisor sends a real KYC',
  "  invitation through the API and the link comes from the outbox. The invitee's browser holds a draft of the",
  '  complete form (every section filled: two bank accounts, a beneficial owner, ...), as after a person filled it',
  '  in; each step is opened and the one with the most fields is typed into: a letter, then Backspace, and so on,',
  '  about 8 keys a second (after the previous keystroke was painted), 10 warm-up keystrokes not counted.',
  "- The measure: from the keydown's timestamp to the end of the next frame after the input event (a",
  '  requestAnimationFrame callback scheduled from the input event posts a message, handled once that frame is',
  '  done). "Own work": from the keydown to the end of the input event\'s task (its handlers and the synchronous React',
  "  render of the step's RJSF form). Chromium's Event Timing (PerformanceObserver `event`, threshold 16 ms, its",
  '  minimum) measures up to when that frame is presented, later than the end of its main-thread work where the',
  '  measure above stops, and reports only keystrokes of 16 ms or more, rounded to 8 ms: its count is a stricter',
  '  cross-check.',
  "- The page's JS: /kyc-form carries RJSF, Ajv with the shared formats and keywords, and the KYC schema, as /invest",
  "  does: over the public pages' 170 KB, a departure written down in docs/decisions/0013-form-pages-javascript.md.",
  '  Cut on the way from 383 KB: the form validator no longer imports both whole message catalogues (the SPA',
  "  translates through react-intl; schemas/formats/locale-translator.ts is for tests), RJSF's markdown renderer is",
  '  replaced by plain text (src/lib/forms/rjsf/plain-markdown.tsx; no form of ours uses markdown), and one copy',
  '  each of ajv-formats and fast-uri (vite.config.ts `resolve.dedupe`).',
  '- The baseline: the same measure in the same browser and run on a bare <input> of an empty page. Headless',
  "  Chromium draws at most one frame per 16.7 ms: a keystroke waits for the next frame whatever the page's work,",
  '  so the bare input shows what the frame clock and the measurement cost on their own; compare the form with it.',
  "  The machine's load at the time weighs on every figure: compare runs on the same machine only.",
  '- Where the time goes (`BENCH_KYC_PROFILE=kyc.cpuprofile` writes a CPU profile of the keystrokes,',
  '  `BENCH_KYC_TRACE=trace.json` a Chromium trace of them and of the bare input). Before the change (1e3ae7c,',
  '  p50 12.8-15.8 ms, p95 20.4-23.8 ms on this machine) each keystroke ran RJSF over the whole step inside the',
  '  input event: its state derived twice (in its onChange, and again when SchemaForm handed the data back as the',
  '  controlled `formData`) and the step rendered, 5-6 ms of script before the frame. Now (1) a text field shows the',
  '  typed letter from its own state and hands it to RJSF after that frame is painted (src/lib/forms/rjsf/',
  "  deferred-text.ts): RJSF's work for the change (~4-6 ms in the trace) runs between keystrokes; leaving the field,",
  '  a submit, Enter and a click in the form hand the text over first, so validation and submitted data never miss',
  "  it, and the form's data watcher (the wizard's draft) is told each letter at once; (2) SchemaForm is",
  '  uncontrolled (RJSF keeps its own state, `initialFormData`), so a change is derived once. Tried and left out:',
  '  `contain: layout style` on each field: four alternating runs with and without it differed by less than the',
  '  noise between runs (p95 14.1 / 12.7 ms with it, 15.2 / 11.8 ms without).',
];

export function kycSection(result: KycKeystrokeBench | string, machine: string, date: string): string {
  const head = [
    KYC_HEADING,
    '',
    'Written by `npm run bench` or, this section and its rows of the table alone, `npm run bench -- kyc`',
    '(tests/bench/kyc-keystroke.ts). Budgets from docs/product/budgets.md; measured, not asserted.',
    '',
    `- Date: ${date}`,
    `- Machine: ${machine}`,
  ];
  if (typeof result === 'string') return [...head, '', result, '', KYC_END, ''].join('\n');
  return [
    ...head,
    '- The figures: the rows "JS a first visit to /kyc-form", "A keystroke in the KYC form" and "Baseline" of the',
    '  table above',
    `- Load average (1 min) of the shared machine when the keystrokes started / ended: ${result.load[0].toFixed(1)} / ${result.load[1].toFixed(1)}`,
    `- Steps of the form: ${result.step.steps}; the longest: "${result.step.title}", ${result.step.fields} fields`,
    `- The /kyc-form first visit's scripts: ${result.js.files.join(', ')}`,
    '',
    '### Notes',
    '',
    ...NOTES,
    '',
    KYC_END,
    '',
  ].join('\n');
}

/**
 * The file with the rows of its first table that begin with one of `prefixes` replaced by `rows`: where the first
 * of them was, else after the table's last row. (`npm run bench -- kyc` and `-- routes` replace their rows so.)
 */
export function replaceRows(file: string, prefixes: readonly string[], rows: readonly BenchRow[]): string {
  const isReplaced = (line: string) => prefixes.some((prefix) => line.startsWith(`| ${prefix}`));
  const lines = file.split('\n');
  const tableStart = lines.findIndex((line) => line.startsWith('| What |'));
  if (tableStart < 0) throw new Error('docs/bench.md has no table');
  let tableEnd = tableStart;
  while (tableEnd + 1 < lines.length && lines[tableEnd + 1]!.startsWith('|')) tableEnd += 1;
  const table = lines.slice(tableStart, tableEnd + 1);
  const first = table.findIndex(isReplaced);
  const kept = table.filter((line) => !isReplaced(line));
  const at = first < 0 ? kept.length : first;
  const rendered = rows.map((r) => `| ${r.budget} | ${r.measured} | ${r.target} | ${r.verdict} |`);
  kept.splice(at, 0, ...rendered);
  return [...lines.slice(0, tableStart), ...kept, ...lines.slice(tableEnd + 1)].join('\n');
}

/** The file with the KYC rows of its first table replaced. */
export function replaceKycRows(file: string, rows: readonly BenchRow[]): string {
  return replaceRows(file, ROW_PREFIXES, rows);
}

/** The file with its KYC section replaced (or put before the pipeline's section, or appended, when it has none). */
export function replaceKycSection(file: string, section: string): string {
  const start = file.indexOf(KYC_HEADING);
  if (start >= 0) {
    const end = file.indexOf(KYC_END, start);
    const after = end < 0 ? '' : file.slice(end + KYC_END.length).replace(/^\n/, '');
    return `${file.slice(0, start)}${section}${after}`;
  }
  const pipeline = file.indexOf(PIPELINE_HEADING);
  if (pipeline >= 0) return `${file.slice(0, pipeline)}${section}\n${file.slice(pipeline)}`;
  return `${file.trimEnd()}\n\n${section}`;
}
