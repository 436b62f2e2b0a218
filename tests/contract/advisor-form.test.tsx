/**
 * /app/advisors/new and /app/advisors/:id: the RJSF advisor form (schemas/advisor.schema.json) with our theme,
 * the validator of the current language, and the server's violations on their fields.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getCreateAdvisorMockHandler,
  getGetAdvisorFormChoicesMockHandler,
  getGetAdvisorMockHandler,
  getUpdateAdvisorMockHandler,
} from '#generated/api/advisors/advisors.msw';
import type { AdvisorInput } from '#generated/api/model';
import { addDays, todayIso } from '#schemas/formats';
import { renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsAdvisor } from './session';
import { advisor, NETWORKS, serveAdvisorList } from './advisors-fixtures';

const today = todayIso();
const inDays = (days: number) => addDays(today, days);

const PL = {
  firstName: 'Imię',
  surname: 'Nazwisko',
  email: 'Adres e-mail',
  documentType: 'Rodzaj dokumentu',
  documentNumber: 'Numer dokumentu',
  expiry: 'Data ważności dokumentu',
  country: 'Kraj wydania dokumentu',
  poaStart: 'Początek pełnomocnictwa',
  poaEnd: 'Koniec pełnomocnictwa',
  networks: 'Sieci',
  submit: 'Zapisz doradcę',
  passport: 'Paszport',
};
const EN = {
  firstName: 'First name',
  surname: 'Last name',
  email: 'Email address',
  documentType: 'Document type',
  documentNumber: 'Document number',
  expiry: 'Document expiry date',
  country: 'Document issuing country',
  poaStart: 'Power of attorney start',
  poaEnd: 'Power of attorney end',
  networks: 'Networks',
  submit: 'Save advisor',
  passport: 'Passport',
};
type Labels = typeof PL;

/** A label as a person reads it: the text, with the required marker "*" after it or not. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

function serveForm() {
  serveBranding();
  signInAsAdvisor({ role: 'coordinator' });
  server.use(
    getGetAdvisorFormChoicesMockHandler({
      networks: NETWORKS,
      documentTypes: [],
      countries: [],
    }),
  );
  const posts: unknown[] = [];
  server.use(
    http.post('*/api/advisor/advisor', async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json(advisor(), { status: 201 });
    }),
  );
  return posts;
}

/** The error text shown under the field labelled `label` (its `__error` region). */
function errorUnder(label: string): string {
  const field = screen.getByLabelText(labelled(label), { selector: 'input, select' });
  return document.getElementById(`${field.id}__error`)?.textContent ?? '';
}

function networksError(): string {
  return document.getElementById('root_brokerNetworkIds__error')?.textContent ?? '';
}

