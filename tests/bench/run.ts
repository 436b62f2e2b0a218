// `npm run bench`: measures the budgets of docs/product/budgets.md that exist in the product so far and writes
// docs/bench.md with the machine and the date. Budgets are measured and written down, never asserted by tests.
// `npm run bench -- pipeline` (or BENCH_ONLY=pipeline) runs the investor pipeline bench alone and replaces only
// its section of docs/bench.md (the 1 000 000-offer load alone takes minutes); `npm run bench -- pipeline-report`
// writes that section again from the last run's figures. `npm run bench -- kyc` runs the KYC form's bench alone
// (a keystroke in the public KYC form and that page's JS, in Chromium) and replaces only its rows and section;
// `npm run bench -- routes` measures the public pages' JS (and the investor's /app) alone and replaces only those
// rows; `npm run bench -- http` measures the panels' requests and the exports over a real socket against their bare
// routes alone and replaces only that section.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/open-db';
import { seedDemoData } from '../../server/src/demo/seed';
import { advisorListBench, type AdvisorListBench } from './advisor-list';
import { httpRequestsBench, type HttpRequestsBench } from './http-requests';
import { httpSection, replaceHttpSection } from './http-report';
import { lighthouseBench, type LighthouseResult } from './lighthouse';
import { offerAcceptBench, type OfferAcceptBench } from './offer-accept';
import { pipelineBench, type PipelineBench } from './pipeline';
import { pipelineSection, replacePipelineSection } from './pipeline-report';
import { kycKeystrokeBench, type KycKeystrokeBench } from './kyc-keystroke';
import { kycRows, kycSection, replaceKycRows, replaceKycSection, replaceRows } from './kyc-report';
import { PUBLIC_PAGES, publicJsBench, type PublicPageJs } from './public-js';
import { mailThroughputBench, type MailThroughputBench } from './mail-throughput';

const MAIL_ROW_PREFIXES = ['Mail sent'] as const;

function mailRows(result: MailThroughputBench) {
  return [
    {
      budget: `Mail sent by one instance to an SMTP catcher on loopback (${result.database}, ${result.concurrency} connections)`,
      measured: `${Math.round(result.perMinute)} a minute (${result.mails} mails in ${result.seconds.toFixed(1)} s)`,
      target: '≥ 600 a minute',
      verdict: result.perMinute >= 600 ? 'met' : 'NOT met',
    },
  ];
}

const root = resolve(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');

interface Row {
  budget: string;
  measured: string;
  target: string;
  verdict: string;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** The JS a first visit to a public page downloads before it can render: the entry and its modulepreloads. */
function initialJs(): { files: string[]; gzipBytes: number } {
  // Always a fresh production build: a stale dist/ would measure yesterday's bundle.
  execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]!);
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  return { files, gzipBytes };
}

