export { CheckboxField, FormAlert, TextField } from './fields';
import './forms-catalogue';
export type { FieldMessage, SchemaValidator } from './field-messages';
export { useSchemaForm } from './use-schema-form';
export { useFormText } from './form-text';
