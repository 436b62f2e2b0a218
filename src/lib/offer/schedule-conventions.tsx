import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentFrequency, ScheduleConventions } from '#generated/api/model';
import { formatDate } from '../format';
import { DAY_COUNT_MESSAGES, scheduleMessages as s } from './schedule-messages';
import { formatPercentNumber } from '../format';

const MONTHS: Record<Exclude<PaymentFrequency, 'At Maturity'>, number> = {
  Monthly: 1,
  Quarterly: 3,
  'Semi-annually': 6,
  Annually: 12,
};

export interface ScheduleConventionsTextProps {
  conventions: ScheduleConventions;
  /** The product's start date (the coupon dates count from it). */
  startDate: string;
  accrualStart: string;
  maturityDate: string;
  /** h2 on a page of its own sections, h3 inside a section. */
  headingLevel?: 'h2' | 'h3';
  /** Folded under its title (a disclosure), e.g. under the investment form's preview. */
  folded?: boolean;
}

/**
 * "How we calculate": the conventions the schedule was computed with, each stated in the
 * investor's language from the identifiers the contract gives (ScheduleConventions), with this schedule's dates.
 */
export function ScheduleConventionsText({
  conventions,
  startDate,
  accrualStart,
  maturityDate,
  headingLevel = 'h2',
  folded = false,
}: ScheduleConventionsTextProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = headingLevel;
  const maturity = formatDate(maturityDate);
  const items: string[] = [];

  items.push(
    conventions.paymentFrequency === 'At Maturity'
      ? intl.formatMessage(s.datesAtMaturity, { maturity })
      : conventions.paymentFrequency === 'Monthly'
        ? intl.formatMessage(s.datesMonthly, { start: formatDate(startDate), maturity })
        : intl.formatMessage(s.datesPeriodic, {
            months: MONTHS[conventions.paymentFrequency],
            start: formatDate(startDate),
            maturity,
          }),
  );
  items.push(intl.formatMessage(s.accrual, { accrualStart: formatDate(accrualStart) }));
  items.push(intl.formatMessage(DAY_COUNT_MESSAGES[conventions.dayCount]));
  if (conventions.interestType === 'Variable') {
    const margin = formatPercentNumber(conventions.marginPercent ?? 0);
    items.push(
      conventions.referenceRateName
        ? intl.formatMessage(s.variableNamed, { reference: conventions.referenceRateName, margin })
        : intl.formatMessage(s.variableUnnamed, { margin }),
    );
  }
  items.push(
    conventions.taxWithheld
      ? intl.formatMessage(s.taxWithheld, { rate: formatPercentNumber(conventions.taxRatePercent) })
      : conventions.taxNote === 'legal-person'
        ? intl.formatMessage(s.taxLegalPerson)
        : conventions.taxNote === 'non-resident'
          ? intl.formatMessage(s.taxNonResident)
          : intl.formatMessage(s.taxNone),
  );
  items.push(intl.formatMessage(s.principalAtEnd));

  const list = (
    <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm leading-6 text-gray-700">
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
  if (folded) {
    return (
      <details className="rounded-xl bg-gray-50 p-4">
        <summary className="cursor-pointer text-sm font-semibold text-gray-900">
          {intl.formatMessage(s.conventionsTitle)}
        </summary>
        {list}
      </details>
    );
  }
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-gray-50 p-4">
      <Heading id={titleId} className="text-sm font-semibold text-gray-900">
        {intl.formatMessage(s.conventionsTitle)}
      </Heading>
      {list}
    </section>
  );
}

/** The tax note of a schedule that withholds no tax (gross amounts), or null when tax is withheld. */
export function useTaxNote(conventions: ScheduleConventions): string | null {
  const intl = useIntl();
  if (conventions.taxWithheld) return null;
  if (conventions.taxNote === 'legal-person') return intl.formatMessage(s.taxLegalPerson);
  if (conventions.taxNote === 'non-resident') return intl.formatMessage(s.taxNonResident);
  return intl.formatMessage(s.taxNone);
}
