import { getDefaultRegistry } from '@rjsf/core';
import { ariaDescribedByIds, type Widget, type WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { formatBankAccount } from '../../format';
import { inputBorder, inputClass } from './templates';
import { useText } from './use-text';
import { isInvalid } from './widgets';

// RJSF's own text input (always in its default registry), on our BaseInputTemplate.
const DefaultTextWidget = getDefaultRegistry().widgets.TextWidget as Widget;

/** The account as the form keeps it: no spaces (the validator and the server read it so). */
const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * A bank account (`"format": "iban"`): shown in groups of four as it is typed and once left ("PL61 1090 1014 …",
 * an NRB "61 1090 1014 …"), while the form's value stays without spaces. The caret keeps its place among the
 * characters when a space is added or removed before it.
 */
export function IbanWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  const text = useText();
  const input = useRef<HTMLInputElement>(null);
  // How many characters (spaces not counted) stand before the caret after the last keystroke.
  const caret = useRef<number | null>(null);
  const shown = typeof value === 'string' ? formatBankAccount(value) : '';

  useLayoutEffect(() => {
    const element = input.current;
    if (!element || caret.current === null || document.activeElement !== element) return;
    let seen = 0;
    let position = 0;
    while (position < shown.length && seen < caret.current) {
      if (shown[position] !== ' ') seen += 1;
      position += 1;
    }
    element.setSelectionRange(position, position);
    caret.current = null;
  }, [shown]);

  const toValue = (raw: string): unknown => (compact(raw) === '' ? options.emptyValue : compact(raw));
  const invalid = isInvalid(props);
  return (
    <input
      ref={input}
      id={id}
      name={htmlName || id}
      type="text"
      autoComplete="off"
      spellCheck={false}
      value={shown}
      placeholder={text(props.placeholder)}
      readOnly={readonly}
      disabled={disabled}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the uiSchema asks for it
      autoFocus={autofocus}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const before = event.target.value.slice(0, event.target.selectionStart ?? event.target.value.length);
        caret.current = compact(before).length;
        onChange(toValue(event.target.value));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, toValue(event.target.value))}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, toValue(event.target.value))}
      className={`${inputClass} ${inputBorder(invalid)} tabular-nums`}
    />
  );
}

/** Text inputs: an IBAN-formatted string gets the grouped input, anything else RJSF's own. */
export function TextOrIbanWidget(props: WidgetProps) {
  return props.schema.format === 'iban' ? <IbanWidget {...props} /> : <DefaultTextWidget {...props} />;
}
