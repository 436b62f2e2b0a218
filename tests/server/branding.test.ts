import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('GET /public-api/white-label-configuration', () => {
  it('gives localhost the demo tenant in theme-default', async () => {
    const response = await get('/public-api/white-label-configuration', 'localhost:3000');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toBe('demo');
    expect(body.theme).toBe('theme-default');
    expect(body.themeColors).toEqual({ base: '#000000', hover: '#111827', highlight: '#f9fafb' });
    expect(body.siteTitle).toEqual({ pl: 'Demo Invest', en: 'Demo Invest' });
    expect(body.logo).toBe('/public-api/branding/assets/logo.svg');
    expect(body.regulations).toBe('/public-api/branding/assets/regulations.pdf');
    expect(body.inviteText.pl).toContain('{campaignName}');
    expect(body.inviteText.en).toContain('{campaignName}');
    expect(body.enableLegalPerson).toBe(false);
  });

  it('gives 127.0.0.1 the navy tenant, different in every visible field', async () => {
    const [demo, navy] = await Promise.all([
      get('/public-api/white-label-configuration', 'localhost').then((r) => r.json()),
      get('/public-api/white-label-configuration', '127.0.0.1:3000').then((r) => r.json()),
    ]);
    expect(navy.id).toBe('navy');
    expect(navy.theme).toBe('theme-navy');
    expect(navy.themeColors).toEqual({ base: '#172554', hover: '#1f3169', highlight: '#eff6ff' });
    expect(navy.siteTitle.pl).toContain('Navy Capital');
    expect(navy.menuLogo).toBe('/public-api/branding/assets/anchor.svg');
    expect(navy.issuerHeading).toEqual({ pl: 'Emitent: Navy Capital S.A.', en: 'Issuer: Navy Capital S.A.' });
    for (const field of [
      'siteTitle',
      'headline',
      'description',
      'subtext',
      'inviteText',
      'consent2',
      'consent3',
      'campaignInvestButtonText',
      'formInvestButtonText',
    ]) {
      expect(navy[field].pl, field).not.toBe(demo[field].pl);
      expect(navy[field].en, field).not.toBe(demo[field].en);
    }
    expect(navy.advisorPanel.headline).not.toEqual(demo.advisorPanel.headline);
    expect(navy.investorPanel.description).not.toEqual(demo.investorPanel.description);
  });

  it('resolves the host case-insensitively, ignoring the port and a trailing dot', async () => {
    const response = await get('/public-api/white-label-configuration', 'LOCALHOST.:8080');
    expect(response.json().id).toBe('demo');
  });

  it('answers 404 in the error body for an unknown host', async () => {
    const response = await get('/public-api/white-label-configuration', 'evil.example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      label: 'No white-label configuration for host evil.example.com',
      code: 'NOT_FOUND',
    });
  });

  it('lets the Host decide, not Context-Id', async () => {
    const response = await get('/public-api/white-label-configuration', 'localhost', { 'context-id': 'navy' });
    expect(response.json().id).toBe('demo');
  });
});

