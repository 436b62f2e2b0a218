import { FormattedMessage } from 'react-intl';

/** First focusable element of layouts with a header: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-gray-900 focus:shadow-lg focus:outline-2 focus:outline-brand"
    >
      <FormattedMessage id="layout.skipToContent" defaultMessage="Skip to content" />
    </a>
  );
}