async function fill(user: UserEvent, labels: Labels, values: Partial<Record<keyof Labels, string>>) {
  for (const [key, value] of Object.entries(values) as [keyof Labels, string][]) {
    const field = screen.getByLabelText(labelled(labels[key]), { selector: 'input, select' });
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
}

async function fillValid(user: UserEvent, labels: Labels, overrides: Partial<Record<keyof Labels, string>> = {}) {
  await fill(user, labels, {
    firstName: 'Ewa',
    surname: 'Zielińska',
    email: 'ewa.zielinska@demo.test',
    documentType: labels.passport,
    documentNumber: 'EA1234567',
    expiry: inDays(400),
    country: 'PL',
    poaStart: inDays(-10),
    ...overrides,
  });
}

describe('advisor form: errors on the right fields', () => {
  it.each([
    [
      'pl',
      PL,
      {
        summary: 'Niestety, nie wszystkie pola zostały wypełnione poprawnie.',
        expiry: 'Data ważności dokumentu nie może być wcześniejsza niż 7 dni od dzisiaj.',
        poaEnd: 'Data końca pełnomocnictwa nie może być wcześniejsza niż data początku.',
        networks: 'Wybierz co najmniej jedną sieć.',
      },
    ],
    [
      'en',
      EN,
      {
        summary: 'Sorry, not all fields are filled out correctly.',
        expiry: 'The document expiry date may not be earlier than 7 days from today.',
        poaEnd: 'The power of attorney end date may not be earlier than its start date.',
        networks: 'Select at least one network.',
      },
    ],
  ] as const)(
    '%s: expiry today+6, POA end before start, no network; nothing is sent',
    async (locale, labels, messages) => {
      window.localStorage.setItem('fund.locale', locale);
      const posts = serveForm();
      const user = userEvent.setup();
      renderApp('/app/advisors/new');
      await screen.findByLabelText(labelled(labels.firstName), { selector: 'input' });

      await fillValid(user, labels, { expiry: inDays(6), poaStart: inDays(10), poaEnd: inDays(9) });
      await user.click(screen.getByRole('button', { name: labels.submit }));

      const summary = await screen.findByText(messages.summary);
      expect(summary.closest('[role="alert"]')).toBeTruthy();
      // The summary names each field once: a message that names its field is not prefixed by the label again.
      const items = [...summary.closest('[role="alert"]')!.querySelectorAll('li')].map((li) => li.textContent ?? '');
      expect(items).toContain(messages.expiry);
      for (const item of items) {
        expect(item.toLowerCase().split(labels.expiry.toLowerCase()).length - 1, item).toBeLessThanOrEqual(1);
      }
      expect(errorUnder(labels.expiry)).toBe(messages.expiry);
      expect(errorUnder(labels.poaEnd)).toBe(messages.poaEnd);
      expect(networksError()).toBe(messages.networks);
      // Not on the start date, nor on other fields.
      expect(errorUnder(labels.poaStart)).toBe('');
      expect(errorUnder(labels.email)).toBe('');
      expect(errorUnder(labels.firstName)).toBe('');
      expect(screen.getByLabelText(labelled(labels.expiry), { selector: 'input' }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(posts).toEqual([]);

      // Fixing the fields clears their errors (today+7 is allowed).
      await fill(user, labels, { expiry: inDays(7), poaEnd: inDays(10) });
      await user.click(screen.getByRole('checkbox', { name: NETWORKS[0]!.name }));
      await user.click(screen.getByRole('button', { name: labels.submit }));
      await waitFor(() => expect(posts).toHaveLength(1));
    },
  );

  it('submitting the empty form shows the summary and "required" under each required field', async () => {
    const posts = serveForm();
    const user = userEvent.setup();
    renderApp('/app/advisors/new');
    await screen.findByLabelText(labelled(PL.firstName), { selector: 'input' });
    await user.click(screen.getByRole('button', { name: PL.submit }));
    expect(await screen.findByText('Niestety, nie wszystkie pola zostały wypełnione poprawnie.')).toBeTruthy();
    for (const label of [PL.firstName, PL.surname, PL.email, PL.documentNumber, PL.expiry, PL.poaStart]) {
      expect([label, errorUnder(label)]).toEqual([label, 'To pole jest wymagane.']);
    }
    expect(errorUnder(PL.poaEnd)).toBe('');
    expect(networksError()).toBe('Wybierz co najmniej jedną sieć.');
    // Typing in a field after that keeps the form working (and its data).
    await user.type(screen.getByLabelText(labelled(PL.firstName), { selector: 'input' }), 'Ewa');
    expect((screen.getByLabelText(labelled(PL.firstName), { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Ewa',
    );
    expect(posts).toEqual([]);
  });

  it('validates on blur: leaving an empty required field shows its error, not the untouched ones', async () => {
    serveForm();
    const user = userEvent.setup();
    renderApp('/app/advisors/new');
    const firstName = await screen.findByLabelText(labelled(PL.firstName), { selector: 'input' });
    await user.click(firstName);
    expect(errorUnder(PL.firstName)).toBe('');
    await user.tab();
    await waitFor(() => expect(errorUnder(PL.firstName)).toBe('To pole jest wymagane.'));
    expect(errorUnder(PL.surname)).toBe('');
    expect(errorUnder(PL.email)).toBe('');
    expect(screen.queryByText('Niestety, nie wszystkie pola zostały wypełnione poprawnie.')).toBeNull();
  });

  it.each([
    ['pl', PL, 'Ten adres e-mail jest już używany.'],
    ['en', EN, 'This e-mail address is already used.'],
  ] as const)(
    "%s: the server's violation (duplicate e-mail) is shown on the e-mail field",
    async (locale, labels, text) => {
      window.localStorage.setItem('fund.locale', locale);
      serveForm();
      server.use(
        http.post('*/api/advisor/advisor', () =>
          HttpResponse.json(
            {
              label: 'E-mail already used',
              code: 'EMAIL_ALREADY_USED',
              violations: [
                {
                  propertyPath: 'email',
                  title: 'validation.emailAlreadyUsed',
                  message: 'This e-mail address is already used.',
                },
              ],
            },
            { status: 409 },
          ),
        ),
      );
      const user = userEvent.setup();
      const { router } = renderApp('/app/advisors/new');
      await screen.findByLabelText(labelled(labels.firstName), { selector: 'input' });
      await fillValid(user, labels);
      await user.click(screen.getByRole('checkbox', { name: NETWORKS[1]!.name }));
      await user.click(screen.getByRole('button', { name: labels.submit }));

      await waitFor(() => expect(errorUnder(labels.email)).toBe(text));
      expect(errorUnder(labels.firstName)).toBe('');
      expect(router.state.location.pathname).toBe('/app/advisors/new');
      // Changing the e-mail removes the server's error from it.
      await user.type(screen.getByLabelText(labelled(labels.email), { selector: 'input' }), 'x');
      await waitFor(() => expect(errorUnder(labels.email)).toBe(''));
    },
  );
});

describe('advisor form: saving', () => {
  it('create: POST with the form data, toast, back to the list', async () => {
    const posts = serveForm();
    // The list as the server keeps it: the new advisor in it once created.
    serveAdvisorList(() =>
      posts.length > 0
        ? { items: [advisor(), advisor({ email: 'ewa.zielinska@demo.test', status: 'initial' })], totalCount: 2 }
        : { items: [advisor()], totalCount: 1 },
    );
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors');
    await screen.findByRole('heading', { level: 1, name: 'Lista doradców' });
    await user.click(await screen.findByRole('link', { name: 'Dodaj doradcę' }));
    await screen.findByRole('heading', { level: 1, name: 'Nowy doradca' });
    await screen.findByLabelText(labelled(PL.firstName), { selector: 'input' });
    await screen.findByLabelText(labelled(PL.firstName), { selector: 'input' });
    await fillValid(user, PL, { poaEnd: inDays(300) });
    await user.click(screen.getByRole('checkbox', { name: NETWORKS[1]!.name }));
    await user.click(screen.getByRole('button', { name: PL.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/advisors'));
    expect(posts).toEqual([
      {
        firstName: 'Ewa',
        surname: 'Zielińska',
        email: 'ewa.zielinska@demo.test',
        documentType: 'PASSPORT',
        documentNumber: 'EA1234567',
        documentExpiryDate: inDays(400),
        documentCountry: 'PL',
        powerOfAttorneyStartDate: inDays(-10),
        powerOfAttorneyEndDate: inDays(300),
        brokerNetworkIds: [NETWORKS[1]!.id],
      } satisfies AdvisorInput,
    ]);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Doradca został dodany, a e-mail aktywacyjny wysłany na adres',
    );
    // The focus is on the list's heading, not lost to <body>.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Lista doradców' })),
    );
    // The list was loaded before the form: it is asked again and shows the saved advisor.
    expect(await screen.findByText('ewa.zielinska@demo.test')).toBeTruthy();
  });

  it('edit: loads getAdvisor into the form and saves with PUT', async () => {
    serveForm();
    const existing = advisor({
      firstName: 'Marek',
      surname: 'Nowicki',
      email: 'marek@demo.test',
      documentType: 'ID_CARD',
      documentNumber: 'ABC123456',
      documentExpiryDate: inDays(500),
      documentCountry: 'DE',
      powerOfAttorneyStartDate: inDays(-100),
      powerOfAttorneyEndDate: null,
      externalId: 'EXT-7',
      brokerNetworkIds: [NETWORKS[0]!.id],
    });
    const puts: { path: string; body: unknown }[] = [];
    server.use(
      getGetAdvisorMockHandler(existing),
      getUpdateAdvisorMockHandler(async ({ request }) => {
        puts.push({ path: new URL(request.url).pathname, body: await request.json() });
        return existing;
      }),
    );
    serveAdvisorList({ items: [existing], totalCount: 1 });
    const user = userEvent.setup();
    const { router } = renderApp(`/app/advisors/${existing.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edycja doradcy' })).toBeTruthy();
    const surname = await screen.findByLabelText(labelled(PL.surname), { selector: 'input' });
    expect((surname as HTMLInputElement).value).toBe('Nowicki');
    expect((screen.getByLabelText(labelled(PL.country), { selector: 'select' }) as HTMLSelectElement).value).toBe('DE');
    expect((screen.getByRole('checkbox', { name: NETWORKS[0]!.name }) as HTMLInputElement).checked).toBe(true);

    await user.clear(surname);
    await user.type(surname, 'Nowicki-Kowal');
    await user.click(screen.getByRole('button', { name: PL.submit }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.path).toBe(`/api/advisor/advisor/${existing.id}`);
    expect(puts[0]!.body).toMatchObject({ surname: 'Nowicki-Kowal', externalId: 'EXT-7', documentCountry: 'DE' });
    expect(puts[0]!.body).not.toHaveProperty('powerOfAttorneyEndDate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/advisors'));
  });

  it('create failure without field violations: a toast with the API message, the form keeps the data', async () => {
    serveForm();
    server.use(
      getCreateAdvisorMockHandler(() => {
        throw HttpResponse.json({ label: 'Access denied', code: 'FORBIDDEN' }, { status: 403 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/advisors/new');
    await screen.findByLabelText(labelled(PL.firstName), { selector: 'input' });
    await fillValid(user, PL);
    await user.click(screen.getByRole('checkbox', { name: NETWORKS[0]!.name }));
    await user.click(screen.getByRole('button', { name: PL.submit }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nie udało się zapisać doradcy')).toBeTruthy();
    expect(alert.textContent).toContain('Nie masz do tego dostępu.');
    expect(alert.textContent).not.toContain('Access denied');
    expect((screen.getByLabelText(labelled(PL.firstName), { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Ewa',
    );
  });
});
