/**
 * The operator's investment page: found from the campaign's offers, the schedule with each
 * payment's status, recording a payout (paid in full, partly paid, cancelled) and a variable reference rate, each
 * confirmed first, the server's violations on their fields and the page updated from the answer. MSW answers.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListCampaignOffersMockHandler, getGetCampaignMockHandler } from '#generated/api/campaigns/campaigns.msw';
import type {
  InvestorProductDetails,
  PayoutInput,
  ReferenceRateHistory,
  ReferenceRateInput,
} from '#generated/api/model';
import { campaign, offer } from './back-office-fixtures';
import { INVESTMENT_ID, investmentDetails, VARIABLE_ID, variableDetails, zero } from './investor-panel-fixtures';
import { server } from './msw-server';
import { renderApp, serveBranding } from './render-app';
import { signInAsAdvisor, signInAsInvestor } from './session';

const INVESTOR = { id: '66666666-2222-4333-8444-555555555555', name: 'Jan Kowalski', email: 'investor@demo.test' };

function signInAsOperator() {
  serveBranding();
  signInAsAdvisor({ role: 'operator', email: 'operator@demo.test', firstName: 'Olga', surname: 'Operator' });
}

const withInvestor = (details: InvestorProductDetails): InvestorProductDetails => ({ ...details, investor: INVESTOR });

/** GET the investment (the current value, changed by the test) and POST payouts (recorded, then answered). */
function serveInvestment(initial: InvestorProductDetails, answer: (body: PayoutInput) => Response) {
  const payouts: PayoutInput[] = [];
  server.use(
    http.get('*/api/operator/investment/:id', () => HttpResponse.json(initial)),
    http.post('*/api/operator/investment/:id/payout', async ({ request }) => {
      const body = (await request.json()) as PayoutInput;
      payouts.push(body);
      return answer(body);
    }),
  );
  return payouts;
}

const violation = (propertyPath: string, title: string) =>
  HttpResponse.json(
    {
      label: 'Validation failed',
      code: 'VALIDATION_FAILED',
      violations: [{ propertyPath, title, message: 'server text' }],
    },
    { status: 422 },
  );

/** The texts a field is described by (its hint and its error), as a screen reader reads them. */
function describedBy(element: HTMLElement): (string | null | undefined)[] {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent);
}

function statusesOf(table: HTMLElement): string[] {
  return [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[8]?.textContent ?? '');
}

