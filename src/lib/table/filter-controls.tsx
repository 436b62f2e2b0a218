import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { focusRing } from '../ui/styles';
import { tableMessages } from './messages';
import { Popover } from './popover';
import type { FilterSpec, FilterValue } from './query-state';

/** Typing waits this long before the URL (and the request) changes. */
export const FILTER_DEBOUNCE_MS = 300;

const inputClass = `block w-full min-w-24 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm font-normal text-gray-900 placeholder:text-gray-400 ${focusRing}`;

/** An input that keeps its own text and reports it after FILTER_DEBOUNCE_MS of quiet. */
function DebouncedInput({
  value,
  onCommit,
  ...input
}: {
  value: string;
  onCommit: (value: string) => void;
  'aria-label': string;
  type?: 'search' | 'date' | 'text';
  inputMode?: 'decimal';
}) {
  const [text, setText] = useState(value);
  const commitRef = useRef(onCommit);
  const lastCommitted = useRef(value);
  useEffect(() => {
    commitRef.current = onCommit;
  });
  // The URL changed from outside (Back, "Clear filters", a link): show it.
  useEffect(() => {
    if (value !== lastCommitted.current) {
      lastCommitted.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === lastCommitted.current) return;
    const timer = window.setTimeout(() => {
      lastCommitted.current = text;
      commitRef.current(text);
    }, FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <input
      {...input}
      type={input.type ?? 'search'}
      value={text}
      onChange={(event) => setText(event.target.value)}
      className={inputClass}
    />
  );
}

interface FilterControlProps {
  column: string;
  spec: FilterSpec;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

/** The filter of one column, by its type: text (like), options (in/contain), date or number range, at most (leq). */
export function FilterControl({ column, spec, value, onChange }: FilterControlProps) {
  const intl = useIntl();
  const current = value ?? {};
  const set = (patch: FilterValue) => {
    const next = { ...current, ...patch };
    const empty = !next.value && !next.values?.length && !next.from && !next.to;
    onChange(empty ? undefined : next);
  };

  switch (spec.type) {
    case 'string':
      return (
        <DebouncedInput
          aria-label={intl.formatMessage(tableMessages.filterBy, { column })}
          value={current.value ?? ''}
          onCommit={(text) => set({ value: text.trim() || undefined })}
        />
      );
    case 'array': {
      const selected = current.values ?? [];
      return (
        <Popover
          label={
            <span className="font-normal">
              <span className="sr-only">{intl.formatMessage(tableMessages.filterBy, { column })}, </span>
              {selected.length === 0
                ? intl.formatMessage(tableMessages.filterAll)
                : intl.formatMessage(tableMessages.filterSelected, { count: selected.length })}
            </span>
          }
          buttonClassName={`inline-flex w-full items-center justify-between gap-1 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 ${focusRing}`}
        >
          <fieldset>
            <legend className="mb-2 text-xs font-semibold text-gray-600 uppercase">
              {intl.formatMessage(tableMessages.filterBy, { column })}
            </legend>
            <div className="flex max-h-64 flex-col gap-2 overflow-auto">
              {spec.options.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm font-normal text-gray-900">
                  <input
                    type="checkbox"
                    checked={selected.includes(option.value)}
                    onChange={(event) =>
                      set({
                        values: event.target.checked
                          ? [...selected, option.value]
                          : selected.filter((v) => v !== option.value),
                      })
                    }
                    className={`size-4 rounded border-gray-300 accent-(--color-base) ${focusRing}`}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        </Popover>
      );
    }
    case 'date':
      return (
        <div className="flex flex-col gap-1">
          <DebouncedInput
            type="date"
            aria-label={intl.formatMessage(tableMessages.filterFrom, { column })}
            value={current.from ?? ''}
            onCommit={(text) => set({ from: text || undefined })}
          />
          <DebouncedInput
            type="date"
            aria-label={intl.formatMessage(tableMessages.filterTo, { column })}
            value={current.to ?? ''}
            onCommit={(text) => set({ to: text || undefined })}
          />
        </div>
      );
    case 'number':
      if (spec.operator === 'leq') {
        return (
          <DebouncedInput
            type="text"
            inputMode="decimal"
            aria-label={intl.formatMessage(tableMessages.filterAtMost, { column })}
            value={current.value ?? ''}
            onCommit={(text) => set({ value: text.trim() || undefined })}
          />
        );
      }
      return (
        <div className="flex flex-col gap-1">
          <DebouncedInput
            type="text"
            inputMode="decimal"
            aria-label={intl.formatMessage(tableMessages.filterFrom, { column })}
            value={current.from ?? ''}
            onCommit={(text) => set({ from: text.trim() || undefined })}
          />
          <DebouncedInput
            type="text"
            inputMode="decimal"
            aria-label={intl.formatMessage(tableMessages.filterTo, { column })}
            value={current.to ?? ''}
            onCommit={(text) => set({ to: text.trim() || undefined })}
          />
        </div>
      );
  }
}
