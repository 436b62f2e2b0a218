// What the sweep looks for on a page a person opens: browser errors, failed requests, and texts that should
// never be shown (raw message keys, English server texts in Polish, the bare words Forbidden / Not found).
// The lists of texts are read from the sources at run time, so a new server label or key is covered at once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request, Response } from 'playwright-core';

const ROOT = join(import.meta.dirname, '..', '..', '..');

export type Lang = 'pl' | 'en';
type Catalogue = Record<string, string>;
const catalogue = (lang: Lang): Catalogue =>
  JSON.parse(readFileSync(join(ROOT, 'locales', `${lang}.json`), 'utf8')) as Catalogue;

/* ------------------------------------------------------------------ what a page did (events) ---------- */

export interface FailedRequest {
  /** The visit (route) that made the request: an answer may come after the sweep moved on. */
  visit: string;
  method: string;
  path: string;
  status: number;
  resourceType: string;
  /** The error body's code, when the answer is one. */
  code: string | null;
}

/** Records a page's console errors, uncaught errors and failed requests; `take()` returns and clears them. */
export class PageRecorder {
  private errors: string[] = [];
  private failures: Promise<FailedRequest>[] = [];
  private inFlight = 0;
  private lastActivity = Date.now();
  private visit = '';
  private readonly visitOf = new WeakMap<Request, string>();
  /** The address each visit opened: a request is credited to the document that made it, not to the next visit. */
  private readonly visitOfUrl = new Map<string, string>();

  constructor(page: Page) {
    page.on('console', (message) => {
      // Chromium logs every failed request as "Failed to load resource"; those are judged as requests below.
      // A warning counts too: a library's warning ("No HydrateFallback element") is a defect a person's console
      // shows on every load.
      const type = message.type();
      if ((type === 'error' || type === 'warning') && !message.text().startsWith('Failed to load resource')) {
        this.errors.push(`console ${type}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => this.errors.push(`uncaught error: ${error.message}`));
    page.on('request', (request) => {
      // Until the next visit's document commits, page.url() is still the previous one's: a late request of the
      // previous page (a lazily loaded chunk's effect) belongs to that page.
      this.visitOf.set(request, this.visitOfUrl.get(page.url()) ?? this.visit);
      if (isApi(request.resourceType())) this.track(+1);
    });
    page.on('requestfinished', (request) => {
      if (isApi(request.resourceType())) this.track(-1);
    });
    page.on('requestfailed', (request) => {
      if (isApi(request.resourceType())) this.track(-1);
      // An aborted request (a navigation cancelled it) is not an answer.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
        this.errors.push(`request failed: ${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) {
        this.failures.push(describe(response, this.visitOf.get(response.request()) ?? this.visit));
      }
    });
  }

  /** Names the requests from now on (the route being opened at `url`). */
  begin(visit: string, url?: string): void {
    this.visit = visit;
    if (url) this.visitOfUrl.set(url, visit);
  }

  private track(delta: number): void {
    this.inFlight = Math.max(0, this.inFlight + delta);
    this.lastActivity = Date.now();
  }

  /**
   * Waits until the page is done: no API request or route chunk in flight for `quietMs`, the page's main thread
   * idle (so a request a component is about to make has been made: on a busy machine a chunk's code can run
   * long after it arrived), and no table or form busy. At most `maxMs`.
   */
  async settle(page: Page, quietMs = 200, maxMs = 10_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (this.inFlight === 0 && Date.now() - this.lastActivity >= quietMs) {
        const activityBefore = this.lastActivity;
        const busy = await page
          .evaluate(
            () =>
              new Promise<boolean>((resolve) =>
                requestIdleCallback(() => resolve(document.querySelector('[aria-busy="true"]') !== null), {
                  timeout: 2_000,
                }),
              ),
          )
          .catch(() => true); // navigated meanwhile: look again
        if (!busy && this.inFlight === 0 && this.lastActivity === activityBefore) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async take(): Promise<{ errors: string[]; failures: FailedRequest[] }> {
    const result = { errors: this.errors, failures: await Promise.all(this.failures) };
    this.errors = [];
    this.failures = [];
    return result;
  }
}

/** Requests a page waits for before it shows its content: API calls and the lazily loaded route chunks. */
const isApi = (type: string) => type === 'xhr' || type === 'fetch' || type === 'script' || type === 'stylesheet';

async function describe(response: Response, visit: string): Promise<FailedRequest> {
  const request = response.request();
  let code: string | null = null;
  try {
    const body = (await response.json()) as { code?: unknown };
    if (typeof body.code === 'string') code = body.code;
  } catch {
    // not JSON (or the page navigated away): the status says enough
  }
  return {
    visit,
    method: request.method(),
    path: new URL(response.url()).pathname,
    status: response.status(),
    resourceType: request.resourceType(),
    code,
  };
}

/* ------------------------------------------------------------------ what a person sees (texts) -------- */

/**
 * The page's visible text, line by line, with the texts assistive technology reads (labels, alt, title), and
 * the document's language.
 */
export async function visibleTexts(page: Page): Promise<{ lang: string; texts: string[] }> {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n');
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap(
      (element) =>
        ['aria-label', 'placeholder', 'title', 'alt']
          .map((name) => element.getAttribute(name))
          .filter((value): value is string => Boolean(value)),
    );
    const texts = [document.title, ...lines, ...attributes].map((line) => line.trim()).filter(Boolean);
    return { lang: document.documentElement.lang, texts };
  });
}

/** A message text as a whole-line pattern: placeholders match anything. */
const messagePattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/** File names the pages legitimately show ("offers.pdf" is not the key `offers.pdf`). */
const FILE_EXTENSION = /\.(pdf|png|jpe?g|svg|txt|csv|docx?|xlsx?|html?|json|test)$/i;

/**
 * Raw message keys: `<prefix>.<name>` for every first segment of the catalogue's keys (and `error`, the SPA's
 * error codes' namespace), not part of an e-mail address, a URL or a file name.
 */
function rawKeyPattern(): RegExp {
  const prefixes = new Set(Object.keys(catalogue('pl')).map((key) => key.split('.')[0]!));
  prefixes.add('error');
  return new RegExp(`(?<![\\w@/.-])(?:${[...prefixes].join('|')})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*`, 'g');
}

/**
 * English texts the server produces: every HttpError label and violation message literal in server/src, and
 * the English violation messages (the server's `message`, from locales/en.json's validation.* texts).
 * A template literal counts up to its first placeholder.
 */
export function serverEnglishTexts(): string[] {
  const sources = listTs(join(ROOT, 'server', 'src')).map((file) => readFileSync(file, 'utf8'));
  const literal = String.raw`(['\`])((?:(?!\1)[^\\]|\\.)*)\1`;
  const patterns = [
    new RegExp(String.raw`new HttpError(?:WithHeaders)?\(\s*\w+,\s*'[A-Z_]+',\s*${literal}`, 'g'),
    new RegExp(String.raw`\b(?:notFound|forbidden|unauthenticated|serviceUnavailable)\(\s*${literal}`, 'g'),
    new RegExp(String.raw`\blabel(?:\s*=|:)\s*${literal}`, 'g'),
    new RegExp(String.raw`\bmessage:\s*${literal}`, 'g'),
    new RegExp(String.raw`\bviolation\([^,]+,[^,]+,\s*${literal}`, 'g'),
  ];
  const texts = new Set<string>();
  for (const source of sources) {
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) {
        const text = match[2]!.split('${')[0]!.trim();
        if (text.length >= 6 && /[a-z]/.test(text)) texts.add(text);
      }
    }
  }
  const pl = catalogue('pl');
  for (const [id, text] of Object.entries(catalogue('en'))) {
    const prefix = text.split('{')[0]!.trim();
    if (id.startsWith('validation.') && text !== pl[id] && prefix.length >= 6) texts.add(prefix);
  }
  return [...texts];
}

function listTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listTs(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** A violation's property path shown as is (`Query.filters.x.value`, `Path.id`): the form's label belongs there. */
const RAW_PROPERTY_PATH = /(?<![\w@/.-])(?:query|path|header|body)\.[A-Za-z][\w-]*(?:\.[\w-]+)*/gi;

/** The HTTP words that mean a raw server label reached the screen. */
const BARE_HTTP_WORDS = /\b(forbidden|not found|unauthori[sz]ed|unauthenticated)\b/i;

/** Judges the texts of a page; built once per sweep. */
export class TextAudit {
  private readonly rawKey = rawKeyPattern();
  private readonly serverTexts = serverEnglishTexts();
  /** The SPA's own English texts (a 404 page may say "Page not found" in English). */
  private readonly ownEnglish = Object.values(catalogue('en')).map(messagePattern);

  findings(lines: string[], lang: Lang): string[] {
    const found = new Set<string>();
    for (const line of lines) {
      for (const match of line.matchAll(this.rawKey)) {
        if (!FILE_EXTENSION.test(match[0])) found.add(`raw message key "${match[0]}" in "${clip(line)}"`);
      }
      for (const match of line.matchAll(RAW_PROPERTY_PATH)) {
        if (!FILE_EXTENSION.test(match[0])) found.add(`raw field path "${match[0]}" in "${clip(line)}"`);
      }
      const serverText = lang === 'pl' ? this.serverTexts.find((text) => line.includes(text)) : undefined;
      if (serverText) {
        found.add(`English server text "${serverText}" in "${clip(line)}"`);
        continue; // the line's bare HTTP word, if any, is that same text
      }
      const word = BARE_HTTP_WORDS.exec(line);
      if (word && (lang === 'pl' || !this.ownEnglish.some((pattern) => pattern.test(line)))) {
        found.add(`"${word[0]}" shown as content: "${clip(line)}"`);
      }
    }
    return [...found];
  }
}

const clip = (line: string) => (line.length > 120 ? `${line.slice(0, 117)}...` : line);
