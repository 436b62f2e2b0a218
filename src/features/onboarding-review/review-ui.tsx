import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OnboardingStatus } from '#generated/api/model';
import { requestStatusMessages } from './review-messages';

const STATUS_STYLES: Record<OnboardingStatus, string> = {
  processing: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  sent: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  viewed: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  finished: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  rejected: 'bg-red-50 text-red-800 ring-red-600/20',
};

/** A pill with a request's status (list cell and preview header). */
export function RequestStatusBadge({ status }: { status: OnboardingStatus }) {
  const intl = useIntl();
  return <Pill className={STATUS_STYLES[status]}>{intl.formatMessage(requestStatusMessages[status])}</Pill>;
}

export function Pill({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${className}`}
    >
      {children}
    </span>
  );
}

/** One white card of the preview, named by its heading. */
export function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A term and its value in a description list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium text-gray-900">{children}</dd>
    </div>
  );
}
