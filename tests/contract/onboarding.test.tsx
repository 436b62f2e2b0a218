/**
 * The investor's onboarding screens against the contract (MSW): the session chooser, primary data and
 * the company chooser (an empty KRS number refused before any call, a company loaded from KRS, the representative
 * rule), identity verification (QR code and link, polled status), the KYC step, compliance forms (each form's data
 * read-only by its template; approve, then send), supporting documents (send only when all are uploaded; after a
 * rejection only that one, with the reason), resuming from the server's state (thank-you), a new KYC prefilled from
 * the investor's last lead form, and the link of the investor's e-mails (/app/onboarding/request/{token}:
 * getOnboardingRequestByToken opens its request).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getGetLastLeadFormMockHandler,
  getGetOnboardingRequestByTokenMockHandler,
} from '#generated/api/investor-onboarding/investor-onboarding.msw';
import type {
  ComplianceForm,
  IdentityVerification,
  LeadForm,
  OnboardingRequest,
  OnboardingRoleOptions,
  SupportingDocument,
} from '#generated/api/model';
import { COMPLIANCE_FORM_TEMPLATES, TEMPLATE_IDS } from '#schemas/compliance/templates';
import { renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsInvestor } from './session';

const ID = '5f0c1d2e-0000-4000-8000-000000000001';
const OTHER = '5f0c1d2e-0000-4000-8000-000000000002';
const NOW = '2026-11-23T10:00:00Z';
const API = '*/investor-api/onboarding';

function identity(status: IdentityVerification['status']): IdentityVerification {
  return {
    status,
    verifiedAt: status === 'approved' ? NOW : null,
    redirectUrl: status === 'pending' ? 'http://localhost/identity-sandbox/abc' : null,
    startedAt: status === 'not-started' ? null : NOW,
    expiresAt: status === 'not-started' ? null : NOW,
    rejectionReason: null,
    mismatchedField: null,
  };
}

function request(overrides: Partial<OnboardingRequest> = {}): OnboardingRequest {
  return {
    id: ID,
    requestId: 'ONB-1',
    status: 'processing',
    createdAt: NOW,
    updatedAt: NOW,
    sourceName: 'Adam Nowak',
    client: null,
    kycParameters: null,
    kyc: { status: 'draft', data: null, sentAt: null },
    investorType: null,
    taxResidenceCountry: null,
    complianceForms: [],
    complianceFormsSentAt: null,
    supportingDocuments: [],
    requiredSupportingDocumentTypes: [],
    supportingDocumentsSentAt: null,
    ...overrides,
  } as OnboardingRequest;
}

const company = {
  id: 'c1',
  type: 'legal-person',
  name: 'NOWY START PROSTA SPÓŁKA AKCYJNA',
  taxNumber: '5251000046',
  krsNumber: '0000900003',
} as OnboardingRequest['client'];

function atIdentity(status: IdentityVerification['status']) {
  return request({
    client: company,
    investorType: 'legal-person',
    taxResidenceCountry: 'PL',
    kycParameters: {
      formType: 'legal-person',
      identityVerification: identity(status),
      prefill: {},
      readOnlyFields: [],
    },
    requiredSupportingDocumentTypes: ['company-register-extract', 'identity-document'],
  });
}

function form(kind: ComplianceForm['kind'], pl: string, en: string, approved = false): ComplianceForm {
  return {
    id: `form-${kind}`,
    templateId: `template-${kind}`,
    kind,
    name: { pl, en },
    verifiedAt: null,
    status: 'processing',
    data: {},
    approvedAt: approved ? NOW : null,
  } as ComplianceForm;
}

function atForms(approved = false) {
  return request({
    ...atIdentity('approved'),
    kyc: { status: 'sent', data: null, sentAt: NOW },
    complianceForms: [
      form('aml-kyc-declaration', 'Oświadczenie AML/KYC', 'AML/KYC declaration', approved),
      form('investor-classification', 'Klasyfikacja inwestora', 'Investor classification', approved),
    ],
  });
}

