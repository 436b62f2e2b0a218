import { useIntl } from 'react-intl';
import { hasMessage } from '../../i18n/locales';
import '../forms-catalogue';

/**
 * uiSchemas carry message ids (`form.advisor.email.label`, schemas/README.md); options from the API carry
 * plain text (network names). Translate what is a known id, show anything else as it is.
 */
export function useText(): (idOrText: string | undefined, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (idOrText, values) => {
    if (!idOrText) return '';
    // Production catalogues hold ICU ASTs, not strings: ask whether the id exists, not what type it has.
    if (!hasMessage(intl.messages, idOrText)) return idOrText;
    const descriptor = { id: idOrText };
    return intl.formatMessage(descriptor, values);
  };
}
