import { TextOrIbanWidget } from './iban-widget';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type {
  CustomValidator,
  ErrorSchema,
  RegistryWidgetsType,
  RJSFSchema,
  RJSFValidationError,
  TemplatesType,
  UiSchema,
} from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { createTransformErrors, getRjsfValidator, type Translate } from '#schemas/formats/rjsf-validator';
import { useLocale } from '../../i18n';
import { hasMessage } from '../../i18n/locales';
import { formatDecimal, formatMoney } from '../../format';
import { FormAlert } from '../fields';
import { hasLiveErrors, type SchemaFormContext } from './form-context';
import { ArrayFieldItemTemplate, ArrayFieldTemplate, NoButton } from './array-templates';
import { serverFieldErrors } from './server-errors';
import {
  flushPendingTextChanges,
  PendingTextChangesContext,
  withValueAt,
  type PendingTextChanges,
} from './deferred-text';
import { BaseInputTemplate, ErrorListTemplate, FieldTemplate, ObjectFieldTemplate, SubmitButton } from './templates';
import {
  CheckboxesWidget,
  CheckboxWidget,
  CountryWidget,
  MoneyWidget,
  RadioWidget,
  SelectWidget,
  TextareaWidget,
} from './widgets';

/** Our thin Tailwind theme for RJSF: module constants, so their identity never changes between renders. */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ErrorListTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ButtonTemplates: {
    SubmitButton,
    AddButton: NoButton,
    CopyButton: NoButton,
    MoveDownButton: NoButton,
    MoveUpButton: NoButton,
    RemoveButton: NoButton,
  } as Partial<TemplatesType['ButtonTemplates']> as TemplatesType['ButtonTemplates'],
};

/** Widgets by the names the uiSchemas use (schemas/README.md). `date` is RJSF's, on our BaseInputTemplate. */
export const widgets: RegistryWidgetsType = {
  SelectWidget,
  CheckboxesWidget,
  CheckboxWidget,
  RadioWidget,
  TextareaWidget,
  country: CountryWidget,
  money: MoneyWidget,
  TextWidget: TextOrIbanWidget,
};

/**
 * A `const` is a rule, never a default: RJSF's default (`constAsDefaults: 'always'`) would pre-check every
 * consent whose schema says `"const": true` (the invitation's personal-data consent).
 */
const NO_CONST_DEFAULTS = { constAsDefaults: 'never' } as const;
/**
 * `defaults="explicit"`: an optional object (a mailing address that may be left out) is not created empty, which
 * would make its required fields required (required objects still are, so their fields report what is missing);
 * and a required yes/no is not answered "no" for the person (a declaration must be answered).
 */
const EXPLICIT_DEFAULTS = {
  constAsDefaults: 'never',
  emptyObjectFields: 'populateRequiredDefaults',
  requiredBooleanDefault: 'skip',
} as const;

/** The errors are on the fields and in the summary; RJSF's default would also log them to the console. */
const ignoreErrors = () => {};

export interface SchemaFormProps<T> {
  /** Keep it referentially stable (module constant or useMemo). */
  schema: RJSFSchema;
  uiSchema: UiSchema<T>;
  /** Initial data; read once. */
  initialData?: Partial<T>;
  /** Called with valid data; reject to keep the form as it is. */
  onSubmit: (data: T) => Promise<unknown> | void;
  /** The last failed save (axios error with the contract's Error body): its violations go on their fields. */
  serverError?: unknown;
  submitting?: boolean;
  /** Applied to the data on every change (e.g. dropping the fields of a branch that no longer applies). */
  transformData?: (data: Partial<T>) => Partial<T>;
  /** Told the current data after every change (e.g. to preview it elsewhere on the page). */
  onDataChange?: (data: Partial<T> | undefined) => void;
  /**
   * Checks the schema cannot express, added to the field's errors (e.g. naming each invalid address of an
   * e-mail list). Keep it referentially stable; its texts must already be translated.
   */
  customValidate?: CustomValidator<T>;
  /**
   * Rendered inside the form in place of the submit button (e.g. a wizard's Back and Next, Next being a submit
   * button: the step is validated before `onSubmit` moves on).
   */
  children?: ReactNode;
  /**
   * Show every error at once, as after a submit (e.g. a wizard step opened to show the server's violations of
   * the final submission); otherwise each field's errors appear when it is left.
   */
  showErrorsAtOnce?: boolean;
  /**
   * `rjsf` (default): RJSF's defaults (optional objects created empty, a required boolean false). `explicit`: only
   * what the schema's `default`s and required objects give (forms with optional objects that have required fields,
   * e.g. the KYC mailing address, and yes/no declarations the person must answer).
   */
  defaults?: 'rjsf' | 'explicit';
  /** The currency of the form's amounts: bounds in messages are written with it ("10 000,00 PLN"). */
  currency?: string;
}

