import { useId } from 'react';
import { FilePicker } from '../../lib/ui/file-picker';

/** A labelled file input with its error under it (linked by aria-describedby). */
export function FileInput({
  label,
  accept,
  error,
  onFile,
  disabled,
  inputKey,
}: {
  label: string;
  accept: string;
  error: string | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  /** Change it to clear the input after an upload. */
  inputKey?: number;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <FilePicker
        key={inputKey}
        label={label}
        accept={accept}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onFile={onFile}
      />
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
