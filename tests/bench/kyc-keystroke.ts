// A keystroke in the public KYC form, in Chromium against `npm start`, and the JS a first visit
// to that page downloads. The demo advisor sends a real KYC invitation through the API; the invitee's browser
// holds a draft of the complete form (tests/unit/schemas/fixtures.ts validKyc: every section filled, two bank
// accounts, a beneficial owner, ...), as after a person filled it in, so the wizard opens with everything in it.
// The step with the most fields is found by opening each step; a text field of that step is typed into.
//
// One keystroke is measured from its keydown's timestamp to the end of the next frame after its input event: a
// requestAnimationFrame callback, scheduled from the input event, posts a message that is handled once that frame is
// done (what "next paint" means for a page's main thread). Chromium's own Event Timing measures up to when that
// frame is presented, but reports only events of 16 ms or more, rounded to 8 ms: it is kept as a cross-check (how
// many keystrokes it saw as slow).
// The same measure on a bare <input> on an empty page, in the same browser and run, is the baseline: what the
// browser, the headless compositor's frame clock and the measurement cost on their own.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchBrowser, newPage } from '../e2e/helpers/browser';
import { newestMailTo } from '../e2e/helpers/sign-in';
import { startProduct, type RunningProduct } from '../e2e/helpers/product';
import { validKyc } from '../unit/schemas/fixtures';
import { totpAt } from '../../server/src/security/totp';
import type { Page } from 'playwright-core';
import { kycNaturalPersonSteps } from '#schemas/schema-tools';
import { DEMO_ADVISOR } from './demo-login';
import { measureRouteJs, type RouteJs } from './route-js';

const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 100);
const WARM_UP = 10;
/** Between two keystrokes (after the previous one was painted): about a person's typing pace. */
const PAUSE_MS = 90;

export interface KeystrokeStats {
  n: number;
  /** Keydown to the end of the next frame, ms. */
  p50: number;
  p95: number;
  max: number;
  /** Keydown to the end of the input event's own work (its handlers and React's render, before the frame), ms. */
  workP50: number;
  workP95: number;
  /** Keystrokes Chromium's Event Timing reported at 16 ms or more (its threshold), and the longest it reported. */
  slowByEventTiming: number;
  longestByEventTimingMs: number;
}

export interface KycKeystrokeBench {
  /** The KYC page's first visit (a fresh browser, the invitation's link). */
  js: RouteJs;
  step: { title: string; fields: number; steps: number };
  field: string;
  form: KeystrokeStats;
  bare: KeystrokeStats;
  /** The machine's 1-minute load average when the keystrokes started and when they ended. */
  load: [number, number];
}

const HEADERS = { 'context-id': 'demo', 'context-type': 'advisor-panel', 'content-type': 'application/json' };

