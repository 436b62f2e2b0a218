import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadTaxSummary } from '#generated/api/investor/investor';
import { usePermissions } from '../../lib/auth';
import { focusRing, secondaryButton } from '../../lib/ui/styles';
import { investmentMessages as m } from './investment-messages';
import { exportLanguage, useDownload } from './use-download';

/** The years offered: this year back to `firstYear` (at most ten), newest first. */
export function taxYears(currentYear: number, firstYear: number): number[] {
  const from = Math.max(Math.min(firstYear, currentYear), currentYear - 9);
  return Array.from({ length: currentYear - from + 1 }, (_, index) => currentYear - index);
}

/**
 * The yearly tax summary (downloadTaxSummary): gross interest, tax withheld and net per investment paid in the
 * chosen year, a PDF in the interface language. Offered only to those who may call it.
 */
export function TaxSummaryDownload({ firstYear }: { firstYear?: number }) {
  const intl = useIntl();
  const { can } = usePermissions();
  const selectId = useId();
  const currentYear = new Date().getFullYear();
  const years = taxYears(currentYear, firstYear ?? currentYear - 5);
  const [year, setYear] = useState(currentYear);
  const { pending, download } = useDownload();
  if (!can('downloadTaxSummary')) return null;

  return (
    <section
      aria-labelledby={`${selectId}-title`}
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${selectId}-title`} className="text-base font-semibold text-gray-900">
        {intl.formatMessage(m.taxTitle)}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{intl.formatMessage(m.taxDescription)}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-gray-900">
            {intl.formatMessage(m.taxYear)}
          </label>
          <select
            id={selectId}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            className={`rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm text-gray-900 ${focusRing}`}
          >
            {years.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={secondaryButton}
          disabled={pending !== null}
          aria-busy={pending !== null || undefined}
          onClick={() =>
            void download(
              'tax',
              () => downloadTaxSummary(year, { language: exportLanguage(intl.locale) }),
              `${intl.formatMessage(m.taxFileName, { year })}.pdf`,
            )
          }
        >
          {intl.formatMessage(pending ? m.downloading : m.taxDownload)}
        </button>
      </div>
    </section>
  );
}
