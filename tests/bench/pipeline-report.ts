// The "Investor pipeline at 1 000 000 offers" section of docs/bench.md, written by the full
// `npm run bench` and, alone, by `npm run bench -- pipeline` (which replaces only this section of the file).
import type { PipelineBench } from './pipeline';

export const PIPELINE_HEADING = '## Investor pipeline at 1 000 000 offers';
/** The section runs from its heading to this line (included), so that it can be replaced alone. */
export const PIPELINE_END = '<!-- end of the investor pipeline section -->';

/** The budget of each measured pipeline request, by the bench's case name. */
const TARGETS: Record<string, number> = {
  'advisor page (listInvestorOffers)': 20,
  'network page (listNetworkInvestorOffers)': 50,
  'network page searched': 50,
  'network page filtered': 50,
  'board (getInvestorOffersBoard, network)': 100,
};

/**
 * "Flat": the whole export's peak RSS growth is at most the peak of the same export of a fifth of the rows plus
 * 16 MiB (the noise of V8's collections) or half the file, whichever is more. A file built in memory would grow
 * with the rows: five times the rows, at least four fifths of the file more.
 */
function flat(file: PipelineBench['exports'][number]): boolean {
  return file.peakRssGrowthMb <= file.small.peakRssGrowthMb + Math.max(16, file.bytes / 2 ** 21);
}

const ms = (value: number) => value.toFixed(1);
const mib = (value: number) => value.toFixed(0);

/** Why the figures are what they are: the plans below, in words (kept with the code that makes them). */
export const PIPELINE_NOTES: string[] = [
  '- The load (tests/bench/pipeline.ts): set-based SQL from `generate_series`, every row derived from its number:',
  "  200 bench advisors (100 a tenant) in 5 networks (demo: a quarter in each of the coordinator's two networks, half",
  '  in the third; navy: two networks, half each), 150 000 investors a tenant (10 first names x 10 surnames, each',
  '  surname made unique by a number: "Jacek Wróbel-4242"), statuses 30 % invited, 15 % viewed, 12 % interested, 8 %',
  '  accepted, 20 % active, 3 % rejected, 7 % declined, 5 % archived, invitations over the past two years, amounts',
  "  1 000-500 000 in the product's currency (demo: 4 PLN products, 1 EUR), agreement and payment dates for the",
  "  active ones. The offers' own indexes are dropped for the insert and built again from their catalogue definitions",
  "  (the migrations' indexes exactly), the foreign-key triggers are skipped for the insert (the rows are consistent by",
  '  construction), then VACUUM ANALYZE (what autovacuum does after such a load; index-only scans need the visibility',
  '  map).',
  '- App: `inject` into the real app, signed in as the demo advisor or coordinator (tenant, token, session, scope,',
  '  whitelist, validation, mapping, serialization). Baseline: a bare Fastify server in the same process with its',
  '  own pg pool whose route sends the statement(s) the app sent for that request (captured from the pool, the same',
  '  values and, for a kept query shape, a named prepared statement as the app keeps it) and answers the raw rows',
  '  as JSON. SQL alone: the same statements on the pool without HTTP. Measured one after the other (app, bare,',
  "  SQL) per request, so a change in the shared machine's load between them shows as a difference: compare the",
  '  three of one row, and runs on the same machine only.',
  "- Advisor page: the own-offer `like` is written `(lower(column) || '') like ...` (offerListDefinition in",
  '  server/src/modules/offers/offers.repository.ts), an expression the database-wide trigram index on',
  "  `lower(investor_name)` cannot serve. Before, the planner ANDed the owner's rows (1 960 offers of the statuses,",
  '  from `(tenant_id, owner_id, status, ...)`) with that index\'s bitmap: "krawczyk" (one of only ten surnames in this',
  '  data, 5.5 % of all offers) read ~55 000 entries, 25-130 ms, twice (the total and the page): 76.5 / 147.6 ms p50 /',
  "  p95 through the app at load ~10. Now the owner's index is always the starting point and the pattern a filter on",
  "  its ~2 000 rows (about 2 ms, the plan below). Tried and taken back before that: GIN indexes with the scope's key",
  "  in front (btree_gin): the planner's GIN cost estimate still preferred ANDing the tenant-wide indexes. The network",
  '  views keep the trigram index, which their searches need (network page searched).',
  "- Load: this run's figures were measured with the machine otherwise idle (load average above). Runs at load ~10",
  "  (other agents' builds and tests on the 2 CPUs) measured the network pages and the board 2-3 times slower, over",
  '  their targets at p95 (network 61 ms, board 131 ms): compare runs on the same machine at the same load only.',
  '- Network page: the page is an ordered index scan on `(tenant_id, status_changed_at, id, network_id, status)` that',
  "  stops after offset + limit rows of the coordinator's networks; the total counts the ~255 000 offers of the two",
  '  networks network by network, index-only on `(tenant_id, network_id, status)`: reading those entries is most of',
  "  the time. The searched variant reads the pattern's matches from the trigram index (a Bitmap Index Scan).",
  '- Board: three statements sent side by side (the counts, the sums, the 7 x 20 cards). The counts read the same',
  "  ~255 000 index entries as the network page's total, the sums the ~100 000 of interested, accepted and active",
  '  (index-only on `(tenant_id, network_id, status, currency, investment_value)`), the cards one short ordered scan',
  '  per status. As one statement (before) the counts and the sums ran one after the other in one backend. What is',
  '  left is counting a quarter of a million index entries per request; keeping per-network counters (a summary table',
  '  kept by the offer writes) would make it constant, at the price of a write on every status change.',
  '- Export: a cursor in one REPEATABLE READ transaction, 500 rows a fetch, each batch written before the next fetch',
  "  (the response's back-pressure). The CSV's first byte waits for the first 500 rows (the BOM and the header go",
  "  with them); the XLSX's first byte is exceljs's zip header, written at once, so only the CSV's shows the query.",
  '  Flat memory: the peak RSS growth of the same export of a fifth of the rows is about the same as of the whole',
  '  one (a file held in memory would grow five-fold); the RSS is the whole process (V8 keeps its young garbage until a',
  '  collection), measured after a forced collection before each export. exceljs is CPU-bound: an XLSX takes about',
  '  twice the CSV.',
];