async function post(product: RunningProduct, path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(product.url('localhost', path), {
    method: 'POST',
    headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A real invitation: the demo advisor signs in (password, TOTP) and sends it; the link comes from the outbox. */
async function invite(product: RunningProduct, email: string): Promise<string> {
  const { loginToken } = (await post(product, '/auth/login', {
    email: DEMO_ADVISOR.email,
    password: DEMO_ADVISOR.password,
  })) as { loginToken: string };
  const { accessToken } = (await post(product, '/auth/login-with-two-factor', {
    loginToken,
    code: totpAt(DEMO_ADVISOR.secret, new Date()),
  })) as { accessToken: string };
  const before = new Date(Date.now() - 1000);
  await post(
    product,
    '/api/advisor/kyc/investor-request/send',
    { investorEmail: email, message: 'Proszę o wypełnienie formularza KYC (pomiar wydajności).' },
    accessToken,
  );
  const mail = await newestMailTo(product, email, before);
  const link = mail.links.find((l) => l.includes('/kyc-form?token='));
  if (!link) throw new Error(`no KYC link in the mail to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * The measurement in the page (see the header), as plain JavaScript: a function handed to `page.evaluate` would
 * carry the helpers tsx adds to named functions. `__keystrokes.until(n)` resolves once n keystrokes are measured.
 */
const INSTRUMENT = `(() => {
  const paint = [];
  const work = [];
  const slow = new Map();
  const waiting = [];
  let keydownAt = 0;
  function settle() {
    for (const entry of [...waiting]) {
      if (paint.length >= entry.n) {
        waiting.splice(waiting.indexOf(entry), 1);
        entry.resolve();
      }
    }
  }
  document.addEventListener('keydown', (event) => { keydownAt = event.timeStamp; }, { capture: true });
  // The last listener of the input event (window, bubbling): React's listener on its root and the microtask in
  // which React renders a discrete event's update have run by the end of this listener's microtasks.
  window.addEventListener('input', () => {
    const start = keydownAt;
    queueMicrotask(() => work.push(performance.now() - start));
  });
  document.addEventListener('input', () => {
    const start = keydownAt;
    // The next frame's callback; its message is handled once that frame is done.
    requestAnimationFrame(() => {
      const afterFrame = new MessageChannel();
      afterFrame.port1.onmessage = () => { paint.push(performance.now() - start); settle(); };
      afterFrame.port2.postMessage(null);
    });
  }, { capture: true });
  // Chromium's Event Timing: one interactionId per keystroke, entries of 16 ms or more only.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) slow.set(entry.interactionId, Math.max(slow.get(entry.interactionId) || 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16 });
  window.__keystrokes = {
    paint,
    work,
    slow,
    until: (n) => new Promise((resolve) => { waiting.push({ n, resolve }); settle(); }),
  };
})()`;

type Instrumented = {
  __keystrokes: { paint: number[]; work: number[]; slow: Map<number, number>; until(n: number): Promise<void> };
};

interface Recorded {
  paint: number[];
  work: number[];
  slow: number[];
}

/** Types into the focused field: a letter, then Backspace, and so on (the value stays the same length). */
async function typeAndMeasure(page: Page): Promise<KeystrokeStats> {
  await page.evaluate(INSTRUMENT);
  const total = WARM_UP + KEYSTROKES;
  for (let i = 0; i < total; i += 1) {
    await page.keyboard.press(i % 2 === 0 ? String.fromCharCode(97 + ((i / 2) % 26)) : 'Backspace');
    await page.evaluate((n) => (window as unknown as Instrumented).__keystrokes.until(n), i + 1);
    await page.waitForTimeout(PAUSE_MS + Math.random() * 20); // not in step with the frame clock
    // The warm-up's slow keystrokes (the first render of a changed field, the JIT) are not counted.
    if (i + 1 === WARM_UP) await page.evaluate(() => (window as unknown as Instrumented).__keystrokes.slow.clear());
  }
  await page.waitForTimeout(200); // the last Event Timing entries
  const recorded = await page.evaluate(() => {
    const k = (window as unknown as Instrumented).__keystrokes;
    return { paint: k.paint, work: k.work, slow: [...k.slow.values()] } satisfies Recorded;
  });
  const paint = recorded.paint.slice(WARM_UP).sort((a, b) => a - b);
  const work = recorded.work.slice(WARM_UP).sort((a, b) => a - b);
  if (paint.length !== KEYSTROKES) throw new Error(`measured ${paint.length} keystrokes of ${KEYSTROKES}`);
  return {
    n: paint.length,
    p50: percentile(paint, 50),
    p95: percentile(paint, 95),
    max: paint.at(-1)!,
    workP50: percentile(work, 50),
    workP95: percentile(work, 95),
    slowByEventTiming: recorded.slow.length,
    longestByEventTimingMs: Math.max(0, ...recorded.slow),
  };
}

const stepButtons = (page: Page) => page.getByRole('navigation', { name: 'Kroki formularza' }).getByRole('button');

/** Opens each step of the wizard (every step is reachable: the draft has reached the last) and counts its fields. */
async function longestStep(page: Page): Promise<{ index: number; title: string; fields: number; steps: number }> {
  const steps = stepButtons(page);
  const count = await steps.count();
  let best = { index: 0, title: '', fields: -1, steps: count };
  for (let index = 0; index < count; index += 1) {
    const button = steps.nth(index);
    if (await button.isEnabled()) await button.click();
    const title = (await page.locator('#kyc-step-title').innerText()).trim();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    const fields = await page
      .locator('section[aria-labelledby="kyc-step-title"]')
      .locator('input:not([type=hidden]), select, textarea')
      .count();
    if (fields > best.fields) best = { index, title, fields, steps: count };
  }
  return best;
}

export async function kycKeystrokeBench(): Promise<KycKeystrokeBench> {
  const product = await startProduct();
  const browser = await launchBrowser();
  try {
    const email = `kyc-bench-${Date.now().toString(36)}@example.com`;
    const token = await invite(product, email);
    const path = `/kyc-form?token=${token}`;
    const js = await measureRouteJs(browser, product, path);

    const { context, page } = await newPage(browser);
    // The complete form as this browser's draft, at the last step (every step reachable).
    const form = validKyc();
    form.personal.email = email;
    const last = kycNaturalPersonSteps.length - 1;
    await context.addInitScript(
      ({ key, draft }) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, draft);
      },
      {
        key: `fund.kyc-draft:${token}`,
        draft: JSON.stringify({
          version: 1,
          step: last,
          reached: last,
          data: form,
          expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        }),
      },
    );
    await page.goto(product.url('localhost', path));
    await page.locator('#kyc-step-title').waitFor();
    const cookies = page.getByRole('button', { name: 'Akceptuję' });
    if (await cookies.isVisible()) await cookies.click();
    const step = await longestStep(page);
    const stepButton = stepButtons(page).nth(step.index);
    if (await stepButton.isEnabled()) await stepButton.click();
    await page.getByRole('heading', { level: 2, name: step.title }).waitFor();
    const input = page
      .locator('section[aria-labelledby="kyc-step-title"]')
      .locator('input[type=text]:not([readonly]):not([disabled])')
      .first();
    await input.focus();
    await input.press('End');
    const field = await input.evaluate(
      (element: HTMLInputElement) => element.labels?.[0]?.textContent?.replace(/\*$/, '').trim() ?? element.id,
    );
    // BENCH_KYC_PROFILE=file.cpuprofile: the page's CPU profile while the form is typed into (DevTools opens it).
    const profilePath = process.env.BENCH_KYC_PROFILE;
    const loadBefore = loadavg()[0]!;
    const cdp = profilePath ? await context.newCDPSession(page) : null;
    await cdp?.send('Profiler.enable');
    await cdp?.send('Profiler.start');
    // BENCH_KYC_TRACE=file.json: a Chromium performance trace of the same keystrokes (style, layout, paint), and of
    // the bare input's in file.json.bare.json.
    const tracePath = process.env.BENCH_KYC_TRACE;
    if (tracePath) await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline'] });
    const formStats = await typeAndMeasure(page);
    if (tracePath) await browser.stopTracing();
    if (cdp && profilePath) writeFileSync(profilePath, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    await context.close();

    const bare = await newPage(browser);
    await bare.page.setContent('<!doctype html><html lang="en"><body><input aria-label="bare"></body></html>');
    await bare.page.getByLabel('bare').focus();
    if (tracePath)
      await browser.startTracing(bare.page, { path: `${tracePath}.bare.json`, categories: ['devtools.timeline'] });
    const bareStats = await typeAndMeasure(bare.page);
    if (tracePath) await browser.stopTracing();
    await bare.context.close();

    return {
      js,
      step: { title: step.title, fields: step.fields, steps: step.steps },
      field,
      form: formStats,
      bare: bareStats,
      load: [loadBefore, loadavg()[0]!],
    };
  } finally {
    await browser.close();
    await product.stop();
  }
}