describe('GET /public-api/advisor-panel-configuration', () => {
  const url = '/public-api/advisor-panel-configuration';
  const good = (id: string) => ({ 'context-id': id, 'context-type': 'investor-panel' });

  it('returns the tenant admin configuration, every field present, null = no override', async () => {
    const response = await get(url, '127.0.0.1', good('navy'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.investorPanelHeaderColor).toBe('#eff6ff');
    expect(body.formInvestButtonText).toEqual({ pl: 'Potwierdzam zapis', en: 'Confirm the subscription' });
    expect(body.siteTitle).toBeNull();
    expect(Object.keys(body)).toHaveLength(17);
  });

  it('differs per tenant', async () => {
    const demo = (await get(url, 'localhost', good('demo'))).json();
    expect(demo.investorPanelHeaderColor).toBeNull();
    expect(demo.investmentRisks.pl).toContain('ryzykiem');
  });

  it('answers 400 with violations when the headers are missing', async () => {
    const response = await get(url, 'localhost');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      label: 'Validation failed',
      code: 'VALIDATION_FAILED',
      violations: expect.arrayContaining([
        { propertyPath: 'header.context-id', title: 'validation.required', message: 'This field is required.' },
        { propertyPath: 'header.context-type', title: 'validation.required', message: 'This field is required.' },
      ]),
    });
  });

  it('answers 400 for a Context-Type other than investor-panel', async () => {
    const response = await get(url, 'localhost', { 'context-id': 'demo', 'context-type': 'advisor-panel' });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      { propertyPath: 'header.context-type', title: 'validation.const', message: 'Must be investor-panel.' },
    ]);
  });

  it('answers 400 for a Context-Type outside the contract enum', async () => {
    const response = await get(url, 'localhost', { 'context-id': 'demo', 'context-type': 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations[0]).toMatchObject({
      propertyPath: 'header.context-type',
      title: 'validation.enum',
    });
  });

  it('answers 404 for an unknown Context-Id', async () => {
    const response = await get(url, 'localhost', good('nope'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ label: 'No white-label configuration nope on this host', code: 'NOT_FOUND' });
  });

  it("answers the same 404 for another tenant's Context-Id (no cross-tenant reads)", async () => {
    const response = await get(url, 'localhost', good('navy'));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('GET /public-api/branding/assets/{assetName}', () => {
  const asset = (name: string, host: string) => get(`/public-api/branding/assets/${name}`, host);

  it('serves each tenant its own SVG logo', async () => {
    const [demo, navy] = await Promise.all([asset('logo.svg', 'localhost'), asset('logo.svg', '127.0.0.1')]);
    for (const response of [demo, navy]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body.startsWith('<svg')).toBe(true);
    }
    expect(demo.body).not.toBe(navy.body);
    expect(demo.body).toContain('Fundusz Demo');
    expect(demo.body).toContain('#000000');
    expect(navy.body).toContain('Navy Capital');
    expect(navy.body).toContain('#172554');
  });

  it('serves every asset the configuration names', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const config = (await get('/public-api/white-label-configuration', host)).json();
      const urls = [
        config.favicon,
        config.logo,
        config.menuLogo,
        config.horizontalLogo,
        config.bgImage,
        config.regulations,
        config.privacyPolicy,
        config.debtPlaceholder,
        config.equityPlaceholder,
        config.advisorPanel.image,
        config.advisorPanel.logo,
        config.investorPanel.image,
        config.investorPanel.logo,
      ];
      for (const url of urls) {
        const response = await get(url, host);
        expect(response.statusCode, `${host} ${url}`).toBe(200);
      }
    }
  });

  it("serves the tenant's regulations as an inline PDF with Polish text", async () => {
    const response = await asset('regulations.pdf', '127.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="regulations.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(5_000);
    const text = extractPdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Regulamin platformy');
    expect(text).toContain('Navy Capital S.A.');
    expect(text).toMatch(/Obowiązuje od \d{2}\.\d{2}\.\d{4}/);
    // Every Polish letter survived (the font has the glyphs and the text was not transliterated).
    for (const letter of 'ąćęłńóśźżŹ') expect(text, letter).toContain(letter);
    expect(text).not.toContain('\uFFFD');
  });

  it("serves the demo tenant's privacy policy with its own name", async () => {
    const response = await asset('privacy-policy.pdf', 'localhost');
    const text = extractPdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Polityka prywatności');
    expect(text).toContain('Administratorem danych osobowych jest Fundusz Demo.');
    expect(text).not.toContain('Navy');
  });

  it("does not leak another tenant's asset", async () => {
    expect((await asset('anchor.svg', '127.0.0.1')).statusCode).toBe(200);
    const leaked = await asset('anchor.svg', 'localhost');
    expect(leaked.statusCode).toBe(404);
    expect(leaked.json()).toEqual({ label: 'No branding asset anchor.svg', code: 'NOT_FOUND' });
    expect((await asset('menu-logo.svg', 'localhost')).statusCode).toBe(200);
    expect((await asset('menu-logo.svg', '127.0.0.1')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown host and 400 for a name outside the contract pattern', async () => {
    const unknownHost = await asset('logo.svg', 'other.example');
    expect(unknownHost.statusCode).toBe(404);
    expect(unknownHost.json().code).toBe('NOT_FOUND');
    const badName = await asset('..%2Fsecret.txt', 'localhost');
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      violations: [{ propertyPath: 'path.assetName', title: 'validation.pattern' }],
    });
  });
});
