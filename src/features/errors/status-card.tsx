import type { ReactNode } from 'react';

interface StatusCardProps {
  /** A short code shown large above the heading, e.g. "404". */
  code?: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The common look of the error and no-access pages. */
export function StatusCard({ code, title, description, actions }: StatusCardProps) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gray-50 px-6 py-16">
      <div className="w-full max-w-lg text-center">
        {code ? (
          <p className="text-sm font-semibold tracking-widest text-gray-500" aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1 className="mt-3 text-3xl font-semibold tracking-tight break-words text-gray-900 sm:text-4xl">{title}</h1>
        {description ? <p className="mt-4 text-base leading-7 text-gray-600">{description}</p> : null}
        {actions ? <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div> : null}
      </div>
    </div>
  );
}
