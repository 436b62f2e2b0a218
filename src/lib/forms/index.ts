export { CheckboxField, FormAlert, TextField } from './fields';
import './forms-catalogue';
export { validateWithSchema, type FieldMessage } from './schema-validation';
export { useSchemaForm } from './use-schema-form';
export { useFormText } from './form-text';
