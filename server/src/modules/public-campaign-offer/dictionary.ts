// The value lists of the investor-facing screens (getPublicCampaignOfferDictionary, getInvestorDictionary): one
// builder for both, labels in Polish and English. Built once per process (the lists do not depend on the tenant).
import type { Choice, Dictionary } from '#generated/api/model';
import { countryChoices } from '#schemas/display-format';

const choice = (value: string, pl: string, en: string): Choice => ({ value, label: { pl, en } });

/** The one country list (schemas/display-format), the same as every form's country select. */
const countries = (): Choice[] => countryChoices().map((country) => ({ ...country, label: { ...country.label } }));

function build(): Dictionary {
  return {
    countries: countries(),
    currencies: [
      choice('PLN', 'złoty polski (PLN)', 'Polish zloty (PLN)'),
      choice('EUR', 'euro (EUR)', 'Euro (EUR)'),
      choice('USD', 'dolar amerykański (USD)', 'US dollar (USD)'),
    ],
    interestTypes: [choice('Fixed', 'Stałe', 'Fixed'), choice('Variable', 'Zmienne', 'Variable')],
    paymentFrequencies: [
      choice('Monthly', 'Co miesiąc', 'Monthly'),
      choice('Quarterly', 'Co kwartał', 'Quarterly'),
      choice('Semi-annually', 'Co pół roku', 'Semi-annually'),
      choice('Annually', 'Co rok', 'Annually'),
      choice('At Maturity', 'W dniu wykupu', 'At maturity'),
    ],
    offerStatuses: [
      choice('invited', 'Wysłana', 'Invited'),
      choice('viewed', 'Wyświetlona', 'Viewed'),
      choice('interested', 'Rozważana', 'Interested'),
      choice('accepted', 'Zaakceptowana', 'Accepted'),
      choice('active', 'Aktywna', 'Active'),
      choice('rejected', 'Odrzucona', 'Rejected'),
      choice('declined', 'Odrzucona przez inwestora', 'Declined'),
      choice('archived', 'Zarchiwizowana', 'Archived'),
    ],
    agreementStatuses: [
      choice('New', 'Nowa', 'New'),
      choice('Unknown', 'Nieznany', 'Unknown'),
      choice('Draft', 'Szkic', 'Draft'),
      choice('Processing', 'Wysłana', 'Sent'),
      choice('Completed', 'Podpisana', 'Signed'),
      choice('Rejected', 'Odrzucona', 'Rejected'),
      choice('Withdrawn', 'Wycofana', 'Withdrawn'),
      choice('Withdrawing', 'W trakcie wycofywania', 'Withdrawing'),
      choice('Error', 'Błąd', 'Error'),
    ],
    paymentStatuses: [
      choice('unpaid', 'Niezapłacona', 'Unpaid'),
      choice('paid', 'Zapłacona', 'Paid'),
      choice('scheduled', 'Zaplanowana', 'Scheduled'),
      choice('partially-paid', 'Zapłacona częściowo', 'Partially paid'),
      choice('cancelled', 'Anulowana', 'Cancelled'),
    ],
    documentTypes: [choice('ID_CARD', 'Dowód osobisty', 'ID card'), choice('PASSPORT', 'Paszport', 'Passport')],
  };
}

let cached: Dictionary | null = null;

/** The dictionary (the same object every time: callers must not change it). */
export function investorDictionary(): Dictionary {
  cached ??= build();
  return cached;
}
