import { useCallback, useMemo, useState } from 'react';
import { firstErrorPerField, type FieldMessage, type SchemaValidator } from './field-messages';

/**
 * State of a small schema-validated form: values, which fields were left (blurred), and their errors. The
 * validator is the schema's build-time compiled one (`virtual:validator/<name>`, see field-messages.ts).
 * Text fields are validated on blur, checkboxes on change, everything on submit (see docs/product/forms.md).
 */
export function useSchemaForm<T extends Record<string, string | boolean>>(validator: SchemaValidator, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const allErrors = useMemo(() => firstErrorPerField(validator, values), [validator, values]);
  const errors = useMemo(() => {
    const visible: Partial<Record<keyof T, FieldMessage>> = {};
    for (const key of Object.keys(allErrors) as (keyof T)[]) {
      if (submitted || touched[key]) visible[key] = allErrors[key as string];
    }
    return visible;
  }, [allErrors, touched, submitted]);

  const setValue = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (typeof value === 'boolean') setTouched((current) => ({ ...current, [key]: true }));
  }, []);
  const blur = useCallback((key: keyof T) => setTouched((current) => ({ ...current, [key]: true })), []);

  /** Marks every field as checked; true when the form is valid. */
  const validateAll = useCallback(() => {
    setSubmitted(true);
    return Object.keys(allErrors).length === 0;
  }, [allErrors]);

  return { values, errors, setValue, blur, validateAll, firstInvalid: Object.keys(allErrors)[0] };
}
