/**
 * /app/onboarding/requests and /app/preview/{id}: the reviewer's list, one request with its
 * KYC data, forms, documents and timeline, and the decisions with their confirmation and the body they send.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetNaturalPersonKycFormParametersMockHandler } from '#generated/api/kyc-invitations/kyc-invitations.msw';
import {
  getGetReviewOnboardingRequestMockHandler,
  getListReviewOnboardingRequestsMockHandler,
  getRejectOnboardingSupportingDocumentMockHandler,
} from '#generated/api/onboarding-review/onboarding-review.msw';
import type {
  KycNaturalPerson,
  OnboardingEvent,
  OnboardingRequestRow,
  OnboardingReview,
  SupportingDocument,
} from '#generated/api/model';
import { renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsAdvisor, signInAsInvestor } from './session';

const REQUEST_ID = '0b7d5a4e-3c1f-4f6e-9a2b-111111111111';
const ID_DOC = '0b7d5a4e-3c1f-4f6e-9a2b-222222222222';
const ADDRESS_DOC = '0b7d5a4e-3c1f-4f6e-9a2b-333333333333';
const FORM_ID = '0b7d5a4e-3c1f-4f6e-9a2b-444444444444';

function row(overrides: Partial<OnboardingRequestRow>): OnboardingRequestRow {
  return {
    id: REQUEST_ID,
    email: 'jan.kowalski@demo.test',
    name: 'Jan Kowalski',
    createdAt: '2026-11-02T10:00:00Z',
    sourceName: 'Anna Nowak',
    taxNumber: '85010112345',
    status: 'sent',
    ...overrides,
  };
}

function document(overrides: Partial<SupportingDocument>): SupportingDocument {
  return {
    id: ID_DOC,
    type: 'identity-document',
    status: 'processing',
    data: {},
    files: [
      {
        id: '0b7d5a4e-3c1f-4f6e-9a2b-555555555555',
        fileName: 'dowod.pdf',
        contentType: 'application/pdf',
        size: 1200,
        createdAt: '2026-11-03T09:00:00Z',
      },
    ],
    rejectionCode: null,
    rejectionReason: null,
    revised: false,
    sentAt: '2026-11-03T09:05:00Z',
    verifiedAt: null,
    ...overrides,
  };
}

function event(overrides: Partial<OnboardingEvent>): OnboardingEvent {
  return {
    id: crypto.randomUUID(),
    type: 'created',
    fromValue: null,
    toValue: null,
    actorRole: 'investor',
    actorId: null,
    actorName: 'Jan Kowalski',
    subjectId: null,
    reason: null,
    comment: null,
    occurredAt: '2026-11-02T10:00:00Z',
    ...overrides,
  };
}

/** A request sent to verification: forms sent, both required documents waiting for the review. */
function review(
  overrides: Partial<OnboardingReview['request']> = {},
  events: OnboardingEvent[] = [],
): OnboardingReview {
  return {
    request: {
      id: REQUEST_ID,
      requestId: 'ONB/2026/000123',
      status: 'viewed',
      createdAt: '2026-11-02T10:00:00Z',
      updatedAt: '2026-11-03T09:05:00Z',
      sourceName: 'Anna Nowak',
      client: null,
      kycParameters: null,
      kyc: {
        status: 'sent',
        // Only the fields the test reads: the preview leaves out what is empty.
        data: {
          personal: { firstName: 'Jan', lastName: 'Kowalski', birthPlace: 'Sandomierz' },
          occupation: { profession: 'Inżynier', industries: ['IT'] },
          exposure: {
            pepFunctions: [
              {
                function: 'Wójt',
                status: 'FormerWithin12Months',
                startDate: '2018-01-01',
                endDate: '2026-03-31',
                relationship: 'Self',
              },
            ],
          },
        } as unknown as KycNaturalPerson,
        sentAt: '2026-11-02T12:00:00Z',
      },
      investorType: 'natural-person',
      taxResidenceCountry: 'PL',
      complianceForms: [
        {
          id: FORM_ID,
          templateId: '0b7d5a4e-3c1f-4f6e-9a2b-666666666666',
          kind: 'aml-kyc-declaration',
          name: { pl: 'Oświadczenie AML/KYC', en: 'AML/KYC declaration' },
          status: 'processing',
          data: {},
          approvedAt: '2026-11-02T12:30:00Z',
          verifiedAt: null,
        },
      ],
      complianceFormsSentAt: '2026-11-02T12:30:00Z',
      supportingDocuments: [document({}), document({ id: ADDRESS_DOC, type: 'proof-of-address' })],
      requiredSupportingDocumentTypes: ['identity-document', 'proof-of-address'],
      supportingDocumentsSentAt: '2026-11-03T09:05:00Z',
      ...overrides,
    },
    email: 'jan.kowalski@demo.test',
    name: 'Jan Kowalski',
    taxNumber: '85010112345',
    ownerName: 'Anna Nowak',
    kycSentAt: '2026-11-02T12:00:00Z',
    events,
  };
}