async function apiLatency(): Promise<{ operation: string; p50: number; p95: number; n: number }[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fund-bench-'));
  const handle = await openDatabase({ dataDir });
  try {
    await seedDemoData(handle.db);
    const app = await buildApp({ db: handle.db });
    await app.ready();
    const results = [];
    for (const [operation, url] of [
      ['getHealth', '/public-api/health'],
      ['getWhiteLabelConfiguration', '/public-api/white-label-configuration'],
    ] as const) {
      const samples: number[] = [];
      for (let i = 0; i < 520; i++) {
        const started = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        if (i >= 20) samples.push(elapsed); // the first requests warm up the JIT and the caches
      }
      samples.sort((a, b) => a - b);
      results.push({ operation, p50: percentile(samples, 50), p95: percentile(samples, 95), n: samples.length });
    }
    await app.close();
    return results;
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The rows of the public pages' JS: the entry every page loads, and what a first visit to each public page (and
 * the investor's /app) downloads in Chromium (tests/bench/public-js.ts), with its budget.
 */
function publicJsRows(js: ReturnType<typeof initialJs>, pages: PublicPageJs[] | string): Row[] {
  const kb = js.gzipBytes / 1024;
  return [
    {
      budget: 'Initial JS of the public pages (gzip)',
      measured: `${kb.toFixed(1)} KB (${js.files.join(', ')})`,
      target: '<= 170 KB',
      verdict: kb <= 170 ? 'within' : 'OVER',
    },
    ...(typeof pages === 'string'
      ? [{ budget: 'JS a first visit to the public pages downloads', measured: pages, target: '-', verdict: '-' }]
      : pages.map((page) => {
          const pageKb = page.gzipBytes / 1024;
          return {
            budget: `JS a first visit to ${page.label} downloads (Chromium, gzip as transferred, every script until the network is idle)`,
            measured: `${pageKb.toFixed(1)} KB (${page.files} files); LCP ${page.lcpMs === null ? '-' : `${(page.lcpMs / 1000).toFixed(2)} s`}`,
            target: page.budgetKb === null ? 'no budget; measured' : `<= ${page.budgetKb} KB`,
            verdict: page.budgetKb === null ? '-' : pageKb <= page.budgetKb ? 'within' : 'OVER',
          };
        })),
  ];
}
/** How those rows begin: `npm run bench -- routes` replaces exactly them (not the KYC bench's own /kyc-form row). */
const PUBLIC_JS_ROW_PREFIXES = [
  'Initial JS of the public pages',
  'JS of the public offer pages',
  'JS a first visit to the public pages',
  // The rows of earlier versions of this bench.
  'JS a first visit to /campaign downloads (Chromium, every script',
  'JS a first visit to /invest downloads (Chromium, every script',
  ...PUBLIC_PAGES.map((page) => `JS a first visit to ${page.label} downloads (Chromium, gzip`),
];

const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`;
const today = new Date().toISOString().slice(0, 10);
const benchFile = join(root, 'docs', 'bench.md');
const only = process.argv[2] ?? process.env.BENCH_ONLY;
if (only !== undefined && !['pipeline', 'pipeline-report', 'kyc', 'routes', 'mail', 'http'].includes(only))
  throw new Error(`unknown bench "${only}" (known: pipeline, pipeline-report, kyc, routes, mail, http)`);
if (only === 'http') {
  const section = httpSection(await httpRequestsBench(), machine, today);
  writeFileSync(benchFile, replaceHttpSection(readFileSync(benchFile, 'utf8'), section));
  console.log(section);
  process.exit(0);
}
if (only === 'mail') {
  // Mail throughput alone: one instance, its mail workers, an SMTP catcher on loopback.
  const result = await mailThroughputBench();
  const rows = mailRows(result);
  writeFileSync(benchFile, replaceRows(readFileSync(benchFile, 'utf8'), MAIL_ROW_PREFIXES, rows));
  console.log(rows.map((r) => `| ${r.budget} | ${r.measured} | ${r.target} | ${r.verdict} |`).join('\n'));
  process.exit(0);
}
if (only === 'routes') {
  // The public pages' JS alone (after a change to the bundle), without the database benches.
  const rows = publicJsRows(initialJs(), await publicJsBench());
  writeFileSync(benchFile, replaceRows(readFileSync(benchFile, 'utf8'), PUBLIC_JS_ROW_PREFIXES, rows));
  console.log(rows.map((r) => `| ${r.budget} | ${r.measured} | ${r.target} | ${r.verdict} |`).join('\n'));
  process.exit(0);
}
if (only === 'kyc') {
  const result = await kycKeystrokeBench();
  const section = kycSection(result, machine, today);
  writeFileSync(
    benchFile,
    replaceKycSection(replaceKycRows(readFileSync(benchFile, 'utf8'), kycRows(result)), section),
  );
  console.log(
    kycRows(result)
      .map((r) => `| ${r.budget} | ${r.measured} | ${r.target} | ${r.verdict} |`)
      .join('\n'),
  );
  console.log(section);
  process.exit(0);
}
if (only === 'pipeline' || only === 'pipeline-report') {
  // The figures are kept in .data/ (git-ignored): `pipeline-report` writes the section again from the last run
  // (after a change of its text) without loading a million offers again.
  const kept = join(root, '.data', 'bench-pipeline.json');
  let result: PipelineBench;
  let measuredOn = { machine, date: today };
  if (only === 'pipeline') {
    result = await pipelineBench();
    mkdirSync(dirname(kept), { recursive: true });
    writeFileSync(kept, JSON.stringify({ result, ...measuredOn }));
  } else {
    const saved = JSON.parse(readFileSync(kept, 'utf8')) as { result: PipelineBench; machine: string; date: string };
    result = saved.result;
    measuredOn = { machine: saved.machine, date: saved.date };
  }
  const section = pipelineSection(result, measuredOn.machine, measuredOn.date);
  writeFileSync(benchFile, replacePipelineSection(readFileSync(benchFile, 'utf8'), section));
  console.log(section);
  process.exit(0);
}

const js = initialJs();
const latency = await apiLatency();
const advisors: AdvisorListBench | string = await advisorListBench().catch((error: unknown) => {
  console.error(error);
  return `not measured: ${(error as Error).message}`;
});
const requests: HttpRequestsBench | string = await httpRequestsBench().catch((error: unknown) => {
  console.error(error);
  return `not measured: ${(error as Error).message}`;
});
const pages: LighthouseResult[] | string = await lighthouseBench().catch((error: unknown) => {
  console.error(error);
  return `not measured: ${(error as Error).message}`;
});
const offerPages: PublicPageJs[] | string = await publicJsBench().catch((error: unknown) => {
  console.error(error);
  return `not measured: ${(error as Error).message}`;
});
const accept: OfferAcceptBench | string = await offerAcceptBench().catch((error: unknown) => {
  console.error(error);
  return `not measured: ${(error as Error).message}`;
});
const pipeline: PipelineBench | string = await pipelineBench().catch((error: unknown) => {
  console.error(error);
  return `not measured: ${(error as Error).message}`;
});
const kyc: KycKeystrokeBench | string = await kycKeystrokeBench().catch((error: unknown) => {
  console.error(error);
  return `not measured: ${(error as Error).message}`;
});
const mail: MailThroughputBench | string = await mailThroughputBench().catch((error: unknown) => {
  console.error(error);
  return `not measured: ${(error as Error).message}`;
});
const rows: Row[] = [
  ...publicJsRows(js, offerPages),
  ...(typeof mail === 'string'
    ? [{ budget: 'Mail sent by one instance', measured: mail, target: '≥ 600 a minute', verdict: '-' }]
    : mailRows(mail)),
  ...(typeof accept === 'string'
    ? [{ budget: 'Accepting an offer on PostgreSQL', measured: accept, target: '-', verdict: '-' }]
    : [
        {
          budget: `Accepting an offer through the public link on PostgreSQL, in-process, one after another (n=${accept.n})`,
          measured: `p50 ${accept.p50.toFixed(1)} ms, p95 ${accept.p95.toFixed(1)} ms`,
          target: 'no budget (measured)',
          verdict: '-',
        },
      ]),
  ...(typeof pages === 'string'
    ? [{ budget: 'Lighthouse, public pages', measured: pages, target: '-', verdict: '-' }]
    : pages.map((page) => ({
        budget: `Lighthouse ${page.path.split('?')[0]} (desktop, no throttling, loopback, \`npm start\`; median of ${page.runs})`,
        measured: `performance ${page.performance}, LCP ${(page.lcpMs / 1000).toFixed(2)} s, TBT ${page.tbtMs.toFixed(0)} ms`,
        target: 'performance >= 95, LCP <= 1.0 s',
        verdict: page.performance >= 95 && page.lcpMs <= 1000 ? 'within' : 'OVER',
      }))),
  ...latency.map((l) => ({
    budget: `API ${l.operation} on PGlite, in-process (n=${l.n})`,
    measured: `p50 ${l.p50.toFixed(2)} ms, p95 ${l.p95.toFixed(2)} ms`,
    target: 'no budget; baseline',
    verdict: '-',
  })),
  ...(typeof advisors === 'string'
    ? [{ budget: 'Advisor list on PostgreSQL', measured: advisors, target: '-', verdict: '-' }]
    : [
        {
          budget: `Advisor list page on PostgreSQL, ${advisors.rows} advisors in 2 tenants, through the app (n=${advisors.n}): ${advisors.query}`,
          measured: `p50 ${advisors.page.p50.toFixed(2)} ms, p95 ${advisors.page.p95.toFixed(2)} ms (page + total count, ${advisors.total} matching)`,
          target: '<= 20 ms p95',
          verdict: advisors.page.p95 <= 20 ? 'within' : 'OVER',
        },
        {
          budget: `A separate total count of the same conditions (what the list ran before the window count, n=${advisors.n})`,
          measured: `p50 ${advisors.count.p50.toFixed(2)} ms, p95 ${advisors.count.p95.toFixed(2)} ms`,
          target: '-',
          verdict: '-',
        },
      ]),
  ...kycRows(kyc),
];

