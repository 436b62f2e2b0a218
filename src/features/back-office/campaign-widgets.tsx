import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { showErrors } from '../../lib/forms/rjsf/form-context';
import { inputBorder, inputClass } from '../../lib/forms/rjsf/templates';
import { useText } from '../../lib/forms/rjsf/use-text';
import { Markdown } from '../../lib/markdown';
import { m } from './messages';

function invalid(props: WidgetProps): boolean {
  return showErrors(props.registry, props.id) && (props.rawErrors?.length ?? 0) > 0;
}

function rowsOf(props: WidgetProps, fallback: number): number {
  const rows = props.options.rows;
  return typeof rows === 'number' ? rows : fallback;
}

/** A themed multi-line text input (short description). */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, htmlName } = props;
  const bad = invalid(props);
  return (
    <textarea
      id={id}
      name={htmlName || id}
      value={typeof value === 'string' ? value : ''}
      rows={rowsOf(props, 3)}
      disabled={disabled || readonly}
      aria-required={required || undefined}
      aria-invalid={bad || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
        onChange(event.target.value === '' ? undefined : event.target.value)
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      className={`${inputClass} ${inputBorder(bad)}`}
    />
  );
}

/** The Markdown description: a textarea and, beside it, the live preview of the safe renderer (src/lib/markdown). */
export function MarkdownWidget(props: WidgetProps) {
  const intl = useIntl();
  const previewId = useId();
  const source = typeof props.value === 'string' ? props.value : '';
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <TextareaWidget {...props} />
      {/* Not a region: the PL and EN descriptions each have a preview, two landmarks of one name otherwise. */}
      <div className="min-h-24 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-3">
        <h4 id={previewId} className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
          {intl.formatMessage(m.markdownPreview)}
        </h4>
        {source.trim() === '' ? (
          <p className="text-sm text-gray-500">{intl.formatMessage(m.markdownEmpty)}</p>
        ) : (
          <Markdown source={source} headingBase={4} />
        )}
      </div>
    </div>
  );
}

/** Highlights (an array of strings) as one textarea, one highlight per line; empty lines are dropped. */
export function HighlightsWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, htmlName, label } = props;
  const text = useText();
  const items: string[] = Array.isArray(value) ? (value as string[]) : [];
  // The text as typed (a trailing new line included), re-synchronised when the value changes from outside.
  const [draft, setDraft] = useState(items.join('\n'));
  const synced = draft
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const shown = JSON.stringify(synced) === JSON.stringify(items) ? draft : items.join('\n');
  const toItems = (raw: string) =>
    raw
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  const bad = invalid(props);
  return (
    <textarea
      id={id}
      name={htmlName || id}
      aria-label={text(label)}
      value={shown}
      rows={4}
      disabled={disabled || readonly}
      aria-invalid={bad || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => {
        setDraft(event.target.value);
        const next = toItems(event.target.value);
        onChange(next.length > 0 ? next : undefined);
      }}
      onBlur={(event) => onBlur(id, toItems(event.target.value))}
      onFocus={(event) => onFocus(id, toItems(event.target.value))}
      className={`${inputClass} ${inputBorder(bad)}`}
    />
  );
}
