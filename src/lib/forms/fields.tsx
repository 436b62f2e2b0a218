import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from '../ui/styles';
import { useFormText } from './form-text';
import type { FieldMessage } from './field-messages';

const inputClass = [
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-gray-900 shadow-xs sm:text-sm',
  'placeholder:text-gray-400 focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand',
].join(' ');

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  name: string;
  label: ReactNode;
  value: string;
  error?: FieldMessage;
  hint?: ReactNode;
  onValueChange: (value: string) => void;
}

/** A labelled input with its hint and its error under it (announced, linked with aria-describedby). */
export function TextField({ name, label, value, error, hint, onValueChange, ...input }: TextFieldProps) {
  const formText = useFormText();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 ${inputClass} ${error ? 'border-red-600' : 'border-gray-300'}`}
      />
      {hint ? (
        <div id={hintId} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </div>
      ) : null}
      <p id={errorId} className="mt-1.5 text-sm text-red-700" aria-live="polite">
        {error ? formText(error.id, error.values) : null}
      </p>
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  checked,
  onCheckedChange,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={`size-4 rounded border-gray-300 accent-(--color-base) ${focusRing}`}
      />
      <label htmlFor={id} className="text-sm text-gray-900">
        {label}
      </label>
    </div>
  );
}

/** A server error above the form, announced at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}
