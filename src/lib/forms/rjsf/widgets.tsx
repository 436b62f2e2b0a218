import { useMemo, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import { countryChoices, formatDecimal, parseDecimalInput } from '../../format';
import { focusRing } from '../../ui/styles';
import { errorVisibilityOf, showErrors } from './form-context';
import { inputBorder, inputClass } from './templates';
import { useText } from './use-text';
import { useDeferredText } from './deferred-text';

export function isInvalid(props: WidgetProps): boolean {
  const mode = errorVisibilityOf(props.uiSchema, props.schema.type);
  return showErrors(props.registry, props.id, mode) && (props.rawErrors?.length ?? 0) > 0;
}

/** A native select; option labels from `ui:enumNames` are message ids, from `oneOf` titles plain text. */
export function SelectWidget(props: WidgetProps) {
  const { id, options, value, required, disabled, readonly, onChange, onBlur, onFocus, placeholder, htmlName, schema } =
    props;
  const text = useText();
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, '');
  const decode = (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);
  const invalid = isInvalid(props);
  return (
    <select
      id={id}
      name={htmlName || id}
      value={typeof selected === 'undefined' ? '' : String(selected)}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(decode(event.target.value))}
      onBlur={(event: FocusEvent<HTMLSelectElement>) => onBlur(id, decode(event.target.value))}
      onFocus={(event: FocusEvent<HTMLSelectElement>) => onFocus(id, decode(event.target.value))}
      className={`${inputClass} ${inputBorder(invalid)}`}
    >
      {schema.default === undefined ? <option value="">{text(placeholder)}</option> : null}
      {enumOptions.map((option, index) => (
        <option
          key={String(option.value)}
          value={enumOptionValueEncoder(option.value, index, format)}
          disabled={enumDisabled?.includes(option.value)}
        >
          {text(option.label)}
        </option>
      ))}
    </select>
  );
}

/**
 * Checkboxes for an array of options (networks); validated on change, not on blur (see docs/product/forms.md). An option's
 * description (`ui:options.enumDescriptions`, message ids) is shown under its label and linked to its checkbox.
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, disabled, options, value, readonly, onChange, onBlur, onFocus, htmlName } = props;
  const text = useText();
  const { enumOptions = [], enumDisabled } = options;
  const descriptions = Array.isArray(options.enumDescriptions) ? (options.enumDescriptions as string[]) : [];
  const values: unknown[] = Array.isArray(value) ? value : [];
  return (
    <div id={id} className="flex flex-col gap-2">
      {enumOptions.map((option, index) => {
        const checked = enumOptionsIsSelected(option.value, values);
        const description = descriptions[index];
        const descriptionId = description ? `${optionId(id, index)}__description` : undefined;
        return (
          <label
            key={String(option.value)}
            className={`flex gap-3 text-sm text-gray-900 ${description ? 'items-start' : 'items-center'}`}
          >
            <input
              type="checkbox"
              id={optionId(id, index)}
              name={htmlName || id}
              checked={checked}
              disabled={disabled || readonly || enumDisabled?.includes(option.value)}
              onChange={(event) => {
                const next = event.target.checked
                  ? enumOptionsSelectValue(index, values, enumOptions)
                  : enumOptionsDeselectValue(index, values, enumOptions);
                onChange(next);
                onBlur(id, next); // checkboxes validate on change
              }}
              onFocus={() => onFocus(id, values)}
              aria-describedby={descriptionId}
              className={`size-4 shrink-0 rounded border-gray-300 accent-(--color-base) ${description ? 'mt-0.5' : ''} ${focusRing}`}
            />
            {description ? (
              <span className="flex flex-col gap-0.5">
                <span>{text(option.label)}</span>
                <span id={descriptionId} className="text-gray-600">
                  {text(description)}
                </span>
              </span>
            ) : (
              text(option.label)
            )}
          </label>
        );
      })}
    </div>
  );
}

/** A single boolean checkbox with its label on the right. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, label, htmlName, required } = props;
  const text = useText();
  return (
    <label className="flex items-center gap-3 text-sm text-gray-900">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        aria-required={required || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => {
          onChange(event.target.checked);
          onBlur(id, event.target.checked);
        }}
        className={`size-4 rounded border-gray-300 accent-(--color-base) ${focusRing}`}
      />
      {text(label)}
    </label>
  );
}

/** A multi-line text (`ui:widget: textarea`, `ui:options.rows`); the placeholder is a message id. */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, placeholder, htmlName, options } = props;
  const text = useText();
  const invalid = isInvalid(props);
  const emptyValue = options.emptyValue as string | undefined;
  const {
    text: shownText,
    onTextChange,
    release,
  } = useDeferredText({
    value: typeof value === 'string' ? value : '',
    onChange,
    emptyValue,
  });
  return (
    <textarea
      id={id}
      name={htmlName || id}
      value={shownText}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      placeholder={placeholder ? text(placeholder) : undefined}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onTextChange(event.target.value)}
      onBlur={(event: FocusEvent<HTMLTextAreaElement>) => {
        release();
        onBlur(id, event.target.value);
      }}
      onFocus={(event: FocusEvent<HTMLTextAreaElement>) => onFocus(id, event.target.value)}
      className={`${inputClass} ${inputBorder(invalid)}`}
    />
  );
}

