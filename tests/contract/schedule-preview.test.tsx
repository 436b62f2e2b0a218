/**
 * The investment form (/invest, /app/offers/{id}) shows the payment schedule an amount would
 * give while the investor types it (previewPaymentSchedule, debounced), never for an invalid amount.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PaymentSchedulePreviewRequest } from '#generated/api/model';
import { formatDateIso } from '../../src/lib/format';
import { configuration, renderApp, serveBranding } from './render-app';
import { server } from './msw-server';
import { signInAsInvestor } from './session';
import { offerOf, preview } from './investor-panel-fixtures';

function servePreview() {
  const asked: PaymentSchedulePreviewRequest[] = [];
  server.use(
    http.post('*/public-api/payment-schedule/preview', async ({ request }) => {
      const body = (await request.json()) as PaymentSchedulePreviewRequest;
      asked.push(body);
      return HttpResponse.json(preview(body.amount));
    }),
  );
  return asked;
}

describe('the investment form: the schedule preview', () => {
  it('/invest: rows and totals for a typed amount (one request after typing), updated on a change, none when invalid', async () => {
    const user = userEvent.setup();
    serveBranding();
    server.use(http.get('*/public-api/campaign-offer/:token', () => HttpResponse.json(offerOf())));
    const asked = servePreview();
    renderApp('/invest?token=tok-123');
    const amount = await screen.findByLabelText(/^Kwota inwestycji \(PLN\)/);
    const section = screen.getByRole('region', { name: 'Co otrzymasz' });
    expect(within(section).getByText('Wpisz prawidłową kwotę, aby zobaczyć, kiedy i ile otrzymasz.')).toBeTruthy();

    await user.type(amount, '10000');
    const table = await within(section).findByRole('table', { name: /^Symulacja harmonogramu płatności/ });
    // 1000 was a valid amount on the way to 10000: the debounce asked only once, for the amount typed.
    expect(asked).toEqual([
      {
        productId: offerOf().product.id,
        amount: 10000,
        paymentDate: formatDateIso(new Date()),
        investorType: 'natural-person',
        ...(asked[0]?.taxResidenceCountry ? { taxResidenceCountry: asked[0].taxResidenceCountry } : {}),
      },
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['1', '15.01.2026 – 15.04.2026', '90', '9%', '221,92', '42,16', '179,76', '0,00', '179,76'],
      ['2', '15.04.2026 – 15.07.2026', '91', '9%', '224,38', '42,63', '181,75', '0,00', '181,75'],
      ['3', '15.07.2026 – 15.10.2026', '92', '9%', '226,85', '43,10', '183,75', '0,00', '183,75'],
      ['4', '15.10.2026 – 15.01.2027', '92', '9%', '226,85', '43,10', '183,75', '10 000,00', '10 183,75'],
      ['Razem', '900,00', '170,99', '729,01', '10 000,00', '10 729,01'],
    ]);
    expect(
      within(section).getByText('Łącznie otrzymasz 10 729,01 PLN: 729,01 PLN odsetek netto i 10 000,00 PLN kapitału.'),
    ).toBeTruthy();
    expect(
      within(section).getByText(
        'Dla kwoty 10 000,00 PLN wpłaconej dziś: odsetki od 15.01.2026, 4 płatności, ostatnia w dniu 15.01.2027.',
      ),
    ).toBeTruthy();
    expect(within(section).getByText('Jak liczymy')).toBeTruthy();

    // Another amount: the schedule follows.
    await user.clear(amount);
    await user.type(amount, '20000');
    await waitFor(() =>
      expect(within(section).getByText(/^Łącznie otrzymasz 21 458,02 PLN: 1 458,02 PLN odsetek netto/)).toBeTruthy(),
    );
    expect(asked.map((body) => body.amount)).toEqual([10000, 20000]);

    // Not a multiple of the step: no schedule and no request.
    await user.clear(amount);
    await user.type(amount, '1500');
    expect(
      await within(section).findByText('Wpisz prawidłową kwotę, aby zobaczyć, kiedy i ile otrzymasz.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(asked.map((body) => body.amount)).toEqual([10000, 20000]);
  });

  it('a company investing from the investor panel: the preview asks as a legal person, in English', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('fund.locale', 'en');
    serveBranding(
      configuration({
        enableLegalPerson: true,
        campaignInvestButtonText: { pl: 'Inwestuję teraz', en: 'Invest now' },
      }),
    );
    signInAsInvestor();
    server.use(http.get('*/investor-api/offer/:id', () => HttpResponse.json(offerOf())));
    const asked = servePreview();
    renderApp(`/app/offers/${offerOf().id}`);
    await user.click(await screen.findByRole('button', { name: 'Invest now' }));
    const section = await screen.findByRole('region', { name: 'What you will receive' });
    await user.click(screen.getByLabelText('Company (legal person)'));
    await user.type(screen.getByLabelText(/^Investment amount \(PLN\)/), '5000');
    expect(await within(section).findByRole('table', { name: /^Payment schedule simulation/ })).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ amount: 5000, investorType: 'legal-person' });
    expect(asked.at(-1)?.taxResidenceCountry).toBeUndefined();
    expect(within(section).getByText(/^In total you receive 5 364,51 PLN/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\boffer\.(preview|schedule|conventions)\./);
  });
});
