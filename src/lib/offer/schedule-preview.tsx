import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { InvestorType, PaymentSchedulePreviewRequest } from '#generated/api/model';
import { previewPaymentSchedule } from '#generated/api/public-campaign-offer/public-campaign-offer';
import { getErrorMessage } from '../errors';
import { formatDate, formatDateIso } from '../format';
import { formatMoney } from './offer-format';
import { ScheduleConventionsText, useTaxNote } from './schedule-conventions';
import { scheduleMessages as s } from './schedule-messages';
import { ScheduleTable } from './schedule-table';

/** How long the amount must stay unchanged before the schedule is asked for (typing does not flood the API). */
export const PREVIEW_DEBOUNCE_MS = 400;

export interface SchedulePreviewProps {
  productId: string;
  /** The product's start date (the "how we calculate" text names it). */
  startDate: string;
  /** A valid amount of the offer, or undefined (nothing is asked for then). */
  amount: number | undefined;
  investorType: InvestorType;
  /** The natural person's address country (ISO 3166 alpha-2): tax is withheld for PL residents only. */
  taxResidenceCountry?: string;
}

/** `value`, once it has stayed the same for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The investment form's live schedule: while the investor types a valid amount, what they
 * would receive and when (rows and totals from previewPaymentSchedule, the one schedule engine on the server),
 * for a payment made today. Nothing is asked for while the amount is not valid; the last answer stays on screen
 * while the next one loads.
 */
export function SchedulePreview({
  productId,
  startDate,
  amount,
  investorType,
  taxResidenceCountry,
}: SchedulePreviewProps) {
  const intl = useIntl();
  const request = useMemo<PaymentSchedulePreviewRequest | null>(
    () =>
      amount === undefined
        ? null
        : {
            productId,
            amount,
            paymentDate: formatDateIso(new Date()),
            investorType,
            ...(investorType === 'natural-person' && taxResidenceCountry ? { taxResidenceCountry } : {}),
          },
    [productId, amount, investorType, taxResidenceCountry],
  );
  const settled = useDebounced(request, PREVIEW_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['/public-api/payment-schedule/preview', settled],
    queryFn: ({ signal }) => previewPaymentSchedule(settled!, undefined, signal),
    enabled: settled !== null && request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });

  return (
    <section
      aria-labelledby="schedule-preview-title"
      className="mt-2 mb-6 flex flex-col gap-3 border-y border-gray-100 py-4"
    >
      <h3 id="schedule-preview-title" className="text-base font-semibold text-gray-900">
        {intl.formatMessage(s.previewTitle)}
      </h3>
      {/* The totals, announced politely each time they change: always in the page, so a change is heard. */}
      <p aria-live="polite" className="text-sm font-semibold text-gray-900 empty:hidden">
        {request !== null && query.data && !query.isError
          ? intl.formatMessage(s.previewTotals, {
              total: formatMoney(query.data.totals.total, query.data.currency),
              net: formatMoney(query.data.totals.netInterest, query.data.currency),
              principal: formatMoney(query.data.totals.principal, query.data.currency),
            })
          : ''}
      </p>
      {request === null ? (
        <p className="text-sm text-gray-600">{intl.formatMessage(s.previewHint)}</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {intl.formatMessage(s.previewFailed)} {getErrorMessage(query.error, intl)}
        </p>
      ) : !query.data ? (
        <p role="status" className="text-sm text-gray-600">
          {intl.formatMessage(s.previewLoading)}
        </p>
      ) : (
        <PreviewResult preview={query.data} startDate={startDate} amount={request.amount} stale={query.isFetching} />
      )}
    </section>
  );
}

function PreviewResult({
  preview,
  startDate,
  amount,
  stale,
}: {
  preview: NonNullable<Awaited<ReturnType<typeof previewPaymentSchedule>>>;
  startDate: string;
  amount: number;
  stale: boolean;
}) {
  const intl = useIntl();
  const taxNote = useTaxNote(preview.conventions);
  const money = (value: number) => formatMoney(value, preview.currency);
  return (
    <div className={`flex flex-col gap-3 ${stale ? 'opacity-60' : ''}`} aria-busy={stale}>
      <p className="text-sm text-gray-700">
        {intl.formatMessage(s.previewIntro, {
          amount: money(amount),
          accrualStart: formatDate(preview.accrualStart),
          count: preview.rows.length,
          maturity: formatDate(preview.maturityDate),
        })}
      </p>
      {taxNote ? <p className="text-sm text-gray-700">{taxNote}</p> : null}
      <ScheduleTable
        caption={intl.formatMessage(s.previewCaption)}
        currency={preview.currency}
        rows={preview.rows}
        totals={preview.totals}
      />
      <ScheduleConventionsText
        conventions={preview.conventions}
        startDate={startDate}
        accrualStart={preview.accrualStart}
        maturityDate={preview.maturityDate}
        folded
      />
      <p className="text-xs text-gray-500">{intl.formatMessage(s.previewDisclaimer)}</p>
    </div>
  );
}
