import { useIntl } from 'react-intl';

/**
 * uiSchemas carry message ids (`form.advisor.email.label`, schemas/README.md); options from the API carry
 * plain text (network names). Translate what is a known id, show anything else as it is.
 */
export function useText(): (idOrText: string | undefined) => string {
  const intl = useIntl();
  return (idOrText) => {
    if (!idOrText) return '';
    if (typeof intl.messages[idOrText] !== 'string') return idOrText;
    const descriptor = { id: idOrText };
    return intl.formatMessage(descriptor);
  };
}