/**
 * An RJSF form of `schemas/` with our theme and the validator for the current language (the same Ajv formats
 * and keywords as the server). Errors appear on blur (on change for checkboxes) and on submit; the server's
 * violations are shown on their fields until the field is changed.
 */
/** Messages whose bound is an amount: shown in the product's number format ("10 000,00"), not as "10000". */
const MONEY_MESSAGES = new Set(['validation.investmentMin', 'validation.investmentMax', 'validation.investmentStep']);

function moneyValues(values: Parameters<Translate>[1], currency: string | undefined): Parameters<Translate>[1] {
  if (!values) return values;
  const money = (value: number) => (currency ? formatMoney(value, currency) : formatDecimal(value));
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? money(value) : value]),
  );
}

/**
 * One cause, one message: an amount under the minimum (or over the maximum) is not also reported as off the
 * step (9 500 with a minimum of 10 000 and a step of 1 000 says only that the minimum is 10 000,00 PLN).
 */
function withoutStepBesideBound(errors: RJSFValidationError[]): RJSFValidationError[] {
  const bounded = new Set(
    errors.filter((error) => error.name === 'minimum' || error.name === 'maximum').map((error) => error.property),
  );
  return errors.filter((error) => !(error.name === 'multipleOf' && bounded.has(error.property)));
}

