import { useId, useState, type ChangeEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { focusRing } from './styles';

const m = defineMessages({
  choose: { id: 'filePicker.choose', defaultMessage: 'Choose a file' },
  none: { id: 'filePicker.none', defaultMessage: 'No file chosen' },
});

/**
 * A file input whose visible texts are ours, in the page's language: the browser's own button and "no file
 * chosen" follow the browser's locale, not the page's (an English "Choose File" on a Polish page). The real
 * input stays in the page (sr-only) for the keyboard and screen readers; its label is the visible button.
 */
export function FilePicker({
  label,
  accept,
  disabled,
  onFile,
  describedBy,
  invalid,
}: {
  label: string;
  accept: string;
  disabled?: boolean;
  onFile: (file: File | null) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setFileName(file?.name ?? null);
    onFile(file);
    // The same file chosen again (after a refusal, or a failed upload) must fire a change again.
    event.target.value = '';
  };
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-gray-900" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={`inline-flex cursor-pointer items-center rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand ${
            disabled ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          {intl.formatMessage(m.choose)}
          <input
            id={id}
            type="file"
            accept={accept}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={invalid ? true : undefined}
            onChange={onChange}
            className={`sr-only ${focusRing}`}
          />
        </label>
        <span className="text-sm text-gray-700" aria-live="polite">
          {/* A refused file is not kept: the slot says what is missing, not the refused file's name. */}
          {(!invalid && fileName) || intl.formatMessage(m.none)}
        </span>
      </div>
    </div>
  );
}