function document(type: SupportingDocument['type'], overrides: Partial<SupportingDocument> = {}): SupportingDocument {
  return {
    id: `doc-${type}`,
    type,
    status: 'processing',
    data: {},
    files: [{ id: `file-${type}`, fileName: `${type}.pdf`, contentType: 'application/pdf', size: 10, createdAt: NOW }],
    rejectionCode: null,
    rejectionReason: null,
    revised: false,
    sentAt: null,
    verifiedAt: null,
    ...overrides,
  } as SupportingDocument;
}

const options: OnboardingRoleOptions = {
  investorTypes: ['natural-person', 'legal-person'],
  taxResidenceCountries: [
    { value: 'PL', label: { pl: 'Polska', en: 'Poland' } },
    { value: 'DE', label: { pl: 'Niemcy', en: 'Germany' } },
  ],
  companies: [
    {
      id: 'existing-1',
      name: 'OBCA SPÓŁKA Z O.O.',
      taxNumber: '5251000017',
      krsNumber: '0000900001',
      source: 'existing',
      representative: false,
    },
  ],
};

/** The server's one request, changed by the handlers the way the server would. */
function serveRequest(initial: OnboardingRequest, rows = [initial]) {
  const state = { current: initial, calls: [] as string[] };
  server.use(
    http.get(`${API}/request`, () =>
      HttpResponse.json({
        items: rows.map((row) => ({
          id: row.id,
          email: 'investor@demo.test',
          name: row.id === ID ? 'Jan Kowalski' : 'Spółka Kowalski',
          createdAt: NOW,
          sourceName: row.sourceName,
          taxNumber: null,
          status: row.status,
        })),
        totalCount: rows.length,
      }),
    ),
    http.get(`${API}/request/by-id/:id`, ({ params }) =>
      HttpResponse.json({ ...state.current, id: params.id as string }),
    ),
    http.get(`${API}/role`, () => HttpResponse.json(options)),
    http.get(`${API}/request/:id/kyc/parameters`, () => HttpResponse.json(state.current.kycParameters)),
  );
  return state;
}

beforeEach(() => {
  serveBranding();
  signInAsInvestor();
});