function signInAsOperator() {
  serveBranding();
  signInAsAdvisor({ role: 'operator', firstName: 'Olga', surname: 'Operator', email: 'operator@demo.test' });
}

function documentItem(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

// The KYC form parameters: the preview names the industries with them.
beforeEach(() => {
  server.use(
    getGetNaturalPersonKycFormParametersMockHandler({
      countries: [],
      documentTypes: [],
      titles: [],
      maritalStatuses: [],
      propertyRegimes: [],
      industries: [{ value: 'IT', label: { pl: 'Informatyka', en: 'Information technology' } }],
      originOfFundsTypes: [],
      pepFunctions: [],
      voivodeships: [],
    }),
  );
});

describe('onboarding requests list', () => {
  it('shows the requests the server returns, with a link to each preview, and is in the menu', async () => {
    signInAsOperator();
    const queries: URLSearchParams[] = [];
    server.use(
      getListReviewOnboardingRequestsMockHandler(({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return {
          items: [
            row({}),
            row({
              id: '0b7d5a4e-3c1f-4f6e-9a2b-777777777777',
              email: 'firma@demo.test',
              name: null,
              taxNumber: null,
              status: 'finished',
            }),
          ],
          totalCount: 2,
        };
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/onboarding/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wnioski onboardingowe' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Wnioski onboardingowe' });
    const jan = (await within(table).findByText('jan.kowalski@demo.test')).closest('tr') as HTMLElement;
    expect(within(jan).getByText('Jan Kowalski')).toBeTruthy();
    expect(within(jan).getByText('02.11.2026')).toBeTruthy();
    expect(within(jan).getByText('85010112345')).toBeTruthy();
    expect(within(jan).getByText('Wysłany do weryfikacji')).toBeTruthy();
    const company = within(table).getByText('firma@demo.test').closest('tr') as HTMLElement;
    expect(within(company).getByText('Zakończony')).toBeTruthy();
    expect(queries.length).toBeGreaterThan(0);

    await user.click(within(jan).getByRole('button', { name: 'Działania: jan.kowalski@demo.test' }));
    const open = screen.getByRole('menuitem', { name: 'Otwórz podgląd' });
    expect(open.getAttribute('href')).toBe(`/app/preview/${REQUEST_ID}`);

    const nav = screen.getByRole('navigation', { name: 'Nawigacja główna' });
    expect(within(nav).getByRole('link', { name: 'Wnioski onboardingowe' }).getAttribute('aria-current')).toBe('page');
  });

  it('an empty list says so; a failed one shows the server message', async () => {
    signInAsOperator();
    server.use(getListReviewOnboardingRequestsMockHandler({ items: [], totalCount: 0 }));
    const first = renderApp('/app/onboarding/requests');
    expect(await screen.findByText('Nie ma jeszcze wniosków onboardingowych.')).toBeTruthy();
    first.unmount();

    server.use(
      http.get('*/api/advisor/onboarding/request', () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 }),
      ),
    );
    renderApp('/app/onboarding/requests');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('jan.kowalski@demo.test')).toBeNull();
  });

  it('an investor never sees it: no menu item and the page sends them back', async () => {
    serveBranding();
    signInAsInvestor();
    let listed = false;
    server.use(
      getListReviewOnboardingRequestsMockHandler(() => {
        listed = true;
        return { items: [], totalCount: 0 };
      }),
    );
    const { router } = renderApp('/app/onboarding/requests');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(screen.queryByRole('link', { name: 'Wnioski onboardingowe' })).toBeNull();
    expect(listed).toBe(false);
  });
});