export function SchemaForm<T>({
  schema,
  uiSchema,
  initialData,
  onSubmit,
  serverError,
  submitting = false,
  transformData,
  onDataChange,
  customValidate,
  children,
  showErrorsAtOnce = false,
  defaults = 'rjsf',
  currency,
}: SchemaFormProps<T>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const validator = getRjsfValidator(locale);
  // Messages through react-intl (the app's catalogue, whatever form the build gives it), not a second copy.
  const transformErrors = useMemo(() => {
    const translate: Translate = (id, values) => {
      if (!hasMessage(intl.messages, id)) return id;
      const descriptor = { id };
      return intl.formatMessage(descriptor, MONEY_MESSAGES.has(id) ? moneyValues(values, currency) : values);
    };
    const transform = createTransformErrors(translate, schema);
    return (errors: RJSFValidationError[]) => transform(withoutStepBesideBound(errors));
  }, [intl, schema, currency]);
  // Uncontrolled: RJSF keeps the data in its own state (`initialFormData`, read once). Handing every change back
  // as a controlled `formData` made RJSF derive its whole state a second time per keystroke (the KYC form's 16 ms
  // budget, docs/bench.md). The latest data is kept here only to tell which fields a change touched.
  const [initialFormData] = useState(initialData);
  const latestData = useRef(initialData);
  const formRef = useRef<Form<T>>(null);
  // The text fields' typing not yet handed to RJSF (deferred-text.ts): handed over before a submit or a click.
  const typedText = useRef<PendingTextChanges['typed']>(() => {});
  const [pendingText] = useState<PendingTextChanges>(() => ({
    flushers: new Set(),
    typed: (path, value) => typedText.current(path, value),
  }));
  useLayoutEffect(() => {
    // The data as RJSF last reported it, with the text being typed: for `onDataChange` only (RJSF reports the
    // same once it has the text).
    typedText.current = (path, value) => {
      if (!onDataChange) return;
      onDataChange(withValueAt(latestData.current ?? {}, path, value) as Partial<T>);
    };
  }, [onDataChange]);
  const flushPendingText = useCallback(() => flushPendingTextChanges(pendingText), [pendingText]);
  const [touched, setTouched] = useState<readonly string[]>([]);
  const [changed, setChanged] = useState<readonly string[]>([]);
  const liveValidate = useMemo(() => (hasLiveErrors(uiSchema) ? 'onChange' : 'onBlur'), [uiSchema]);
  const [submitted, setSubmitted] = useState(showErrorsAtOnce);
  const [changedSinceError, setChangedSinceError] = useState<{ error: unknown; fields: ReadonlySet<string> }>({
    error: undefined,
    fields: new Set(),
  });

  const onSubmitCapture = useCallback(() => {
    flushPendingText();
    setSubmitted(true);
  }, [flushPendingText]);

  const server = useMemo(() => serverFieldErrors(serverError, schema, intl), [serverError, schema, intl]);
  const extraErrors = useMemo(() => {
    if (changedSinceError.error !== serverError) return server.extraErrors;
    const remaining = { ...server.extraErrors } as Record<string, unknown>;
    changedSinceError.fields.forEach((field) => delete remaining[field]);
    return remaining as ErrorSchema;
  }, [server, changedSinceError, serverError]);

  const formContext = useMemo<SchemaFormContext>(
    () => ({ touched, changed, submitted, submitting }),
    [submitted, touched, changed, submitting],
  );

  const onBlur = useCallback(
    (id: string) => setTouched((current) => (current.includes(id) ? current : [...current, id])),
    [],
  );
  const onChange = useCallback(
    (event: IChangeEvent<T>, id?: string) => {
      if (id) setChanged((current) => (current.includes(id) ? current : [...current, id]));
      const raw = event.formData as Partial<T> | undefined;
      const next = raw && transformData ? transformData(raw) : raw;
      if (next !== raw) {
        // The transform dropped something (a cleared optional object, an inactive branch): the form's own state
        // must drop it too, or its validation would still see it. That change comes back here, unchanged.
        formRef.current?.setFieldValue([], next as T);
        return;
      }
      onDataChange?.(next);
      const before = latestData.current;
      latestData.current = next;
      // Only a server error needs to know which fields changed since (its violations are cleared field by field);
      // without one, typing updates nothing here and only RJSF renders.
      if (serverError === undefined) return;
      // Which top-level fields changed is read from the data, not from RJSF's field id (its shape varies).
      const beforeFields = (before ?? {}) as Record<string, unknown>;
      const after = (next ?? {}) as Record<string, unknown>;
      const changed = [...new Set([...Object.keys(beforeFields), ...Object.keys(after)])].filter(
        (key) => JSON.stringify(beforeFields[key]) !== JSON.stringify(after[key]),
      );
      if (changed.length === 0) return;
      setChangedSinceError((current) => {
        const fields = new Set(current.error === serverError ? current.fields : []);
        changed.forEach((key) => fields.add(key));
        return { error: serverError, fields };
      });
    },
    [serverError, transformData, onDataChange],
  );
  const handleSubmit = useCallback(
    ({ formData: data }: { formData?: T }) => {
      void onSubmit(data as T);
    },
    [onSubmit],
  );

  return (
    <div onSubmitCapture={onSubmitCapture} onClickCapture={flushPendingText}>
      {server.unmatched.length > 0 ? (
        <div className="mb-6">
          <FormAlert>{server.unmatched.join(' ')}</FormAlert>
        </div>
      ) : null}
      <PendingTextChangesContext.Provider value={pendingText}>
        <Form<T>
          ref={formRef}
          schema={schema}
          uiSchema={uiSchema}
          initialFormData={initialFormData as T}
          validator={validator}
          transformErrors={transformErrors}
          customValidate={customValidate}
          templates={templates}
          widgets={widgets}
          formContext={formContext}
          extraErrors={extraErrors as ErrorSchema<T>}
          liveValidate={liveValidate}
          showErrorList="top"
          focusOnFirstError
          // A consent (`const: true`) is ticked by the person, never pre-ticked from its const.
          experimental_defaultFormStateBehavior={defaults === 'explicit' ? EXPLICIT_DEFAULTS : NO_CONST_DEFAULTS}
          noHtml5Validate
          onBlur={onBlur}
          onChange={onChange}
          onSubmit={handleSubmit}
          onError={ignoreErrors}
          disabled={submitting}
        >
          {children}
        </Form>
      </PendingTextChangesContext.Provider>
    </div>
  );
}