const report = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (tests/bench/run.ts). Budgets from docs/product/budgets.md; measured, not asserted.',
  '',
  `- Date: ${today}`,
  `- Machine: ${machine}`,
  '',
  httpSection(requests, machine, today),
  '| What | Measured | Budget | Verdict |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.budget} | ${r.measured} | ${r.target} | ${r.verdict} |`),
  '',
  '## Notes',
  '',
  '- Requests (tests/bench/http-requests.ts, the section above): an authenticated list request costs the tenant',
  '  from memory (plugins/tenancy.ts, invalidated on change, 10 s TTL for changes made elsewhere), the access token',
  '  checked once and then remembered until it expires (security/jwt.ts), and ONE statement: the session lookup',
  '  (auth.repository.ts) as a CTE of the page query, which carries the scope and the total as `count(*) over ()`;',
  "  the auth hook leaves the list's session to that statement (plugins/auth.ts SESSION_IN_HANDLER) and the handler",
  "  checks it before it uses the page (tests/server/advisor-list-session.test.ts). The pages, the board's cards and",
  "  the investor's investments, payouts and fixings are named statements built once per query shape (no query",
  '  building per request, parsed once per connection); the security headers are computed once',
  "  (plugins/security-headers.ts); today's date uses one Intl formatter per time zone. Response validation against",
  '  the contract runs only in tests (buildApp `validateResponses`).',
  '- Advisor list on 100 000 advisors (tests/bench/advisor-list.ts): text sorts use the `polish` collation',
  '  (migration 0003), so the sort indexes are on `surname collate "polish"` etc. The page query finds the ids',
  '  and the window count in an inner query that reads only what the conditions and the order need, then reads',
  '  the page\'s 20 rows: with the covering index `(tenant_id, status, surname collate "polish", id,',
  '  lower(surname), role, surname)` (migration 0005) the common shape (a status filter, a surname `like`, the',
  '  surname sort) is an index-only scan in the order of the sort. `like` is `lower(column) like',
  "  lower('%value%')` (what ILIKE does in a UTF-8 database) so that the index holds the lowered surname instead",
  '  of lowering each row per request; the pg_trgm GIN indexes are on `lower(surname)`, `lower(first_name)`,',
  "  `lower(email)` (migration 0005; PGlite loads pg_trgm in open-db.ts). The coordinator's scope reads their",
  '  networks once per query (an InitPlan) and probes `network_members (user_id, network_id)` per row, index',
  '  only. The bench runs VACUUM ANALYZE after inserting the 100 000 advisors (what autovacuum does after such a',
  '  load): index-only scans need the visibility map; without it every index entry also visits the table.',
  '- Public pages (tests/bench/public-js.ts): a first visit to each page in a fresh Chromium context against',
  '  `npm start`, asking for gzip only: the sum of the script responses as transferred until the network is idle,',
  '  and the LCP of that visit (PerformanceObserver). /campaign, /invest and /kyc-form with a token that does not',
  "  exist (the same code as a real one); the investor's /app signed in. /doradcy validates its login with a",
  '  validator compiled at build time and loads the session machine when the form is used',
  '  (docs/decisions/0055-build-time-validators-and-the-login-without-the-session-machine.md).',
  '- Accept (tests/bench/offer-accept.ts): the demo advisor invites the addresses through the app, the bench reads',
  '  each link from the outbox and accepts each offer once with a complete form: one transaction that locks the',
  '  campaign row (the target is a cap, docs/decisions/0009), checks the form with the per-offer schema, moves the',
  '  offer with its event and writes the payment e-mail; the agreement PDF and its e-signature run after the answer.',
  '- How the public pages stay within 170 KB: the texts of the signed-in and form areas are split out of the',
  '  first catalogue by prefix (src/lib/i18n/catalogue-areas.ts, vite.config.ts) and registered when their code',
  '  loads; /campaign imports the offer pieces without the investment form (RJSF and the validators, ~125 KB, only',
  '  on /invest); the /app layout and the permissions map (generated/operations.ts) load with /app; the public',
  '  shell imports lib/auth by path, not through its index; the build drops the English defaultMessages of our',
  '  message descriptors (vite.config.ts stripDefaultMessages), and useAuth reads the session actor without',
  '  @xstate/react. /invest and /kyc-form stay over the budget: RJSF and',
  "  Ajv are the product owner's choice; docs/decisions/0013-form-pages-javascript.md says why and what was cut.",
  '- The initial-JS row measures the working tree as built at the date above. The session machine (xstate, the',
  '  sign-in client) loads only on /app and the access screens; /doradcy loads it with its login section.',
  '- Lighthouse: `npm start` on an empty temporary database, served as a visitor gets it (brotli, CSP), measured',
  "  with Lighthouse from npm against Debian's Chromium (`CHROME_PATH`, default /usr/bin/chromium, headless,",
  "  --no-sandbox, --disable-gpu), desktop preset with throttling off (what loopback gives). The machine's load",
  '  at the time weighs on every figure: compare runs on the same machine only.',
  '',
  ...(typeof advisors === 'string'
    ? []
    : ['## Plan of the advisor page query (EXPLAIN ANALYZE, as the app sent it)', '', '```', advisors.plan, '```', '']),
  kycSection(kyc, machine, today),
  pipelineSection(pipeline, machine, today),
].join('\n');
writeFileSync(benchFile, report);
console.log(report);
