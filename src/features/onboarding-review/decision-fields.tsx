import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DocumentRejectionCode } from '#generated/api/model';
import { reviewMessages as m, rejectionCodeMessages } from './review-messages';

/** The fields of a rejection: a reason code (documents) and the free text, with the message of a missing one. */
export interface Decision {
  code: DocumentRejectionCode | '';
  comment: string;
  error: string | null;
}

const CODES = Object.values(DocumentRejectionCode);
const field =
  'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500 focus:outline-none';

/** Inside the confirmation of "needs changes" (reason from the list plus free text) or of the request's rejection. */
export function DecisionFields({
  kind,
  value,
  onChange,
}: {
  kind: 'rejectDocument' | 'reject';
  value: Decision;
  onChange: (next: Decision) => void;
}) {
  const intl = useIntl();
  const codeId = useId();
  const commentId = useId();
  const errorId = useId();
  const describedBy = value.error ? errorId : undefined;
  return (
    <span className="mt-3 flex flex-col gap-3 text-left">
      <span className="text-sm text-gray-600">
        {intl.formatMessage(kind === 'rejectDocument' ? m.rejectDocumentIntro : m.rejectRequestIntro)}
      </span>
      {kind === 'rejectDocument' ? (
        <span className="block">
          <label htmlFor={codeId} className="text-sm font-medium text-gray-900">
            {intl.formatMessage(m.reason)}
          </label>
          <select
            id={codeId}
            className={field}
            value={value.code}
            aria-describedby={describedBy}
            onChange={(event) =>
              onChange({ ...value, code: event.target.value as DocumentRejectionCode | '', error: null })
            }
          >
            <option value="" />
            {CODES.map((code) => (
              <option key={code} value={code}>
                {intl.formatMessage(rejectionCodeMessages[code])}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      <span className="block">
        <label htmlFor={commentId} className="text-sm font-medium text-gray-900">
          {intl.formatMessage(kind === 'rejectDocument' ? m.comment : m.rejectReason)}
        </label>
        <textarea
          id={commentId}
          className={field}
          rows={3}
          maxLength={1000}
          value={value.comment}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ ...value, comment: event.target.value, error: null })}
        />
      </span>
      {value.error ? (
        <span id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {value.error}
        </span>
      ) : null}
    </span>
  );
}
