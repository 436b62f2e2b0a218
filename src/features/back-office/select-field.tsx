import { useId, type ReactNode } from 'react';
import { useFormText } from '../../lib/forms/form-text';
import '../../lib/forms/forms-catalogue';
import type { FieldMessage } from '../../lib/forms';
import { inputBorder, inputClass } from '../../lib/forms/rjsf/templates';

/** A labelled native select with its hint and error under it (the select twin of lib/forms TextField). */
export function SelectField({
  name,
  label,
  value,
  options,
  placeholder,
  error,
  hint,
  onValueChange,
  onBlur,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  placeholder: string;
  error?: FieldMessage;
  hint?: ReactNode;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const formText = useFormText();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        className={`mt-1.5 ${inputClass} ${inputBorder(Boolean(error))}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <div id={`${id}-hint`} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </div>
      ) : null}
      <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700" aria-live="polite">
        {error ? formText(error.id, error.values) : null}
      </p>
    </div>
  );
}
