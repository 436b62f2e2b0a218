// Primary data (investor type, tax residence) and, for a company investor, the company chooser: own companies,
// an existing legal entity (only a representative may pick it: docs/product/onboarding.md), a new company, or one the server
// loads from the KRS register by its number. The rules are the machine's; this screen only sends events.
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { InvestorType } from '#generated/api/model';
import { primaryButton, secondaryButton } from '../../lib/ui/styles';
import { localized, StepCard, StepError, type StepProps } from './onboarding-ui';
import { onboardingMessages as m } from './onboarding-messages';

const input =
  'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand';

export function PrimaryDataStep({ snapshot, send }: StepProps) {
  const intl = useIntl();
  const { options, request, primaryData } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const [investorType, setInvestorType] = useState<InvestorType>(
    primaryData?.investorType ?? request?.investorType ?? 'natural-person',
  );
  const [country, setCountry] = useState(primaryData?.taxResidenceCountry ?? request?.taxResidenceCountry ?? 'PL');
  const countryId = useId();

  if (snapshot.matches({ primaryData: 'companyChooser' })) return <CompanyChooser snapshot={snapshot} send={send} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT_PRIMARY_DATA', investorType, taxResidenceCountry: country });
  };
  return (
    <StepCard title={intl.formatMessage(m.primaryTitle)} intro={intl.formatMessage(m.primaryIntro)}>
      <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
        <StepError snapshot={snapshot} sources={['options', 'primaryData']} />
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">{intl.formatMessage(m.investorType)}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(options?.investorTypes ?? ['natural-person']).map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-gray-900">
                <input
                  type="radio"
                  name="investorType"
                  value={type}
                  checked={investorType === type}
                  onChange={() => setInvestorType(type)}
                />
                {intl.formatMessage(type === 'legal-person' ? m.legalPerson : m.naturalPerson)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={countryId} className="text-sm font-medium text-gray-900">
            {intl.formatMessage(m.taxResidence)}
          </label>
          <select id={countryId} className={input} value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">{intl.formatMessage(m.chooseCountry)}</option>
            {(options?.taxResidenceCountries ?? []).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {localized(choice.label, intl)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex justify-end">
          <button type="submit" className={primaryButton} disabled={busy || !options} aria-busy={busy || undefined}>
            {intl.formatMessage(m.next)}
          </button>
        </div>
      </form>
    </StepCard>
  );
}

function CompanyChooser({ snapshot, send }: StepProps) {
  const intl = useIntl();
  const busy = snapshot.hasTag('busy');
  const companies = snapshot.context.options?.companies ?? [];
  const [krs, setKrs] = useState('');
  const krsId = useId();
  const krsHintId = useId();
  const [company, setCompany] = useState({ name: '', taxNumber: '', street: '', house: '', city: '', postalCode: '' });
  const country = snapshot.context.primaryData?.taxResidenceCountry ?? 'PL';
  const field = (key: keyof typeof company, label: string) => (
    <label className="text-sm font-medium text-gray-900">
      {label}
      <input
        className={input}
        value={company[key]}
        onChange={(e) => setCompany((current) => ({ ...current, [key]: e.target.value }))}
      />
    </label>
  );

  return (
    <StepCard title={intl.formatMessage(m.companyTitle)}>
      <StepError snapshot={snapshot} sources={['company']} />
      <section aria-labelledby="known-companies">
        <h3 id="known-companies" className="text-base font-semibold text-gray-900">
          {intl.formatMessage(m.companyKnown)}
        </h3>
        {companies.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{intl.formatMessage(m.companyNoneKnown)}</p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-200">
            {companies.map((choice) => (
              <li key={choice.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="text-sm">
                  <p className="font-medium text-gray-900">{choice.name}</p>
                  <p className="text-gray-600">
                    {[choice.taxNumber && `NIP ${choice.taxNumber}`, choice.krsNumber && `KRS ${choice.krsNumber}`]
                      .filter(Boolean)
                      .join(' · ')}{' '}
                    ({intl.formatMessage(choice.source === 'own' ? m.companyOwn : m.companyExisting)}
                    {choice.representative ? '' : `; ${intl.formatMessage(m.companyNotRepresentative)}`})
                  </p>
                </div>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy}
                  onClick={() => send({ type: 'CHOOSE_COMPANY', companyId: choice.id })}
                >
                  {intl.formatMessage(m.companyChoose)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <form
        aria-labelledby="krs-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'LOAD_FROM_REGISTER', krsNumber: krs });
        }}
      >
        <h3 id="krs-title" className="text-base font-semibold text-gray-900">
          {intl.formatMessage(m.krsTitle)}
        </h3>
        <StepError snapshot={snapshot} sources={['register']} />
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <label htmlFor={krsId} className="text-sm font-medium text-gray-900">
              {intl.formatMessage(m.krsNumber)}
            </label>
            <input
              id={krsId}
              className={input}
              inputMode="numeric"
              value={krs}
              aria-describedby={krsHintId}
              onChange={(e) => setKrs(e.target.value)}
            />
            <p id={krsHintId} className="mt-1 text-xs text-gray-600">
              {intl.formatMessage(m.krsHint)}
            </p>
          </div>
          <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy || undefined}>
            {intl.formatMessage(m.krsLoad)}
          </button>
        </div>
      </form>

      <form
        aria-labelledby="new-company-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({
            type: 'ADD_COMPANY',
            company: {
              name: company.name,
              taxNumber: company.taxNumber,
              address: {
                street: company.street,
                houseNumber: company.house,
                city: company.city,
                postalCode: company.postalCode,
                country,
              },
            },
          });
        }}
      >
        <h3 id="new-company-title" className="text-base font-semibold text-gray-900">
          {intl.formatMessage(m.newTitle)}
        </h3>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {field('name', intl.formatMessage(m.newName))}
          {field('taxNumber', intl.formatMessage(m.newTaxNumber))}
          {field('street', intl.formatMessage(m.newStreet))}
          {field('house', intl.formatMessage(m.newHouse))}
          {field('city', intl.formatMessage(m.newCity))}
          {field('postalCode', intl.formatMessage(m.newPostalCode))}
        </div>
        <div className="mt-3 flex flex-wrap justify-between gap-3">
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'BACK' })} disabled={busy}>
            {intl.formatMessage(m.back)}
          </button>
          <button type="submit" className={secondaryButton} disabled={busy}>
            {intl.formatMessage(m.newAdd)}
          </button>
        </div>
      </form>
    </StepCard>
  );
}