/** `country` (schemas/README.md): ISO 3166-1 alpha-2 codes, names in the current language, sorted by name. */
export function CountryWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, placeholder, htmlName } = props;
  const intl = useIntl();
  const text = useText();
  const countries = useMemo(() => {
    // The platform's one country list (the dictionary endpoints serve the same), in the person's language.
    const language = intl.locale === 'en' ? 'en' : 'pl';
    return countryChoices()
      .map(({ value, label }) => ({ code: value, name: label[language] }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [intl.locale]);
  const invalid = isInvalid(props);
  return (
    <select
      id={id}
      name={htmlName || id}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      className={`${inputClass} ${inputBorder(invalid)}`}
    >
      <option value="">{text(placeholder)}</option>
      {countries.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}

/** Radio buttons for a string enum; option labels from `ui:enumNames` are message ids. */
export function RadioWidget(props: WidgetProps) {
  const { id, options, value, disabled, readonly, onChange, onBlur, onFocus, htmlName } = props;
  const text = useText();
  const { enumOptions = [], enumDisabled } = options;
  return (
    <div id={id} role="radiogroup" className="flex flex-wrap gap-x-6 gap-y-2">
      {enumOptions.map((option, index) => (
        <label key={String(option.value)} className="flex items-center gap-2 text-sm text-gray-900">
          <input
            type="radio"
            id={optionId(id, index)}
            name={htmlName || id}
            checked={value === option.value}
            value={String(option.value)}
            disabled={disabled || readonly || enumDisabled?.includes(option.value)}
            aria-describedby={ariaDescribedByIds(id)}
            onChange={() => {
              onChange(option.value);
              onBlur(id, option.value);
            }}
            onFocus={() => onFocus(id, option.value)}
            className={`size-4 border-gray-300 accent-(--color-base) ${focusRing}`}
          />
          {text(option.label)}
        </label>
      ))}
    </div>
  );
}

/**
 * A money amount (`"ui:widget": "money"` on a number): typed as a person writes it, with the Polish decimal
 * comma or a dot and spaces between thousands ("25 000,50", "1000000,5", "25000.50"), handed to the form as
 * the number it means (never its bare digits: "25000,50" is 25000.5, not 2500050), and shown in the product's
 * format ("25 000,50") once the field is left. Text that is no number stays text, so the form says so.
 */
export function MoneyWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  const text = useText();
  // What is being typed (null: the field shows the form's value in the product's number format).
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (typeof value === 'number' ? formatDecimal(value) : typeof value === 'string' ? value : '');
  const toValue = (raw: string): unknown => {
    if (raw.trim() === '') return options.emptyValue;
    return parseDecimalInput(raw) ?? raw;
  };
  const invalid = isInvalid(props);
  return (
    <input
      id={id}
      name={htmlName || id}
      type="text"
      inputMode="decimal"
      autoComplete="off"
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
        setTyped(event.target.value);
        onChange(toValue(event.target.value));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setTyped(null);
        onBlur(id, toValue(event.target.value));
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, toValue(event.target.value))}
      className={`${inputClass} ${inputBorder(invalid)} tabular-nums`}
    />
  );
}
