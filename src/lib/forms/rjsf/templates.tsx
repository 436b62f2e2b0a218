import { useCallback, type ChangeEvent, type FocusEvent, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  ariaDescribedByIds,
  errorId,
  getInputProps,
  getSubmitButtonOptions,
  getUiOptions,
  type BaseInputTemplateProps,
  type ErrorListProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  type SubmitButtonProps,
  type UiSchema,
} from '@rjsf/utils';
import { primaryButton } from '../../ui/styles';
import { errorVisibilityOf, formContextOf, showErrors } from './form-context';
import { useText } from './use-text';
import { FieldPathContext, useDeferredText } from './deferred-text';

/** Input types whose text is handed to RJSF after the keystroke is painted (not dates, numbers, ...). */
const DEFERRED_INPUT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'password']);

export const inputClass = [
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-gray-900 shadow-xs sm:text-sm',
  'placeholder:text-gray-400 focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand',
  'disabled:cursor-not-allowed disabled:bg-gray-50',
].join(' ');

export function inputBorder(invalid: boolean): string {
  return invalid ? 'border-red-600' : 'border-gray-300';
}

/** Label above, the widget, then the description and the errors UNDER the field (linked by aria-describedby). */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    rawErrors = [],
    required,
    hidden,
    displayLabel,
    registry,
    schema,
    rawDescription,
  } = props;
  const text = useText();
  if (hidden) return <div className="hidden">{children}</div>;
  const visibleErrors = showErrors(registry, id, errorVisibilityOf(props.uiSchema, schema.type)) ? rawErrors : [];
  const isGroup = schema.type === 'object' || (schema.type === 'array' && !getUiOptions(props.uiSchema).widget);
  const isCheckboxes = schema.type === 'array';
  // A single checkbox carries its label itself (CheckboxWidget): not a second time above it.
  const widget = getUiOptions(props.uiSchema).widget;
  const isCheckbox = schema.type === 'boolean' && (widget === undefined || widget === 'checkbox');
  if (schema.type === 'object') return children; // the object template lays out its own fields
  const labelNode = (
    <>
      {text(label)}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </>
  );
  return (
    <div className="flex flex-col gap-1.5" data-field={id}>
      {displayLabel && label && !isCheckboxes && !isGroup && !isCheckbox ? (
        <label htmlFor={id} className="block text-sm font-medium text-gray-900">
          {labelNode}
        </label>
      ) : null}
      {isCheckboxes ? (
        <fieldset aria-describedby={ariaDescribedByIds(id)} aria-invalid={visibleErrors.length > 0 || undefined}>
          <legend className="mb-1.5 block text-sm font-medium text-gray-900">{labelNode}</legend>
          {children}
        </fieldset>
      ) : (
        <FieldPathContext.Provider value={props.fieldPathId.path}>{children}</FieldPathContext.Provider>
      )}
      {rawDescription ? (
        <p id={`${id}__description`} className="text-sm text-gray-600">
          {text(rawDescription)}
        </p>
      ) : null}
      {/* Two lines are reserved for the error (the longest messages wrap once in a half-width column): when it
          appears on leaving the field, nothing below moves, so a click aimed at the next checkbox is not lost. */}
      <div id={errorId(id)} aria-live="polite" className="min-h-10 text-sm text-red-700">
        {visibleErrors.map((error, index) => (
          <p key={index}>{error}</p>
        ))}
      </div>
    </div>
  );
}

/**
 * Groups (arrays, objects) span both columns; so does a field whose uiSchema says `"ui:options": { "wide": true }`
 * (e.g. a field whose own template shows something under it across the form, as the investment amount's
 * schedule preview).
 */
function isWide(
  schema: ObjectFieldTemplateProps['schema'],
  uiSchema: ObjectFieldTemplateProps['uiSchema'],
  name: string,
): boolean {
  const child = schema.properties?.[name];
  if (typeof child === 'object' && (child.type === 'array' || child.type === 'object')) return true;
  const childUi = (uiSchema as Record<string, unknown> | undefined)?.[name];
  return typeof childUi === 'object' && childUi !== null && getUiOptions(childUi as UiSchema).wide === true;
}

/** The fields of an object, one column on phones, two from `sm`. The root object's title is the page's. */
/**
 * A field shown only while a sibling has a given value: `"ui:options": { "shownWhen": { "property": "x",
 * "equals": false } }` (the mailing address only when it is not the residential one). The form's data drops it
 * otherwise (the page's `transformData`), so a hidden field never blocks the form.
 */
function isShown(uiSchema: ObjectFieldTemplateProps['uiSchema'], name: string, formData: unknown): boolean {
  const childUi = (uiSchema as Record<string, unknown> | undefined)?.[name];
  if (typeof childUi !== 'object' || childUi === null) return true;
  const when = getUiOptions(childUi as UiSchema).shownWhen as { property: string; equals: unknown } | undefined;
  if (!when) return true;
  return (formData as Record<string, unknown> | undefined)?.[when.property] === when.equals;
}

