import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { textLink } from '../../lib/ui/styles';
import { advisorMessages } from './advisor-messages';

export function AdvisorPageShell({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <p className="text-sm">
        <Link to="/app/advisors" className={textLink}>
          <span aria-hidden="true">← </span>
          {intl.formatMessage(advisorMessages.back)}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">{children}</section>
    </div>
  );
}
