import { useIntl, type IntlShape } from 'react-intl';
import type { AgreementStatus, InvestorOfferStatus, OfferEvent, PaymentStatus } from '#generated/api/model';
import { useValueLabels, type ValueLabels } from '../../lib/offer/value-labels';
import { formatDate } from '../../lib/format';
import { formatDateTime } from '../../lib/format';
import { AGREEMENT_MESSAGES, formatMoney, STATUS_MESSAGES } from '../../lib/offer';
import { PAYMENT_STATUS_MESSAGES } from '../../lib/offer/schedule-messages';
import { ACTOR_MESSAGES, EVENT_MESSAGES, investmentMessages as m } from './investment-messages';

const has = <K extends string>(map: Record<K, unknown>, key: string): key is K => Object.hasOwn(map, key);

/** An event's from/to value in words: statuses translated, anything else (an advisor's name) as it is. */
function valueText(labels: ValueLabels, event: OfferEvent, raw: string | null): string | null {
  if (raw === null || raw === '') return null;
  if (event.type === 'status_changed' && has(STATUS_MESSAGES, raw))
    return labels.offerStatus(raw as InvestorOfferStatus);
  if (event.type === 'agreement_status_changed' && has(AGREEMENT_MESSAGES, raw))
    return labels.agreementStatus(raw as AgreementStatus);
  if ((event.type === 'payout_recorded' || event.type === 'payout_cancelled') && has(PAYMENT_STATUS_MESSAGES, raw))
    return labels.paymentStatus(raw as PaymentStatus);
  return raw;
}

/** What the event is about, beyond its type: the payment and its amount, the rate and its day, a reason. */
function detailText(intl: IntlShape, event: OfferEvent, currency: string): string | null {
  const date = event.relatedDate ? formatDate(event.relatedDate) : null;
  if (event.type === 'payout_recorded' && date) {
    return event.amount
      ? intl.formatMessage(m.eventPayoutDetail, {
          date,
          amount: formatMoney(event.amount.value, event.amount.currency || currency),
        })
      : intl.formatMessage(m.eventPayoutDue, { date });
  }
  if (event.type === 'payout_cancelled' && date) return intl.formatMessage(m.eventPayoutDue, { date });
  if (event.type === 'reference_rate_recorded' && date && event.toValue)
    return intl.formatMessage(m.eventRateDetail, { value: event.toValue.replace('.', ','), date });
  return null;
}

/** The investment's history (its offer's events, oldest first), as the investor sees it. */
export function InvestmentTimeline({ events, currency }: { events: readonly OfferEvent[]; currency: string }) {
  const intl = useIntl();
  const labels = useValueLabels();
  return (
    <section
      aria-labelledby="investment-timeline"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="investment-timeline" className="text-base font-semibold text-gray-900">
        {intl.formatMessage(m.timelineTitle)}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{intl.formatMessage(m.timelineEmpty)}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4 border-l-2 border-gray-200 pl-5">
          {events.map((event) => {
            const rate = event.type === 'reference_rate_recorded';
            const from = rate ? null : valueText(labels, event, event.fromValue);
            const to = rate ? null : valueText(labels, event, event.toValue);
            const detail = detailText(intl, event, currency);
            const who = event.actorName ?? intl.formatMessage(ACTOR_MESSAGES[event.actorRole]);
            return (
              <li key={event.id} className="relative text-sm">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border-2 border-white bg-brand"
                />
                <p className="font-medium text-gray-900">
                  {intl.formatMessage(EVENT_MESSAGES[event.type])}
                  {to ? (
                    <span className="font-normal text-gray-700">
                      {': '}
                      {from ? intl.formatMessage(m.timelineFromTo, { from, to }) : to}
                    </span>
                  ) : null}
                </p>
                {detail ? <p className="text-gray-700">{detail}</p> : null}
                {event.reason ? (
                  <p className="text-gray-700">{intl.formatMessage(m.eventReason, { reason: event.reason })}</p>
                ) : null}
                <p className="text-xs text-gray-500">
                  <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>{' '}
                  {intl.formatMessage(m.timelineBy, { who })}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
