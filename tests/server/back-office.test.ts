// The back office's campaigns and products through the real app: operators only, within their tenant; campaign
// and product validation (422 with the field's propertyPath); money and rates stored exactly; terms fixed once
// offered or accepted; suspension; image and document uploads typed by content; 409 on a duplicate code.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '#schemas/constants';
import { DEMO_CAMPAIGNS } from '../../server/src/demo/seed';
import { ADVISOR, COORDINATOR, HOSTS, headersFor, loginAdvisor, loginInvestorByMail } from './helpers/auth';
import { createAccount, loginAccount } from './helpers/accounts';
import {
  campaignBody,
  fixedProductBody,
  insertOffer,
  JPEG,
  multipart,
  PDF,
  PNG,
  selectRows,
} from './helpers/campaigns';
import { createClock, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const clock = createClock('2026-03-02T10:00:00.000Z');
const tokens = {} as Record<'advisor' | 'coordinator' | 'operator' | 'investor' | 'navyOperator', string>;
const { debt } = DEMO_CAMPAIGNS.demo;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function api(method: Method, url: string, token: string | null, payload?: unknown, host: string = HOSTS.demo) {
  return t.app.inject({
    method,
    url,
    headers: { ...headersFor(host), ...(token && { authorization: `Bearer ${token}` }) },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

async function send(
  method: Method,
  url: string,
  token: string | null,
  body: ReturnType<typeof multipart>,
  host: string = HOSTS.demo,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...headersFor(host), 'content-type': body.type, ...(token && { authorization: `Bearer ${token}` }) },
    payload: body.payload,
  });
}

const violations = (answer: { json(): { violations?: { propertyPath: string; title: string }[] } }) =>
  (answer.json().violations ?? []).map((v) => `${v.propertyPath} ${v.title}`);

async function newCampaign(overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await api('POST', '/api/operator/campaign', tokens.operator, campaignBody(overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await createAccount(t.db, { tenant: 'demo', email: 'test.operator@demo.test', role: 'operator' });
  await createAccount(t.db, { tenant: 'navy', email: 'test.operator@navy.test', role: 'operator' });
  tokens.advisor = (await loginAdvisor(t.app, clock, ADVISOR)).accessToken;
  tokens.coordinator = (await loginAdvisor(t.app, clock, COORDINATOR)).accessToken;
  tokens.operator = await loginAccount(t.app, clock, 'test.operator@demo.test');
  tokens.navyOperator = await loginAccount(t.app, clock, 'test.operator@navy.test', 'navy');
  tokens.investor = (await loginInvestorByMail(t.app)).accessToken;
});

afterAll(async () => {
  await t?.close();
});

describe('who may use the back office', () => {
  const calls = (): [Method, string, unknown?][] => [
    ['POST', '/api/operator/campaign', campaignBody()],
    ['PUT', `/api/operator/campaign/${debt.id}`, campaignBody()],
    ['PATCH', `/api/operator/campaign/${debt.id}/suspend`],
    ['PATCH', `/api/operator/campaign/${debt.id}/resume`],
    ['DELETE', `/api/operator/campaign/${debt.id}/image`],
    ['DELETE', `/api/operator/campaign/${debt.id}/document/${debt.documentId}`],
    ['POST', `/api/operator/campaign/${debt.id}/product`, fixedProductBody()],
    ['PUT', `/api/operator/product/${debt.products.fixed}`, fixedProductBody()],
  ];

  it('refuses advisors, coordinators and investors (403) and anonymous callers (401); nothing changes', async () => {
    for (const [method, url, payload] of calls()) {
      expect((await api(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [tokens.advisor, tokens.coordinator, tokens.investor]) {
        const answer = await api(method, url, token, payload);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json().code).toBe('FORBIDDEN');
      }
    }
    for (const url of [`/api/operator/campaign/${debt.id}/image`, `/api/operator/campaign/${debt.id}/document`]) {
      const body = multipart([{ field: 'file', fileName: 'a.pdf', bytes: PDF }]);
      const method = url.endsWith('image') ? 'PUT' : 'POST';
      expect((await send(method, url, tokens.coordinator, body)).statusCode).toBe(403);
    }
    const [row] = await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from campaign_documents`);
    expect(row!.n).toBe(5);
  });

  it("answers 404 for another tenant's campaign, product and document", async () => {
    for (const [method, url, payload] of calls().slice(1)) {
      const answer = await api(method, url, tokens.navyOperator, payload, HOSTS.navy);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await selectRows<{ suspended: boolean }>(
      t.db,
      sql`select suspended from campaigns where id = ${debt.id}`,
    );
    expect(row!.suspended).toBe(false);
  });
});

describe('campaigns', () => {
  it('are created with their status from the dates and the payment account', async () => {
    const answer = await api(
      'POST',
      '/api/operator/campaign',
      tokens.operator,
      campaignBody({ startDate: '2026-04-01', endDate: '2026-04-30' }),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      status: 'scheduled',
      suspended: false,
      products: [],
      documents: [],
      raisedAmount: 0,
      targetAmount: 1000000,
      imageUrl: '/public-api/branding/assets/debt-placeholder.svg',
      paymentAccount: { bankAccount: 'PL61109010140000071219812874', recipient: 'Test Issuer sp. z o.o.' },
    });
    const advisorView = await api('GET', `/api/advisor/campaign/${answer.json().id}`, tokens.advisor);
    expect(advisorView.json().data.translations.pl.name).toBe('Obligacje Testowe');
  });

  it('store money exactly (through the decimal text, never float arithmetic)', async () => {
    const id = await newCampaign({ targetAmount: 10000000.07 });
    const [row] = await selectRows<{ target_amount: string }>(
      t.db,
      sql`select target_amount::text from campaigns where id = ${id}`,
    );
    expect(row!.target_amount).toBe('10000000.07');
    expect((await api('GET', `/api/advisor/campaign/${id}`, tokens.advisor)).json().targetAmount).toBe(10000000.07);
  });

  it('refuse invalid input with 422 and the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { data: { translations: { pl: { name: '  ', description: 'x' } } } },
        'data.translations.pl.name validation.required',
      ],
      [
        {
          paymentAccount: { bankAccount: 'PL61109010140000071219812874', recipient: ' ', paymentDays: 7 },
        },
        'paymentAccount.recipient validation.required',
      ],
    ];
    for (const [overrides, violation] of cases) {
      const answer = await api('POST', '/api/operator/campaign', tokens.operator, campaignBody(overrides));
      expect(answer.statusCode, violation).toBe(422);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      expect(violations(answer)).toEqual([violation]);
    }
    // The contract's own rules (the form schema's end >= start, an IBAN, a known currency) answer 400.
    const endBeforeStart = await api(
      'POST',
      '/api/operator/campaign',
      tokens.operator,
      campaignBody({ startDate: '2026-05-01', endDate: '2026-04-30' }),
    );
    expect(endBeforeStart.statusCode).toBe(400);
    expect(violations(endBeforeStart)).toEqual(['endDate validation.campaignEnd']);
    for (const targetAmount of [100.001, 0]) {
      const answer = await api('POST', '/api/operator/campaign', tokens.operator, campaignBody({ targetAmount }));
      expect(answer.statusCode, String(targetAmount)).toBe(400);
      expect(violations(answer).map((v) => v.split(' ')[0])).toEqual(['targetAmount']);
    }
    const badIban = await api(
      'POST',
      '/api/operator/campaign',
      tokens.operator,
      campaignBody({ paymentAccount: { bankAccount: 'PL00123', recipient: 'X', paymentDays: 7 } }),
    );
    expect(badIban.statusCode).toBe(400);
  });

  it('keep type and currency once the campaign has offers (422 on the field); a currency change moves products', async () => {
    const id = await newCampaign();
    const product = await api('POST', `/api/operator/campaign/${id}/product`, tokens.operator, fixedProductBody());
    expect(product.statusCode, product.body).toBe(201);
    // Without offers: the currency may change, and the products follow.
    const changed = await api(
      'PUT',
      `/api/operator/campaign/${id}`,
      tokens.operator,
      campaignBody({ currency: 'EUR' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().products.map((p: { currency: string }) => p.currency)).toEqual(['EUR']);
    // The type not while it has products.
    const typeWithProducts = await api(
      'PUT',
      `/api/operator/campaign/${id}`,
      tokens.operator,
      campaignBody({ currency: 'EUR', type: 'equity' }),
    );
    expect(typeWithProducts.statusCode).toBe(422);
    expect(violations(typeWithProducts)).toEqual(['type validation.fixedWithProducts']);
    // With an offer: neither.
    await insertOffer(t.db, {
      campaignId: id,
      productId: product.json().id,
      ownerEmail: ADVISOR.email,
      status: 'invited',
    });
    const refused = await api(
      'PUT',
      `/api/operator/campaign/${id}`,
      tokens.operator,
      campaignBody({ type: 'equity', currency: 'PLN' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(violations(refused)).toEqual(['type validation.fixedOnceOffered', 'currency validation.fixedOnceOffered']);
    // Texts and dates still change.
    const texts = await api(
      'PUT',
      `/api/operator/campaign/${id}`,
      tokens.operator,
      campaignBody({ currency: 'EUR', endDate: '2026-12-31' }),
    );
    expect(texts.statusCode).toBe(200);
    expect(texts.json().endDate).toBe('2026-12-31');
  });

  it('are suspended and resumed (inactive, then the dates again)', async () => {
    const id = await newCampaign();
    const suspended = await api('PATCH', `/api/operator/campaign/${id}/suspend`, tokens.operator);
    expect(suspended.json()).toMatchObject({ status: 'inactive', suspended: true });
    expect((await api('GET', `/api/advisor/campaign/${id}`, tokens.advisor)).json().status).toBe('inactive');
    const resumed = await api('PATCH', `/api/operator/campaign/${id}/resume`, tokens.operator);
    expect(resumed.json()).toMatchObject({ status: 'active', suspended: false });
  });
});

describe('the campaign image', () => {
  it('takes PNG and JPEG by content, refuses anything else (415) and files over 10 MiB (413)', async () => {
    const id = await newCampaign();
    const url = `/api/operator/campaign/${id}/image`;
    const image = (bytes: Buffer, fileName: string) => multipart([{ field: 'file', fileName, bytes }]);
    const pdfAsImage = await send('PUT', url, tokens.operator, image(PDF, 'photo.png'));
    expect(pdfAsImage.statusCode).toBe(415);
    expect(pdfAsImage.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    for (const magic of [PNG.subarray(0, 8), Buffer.from([0xff, 0xd8, 0xff, 0xe0])]) {
      const disguised = await send('PUT', url, tokens.operator, image(Buffer.concat([magic, html]), 'photo.png'));
      expect(disguised.statusCode, disguised.body).toBe(415);
    }
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect((await send('PUT', url, tokens.operator, image(tooLarge, 'big.png'))).statusCode).toBe(413);
    const [before] = await selectRows<{ image_key: string | null }>(
      t.db,
      sql`select image_key from campaigns where id = ${id}`,
    );
    expect(before!.image_key).toBeNull();

    const png = await send('PUT', url, tokens.operator, image(PNG, 'photo.png'));
    expect(png.statusCode).toBe(200);
    expect(png.json().imageUrl).toBe(`/public-api/campaign/${id}/image`);
    const jpeg = await send('PUT', url, tokens.operator, image(JPEG, 'photo.jpg'));
    expect(jpeg.statusCode).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: `/public-api/campaign/${id}/image`,
      headers: { host: HOSTS.demo },
    });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
    // The replaced file is gone from the storage.
    const [after] = await selectRows<{ image_key: string }>(
      t.db,
      sql`select image_key from campaigns where id = ${id}`,
    );
    expect(await t.app.services.storage.get(after!.image_key)).not.toBeNull();

    const removed = await api('DELETE', url, tokens.operator);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().imageUrl).toBe('/public-api/branding/assets/debt-placeholder.svg');
    expect(await t.app.services.storage.get(after!.image_key)).toBeNull();
    const gone = await t.app.inject({
      method: 'GET',
      url: `/public-api/campaign/${id}/image`,
      headers: { host: HOSTS.demo },
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('campaign documents', () => {
  it('take a PDF by content with its names; a PNG named .pdf is refused (415)', async () => {
    const id = await newCampaign();
    const url = `/api/operator/campaign/${id}/document`;
    const pngAsPdf = await send(
      'POST',
      url,
      tokens.operator,
      multipart([
        { field: 'namePl', value: 'Regulamin' },
        { field: 'file', fileName: 'regulamin.pdf', bytes: PNG, contentType: 'application/pdf' },
      ]),
    );
    expect(pngAsPdf.statusCode).toBe(415);
    const noName = await send(
      'POST',
      url,
      tokens.operator,
      multipart([{ field: 'file', fileName: 'a.pdf', bytes: PDF }]),
    );
    expect(noName.statusCode).toBe(400);
    expect(violations(noName)).toEqual(['namePl validation.required']);
    const [none] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from campaign_documents where campaign_id = ${id}`,
    );
    expect(none!.n).toBe(0);

    const created = await send(
      'POST',
      url,
      tokens.operator,
      multipart([
        { field: 'file', fileName: 'Warunki emisji – wersja ostateczna.pdf', bytes: PDF },
        { field: 'namePl', value: 'Warunki emisji' },
        { field: 'nameEn', value: 'Terms of issue' },
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json();
    expect(document).toMatchObject({
      name: { pl: 'Warunki emisji', en: 'Terms of issue' },
      fileName: 'Warunki emisji – wersja ostateczna.pdf',
      url: `/public-api/campaign/${id}/document/${document.id}`,
    });
    const campaign = (await api('GET', `/api/advisor/campaign/${id}`, tokens.advisor)).json();
    expect(campaign.documents).toEqual([document]);
    const download = await t.app.inject({ method: 'GET', url: document.url, headers: { host: HOSTS.demo } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Warunki%20emisji%20%E2%80%93");

    const deleted = await api('DELETE', `${url}/${document.id}`, tokens.operator);
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: document.url, headers: { host: HOSTS.demo } })).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `${url}/${document.id}`, tokens.operator)).statusCode).toBe(404);
  });
});

describe('products', () => {
  const create = (campaignId: string, body: Record<string, unknown>) =>
    api('POST', `/api/operator/campaign/${campaignId}/product`, tokens.operator, body);

  it('are created with the maturity start + term (end of month clamped) and exact limits', async () => {
    const id = await newCampaign();
    const answer = await create(
      id,
      fixedProductBody({
        startDate: '2026-01-31',
        termMonths: 1,
        investmentValueMin: 0.3,
        investmentValueMax: 0.7,
        investmentValueStep: 0.1, // 0.3 / 0.1 is 2.9999999999999996 in floating point
      }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      endDate: '2026-02-28',
      investmentValueMin: 0.3,
      investmentValueMax: 0.7,
      investmentValueStep: 0.1,
      interestRate: 9,
    });
    const [row] = await selectRows<Record<string, string>>(
      t.db,
      sql`select investment_value_min::text as min, investment_value_max::text as max, investment_value_step::text as step from products where id = ${answer.json().id}`,
    );
    expect(row).toEqual({ min: '0.30', max: '0.70', step: '0.10' });
  });

  it('give a variable rate as the exact sum of the reference rate and the margin', async () => {
    const id = await newCampaign();
    const answer = await create(
      id,
      fixedProductBody({
        interestType: 'Variable',
        interestRate: null,
        referenceRate: { name: 'WIBOR 3M', value: 0.1 },
        margin: 0.2,
      }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      interestRate: 0.3, // not 0.30000000000000004
      referenceRate: { name: 'WIBOR 3M', value: 0.1 },
      margin: 0.2,
    });
  });

  it('refuse what the rules do not allow (422 with the field)', async () => {
    const id = await newCampaign();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ interestRate: null }, ['interestRate validation.required']],
      [{ interestType: null }, ['interestType validation.required']],
      [
        { paymentFrequency: null, termMonths: null },
        ['paymentFrequency validation.required', 'termMonths validation.required'],
      ],
      [{ margin: 1 }, ['margin validation.notAllowed']],
      [
        { interestType: 'Variable', interestRate: null },
        ['referenceRate validation.required', 'margin validation.required'],
      ],
      [
        { interestType: 'Variable', referenceRate: { name: 'WIBOR 6M', value: 5 }, margin: 3 },
        ['interestRate validation.notAllowed'],
      ],
      [{ interestRate: 9.12345 }, ['interestRate validation.percentage']],
      [{ investmentValueMin: 2000, investmentValueMax: 1000 }, ['investmentValueMax validation.minimumAboveMaximum']],
      [{ investmentValueMin: 1500 }, ['investmentValueMin validation.multipleOf']],
      [{ investmentValueMax: 500500 }, ['investmentValueMax validation.multipleOf']],
      [{ investmentValueStep: 0 }, ['investmentValueStep validation.exclusiveMinimum']],
      [{ investmentValueMin: 1000.001 }, ['investmentValueMin validation.money']],
      [{ currency: 'EUR' }, ['currency validation.currencyMismatch']],
      [{ name: { pl: ' ' } }, ['name.pl validation.required']],
    ];
    for (const [overrides, expected] of cases) {
      const answer = await create(id, fixedProductBody(overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(violations(answer), JSON.stringify(overrides)).toEqual(expected);
    }
    const equityCampaign = await newCampaign({ type: 'equity' });
    const equityWithRate = await create(equityCampaign, fixedProductBody());
    expect(equityWithRate.statusCode).toBe(422);
    expect(violations(equityWithRate)).toEqual([
      'interestType validation.notAllowed',
      'interestRate validation.notAllowed',
      'paymentFrequency validation.notAllowed',
      'dayCountConvention validation.notAllowed',
      'termMonths validation.notAllowed',
    ]);
    const equityProduct = await create(equityCampaign, {
      code: 'EQ-1',
      name: { pl: 'Akcje' },
      currency: 'PLN',
      startDate: '2026-03-01',
      investmentValueMin: 5000,
      investmentValueMax: 100000,
      investmentValueStep: 500,
    });
    expect(equityProduct.statusCode, equityProduct.body).toBe(201);
    expect(equityProduct.json()).toMatchObject({ type: 'equity', interestRate: null, endDate: '2026-06-30' });
    const [count] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from products where campaign_id = ${id}`,
    );
    expect(count!.n).toBe(0);
  });

  it('have a code unique within the campaign (409 CONFLICT)', async () => {
    const id = await newCampaign();
    expect((await create(id, fixedProductBody({ code: 'SER-A' }))).statusCode).toBe(201);
    const duplicate = await create(id, fixedProductBody({ code: 'SER-A' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('CONFLICT');
    const other = await create(id, fixedProductBody({ code: 'SER-B' }));
    const renamed = await api(
      'PUT',
      `/api/operator/product/${other.json().id}`,
      tokens.operator,
      fixedProductBody({ code: 'SER-A' }),
    );
    expect(renamed.statusCode).toBe(409);
    // Another campaign may use the code.
    expect((await create(await newCampaign(), fixedProductBody({ code: 'SER-A' }))).statusCode).toBe(201);
  });

  it('keep their terms once an offer is accepted; names, limits and the reference value still change', async () => {
    const id = await newCampaign();
    const variable = fixedProductBody({
      code: 'VAR-1',
      interestType: 'Variable',
      interestRate: null,
      referenceRate: { name: 'WIBOR 6M', value: 5.85 },
      margin: 3.5,
      paymentFrequency: 'Semi-annually',
    });
    const product = (await create(id, variable)).json();
    const url = `/api/operator/product/${product.id}`;
    // Before acceptance anything may change (an invited offer does not fix the terms).
    await insertOffer(t.db, { campaignId: id, productId: product.id, ownerEmail: ADVISOR.email, status: 'invited' });
    const before = await api('PUT', url, tokens.operator, { ...variable, margin: 3.75 });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().interestRate).toBe(9.6);

    await insertOffer(t.db, {
      campaignId: id,
      productId: product.id,
      ownerEmail: COORDINATOR.email,
      status: 'accepted',
      investmentValue: '5000.00',
      investorEmail: 'other@example.com',
    });
    const terms = await api('PUT', url, tokens.operator, {
      ...variable,
      margin: 4,
      termMonths: 36,
      paymentFrequency: 'Quarterly',
      referenceRate: { name: 'WIBOR 3M', value: 5.85 },
    });
    expect(terms.statusCode).toBe(422);
    expect(violations(terms)).toEqual([
      'referenceRate validation.fixedOnceAccepted',
      'margin validation.fixedOnceAccepted',
      'paymentFrequency validation.fixedOnceAccepted',
      'termMonths validation.fixedOnceAccepted',
    ]);
    const allowed = await api('PUT', url, tokens.operator, {
      ...variable,
      margin: 3.75,
      name: { pl: 'Seria zmienna', en: 'Variable series' },
      investmentValueMax: 900000,
      referenceRate: { name: 'WIBOR 6M', value: 5.5 },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({
      name: { pl: 'Seria zmienna', en: 'Variable series' },
      investmentValueMax: 900000,
      interestRate: 9.25,
      margin: 3.75,
    });
  });
});
