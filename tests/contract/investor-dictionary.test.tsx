/**
 * The investor panel says its value lists (offer, agreement and payment statuses, interest types, frequencies) in
 * the words of the server's investor dictionary (GET /investor-api/dictionary), asked once per session; other
 * roles never ask for it. The dictionary here answers labels no SPA message has, so a screen that went back to
 * its own words would show something else.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Choice, Dictionary } from '#generated/api/model';
import { investorDictionary } from '../../server/src/modules/public-campaign-offer/dictionary';
import { renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsAdvisor, signInAsInvestor } from './session';
import { INVESTMENT_ID, investment, investmentDetails, offerOf, summary } from './investor-panel-fixtures';

/** The server's dictionary with one value of each list worded as no SPA message is. */
function distinctiveDictionary(): Dictionary {
  const relabel = (list: Choice[], value: string, pl: string, en: string): Choice[] =>
    list.map((choice) => (choice.value === value ? { value, label: { pl, en } } : choice));
  const base = investorDictionary();
  return {
    ...base,
    offerStatuses: relabel(base.offerStatuses, 'viewed', 'Obejrzana wg słownika', 'Seen per dictionary'),
    agreementStatuses: relabel(base.agreementStatuses, 'Completed', 'Podpisana wg słownika', 'Signed per dictionary'),
    paymentStatuses: relabel(base.paymentStatuses, 'paid', 'Opłacona wg słownika', 'Settled per dictionary'),
    paymentFrequencies: relabel(base.paymentFrequencies, 'Quarterly', 'Kwartalnie wg słownika', 'Quarterly per dict'),
    interestTypes: relabel(base.interestTypes, 'Fixed', 'Stałe wg słownika', 'Fixed per dictionary'),
  };
}

/** Serves the distinctive dictionary and counts the requests for it. */
function serveDictionary(): { count: () => number } {
  let requests = 0;
  server.use(
    http.get('*/investor-api/dictionary', () => {
      requests += 1;
      return HttpResponse.json(distinctiveDictionary());
    }),
  );
  return { count: () => requests };
}

function serveInvestments() {
  server.use(
    http.get('*/investor-api/investor/summary', () => HttpResponse.json(summary())),
    http.get('*/investor-api/products', () => HttpResponse.json({ items: [investment()], totalCount: 1 })),
    http.get('*/investor-api/product/:id', () => HttpResponse.json(investmentDetails())),
  );
}

beforeEach(() => {
  serveBranding();
});

describe('the investor dictionary', () => {
  it("an investment's terms, agreement, schedule and history in the dictionary's words, asked for once (PL)", async () => {
    const user = userEvent.setup();
    signInAsInvestor();
    const dictionary = serveDictionary();
    serveInvestments();
    renderApp(`/app/investments/${INVESTMENT_ID}`);

    const terms = await screen.findByRole('region', { name: 'Warunki' });
    expect(within(terms).getByText('Kwartalnie wg słownika')).toBeTruthy();
    // Within the rate's brackets the interest type continues the sentence: lower case.
    expect(within(terms).getByText(/^9(,00)?% \(stałe wg słownika\)$/)).toBeTruthy();
    const agreement = screen.getByRole('region', { name: 'Umowa' });
    expect(within(agreement).getByText('Podpisana wg słownika')).toBeTruthy();
    const schedule = screen.getByRole('table', { name: /^Harmonogram płatności OBL-A/ });
    expect(within(schedule).getAllByText('Opłacona wg słownika').length).toBeGreaterThan(0);
    expect(within(schedule).queryByText('Zapłacona')).toBeNull();
    const history = screen.getByRole('region', { name: 'Historia' });
    expect(history.textContent).toContain('Zaplanowana → Opłacona wg słownika');

    // The list of investments, reached through the menu: the same words, no second request.
    await user.click(screen.getByRole('link', { name: 'Moje inwestycje' }));
    const table = await screen.findByRole('table', { name: 'Moje inwestycje: Aktywne' });
    expect(await within(table).findByText('Podpisana wg słownika')).toBeTruthy();
    expect(dictionary.count()).toBe(1);
  });

  it("the offers list's statuses in the dictionary's English words", async () => {
    window.localStorage.setItem('fund.locale', 'en');
    signInAsInvestor();
    serveDictionary();
    server.use(
      http.get('*/investor-api/offers', () =>
        HttpResponse.json({
          items: [offerOf({ status: 'viewed', agreementStatus: 'Completed' })],
          totalCount: 1,
        }),
      ),
    );
    renderApp('/app/offers');
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('Seen per dictionary')).toBeTruthy();
    expect(within(rows[1]!).getByText('Signed per dictionary')).toBeTruthy();
  });

  it('a failed dictionary leaves the SPA its own words', async () => {
    signInAsInvestor();
    server.use(
      http.get('*/investor-api/dictionary', () =>
        HttpResponse.json({ label: 'Internal error', code: 'INTERNAL' }, { status: 500 }),
      ),
    );
    serveInvestments();
    renderApp(`/app/investments/${INVESTMENT_ID}`);
    const agreement = await screen.findByRole('region', { name: 'Umowa' });
    expect(within(agreement).getByText('podpisana')).toBeTruthy();
  });

  it("an advisor's screens never ask for it", async () => {
    signInAsAdvisor();
    const dictionary = serveDictionary();
    renderApp('/app');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dzień dobry! Zalogowano jako Anna Nowak' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.querySelector('main')).not.toBeNull());
    expect(dictionary.count()).toBe(0);
  });
});
