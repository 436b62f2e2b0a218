import { useIntl } from 'react-intl';
import type { DocumentRejectionCode, OnboardingEvent, OnboardingReview, OnboardingStatus } from '#generated/api/model';
import { formatDateTime } from '../../lib/format';
import {
  actorRoleMessages,
  documentTypeMessages,
  eventMessages,
  eventReasonMessages,
  identityOutcomeMessages,
  requestStatusMessages,
  reviewMessages as m,
  rejectionCodeMessages,
} from './review-messages';

const isRejectionCode = (reason: string): reason is DocumentRejectionCode => reason in rejectionCodeMessages;
const isKnownReason = (reason: string): reason is keyof typeof eventReasonMessages => reason in eventReasonMessages;
const isIdentityOutcome = (value: string): value is keyof typeof identityOutcomeMessages =>
  value in identityOutcomeMessages;
const isRequestStatus = (value: string): value is OnboardingStatus => value in requestStatusMessages;

/** The request's timeline, oldest first: who (name and role), what (and which document), when, why. */
export function ReviewTimeline({ review }: { review: OnboardingReview }) {
  const intl = useIntl();
  const documents = new Map(review.request.supportingDocuments.map((document) => [document.id, document]));
  if (review.events.length === 0) {
    return <p className="text-sm text-gray-600">{intl.formatMessage(m.timelineEmpty)}</p>;
  }

  const what = (event: OnboardingEvent) => {
    const document = event.subjectId ? documents.get(event.subjectId) : undefined;
    const label = intl.formatMessage(eventMessages[event.type]);
    if (event.type === 'identity_decided' && event.toValue && isIdentityOutcome(event.toValue)) {
      const outcome = intl.formatMessage(identityOutcomeMessages[event.toValue]);
      return intl.formatMessage(m.identityOutcome, { event: label, outcome });
    }
    return document ? `${label}: ${intl.formatMessage(documentTypeMessages[document.type])}` : label;
  };
  const statusText = (value: string) =>
    isRequestStatus(value) ? intl.formatMessage(requestStatusMessages[value]) : value;
  const why = (event: OnboardingEvent) => {
    const reason = event.reason
      ? isRejectionCode(event.reason)
        ? intl.formatMessage(rejectionCodeMessages[event.reason])
        : isKnownReason(event.reason)
          ? intl.formatMessage(eventReasonMessages[event.reason])
          : event.reason
      : null;
    return [reason, event.comment].filter(Boolean).join(': ');
  };

  return (
    <ol className="flex flex-col gap-3">
      {review.events.map((event) => {
        const role = intl.formatMessage(actorRoleMessages[event.actorRole]);
        const reason = why(event);
        return (
          <li key={event.id} className="border-l-2 border-gray-200 pl-4">
            <p className="text-sm font-medium text-gray-900">
              {what(event)}
              {event.type === 'status_changed' && event.fromValue && event.toValue
                ? ` (${intl.formatMessage(m.eventChange, { from: statusText(event.fromValue), to: statusText(event.toValue) })})`
                : ''}
            </p>
            <p className="text-xs text-gray-600">
              <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
              {' · '}
              {event.actorName ? intl.formatMessage(m.eventWho, { name: event.actorName, role }) : role}
            </p>
            {reason ? <p className="text-sm text-gray-700">{intl.formatMessage(m.eventWhy, { reason })}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
