import { useIntl } from 'react-intl';
// Only the access screens' and shared texts: every other form's module imports ./forms-catalogue itself.
import './access-forms-catalogue';

/**
 * Texts of the schemas' uiSchemas and validation messages (`form.*`, `validation.*`): ids that live in
 * locales/*.json and belong to schemas/ (see schemas/README.md), not literal messages of src/, so they are
 * looked up by id, outside the extractor's view.
 */
export function useFormText(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => {
    const descriptor = { id };
    return intl.formatMessage(descriptor, values);
  };
}
