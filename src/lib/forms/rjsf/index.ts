/**
import '../forms-catalogue';
 * RJSF with our thin Tailwind theme (imported on its own, not through src/lib/forms/index.ts, so the access
 * screens' small forms never pull @rjsf/core into their chunk).
 */
export { SchemaForm, templates as rjsfTemplates, widgets as rjsfWidgets, type SchemaFormProps } from './schema-form';
export { keepFocusOnPress } from './templates';
export { useAfterPendingTextChanges } from './deferred-text';
export { serverFieldErrors, type ServerFieldErrors } from './server-errors';
export { SchemaPreview, type SchemaPreviewProps } from './schema-preview';
export type { SchemaFormContext } from './form-context';
