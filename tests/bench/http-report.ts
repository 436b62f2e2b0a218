// The section of docs/bench.md written from tests/bench/http-requests.ts: the ratios to the bare route first (the
// targets), then the absolute figures, the load average and how it was measured.
import type { ExportFigures, HttpRequestsBench, RequestFigures } from './http-requests';

const START = '## Requests over a real socket, against a bare Fastify + pg route';
const END = '<!-- end of the requests section -->';

const THROUGHPUT_TARGET = 0.6;
const P95_TARGET = 1.5;
const EXPORT_TARGET = 1.5;

const fixed = (value: number, digits = 2) => value.toFixed(digits);
const range = (spread: { median: number; min: number; max: number }) =>
  `${fixed(spread.median)} (${fixed(spread.min)}–${fixed(spread.max)})`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function requestRow(figure: RequestFigures): string {
  const met = figure.ratio.median >= THROUGHPUT_TARGET && figure.p95Ratio.median <= P95_TARGET;
  const side = (label: string, s: RequestFigures['app']) =>
    `${label} ${median(s.throughput.map((t) => t.requestsPerSecond)).toFixed(0)} req/s, p50/p95/p99 ${fixed(median(s.latency.map((l) => l.p50)), 1)}/${fixed(median(s.latency.map((l) => l.p95)), 1)}/${fixed(median(s.latency.map((l) => l.p99)), 1)} ms`;
  return `| ${figure.name} | ${range(figure.ratio)} | ${range(figure.p95Ratio)} | ${side('app', figure.app)}; ${side('bare', figure.bare)} | ${figure.statements} | ${met ? 'met' : 'NOT met'} |`;
}

function exportRow(figure: ExportFigures): string {
  const met = figure.ratio.median <= EXPORT_TARGET;
  return `| ${figure.format.toUpperCase()} export, ${figure.rows.toLocaleString('en')} rows (${(figure.bytes / 2 ** 20).toFixed(1)} MiB) | ${range(figure.ratio)} | app ${median(figure.app).toFixed(0)} ms, bare ${median(figure.bare).toFixed(0)} ms (medians of ${figure.app.length}) | <= ${EXPORT_TARGET} | ${met ? 'met' : 'NOT met'} |`;
}

export function httpSection(result: HttpRequestsBench | string, machine: string, date: string): string {
  if (typeof result === 'string') return [START, '', `Not measured: ${result}`, '', END, ''].join('\n');
  return [
    START,
    '',
    'Written by `npm run bench` or, this section alone, `npm run bench -- http` (tests/bench/http-requests.ts).',
    '',
    `- Date: ${date}`,
    `- Machine: ${machine}`,
    `- Load average (1 min) of the shared machine: ${fixed(result.load.start, 1)} at the start, ${fixed(result.load.end, 1)} at the end, at most ${fixed(result.load.max, 1)} between rounds`,
    ...(result.load.max > 4
      ? [
          '- The machine was busy with other work while this ran (load above): the ratios hold within a round, the absolute figures are not those of an idle machine',
        ]
      : []),
    `- ${result.rounds} rounds, each request app then bare: autocannon ${result.connections} connections x ${result.seconds} s (throughput), then a keep-alive client, ${result.latencyConnections} connections, ${result.latencyRequests} requests after 100 not counted (latency)`,
    '',
    `| Request (PostgreSQL, demo data) | app / bare throughput, median of rounds (range) | app p95 / bare p95, median (range) | Figures (medians) | Statements | Target: >= ${THROUGHPUT_TARGET}, p95 <= ${P95_TARGET}x |`,
    '|---|---|---|---|---|---|',
    ...result.requests.map(requestRow),
    '',
    ...(result.exports.length > 0
      ? [
          `| Export over HTTP (coordinator's network view, newest first; ${result.exportOffersPerTenant.toLocaleString('en')} extra offers a tenant) | app / bare time, median (range) | Whole transfer | Target | Verdict |`,
          '|---|---|---|---|---|',
          ...result.exports.map(exportRow),
          '',
        ]
      : []),
    '### How',
    '',
    '- Both servers run in the bench process on one PostgreSQL database with the demo data (campaigns and offers',
    '  as `npm start` seeds them); the load generators are child processes (their own event loops). The bare route',
    '  sends the very statements the app sent for the same request (captured from the driver after a first',
    '  request: text, values, prepared name; statements the app sent side by side are sent side by side) on its own',
    '  pool of the same size and answers their raw rows as JSON: no tenant, token, session check, scope, mapping or',
    "  schema. The app's extra CPU per request is what the ratios show; the machine's load weighs on both sides",
    '  alike within a round, less so across rounds: compare the ratios, not the absolute figures, between runs.',
    '- The exports: the pipeline load (tests/bench/pipeline.ts) with the offers above is added after the requests',
    "  were measured; the bare route runs the app's cursor (the same SELECT and values) 500 rows a fetch and writes",
    "  them by hand (CSV) or with exceljs's streaming writer alone, no styles (XLSX).",
    '',
    END,
    '',
  ].join('\n');
}

/** Replaces the section in the report, or puts it after the report's first lines (date, machine). */
export function replaceHttpSection(text: string, section: string): string {
  const start = text.indexOf(START);
  if (start >= 0) {
    const end = text.indexOf(END, start);
    return `${text.slice(0, start)}${section}${text.slice(end + END.length + 1)}`;
  }
  const table = text.indexOf('| What | Measured |');
  if (table < 0) return `${text}\n${section}`;
  return `${text.slice(0, table)}${section}\n${text.slice(table)}`;
}