describe('the session chooser and primary data', () => {
  it('several open requests: the chooser; the chosen one opens at primary data (PL)', async () => {
    const user = userEvent.setup();
    serveRequest(request(), [request(), request({ id: OTHER, sourceName: 'Ewa Lis' })]);
    renderApp('/app/onboarding');
    expect(await screen.findByRole('heading', { name: 'Wybierz onboarding do kontynuacji' })).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: 'Wybierz onboarding do kontynuacji' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText(/Od: Ewa Lis, rozpoczęty 23\.11\.2026/)).toBeTruthy();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Kontynuuj' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dane podstawowe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inne wnioski onboardingowe' })).toBeTruthy();
  });

  it('a company: an empty KRS number is refused without a call; a known non-representative company is refused', async () => {
    const user = userEvent.setup();
    const state = serveRequest(request());
    const calls: unknown[] = [];
    server.use(
      http.patch(`${API}/request/:id/add-client`, async ({ request: call }) => {
        calls.push(await call.json());
        state.current = atIdentity('not-started');
        return HttpResponse.json(state.current);
      }),
      http.post(`${API}/request/:id/identity-verification`, () => HttpResponse.json(identity('pending'))),
    );
    renderApp('/app/onboarding');
    await screen.findByRole('heading', { level: 2, name: 'Dane podstawowe' });
    await user.click(screen.getByRole('radio', { name: 'Spółka' }));
    await user.selectOptions(screen.getByLabelText('Rezydencja podatkowa'), 'PL');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByRole('heading', { name: 'Przez którą spółkę inwestujesz?' })).toBeTruthy();

    expect(screen.getByText(/może ją wybrać tylko jej reprezentant/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Wybierz tę spółkę' }));
    expect(await screen.findByText('Nie jesteś reprezentantem tej spółki, więc nie możesz jej wybrać.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Wczytaj spółkę' }));
    expect(await screen.findByText('Podaj numer KRS, aby wczytać spółkę z rejestru.')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Numer KRS'), '0000900003');
    await user.click(screen.getByRole('button', { name: 'Wczytaj spółkę' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Weryfikacja tożsamości' })).toBeTruthy();
    expect(calls).toEqual([{ source: 'register', krsNumber: '0000900003', taxResidenceCountry: 'PL' }]);
  });
});

describe('identity verification', () => {
  it('on a desktop: the QR code and the link, the status from the server; approved moves on to the KYC form', async () => {
    const user = userEvent.setup();
    const state = serveRequest(atIdentity('pending'));
    renderApp(`/app/onboarding/${ID}/primary-data`);
    expect(await screen.findByText('Status: czekamy na weryfikację na telefonie')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'http://localhost/identity-sandbox/abc' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Kod QR do kontynuacji na telefonie' })).toBeTruthy();

    state.current = atIdentity('approved');
    await user.click(screen.getByRole('button', { name: 'Weryfikacja na telefonie zakończona' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Formularz KYC' })).toBeTruthy();
  });

  it('rejected: the reason to retry, and a new verification is started', async () => {
    const user = userEvent.setup();
    serveRequest(atIdentity('rejected'));
    let started = 0;
    server.use(
      http.post(`${API}/request/:id/identity-verification`, () => {
        started += 1;
        return HttpResponse.json(identity('pending'));
      }),
    );
    renderApp(`/app/onboarding/${ID}/primary-data`);
    expect(await screen.findByText('Status: odrzucona')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rozpocznij nową weryfikację' }));
    expect(await screen.findByText('Status: czekamy na weryfikację na telefonie')).toBeTruthy();
    expect(started).toBe(1);
  });
});

describe('compliance forms', () => {
  it('approve each, then send to verification (EN)', async () => {
    const user = userEvent.setup();
    localStorage.setItem('fund.locale', 'en');
    const state = serveRequest(atForms());
    const approved: string[] = [];
    server.use(
      http.put(`${API}/request/:id/compliance-form/:formId`, ({ params }) => {
        approved.push(params.formId as string);
        const changed = state.current.complianceForms.find((entry) => entry.id === params.formId)!;
        return HttpResponse.json({ ...changed, approvedAt: NOW });
      }),
      http.patch(`${API}/request/:id/compliance-form/send-to-verification`, () => {
        state.current = { ...atForms(true), complianceFormsSentAt: NOW };
        return HttpResponse.json(state.current);
      }),
    );
    renderApp(`/app/onboarding/${ID}/compliance-forms`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Compliance forms' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send the forms to verification' });
    expect(send).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Approve: AML/KYC declaration' }));
    await screen.findByRole('button', { name: 'Approve: Investor classification' });
    await user.click(screen.getByRole('button', { name: 'Approve: Investor classification' }));
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    expect(approved).toEqual(['form-aml-kyc-declaration', 'form-investor-classification']);
    await user.click(send);
    expect(await screen.findByRole('heading', { level: 2, name: 'Supporting documents' })).toBeTruthy();
  });
});

describe('compliance forms: the data by its template', () => {
  const declaration: ComplianceForm = {
    ...form('aml-kyc-declaration', 'Oświadczenie AML/KYC', 'AML/KYC declaration'),
    templateId: TEMPLATE_IDS['aml-kyc-declaration'],
    data: {
      fullName: 'Jan Kowalski',
      pesel: '44051401359',
      birthDate: '1944-05-14',
      citizenships: ['PL', 'DE'],
      originOfFunds: ['ProfessionalEarnings', 'Other'],
      isPep: false,
      pepFunctions: 1,
      usPerson: true,
      solelyOwnBehalf: true,
      declaredAt: NOW,
    },
  };
  const classification: ComplianceForm = {
    ...form('investor-classification', 'Klasyfikacja inwestora', 'Investor classification'),
    templateId: TEMPLATE_IDS['investor-classification'],
    data: {
      fullName: 'Jan Kowalski',
      thresholds: {
        portfolioEur: 500000,
        commitmentEur: 100000,
        transactionsPerQuarter: 10,
        quarters: 4,
        yearsInFinancialSector: 1,
      },
      criteria: {
        portfolioOver500kEur: false,
        commitmentAtLeast100kEur: true,
        tenTransactionsPerQuarter: false,
        oneYearFinancialSector: false,
      },
      criteriaMet: 1,
      classification: 'retail',
    },
  };

  /** The templates as the server answers them (the same schemas/compliance files); the ids asked for. */
  function serveTemplates(missing: string[] = []) {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/compliance-form/template/:templateId`, ({ params }) => {
        asked.push(params.templateId as string);
        const found = COMPLIANCE_FORM_TEMPLATES.find((entry) => entry.id === params.templateId);
        if (!found || missing.includes(found.id)) {
          return HttpResponse.json({ label: 'No such compliance form template', code: 'NOT_FOUND' }, { status: 404 });
        }
        const { kind: _kind, ...template } = found;
        return HttpResponse.json(template);
      }),
    );
    return asked;
  }

  it("shows each form's data read-only, labelled by its template, next to its PDF and approval (PL)", async () => {
    serveRequest({ ...atForms(), complianceForms: [declaration, classification] });
    const asked = serveTemplates();
    renderApp(`/app/onboarding/${ID}/compliance-forms`);

    const aml = await screen.findByRole('group', { name: 'Dane formularza: Oświadczenie AML/KYC' });
    const row = (label: string) => within(aml).getByText(label).closest('div')!;
    expect(row('Imię i nazwisko').textContent).toContain('Jan Kowalski');
    expect(row('PESEL').textContent).toContain('44051401359');
    expect(row('Data urodzenia').textContent).toContain('14.05.1944');
    expect(row('Obywatelstwa').textContent).toContain('Polska, Niemcy');
    expect(row('Źródła pochodzenia środków').textContent).toContain('Dochody z pracy zawodowej, Inne');
    expect(row('Jestem osobą zajmującą eksponowane stanowisko polityczne (PEP)').textContent).toContain('Nie');
    expect(row('Jestem osobą amerykańską (US person)').textContent).toContain('Tak');
    expect(row('Zadeklarowane eksponowane stanowiska polityczne').textContent).toContain('1');
    expect(row('Data oświadczenia').textContent).toMatch(/23\.11\.2026 \d{2}:00/);

    const ranking = screen.getByRole('group', { name: 'Dane formularza: Klasyfikacja inwestora' });
    const rankingRow = (label: string) => within(ranking).getByText(label).closest('div')!;
    expect(rankingRow('Klasyfikacja').textContent).toContain('Klient detaliczny');
    expect(rankingRow('Spełnione kryteria').textContent).toContain('1');
    expect(rankingRow('Zaangażowanie co najmniej 100 000 EUR').textContent).toContain('Tak');
    expect(rankingRow('Portfel instrumentów finansowych powyżej (EUR)').textContent).toMatch(/500\s000/);

    // What worked before stays: the PDF and the approval of each form.
    expect(screen.getByRole('button', { name: 'Otwórz PDF: Oświadczenie AML/KYC' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zatwierdź: Klasyfikacja inwestora' })).toBeTruthy();
    expect([...asked].sort()).toEqual(
      [TEMPLATE_IDS['aml-kyc-declaration'], TEMPLATE_IDS['investor-classification']].sort(),
    );
  });

  it('a template that cannot be loaded: the form says to check its PDF, and can still be approved (EN)', async () => {
    const user = userEvent.setup();
    localStorage.setItem('fund.locale', 'en');
    const state = serveRequest({ ...atForms(), complianceForms: [declaration, classification] });
    serveTemplates([TEMPLATE_IDS['aml-kyc-declaration']]);
    const approved: string[] = [];
    server.use(
      http.put(`${API}/request/:id/compliance-form/:formId`, ({ params }) => {
        approved.push(params.formId as string);
        const changed = state.current.complianceForms.find((entry) => entry.id === params.formId)!;
        return HttpResponse.json({ ...changed, approvedAt: NOW });
      }),
    );
    renderApp(`/app/onboarding/${ID}/compliance-forms`);
    expect(await screen.findByText('The form cannot be shown here right now. Open its PDF to check it.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Form data: AML/KYC declaration' })).toBeNull();
    const other = await screen.findByRole('group', { name: 'Form data: Investor classification' });
    expect(within(other).getByText('Retail client')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve: AML/KYC declaration' }));
    await waitFor(() => expect(approved).toEqual(['form-aml-kyc-declaration']));
  });
});

describe('supporting documents', () => {
  it('send is enabled only when every required document is uploaded; an upload creates the document', async () => {
    // The picker's accept filter off: a person can still pick any file through "All files".
    const user = userEvent.setup({ applyAccept: false });
    const state = serveRequest({ ...atForms(true), supportingDocuments: [document('company-register-extract')] });
    server.use(
      http.post('*/investor-api/request/:id/upload', () =>
        HttpResponse.json({
          id: 'file-new',
          fileName: 'dowod.pdf',
          contentType: 'application/pdf',
          size: 9,
          createdAt: NOW,
        }),
      ),
      http.post(`${API}/request/:id/supporting-document`, () =>
        HttpResponse.json(
          document('identity-document', {
            files: [{ id: 'file-new', fileName: 'dowod.pdf', contentType: 'application/pdf', size: 9, createdAt: NOW }],
          }),
        ),
      ),
      http.patch(`${API}/request/:id/supporting-document/send-to-verification`, () => {
        state.current = { ...state.current, status: 'sent' };
        return HttpResponse.json(state.current);
      }),
    );
    renderApp(`/app/onboarding/${ID}/supporting-documents`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Dokumenty uzupełniające' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Wyślij dokumenty do weryfikacji' });
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByText('Jeszcze nie wgrano')).toBeTruthy();

    // A wrong type is refused before any call.
    await user.upload(
      screen.getByLabelText('Wgraj: Dokument tożsamości'),
      new File(['x'], 'notatka.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Można wgrać tylko pliki PDF, PNG lub JPEG.')).toBeTruthy();

    await user.upload(
      screen.getByLabelText('Wgraj: Dokument tożsamości'),
      new File(['%PDF-1.4'], 'dowod.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Wgrano: dowod.pdf')).toBeTruthy();
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    await user.click(send);
    expect(await screen.findByText(/Twój onboarding został wysłany do weryfikacji/)).toBeTruthy();
  });

  it('a refused upload is told at its slot, and the slot does not keep the refused file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    serveRequest({ ...atForms(true), supportingDocuments: [document('company-register-extract')] });
    server.use(
      http.post('*/investor-api/request/:id/upload', () =>
        HttpResponse.json(
          { label: 'The file is not a PDF, PNG or JPEG.', code: 'UNSUPPORTED_MEDIA_TYPE' },
          { status: 415 },
        ),
      ),
    );
    renderApp(`/app/onboarding/${ID}/supporting-documents`);
    await screen.findByRole('heading', { level: 2, name: 'Dokumenty uzupełniające' });
    const slot = screen.getByText('Dokument tożsamości', { selector: 'p' }).closest('li')!;
    await user.upload(
      within(slot).getByLabelText('Wgraj: Dokument tożsamości'),
      new File(['<html>'], 'udaje-pdf.pdf', { type: 'application/pdf' }),
    );
    const told = await within(slot).findByRole('alert');
    expect(told.textContent).not.toBe('');
    // Said once, at the slot: nothing above the list, and the refused file's name is gone.
    expect(screen.getAllByRole('alert')).toEqual([told]);
    expect(within(slot).getByText('Jeszcze nie wgrano')).toBeTruthy();
    expect(within(slot).getByText('Nie wybrano pliku')).toBeTruthy();
    expect(slot.textContent).not.toContain('udaje-pdf.pdf');
    expect(within(slot).getByLabelText('Wgraj: Dokument tożsamości').getAttribute('aria-invalid')).toBe('true');
  });

  it('after a rejection: the reason, and only the rejected document may be uploaded again', async () => {
    serveRequest({
      ...atForms(true),
      status: 'sent',
      supportingDocuments: [
        document('company-register-extract', { status: 'verified' }),
        document('identity-document', {
          status: 'rejected',
          rejectionCode: 'bad-image-quality',
          rejectionReason: 'Skan jest nieczytelny.',
        }),
      ],
    });
    renderApp(`/app/onboarding/${ID}/supporting-documents`);
    // The reason picked from the list, the reviewer's comment, and which file to replace.
    expect(await screen.findByText('Wymaga zmian: Nieczytelny skan')).toBeTruthy();
    expect(screen.getByText('Komentarz weryfikującego: Skan jest nieczytelny.')).toBeTruthy();
    expect(screen.getByText('Wgraj poprawiony plik w miejsce identity-document.pdf.')).toBeTruthy();
    expect(
      screen.getByText('Weryfikujący poprosił o zmiany: wgraj ponownie tylko oznaczone poniżej dokumenty.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Wgraj: Dokument tożsamości')).toBeTruthy();
    expect(screen.queryByLabelText('Wgraj: Odpis z rejestru spółki')).toBeNull();
    expect(screen.getByRole('button', { name: 'Wyślij dokumenty do weryfikacji' })).toHaveProperty('disabled', true);
  });
});

describe('resuming from the server state', () => {
  it('everything sent: the thank-you, whichever step address is opened', async () => {
    serveRequest({ ...atForms(true), status: 'sent', supportingDocuments: [document('identity-document')] });
    renderApp(`/app/onboarding/${ID}/primary-data`);
    expect(await screen.findByRole('heading', { name: 'Dziękujemy' })).toBeTruthy();
    expect(screen.getByText(/Twój onboarding został wysłany do weryfikacji/)).toBeTruthy();
  });

  it('no open request: nothing to do', async () => {
    server.use(http.get(`${API}/request`, () => HttpResponse.json({ items: [], totalCount: 0 })));
    renderApp('/app/onboarding');
    expect(await screen.findByText(/Nie masz onboardingu do dokończenia/)).toBeTruthy();
  });
});

describe('the KYC step prefilled from the last lead form', () => {
  /** At the KYC step: the identity verified, its names prefilled and read-only, as the server answers them. */
  function atKyc(kyc: OnboardingRequest['kyc'] = { status: 'draft', data: null, sentAt: null }) {
    return request({
      client: { id: 'p1', type: 'natural-person', name: 'Jan Kowalski', taxNumber: null, krsNumber: null },
      investorType: 'natural-person',
      taxResidenceCountry: 'PL',
      kycParameters: {
        formType: 'natural-person',
        identityVerification: identity('approved'),
        prefill: { personal: { firstName: 'Jan', lastName: 'Kowalski' } },
        readOnlyFields: ['/personal/firstName', '/personal/lastName'],
      },
      kyc,
    });
  }

  const leadForm: LeadForm = {
    id: '5f0c1d2e-0000-4000-8000-0000000000aa',
    submittedAt: NOW,
    firstName: 'Janek',
    lastName: 'Kowalsky',
    email: 'jan.z.oferty@example.com',
    phone: '+48 600 700 800',
    campaignId: '5f0c1d2e-0000-4000-8000-0000000000bb',
  };

  /** The lead-form handler, counting its calls. */
  function serveLeadForm(answer: LeadForm | 'none') {
    const calls = { count: 0 };
    server.use(
      getGetLastLeadFormMockHandler(() => {
        calls.count += 1;
        if (answer === 'none') {
          throw HttpResponse.json({ label: 'The investor has no lead form', code: 'NOT_FOUND' }, { status: 404 });
        }
        return answer;
      }),
    );
    return calls;
  }

  const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

  async function openKycStep() {
    renderApp(`/app/onboarding/${ID}/primary-data`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Formularz KYC' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Dane osobowe' });
  }

  it('an empty KYC: e-mail and phone from the lead form, the verified names stay the identity’s', async () => {
    serveRequest(atKyc());
    serveLeadForm(leadForm);
    await openKycStep();
    expect(valueOf(/^Imię\*?$/)).toBe('Jan');
    expect(valueOf(/^Nazwisko\*?$/)).toBe('Kowalski');
    expect(valueOf(/^Adres e-mail/)).toBe('jan.z.oferty@example.com');
    expect(valueOf(/^Numer telefonu/)).toBe('+48 600 700 800');
  });

  it('no lead form (404): nothing prefilled beyond the identity, and no error shown', async () => {
    serveRequest(atKyc());
    const calls = serveLeadForm('none');
    await openKycStep();
    expect(calls.count).toBe(1);
    expect(valueOf(/^Imię\*?$/)).toBe('Jan');
    expect(valueOf(/^Adres e-mail/)).toBe('');
    expect(valueOf(/^Numer telefonu/)).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a KYC saved on the server is shown as saved; the lead form is not even asked for', async () => {
    const saved = { personal: { firstName: 'Jan', lastName: 'Kowalski', email: 'zapisany@example.com' } };
    serveRequest(atKyc({ status: 'draft', data: saved as never, sentAt: null }));
    const calls = serveLeadForm(leadForm);
    await openKycStep();
    expect(valueOf(/^Adres e-mail/)).toBe('zapisany@example.com');
    expect(valueOf(/^Numer telefonu/)).toBe('');
    expect(calls.count).toBe(0);
  });

  it('what the investor typed in this browser wins over the lead form', async () => {
    serveRequest(atKyc());
    serveLeadForm(leadForm);
    window.localStorage.setItem(
      `fund.kyc-draft:onboarding-${ID}`,
      JSON.stringify({
        version: 1,
        step: 0,
        reached: 0,
        data: { personal: { firstName: 'Jan', lastName: 'Kowalski', email: 'wpisany@example.com' } },
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
    );
    await openKycStep();
    expect(valueOf(/^Adres e-mail/)).toBe('wpisany@example.com');
    expect(valueOf(/^Numer telefonu/)).toBe('');
  });
});

describe("the link of the investor's e-mails", () => {
  const TOKEN = 'Qm9va2luZy1saW5rLXRva2VuLW9mLXRoZS1uZXdlc3QtbWFpbA';

  it('opens the request the token points to at its step: the document the reviewer sent back', async () => {
    const rejected = {
      ...atForms(true),
      id: OTHER,
      status: 'processing',
      supportingDocuments: [
        document('company-register-extract', { status: 'verified' }),
        document('identity-document', {
          status: 'rejected',
          rejectionCode: 'bad-image-quality',
          rejectionReason: 'Skan jest nieczytelny.',
        }),
      ],
    } as OnboardingRequest;
    // Two open requests: without the link the chooser would ask which one.
    serveRequest(request(), [request(), rejected]);
    const asked: string[] = [];
    let listed = 0;
    server.use(
      getGetOnboardingRequestByTokenMockHandler(({ params }) => {
        asked.push(params.token as string);
        return rejected;
      }),
      http.get(`${API}/request`, () => {
        listed += 1;
        return HttpResponse.json({ items: [], totalCount: 0 });
      }),
    );
    renderApp(`/app/onboarding/request/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Dokumenty uzupełniające' })).toBeTruthy();
    expect(screen.getByText('Wymaga zmian: Nieczytelny skan')).toBeTruthy();
    expect(screen.getByText('Komentarz weryfikującego: Skan jest nieczytelny.')).toBeTruthy();
    expect(screen.getByLabelText('Wgraj: Dokument tożsamości')).toBeTruthy();
    expect(asked).toEqual([TOKEN]);
    expect(listed).toBe(0);
  });

  it('a rejected request opens on its rejection (EN)', async () => {
    localStorage.setItem('fund.locale', 'en');
    server.use(getGetOnboardingRequestByTokenMockHandler(request({ status: 'rejected' })));
    renderApp(`/app/onboarding/request/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Onboarding rejected' })).toBeTruthy();
  });

  it('a link that opens none of my requests says so, and leads to my onboarding', async () => {
    const user = userEvent.setup();
    serveRequest(request());
    server.use(
      http.get(`${API}/request/by-token/:token`, () =>
        HttpResponse.json({ label: 'No such onboarding request', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderApp(`/app/onboarding/request/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Ten link nie otwiera wniosku' })).toBeTruthy();
    expect(screen.getByText(/działa tylko najnowszy/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pokaż mój onboarding' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dane podstawowe' })).toBeTruthy();
  });
});