export function ObjectFieldTemplate({
  properties,
  title,
  fieldPathId,
  schema,
  uiSchema,
  formData,
}: ObjectFieldTemplateProps) {
  const text = useText();
  const isRoot = fieldPathId.$id === 'root';
  // Only a title the schema or uiSchema gives: an array item's generated name ("bankAccounts-1") is no title.
  const ownTitle = getUiOptions(uiSchema).title ?? schema.title;
  const ownDescription = getUiOptions(uiSchema).description;
  // An object without fields (a branch of an if/then/else that does not apply) takes no room.
  if (!isRoot && properties.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {!isRoot && title && ownTitle ? <h3 className="text-base font-semibold text-gray-900">{text(title)}</h3> : null}
      {!isRoot && typeof ownDescription === 'string' ? (
        <p className="-mt-2 text-sm text-gray-600">{text(ownDescription)}</p>
      ) : null}
      {/* Small row gap: every field already reserves room for its error below it. */}
      <div className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        {properties.map((property) =>
          !isShown(uiSchema, property.name, formData) ? null : property.hidden ? (
            property.content
          ) : (
            <div key={property.name} className={isWide(schema, uiSchema, property.name) ? 'sm:col-span-2' : ''}>
              {property.content}
            </div>
          ),
        )}
      </div>
    </div>
  );
}

/** The `<input>` of text, e-mail, date and number widgets. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    type,
    placeholder,
    required,
    rawErrors = [],
    registry,
  } = props;
  const text = useText();
  const inputProps = getInputProps(schema, type, options);
  const invalid = showErrors(registry, id, errorVisibilityOf(props.uiSchema, schema.type)) && rawErrors.length > 0;
  // Text is handed to RJSF after the keystroke is painted (deferred-text.ts); numbers and dates as they change.
  const {
    text: shownText,
    onTextChange,
    release,
  } = useDeferredText({ value, onChange, emptyValue: options.emptyValue });
  const isText = schema.type === 'string' && DEFERRED_INPUT_TYPES.has(String(inputProps.type ?? 'text'));
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => {
      if (isText) onTextChange(target.value);
      else onChange(target.value === '' ? options.emptyValue : target.value);
    },
    [isText, onTextChange, onChange, options.emptyValue],
  );
  const handleBlur = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => {
      release();
      onBlur(id, target.value);
    },
    [release, onBlur, id],
  );
  const handleFocus = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value),
    [onFocus, id],
  );
  return (
    <input
      id={id}
      name={htmlName || id}
      {...inputProps}
      value={isText ? shownText : (value ?? '')}
      placeholder={text(placeholder)}
      readOnly={readonly}
      disabled={disabled}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the uiSchema asks for it
      autoFocus={autofocus}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={onChangeOverride ?? handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      className={`${inputClass} ${inputBorder(invalid)}`}
    />
  );
}

type UiNode = { 'ui:title'?: string; 'ui:options'?: { summaryQualifier?: string }; items?: UiNode } & Record<
  string,
  unknown
>;

/**
 * The field an error is about, for the summary: the deepest `ui:title` along its path (".paymentAccount.bankAccount"
 * names the account number, not its group; array indexes step into `items`), and the nearest enclosing group's
 * `ui:options.summaryQualifier` when the same label repeats in several groups ("Nazwa (po polsku)").
 */
export function summaryLabelOf(
  uiSchema: unknown,
  property: string | undefined,
): { title?: string; qualifier?: string } {
  let node = uiSchema as UiNode | undefined;
  let title: string | undefined;
  let qualifier: string | undefined;
  for (const segment of (property ?? '').split('.').filter(Boolean)) {
    node = (/^\d+$/.test(segment) ? node?.items : node?.[segment]) as UiNode | undefined;
    if (!node) break;
    if (node['ui:title']) title = node['ui:title'];
    if (node['ui:options']?.summaryQualifier) qualifier = node['ui:options'].summaryQualifier;
  }
  return { title, qualifier };
}

/** The summary above a form that failed validation ("Sorry, not all fields…"; see docs/product/forms.md). */
export function ErrorListTemplate({ errors, registry, uiSchema }: ErrorListProps) {
  const text = useText();
  if (formContextOf(registry)?.submitted === false || errors.length === 0) return null;
  const labelOf = (property: string | undefined) => {
    const { title, qualifier } = summaryLabelOf(uiSchema, property);
    if (!title) return undefined;
    return qualifier ? `${text(title)} (${text(qualifier)})` : text(title);
  };
  return (
    <div role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-semibold">
        <FormattedMessage
          id="validation.formInvalid"
          defaultMessage="Sorry, not all fields are filled out correctly."
        />
      </p>
      <ul className="mt-2 list-disc pl-5">
        {errors.map((error, index) => {
          const label = labelOf(error.property);
          const message = error.message ?? '';
          // "{Field} is required." (see docs/product/forms.md) where the field's name is known.
          if (label && (error.params as { messageId?: string } | undefined)?.messageId === 'validation.required') {
            return <li key={index}>{text('validation.requiredField', { field: label.replace(/\.$/, '') })}</li>;
          }
          // A message that already names its field ("Data końca pełnomocnictwa nie może…") is not prefixed again.
          const named = !label || message.toLocaleLowerCase().includes(label.toLocaleLowerCase());
          // A label that is a sentence (a consent) loses its full stop before the colon.
          return <li key={index}>{named ? message : `${label.replace(/\.$/, '')}: ${message}`}</li>;
        })}
      </ul>
    </div>
  );
}

/**
 * On a submit button: pressing it does not move the focus out of the field being edited. Otherwise that field's
 * blur validates it first, the error summary above the form changes height, the button moves away under the
 * pointer before the press ends, and the click is lost. The submit validates every field anyway.
 */
export function keepFocusOnPress(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}

export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const text = useText();
  const { submitText, norender } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const submitting = formContextOf(registry)?.submitting ?? false;
  return (
    <div className="mt-8 flex justify-end">
      <button
        type="submit"
        className={primaryButton}
        disabled={submitting}
        aria-busy={submitting || undefined}
        onMouseDown={keepFocusOnPress}
      >
        {text(submitText)}
      </button>
    </div>
  );
}
