import { FormattedMessage } from 'react-intl';

interface InPreparationPanelProps {
  /** The page's translated name, e.g. "Lista doradców". */
  page: string;
  /** The id from the address, for pages of one record (e.g. /app/offers/:id). */
  recordId?: string;
  /** h1 when the panel is the page; h2 when it is a section of a page that has its own h1. */
  headingLevel?: 'h1' | 'h2';
}

/** Placeholder for the pages not built yet: says plainly which page this is and that it is not ready. */
export function InPreparationPanel({ page, recordId, headingLevel = 'h1' }: InPreparationPanelProps) {
  const Heading = headingLevel;
  return (
    <section className="in-preparation mx-auto w-full max-w-2xl rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-highlight text-on-brand-highlight"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" className="size-6">
          <path strokeLinecap="round" strokeLinejoin="round" d="M12 6v6l4 2m6-2a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z" />
        </svg>
      </span>
      <Heading className="mt-4 text-xl font-semibold text-gray-900">
        <FormattedMessage id="page.inPreparation.title" defaultMessage="{page} — in preparation" values={{ page }} />
      </Heading>
      <p className="mt-2 text-sm text-gray-600">
        <FormattedMessage
          id="page.inPreparation.description"
          defaultMessage="This page is being prepared and will be available soon."
        />
      </p>
      {recordId ? (
        <p className="mt-4 text-xs text-gray-500">
          <FormattedMessage
            id="page.inPreparation.recordId"
            defaultMessage="Id: {id}"
            values={{ id: <span className="font-mono">{recordId}</span> }}
          />
        </p>
      ) : null}
    </section>
  );
}
