// The investor's downloads: the schedule as CSV and as iCalendar, and the yearly tax
// summary PDF (from the payouts paid in the year). The schedule comes from the same computation as the screens.
import { formatMinorUnits, toMinorUnits } from '#schemas/finance/money';
import { effectiveThemeColors } from '../branding';
import { offerReference } from '../public-campaign-offer';
import { contentDisposition } from '../../providers/storage/file-types';
import { formatDate, formatMoney } from '../../pdf/format';
import { renderTaxSummaryPdf, type TaxSummaryLine } from '../../pdf/tax-summary-pdf';
import { todayIso } from '#schemas/formats/date';
import type { UserCaller } from '../shared';
import * as repo from './investments.repository';
import { languageOf, scheduleForExport, type FileAnswer } from './investments.service';
import { scheduleCsv, scheduleIcs, type ExportLanguage } from './schedule-exports';

const money = (value: number) => formatMinorUnits(toMinorUnits(value));

export async function exportSchedule(
  caller: UserCaller,
  id: string,
  format: 'csv' | 'ics',
  requestedLanguage: ExportLanguage | undefined,
): Promise<FileAnswer> {
  const language = await languageOf(caller, requestedLanguage);
  const { offer, product, campaign, schedule } = await scheduleForExport(caller, id);
  const reference = offerReference(offer.id);
  const base = language === 'pl' ? `harmonogram-${reference}` : `schedule-${reference}`;
  if (format === 'csv') {
    return {
      body: Buffer.from(scheduleCsv(schedule, language), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      disposition: contentDisposition(`${base}.csv`),
    };
  }
  const translations = campaign.data.translations;
  const campaignName = (language === 'en' ? translations.en?.name : undefined) ?? translations.pl.name;
  const productName = (language === 'en' ? product.name.en : undefined) ?? product.name.pl;
  const siteTitle = caller.tenant.whiteLabel.siteTitle[language] ?? caller.tenant.whiteLabel.siteTitle.pl;
  const pl = language === 'pl';
  const ics = scheduleIcs({
    schedule,
    investmentId: offer.id,
    domain: caller.tenant.primaryHost,
    now: caller.services.now(),
    texts: {
      calendarName: `${siteTitle}: ${campaignName} (${product.code})`,
      summary: (row) =>
        `${product.code}: ${pl ? 'wypłata' : 'payment'} ${formatMoney(money(row.total), schedule.currency)}${
          row.estimated ? (pl ? ' (szacunkowo)' : ' (estimated)') : ''
        }`,
      description: (row) =>
        [
          `${campaignName}, ${productName} (${pl ? 'umowa' : 'agreement'} ${reference})`,
          `${pl ? 'Płatność nr' : 'Payment no.'} ${row.number}, ${formatDate(row.dueDate)}`,
          `${pl ? 'Odsetki brutto' : 'Gross interest'}: ${formatMoney(money(row.grossInterest), schedule.currency)}`,
          `${pl ? 'Podatek' : 'Tax'}: ${formatMoney(money(row.tax), schedule.currency)}`,
          `${pl ? 'Odsetki netto' : 'Net interest'}: ${formatMoney(money(row.netInterest), schedule.currency)}`,
          ...(row.principal > 0
            ? [`${pl ? 'Zwrot kapitału' : 'Principal'}: ${formatMoney(money(row.principal), schedule.currency)}`]
            : []),
          `${pl ? 'Razem' : 'Total'}: ${formatMoney(money(row.total), schedule.currency)}`,
        ].join('\n'),
    },
  });
  return {
    body: Buffer.from(ics, 'utf8'),
    contentType: 'text/calendar; charset=utf-8',
    disposition: contentDisposition(`${base}.ics`),
  };
}

/** The payouts paid in `year` (Warsaw calendar dates), per investment, with totals per currency. */
export async function taxSummary(
  caller: UserCaller,
  year: number,
  requestedLanguage: ExportLanguage | undefined,
): Promise<FileAnswer> {
  const language = await languageOf(caller, requestedLanguage);
  const payments = await repo.listPaymentsPaidBetween(
    caller.db,
    caller.tenant.id,
    caller.user.userId,
    `${year}-01-01`,
    `${year + 1}-01-01`,
  );
  const lines = new Map<string, TaxSummaryLine & { gross: bigint; taxMinor: bigint }>();
  for (const { payout, offer, product, campaign } of payments) {
    const gross = toMinorUnits(payout.grossInterest);
    const tax = toMinorUnits(payout.tax);
    if (gross === 0n) continue; // principal only: no interest, nothing for the tax summary
    const translations = campaign.data.translations;
    const line = lines.get(offer.id) ?? {
      campaignName: (language === 'en' ? translations.en?.name : undefined) ?? translations.pl.name,
      productName: (language === 'en' ? product.name.en : undefined) ?? product.name.pl,
      productCode: product.code,
      reference: offerReference(offer.id),
      currency: offer.currency,
      payouts: 0,
      grossInterest: '0.00',
      tax: '0.00',
      netInterest: '0.00',
      taxNotWithheld: false,
      gross: 0n,
      taxMinor: 0n,
    };
    line.payouts += 1;
    line.gross += gross;
    line.taxMinor += tax;
    if (tax === 0n) line.taxNotWithheld = true;
    lines.set(offer.id, line);
  }
  const totals = new Map<string, { gross: bigint; tax: bigint }>();
  const finished = [...lines.values()].map((line) => {
    const total = totals.get(line.currency) ?? { gross: 0n, tax: 0n };
    total.gross += line.gross;
    total.tax += line.taxMinor;
    totals.set(line.currency, total);
    return {
      ...line,
      grossInterest: formatMinorUnits(line.gross),
      tax: formatMinorUnits(line.taxMinor),
      netInterest: formatMinorUnits(line.gross - line.taxMinor),
    };
  });
  const account = await repo.findAccount(caller.db, caller.tenant.id, caller.user.userId);
  const siteTitle = caller.tenant.whiteLabel.siteTitle[language] ?? caller.tenant.whiteLabel.siteTitle.pl;
  const bytes = await renderTaxSummaryPdf({
    locale: language,
    year,
    tenant: { name: siteTitle ?? caller.tenant.name, brandColor: effectiveThemeColors(caller.tenant).base },
    investor: {
      name: account ? `${account.firstName} ${account.surname}`.trim() : '',
      email: account?.email ?? '',
    },
    generatedOn: todayIso(caller.services.now()),
    lines: finished.map(({ gross: _gross, taxMinor: _tax, ...line }) => line),
    totals: [...totals.entries()].map(([currency, total]) => ({
      currency,
      grossInterest: formatMinorUnits(total.gross),
      tax: formatMinorUnits(total.tax),
      netInterest: formatMinorUnits(total.gross - total.tax),
    })),
  });
  const name = language === 'pl' ? `podsumowanie-podatkowe-${year}.pdf` : `tax-summary-${year}.pdf`;
  return { body: bytes, contentType: 'application/pdf', disposition: contentDisposition(name) };
}