describe('onboarding request preview', () => {
  it('shows the request, its KYC data, forms, documents and timeline', async () => {
    signInAsOperator();
    server.use(
      getGetReviewOnboardingRequestMockHandler(
        review({}, [
          event({ type: 'kyc_sent', occurredAt: '2026-11-02T12:00:00Z' }),
          event({
            type: 'document_rejected',
            actorRole: 'operator',
            actorName: 'Olga Operator',
            subjectId: ID_DOC,
            reason: 'bad-image-quality',
            comment: 'Zdjęcie jest rozmazane',
          }),
          event({ type: 'document_uploaded', subjectId: ID_DOC, reason: 'revised' }),
        ]),
      ),
    );
    renderApp(`/app/preview/${REQUEST_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wniosek onboardingowy ONB/2026/000123' }),
    ).toBeTruthy();
    const request = screen.getByRole('region', { name: 'Wniosek' });
    expect(within(request).getByText('Jan Kowalski (jan.kowalski@demo.test)')).toBeTruthy();
    expect(within(request).getByText('Osoba fizyczna')).toBeTruthy();
    expect(screen.getAllByText('W weryfikacji').length).toBeGreaterThan(0);
    const kyc = screen.getByRole('region', { name: 'Dane KYC' });
    expect(within(kyc).getByText('Sandomierz')).toBeTruthy();
    // An industry by its name, not its code.
    expect(await within(kyc).findByText('Informatyka')).toBeTruthy();
    expect(within(kyc).queryByText('IT')).toBeNull();
    // The PEP status as a reviewer reads it (current, former within or over 12 months; see docs/product/constants.md).
    expect(within(kyc).getByText('Zakończona w ciągu ostatnich 12 miesięcy')).toBeTruthy();

    const forms = screen.getByRole('region', { name: 'Formularze zgodności' });
    expect(within(forms).getByRole('button', { name: 'Pobierz PDF: Oświadczenie AML/KYC' })).toBeTruthy();
    expect((within(forms).getByRole('button', { name: 'Zweryfikuj formularze' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    const idDocument = documentItem('Dokument tożsamości');
    expect(within(idDocument).getByRole('button', { name: 'dowod.pdf' })).toBeTruthy();
    expect(within(idDocument).getByRole('button', { name: 'Zweryfikuj' })).toBeTruthy();
    // Forms and documents not verified yet: the request cannot be finished, only rejected.
    expect((screen.getByRole('button', { name: 'Zakończ wniosek' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Odrzuć wniosek' }) as HTMLButtonElement).disabled).toBe(false);

    const timeline = screen.getByRole('region', { name: 'Historia' });
    expect(within(timeline).getByText('Wysłano formularz KYC')).toBeTruthy();
    expect(within(timeline).getByText('Dokument odesłany do poprawy: Dokument tożsamości')).toBeTruthy();
    expect(within(timeline).getByText(/Olga Operator \(operator\)/)).toBeTruthy();
    expect(within(timeline).getByText('Powód: Nieczytelny skan: Zdjęcie jest rozmazane')).toBeTruthy();
    // The server's reason codes in words, not as written.
    expect(within(timeline).getByText('Powód: poprawiony plik po prośbie o zmiany')).toBeTruthy();
  });

  it('rejects a document with a reason from the list and free text, after the confirmation', async () => {
    signInAsOperator();
    const bodies: unknown[] = [];
    const paths: string[] = [];
    server.use(
      getGetReviewOnboardingRequestMockHandler(review()),
      getRejectOnboardingSupportingDocumentMockHandler(async ({ request }) => {
        paths.push(new URL(request.url).pathname);
        bodies.push(await request.json());
        return review({
          status: 'processing',
          supportingDocuments: [
            document({ status: 'rejected', rejectionCode: 'other', rejectionReason: 'Brak drugiej strony dowodu' }),
            document({ id: ADDRESS_DOC, type: 'proof-of-address' }),
          ],
        });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/preview/${REQUEST_ID}`);
    await user.click(
      await within(await waitFor(() => documentItem('Dokument tożsamości'))).findByRole('button', {
        name: 'Do poprawy',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Odeślij do poprawy: „Dokument tożsamości”' });
    // A reason from the list is required first.
    await user.click(within(dialog).getByRole('button', { name: 'Do poprawy' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Wybierz powód z listy.');
    await user.selectOptions(within(dialog).getByLabelText('Powód'), 'Inny');
    // "Other" needs the free text: nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Do poprawy' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Opisz, co poprawić (wymagane przy powodzie „Inny”).');
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Komentarz dla inwestora'), 'Brak drugiej strony dowodu');
    await user.click(within(dialog).getByRole('button', { name: 'Do poprawy' }));
    await waitFor(() => expect(bodies).toEqual([{ code: 'other', comment: 'Brak drugiej strony dowodu' }]));
    expect(paths).toEqual([`/api/advisor/onboarding/request/${REQUEST_ID}/supporting-document/${ID_DOC}/reject`]);
    // The answer is the new state: the document needs changes, no more decisions on it.
    const idDocument = await waitFor(() => {
      const item = documentItem('Dokument tożsamości');
      within(item).getByText('Do poprawy: Inny: Brak drugiej strony dowodu');
      return item;
    });
    expect(within(idDocument).queryByRole('button', { name: 'Zweryfikuj' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // What happened, and whose turn it is now.
    expect(await screen.findByText('Dokument „Dokument tożsamości” odesłano inwestorowi do poprawy.')).toBeTruthy();
    expect(screen.getByText('Czekamy, aż inwestor prześle poprawione dokumenty odesłane do poprawy.')).toBeTruthy();
  });

  it('finishes a request whose forms and documents are verified; a 409 shows the server message', async () => {
    signInAsOperator();
    const verified = review({
      complianceForms: review().request.complianceForms.map((form) => ({
        ...form,
        status: 'verified' as const,
        verifiedAt: '2026-11-04T08:00:00Z',
      })),
      supportingDocuments: [
        document({ status: 'verified', verifiedAt: '2026-11-04T08:00:00Z' }),
        document({ id: ADDRESS_DOC, type: 'proof-of-address', status: 'verified', verifiedAt: '2026-11-04T08:00:00Z' }),
      ],
    });
    let finishes = 0;
    let answer: 'ok' | 'conflict' = 'conflict';
    server.use(
      getGetReviewOnboardingRequestMockHandler(verified),
      http.patch('*/api/advisor/onboarding/request/:id/finish', () => {
        finishes += 1;
        return answer === 'conflict'
          ? HttpResponse.json({ code: 'CONFLICT', message: 'The request is already closed' }, { status: 409 })
          : HttpResponse.json({
              ...verified,
              request: { ...verified.request, status: 'finished' },
              events: [event({ type: 'finished', actorRole: 'operator', actorName: 'Olga Operator' })],
            } satisfies OnboardingReview);
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/preview/${REQUEST_ID}`);
    const finish = await screen.findByRole('button', { name: 'Zakończ wniosek' });
    expect((finish as HTMLButtonElement).disabled).toBe(false);
    // Every form verified: nothing left to verify there.
    expect(screen.queryByRole('button', { name: 'Zweryfikuj formularze' })).toBeNull();

    await user.click(finish);
    let dialog = screen.getByRole('dialog', { name: 'Zakończ wniosek' });
    await user.click(within(dialog).getByRole('button', { name: 'Zakończ wniosek' }));
    expect(await screen.findByText('Nie można tego zrobić w obecnym stanie. Odśwież stronę i sprawdź.')).toBeTruthy();
    expect(finishes).toBe(1);

    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Zakończ wniosek' }));
    dialog = screen.getByRole('dialog', { name: 'Zakończ wniosek' });
    await user.click(within(dialog).getByRole('button', { name: 'Zakończ wniosek' }));
    expect(await screen.findByText('Wniosek jest zamknięty: nie można podejmować kolejnych decyzji.')).toBeTruthy();
    expect(screen.getByText('Wniosek jest zakończony.')).toBeTruthy();
    expect(finishes).toBe(2);
    expect(screen.queryByRole('button', { name: 'Zakończ wniosek' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Historia' })).getByText('Zakończono wniosek')).toBeTruthy();
  });
});

describe('onboarding request decisions', () => {
  it('verify the forms and reject the request: each after its confirmation, the reason sent as typed', async () => {
    signInAsOperator();
    let current = review();
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      getGetReviewOnboardingRequestMockHandler(() => current),
      http.patch('*/api/advisor/onboarding/request/:id/*', async ({ request }) => {
        const path = new URL(request.url).pathname;
        calls.push({ path, body: path.endsWith('/reject') ? await request.json() : null });
        current = path.endsWith('/compliance-form/verify')
          ? review({
              complianceForms: current.request.complianceForms.map((form) => ({
                ...form,
                status: 'verified' as const,
              })),
            })
          : review({ status: 'rejected' });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/preview/${REQUEST_ID}`);
    const forms = await screen.findByRole('region', { name: 'Formularze zgodności' });
    await user.click(within(forms).getByRole('button', { name: 'Zweryfikuj formularze' }));
    // Cancel sends nothing.
    await user.click(
      within(screen.getByRole('dialog', { name: 'Zweryfikuj formularze' })).getByRole('button', { name: 'Anuluj' }),
    );
    expect(calls).toEqual([]);
    await user.click(within(forms).getByRole('button', { name: 'Zweryfikuj formularze' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Zweryfikuj formularze' })).getByRole('button', {
        name: 'Zweryfikuj formularze',
      }),
    );
    await waitFor(() => expect(within(forms).getByText('Zweryfikowany')).toBeTruthy());
    expect(within(forms).queryByRole('button', { name: 'Zweryfikuj formularze' })).toBeNull();
    expect(screen.getByText('Formularze zgodności są zweryfikowane.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Odrzuć wniosek' }));
    const dialog = screen.getByRole('dialog', { name: 'Odrzuć wniosek' });
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć wniosek' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Podaj powód.');
    await user.type(within(dialog).getByLabelText('Dlaczego wniosek jest odrzucany?'), 'Inwestor zrezygnował');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć wniosek' }));
    expect(await screen.findByText('Wniosek jest zamknięty: nie można podejmować kolejnych decyzji.')).toBeTruthy();
    expect(calls).toEqual([
      { path: `/api/advisor/onboarding/request/${REQUEST_ID}/compliance-form/verify`, body: null },
      { path: `/api/advisor/onboarding/request/${REQUEST_ID}/reject`, body: { reason: 'Inwestor zrezygnował' } },
    ]);
    // Closed: no decision left on the page.
    expect(screen.queryByRole('button', { name: 'Zweryfikuj' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zweryfikuj formularze' })).toBeNull();
  });
});