describe('the operator finds an investment', () => {
  it('from the campaign offers: accepted and active offers link to their investment page, others do not', async () => {
    signInAsOperator();
    const active = offer({ status: 'active', productAutentiStatus: 'Completed', investorName: 'Jan Kowalski' });
    const interested = offer({ status: 'interested', investorName: 'Ewa Lis' });
    active.id = INVESTMENT_ID;
    server.use(
      getGetCampaignMockHandler(campaign()),
      getListCampaignOffersMockHandler({ items: [active, interested], totalCount: 2 }),
    );
    serveInvestment(withInvestor(investmentDetails()), () => HttpResponse.json({}));
    const user = userEvent.setup();
    renderApp(`/app/campaigns/${campaign().id}`);

    const link = await screen.findByRole('link', { name: 'Inwestycja i wypłaty: Jan Kowalski' });
    expect(screen.queryByRole('link', { name: 'Inwestycja i wypłaty: Ewa Lis' })).toBeNull();
    await user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kampania Wisła' })).toBeTruthy();
    expect(screen.getByText('Jan Kowalski')).toBeTruthy();
    expect(screen.getByText('investor@demo.test')).toBeTruthy();
    const table = screen.getByRole('table', { name: /^Harmonogram płatności OBL-A/ });
    expect(statusesOf(table)).toEqual(['Zapłacona', 'Zapłacona częściowo', 'Niezapłacona', 'Zaplanowana']);
    // Only the open payments can be chosen; the paid one is not offered.
    const options = within(screen.getByLabelText('Płatność')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Nr 2, termin 15.07.2026 - Zapłacona częściowo, do zapłaty 81,75 PLN',
      'Nr 3, termin 15.10.2026 - Niezapłacona, do zapłaty 183,75 PLN',
      'Nr 4, termin 15.01.2027 - Zaplanowana, do zapłaty 10 183,75 PLN',
    ]);
  });

  it('an investor has no such page: the address sends them to their dashboard', async () => {
    serveBranding();
    signInAsInvestor();
    const { router } = renderApp(`/app/operator/investments/${INVESTMENT_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(screen.queryByRole('heading', { name: 'Kampania Wisła' })).toBeNull();
  });
});

describe('recording a payout', () => {
  it('paid in full: confirmed first, then the row is paid and the timeline has the payout', async () => {
    signInAsOperator();
    const before = withInvestor(investmentDetails());
    const after = structuredClone(before);
    const third = after.schedule!.rows[2]!;
    third.status = 'paid';
    third.paid = { ...zero, grossInterest: 226.85, tax: 43.1, netInterest: 183.75, total: 183.75 };
    third.paidOn = '2026-10-20';
    after.timeline.push({
      id: 'e3',
      type: 'payout_recorded',
      fromValue: 'unpaid',
      toValue: 'paid',
      actorRole: 'operator',
      actorName: 'Olga Operator',
      reason: null,
      occurredAt: '2026-10-20T12:00:00Z',
      relatedDate: '2026-10-15',
      amount: { value: 183.75, currency: 'PLN' },
    });
    const payouts = serveInvestment(before, () => HttpResponse.json(after));
    const user = userEvent.setup();
    renderApp(`/app/operator/investments/${INVESTMENT_ID}`);

    await user.selectOptions(await screen.findByLabelText('Płatność'), '2026-10-15');
    await user.click(screen.getByRole('radio', { name: 'Zapłacona w całości' }));
    const paidOn = screen.getByLabelText('Data wypłaty');
    await user.clear(paidOn);
    await user.type(paidOn, '2026-10-20');
    await user.click(screen.getByRole('button', { name: 'Zarejestruj wypłatę…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Zarejestrować tę wypłatę?' });
    expect(dialog.textContent).toContain(
      'Płatność nr 3 z terminem 15.10.2026 zostanie oznaczona jako zapłacona w całości (183,75 PLN) w dniu 20.10.2026, a Jan Kowalski dostanie e-mail.',
    );
    expect(payouts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Zarejestruj' }));

    await waitFor(() =>
      expect(statusesOf(screen.getByRole('table', { name: /^Harmonogram płatności OBL-A/ }))[2]).toBe('Zapłacona'),
    );
    expect(payouts).toEqual([{ dueDate: '2026-10-15', outcome: 'paid', paidOn: '2026-10-20' }]);
    const timeline = screen.getByRole('region', { name: 'Historia' });
    expect(timeline.textContent).toContain('Płatność z terminem 15.10.2026: 183,75 PLN');
    expect(await screen.findByText('Wypłata została zarejestrowana.')).toBeTruthy();
  });

  it('partly paid: the amounts typed with a comma are sent; the server violation is shown on its field', async () => {
    signInAsOperator();
    const payouts = serveInvestment(withInvestor(investmentDetails()), () =>
      violation('grossInterest', 'validation.payoutAboveOpen'),
    );
    const user = userEvent.setup();
    renderApp(`/app/operator/investments/${INVESTMENT_ID}`);

    await user.selectOptions(await screen.findByLabelText('Płatność'), '2026-10-15');
    await user.click(screen.getByRole('radio', { name: 'Zapłacona częściowo' }));
    const gross = screen.getByLabelText('Wypłacone odsetki brutto (PLN)');
    expect(screen.getByText(/^Do zapłaty: odsetki brutto 226,85 PLN, kapitał 0,00 PLN/)).toBeTruthy();
    await user.type(gross, 'abc');
    await user.click(screen.getByRole('button', { name: 'Zarejestruj wypłatę…' }));
    // Not a number: said on the field, nothing to confirm.
    expect(gross.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(gross)).toContain('Wpisz kwotę, np. 1 234,56.');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(gross);
    await user.type(gross, '300,50');
    await user.click(screen.getByRole('button', { name: 'Zarejestruj wypłatę…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zarejestrować tę wypłatę?' });
    expect(dialog.textContent).toContain('odsetki brutto 300,50 PLN, kapitał 0,00 PLN');
    await user.click(within(dialog).getByRole('button', { name: 'Zarejestruj' }));

    await waitFor(() => expect(gross.getAttribute('aria-invalid')).toBe('true'));
    expect(payouts).toEqual([
      { dueDate: '2026-10-15', outcome: 'partially-paid', paidOn: expect.any(String), grossInterest: 300.5 },
    ]);
    expect(describedBy(gross)).toContain('To więcej, niż pozostało do zapłaty w tej płatności.');
  });

  it('cancelled: the reason is sent, a 409 (already closed) is said in an alert', async () => {
    signInAsOperator();
    const payouts = serveInvestment(withInvestor(investmentDetails()), () =>
      HttpResponse.json({ label: 'Conflict', code: 'SCHEDULE_ROW_CLOSED' }, { status: 409 }),
    );
    const user = userEvent.setup();
    renderApp(`/app/operator/investments/${INVESTMENT_ID}`);

    await user.selectOptions(await screen.findByLabelText('Płatność'), '2027-01-15');
    await user.click(screen.getByRole('radio', { name: 'Anulowana' }));
    expect(screen.queryByLabelText('Data wypłaty')).toBeNull();
    await user.type(screen.getByLabelText('Powód'), 'Emitent odroczył wykup');
    await user.click(screen.getByRole('button', { name: 'Zarejestruj wypłatę…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zarejestrować tę wypłatę?' });
    expect(dialog.textContent).toContain('zostanie anulowana („Emitent odroczył wykup”)');
    await user.click(within(dialog).getByRole('button', { name: 'Zarejestruj' }));

    const alert = await screen.findByText(/Ta płatność jest już zapłacona lub anulowana/, {
      selector: 'p[role="alert"]',
    });
    expect(alert).toBeTruthy();
    expect(payouts).toEqual([{ dueDate: '2027-01-15', outcome: 'cancelled', reason: 'Emitent odroczył wykup' }]);
  });

  it('an investment not active yet offers no payout form', async () => {
    signInAsOperator();
    const details = withInvestor(investmentDetails());
    details.investment = { ...details.investment, status: 'signing', offerStatus: 'accepted' };
    serveInvestment(details, () => HttpResponse.json(details));
    renderApp(`/app/operator/investments/${INVESTMENT_ID}`);
    expect(
      await screen.findByText('Wypłaty można rejestrować, gdy inwestycja jest aktywna (po potwierdzeniu wpłaty).'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zarejestruj wypłatę…' })).toBeNull();
  });
});

describe('recording a reference rate', () => {
  const history = (extra: ReferenceRateHistory['fixings'] = []): ReferenceRateHistory => ({
    productId: variableDetails().investment.product.id,
    referenceRateName: 'WIBOR 6M',
    margin: 2.5,
    fixings: [{ date: '2026-01-15', value: 5.85, recordedAt: null, recordedBy: null }, ...extra],
  });

  it('lists the fixings, confirms a new one, shows the date violation on its field, then records it', async () => {
    signInAsOperator();
    const recorded: ReferenceRateInput[] = [];
    let investmentRequests = 0;
    server.use(
      http.get('*/api/operator/investment/:id', () => {
        investmentRequests += 1;
        return HttpResponse.json(withInvestor(variableDetails()));
      }),
      http.get('*/api/operator/product/:id/reference-rates', () => HttpResponse.json(history())),
      http.post('*/api/operator/product/:id/reference-rates', async ({ request }) => {
        const body = (await request.json()) as ReferenceRateInput;
        recorded.push(body);
        return recorded.length === 1
          ? violation('date', 'validation.dateInFuture')
          : HttpResponse.json(
              history([
                { date: body.date, value: body.value, recordedAt: '2026-07-10T08:00:00Z', recordedBy: 'Olga Operator' },
              ]),
            );
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/operator/investments/${VARIABLE_ID}`);

    const fixings = await screen.findByRole('table', { name: 'Zapisane fixingi WIBOR 6M' });
    expect(within(fixings).getAllByRole('row')[1]!.textContent).toBe('15.01.20265,85warunki produktu');
    expect(screen.getByText(/marżę 2,5%/)).toBeTruthy();

    const date = screen.getByLabelText('Obowiązuje od');
    await user.clear(date);
    await user.type(date, '2026-07-10');
    await user.type(screen.getByLabelText('Wartość (%)'), '5,1');
    await user.click(screen.getByRole('button', { name: 'Zapisz stopę…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Zapisać tę stopę referencyjną?' });
    expect(dialog.textContent).toContain(
      'WIBOR 6M = 5,1% od 10.07.2026. Harmonogramy wszystkich aktywnych inwestycji OBL-Z zostaną przeliczone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Zarejestruj' }));
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(date)).toContain('Data nie może być z przyszłości.');

    const before = investmentRequests;
    await user.click(screen.getByRole('button', { name: 'Zapisz stopę…' }));
    dialog = await screen.findByRole('dialog', { name: 'Zapisać tę stopę referencyjną?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zarejestruj' }));
    await waitFor(() => expect(within(fixings).getAllByRole('row')).toHaveLength(3));
    expect(within(fixings).getAllByRole('row')[2]!.textContent).toContain('10.07.20265,1');
    expect(recorded).toEqual([
      { date: '2026-07-10', value: 5.1 },
      { date: '2026-07-10', value: 5.1 },
    ]);
    // The schedules follow the rate: the investment is loaded again.
    await waitFor(() => expect(investmentRequests).toBeGreaterThan(before));
  });
});