export function pipelineSection(result: PipelineBench | string, machine: string, date: string): string {
  const head = [
    PIPELINE_HEADING,
    '',
    'Written by `npm run bench` or, this section alone, `npm run bench -- pipeline` (tests/bench/pipeline.ts).',
    'Budgets from docs/product/budgets.md; measured, not asserted.',
    '',
    `- Date: ${date}`,
    `- Machine: ${machine}`,
  ];
  if (typeof result === 'string') return [...head, '', result, '', PIPELINE_END, ''].join('\n');
  const lists = result.lists.map((list) => {
    const target = TARGETS[list.name];
    const within = target === undefined ? '-' : list.app.p95 <= target ? 'within' : `MISSED (${ms(list.app.p95)} ms)`;
    return `| ${list.name}: ${list.query}${!Number.isFinite(list.total) ? '' : ` (${list.total.toLocaleString('en')} matching)`} | ${ms(list.app.p50)} / ${ms(list.app.p95)} ms | ${ms(list.bare.p50)} / ${ms(list.bare.p95)} ms | ${ms(list.sql.p50)} / ${ms(list.sql.p95)} ms | ${target === undefined ? '-' : `<= ${target} ms p95`} | ${within} |`;
  });
  const exports = result.exports.map((file) => {
    return `| ${file.format.toUpperCase()} of ${file.rows.toLocaleString('en')} rows (${(file.bytes / 2 ** 20).toFixed(1)} MiB) | ${ms(file.firstByteMs)} ms | ${(file.totalMs / 1000).toFixed(1)} s | RSS +${mib(file.peakRssGrowthMb)} MiB (first half +${mib(file.firstHalfRssGrowthMb)}, second +${mib(file.secondHalfRssGrowthMb)}), heap +${mib(file.peakHeapGrowthMb)} MiB; ${file.small.rows.toLocaleString('en')} rows: RSS +${mib(file.small.peakRssGrowthMb)}, heap +${mib(file.small.peakHeapGrowthMb)} MiB | ${ms(file.bare.firstByteMs)} ms, ${(file.bare.totalMs / 1000).toFixed(1)} s, RSS +${mib(file.bare.peakRssGrowthMb)} MiB | flat (streamed) | ${flat(file) ? 'within' : 'MISSED'} |`;
  });
  return [
    ...head,
    `- Data: ${result.offers.toLocaleString('en')} offers in 2 tenants, loaded in ${result.seedSeconds.toFixed(0)} s; n=${result.n} requests per figure after 30 warm-up requests, one after another`,
    `- Load average (1 min) of the shared machine when the measurements started / ended: ${result.load[0].toFixed(1)} / ${result.load[1].toFixed(1)}`,
    '',
    '| Request (PostgreSQL) | App p50 / p95 | Baseline: bare Fastify + pg, same statements | SQL alone | Budget | Verdict |',
    '|---|---|---|---|---|---|',
    ...lists,
    '',
    '| Export over HTTP (network view, status in [invited, viewed], newest first) | First byte | Whole | Peak RSS growth | Baseline: bare Fastify + pg, same cursor | Budget | Verdict |',
    '|---|---|---|---|---|---|---|',
    ...exports,
    '',
    ...(PIPELINE_NOTES.length > 0 ? ['### Notes', '', ...PIPELINE_NOTES, ''] : []),
    ...result.lists.flatMap((list) => [
      `### Plan of the ${list.name} (EXPLAIN (ANALYZE, BUFFERS) of each statement the app sent, as it runs it)`,
      '',
      '```',
      list.plan,
      '```',
      '',
    ]),
    "### Plan of the 100 000-row export's SELECT (EXPLAIN (ANALYZE, BUFFERS), the whole result)",
    '',
    '```',
    result.exportPlan,
    '```',
    '',
    PIPELINE_END,
    '',
  ].join('\n');
}

/** The file with its pipeline section replaced (or appended when it has none yet). */
export function replacePipelineSection(file: string, section: string): string {
  const start = file.indexOf(PIPELINE_HEADING);
  if (start < 0) return `${file.trimEnd()}\n\n${section}`;
  const end = file.indexOf(PIPELINE_END, start);
  const after = end < 0 ? '' : file.slice(end + PIPELINE_END.length).replace(/^\n/, '');
  return `${file.slice(0, start)}${section}${after}`;
}
