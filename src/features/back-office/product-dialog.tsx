import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useCreateProduct, useUpdateProduct } from '#generated/api/back-office/back-office';
import type { Campaign, Product, ProductInput } from '#generated/api/model';
import {
  DAY_COUNT_CONVENTIONS,
  fromProduct,
  PAYMENT_FREQUENCIES,
  PRODUCT_CURRENCIES,
  productFormSchema,
  toProductInput,
  variableRate,
  type ProductFormData,
} from '#schemas/product-form';
import { errorBodyOf, errorMessages, getErrorMessage, violationText } from '../../lib/errors';
import { formatDecimal, formatMoney, formatPercentNumber, parseDecimalInput } from '../../lib/format';
import { isPlainMessage } from '../../lib/i18n';
import { FormAlert, TextField, useFormText, type FieldMessage } from '../../lib/forms';
import { validateWithSchema } from '../../lib/forms/schema-validation';
import { focusRing, primaryButton, secondaryButton } from '../../lib/ui/styles';
import { Dialog } from './dialog';
import { dayCountMessages, m, paymentFrequencyMessages, resultingRate } from './messages';
import { SelectField } from './select-field';

type Field = keyof ProductFormData;
type Values = Record<Field, string>;

const NUMBER_FIELDS: readonly Field[] = [
  'interestRate',
  'referenceRateValue',
  'margin',
  'termMonths',
  'investmentValueMin',
  'investmentValueMax',
  'investmentValueStep',
];

const EMPTY: Values = {
  code: '',
  namePl: '',
  nameEn: '',
  currency: '',
  interestType: '',
  interestRate: '',
  referenceRateName: '',
  referenceRateValue: '',
  margin: '',
  paymentFrequency: '',
  dayCountConvention: '',
  termMonths: '',
  startDate: '',
  investmentValueMin: '',
  investmentValueMax: '',
  investmentValueStep: '',
};

/** "1 000,50" or "1000.50" -> 1000.5 (the one module's reading); anything else stays text (the schema says so). */
function parseNumber(text: string): number | string {
  return parseDecimalInput(text) ?? text;
}

const AMOUNT_FIELDS: readonly Field[] = ['investmentValueMin', 'investmentValueMax', 'investmentValueStep'];

function toData(values: Values): ProductFormData {
  const data: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values) as [Field, string][]) {
    const text = raw.trim();
    if (text === '') continue;
    data[key] = NUMBER_FIELDS.includes(key) ? parseNumber(text) : text;
  }
  return data as ProductFormData;
}

const PERCENT_FIELDS: readonly Field[] = ['interestRate', 'referenceRateValue', 'margin'];

/** A number field's text in the seed's format: amounts "1 000,00", percentages "8,5" (never "8.5" in PL). */
function numberText(field: Field, value: number | string): string {
  if (AMOUNT_FIELDS.includes(field)) return formatDecimal(value);
  if (PERCENT_FIELDS.includes(field)) return formatPercentNumber(value);
  return String(value);
}

function toValues(data: ProductFormData): Values {
  const values = { ...EMPTY };
  for (const [key, value] of Object.entries(data) as [Field, unknown][]) {
    if (value === undefined || value === null) continue;
    values[key] = typeof value === 'number' ? numberText(key, value) : String(value);
  }
  return values;
}

/** A violation's propertyPath of ProductInput (`name.pl`, `referenceRate.value`) -> the form's field. */
function fieldOfViolation(path: string): Field | null {
  const segments = path
    .replace(/^\//, '')
    .replace(/^body[./]/, '')
    .split(/[./]/);
  const [head, child] = segments;
  if (head === 'name') return child === 'en' ? 'nameEn' : 'namePl';
  if (head === 'referenceRate') return child === 'value' ? 'referenceRateValue' : 'referenceRateName';
  return head && head in EMPTY ? (head as Field) : null;
}

/**
 * Add or edit a product of a campaign: code, PL/EN name, currency, the interest (Fixed: the rate; Variable: the
 * reference rate and the margin, with the resulting rate shown), payment frequency, day-count convention, term,
 * start date and the investment limits (min <= max, multiples of the step). An equity campaign's product has no
 * interest fields. Validated by schemas/product-form.schema.json; the server's violations go on their fields.
 */
export function ProductDialog({
  campaign,
  product,
  open,
  onClose,
  onSaved,
}: {
  campaign: Campaign;
  /** The product to edit; null for a new one. */
  product: Product | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const intl = useIntl();
  return (
    <Dialog open={open} title={intl.formatMessage(product ? m.productEditTitle : m.productNewTitle)} onClose={onClose}>
      <ProductForm
        key={product?.id ?? 'new'}
        campaign={campaign}
        product={product}
        onCancel={onClose}
        onSaved={onSaved}
      />
    </Dialog>
  );
}

function ProductForm({
  campaign,
  product,
  onCancel,
  onSaved,
}: {
  campaign: Campaign;
  product: Product | null;
  onCancel: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const intl = useIntl();
  const formText = useFormText();
  const debt = campaign.type === 'debt';
  const schema = productFormSchema(campaign.type);
  const [values, setValues] = useState<Values>(() =>
    product
      ? toValues(fromProduct(product))
      : {
          ...EMPTY,
          currency: campaign.currency,
          ...(debt ? { interestType: 'Fixed', dayCountConvention: 'ACT/365F' } : {}),
        },
  );
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ error: unknown; changed: Set<Field> } | null>(null);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const busy = create.isPending || update.isPending;

  const data = useMemo(() => toData(values), [values]);
  const clientErrors = useMemo(() => {
    const errors = validateWithSchema(schema, data as Record<string, unknown>) as Partial<Record<Field, FieldMessage>>;
    // Amount bounds in messages with the currency, as everywhere ("… niż minimalna (10 000,00 PLN)").
    const currency = values.currency || campaign.currency;
    for (const field of AMOUNT_FIELDS) {
      const error = errors[field];
      if (!error?.values) continue;
      const formatted = Object.entries(error.values).map(([name, value]) => [
        name,
        typeof value === 'number' ? formatMoney(value, currency) : value,
      ]);
      errors[field] = { ...error, values: Object.fromEntries(formatted) };
    }
    return errors;
  }, [schema, data, values.currency, campaign.currency]);
  const server = useMemo(() => {
    const onFields: Partial<Record<Field, FieldMessage>> = {};
    const other: string[] = [];
    if (!serverError) return { onFields, other };
    const violations = errorBodyOf(serverError.error)?.violations ?? [];
    for (const violation of violations) {
      const field = violation.propertyPath ? fieldOfViolation(violation.propertyPath) : null;
      // The title is a message id (validation.*), translated on the field like the form's own messages; one
      // that needs values the violation does not carry, or an unknown one, says "This field is not valid."
      const message: FieldMessage = {
        id: isPlainMessage(intl.messages, violation.title) ? violation.title : errorMessages.invalid.id,
        values: {},
      };
      if (field && !serverError.changed.has(field)) onFields[field] ??= message;
      else if (!field) other.push(violationText(violation, intl));
    }
    // 409 CONFLICT of this operation: a product with this code exists in the campaign (the contract) - on the code.
    if (errorBodyOf(serverError.error)?.code === 'CONFLICT' && !serverError.changed.has('code')) {
      onFields.code = { id: m.productCodeTaken.id, values: {} };
    } else if (violations.length === 0) other.push(getErrorMessage(serverError.error, intl));
    return { onFields, other };
  }, [serverError, intl]);

  const errorOf = (field: Field): FieldMessage | undefined => {
    const fromServer = server.onFields[field];
    if (fromServer) return fromServer;
    return submitted || touched[field] ? clientErrors[field] : undefined;
  };
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerError((current) => (current ? { ...current, changed: new Set([...current.changed, field]) } : null));
  };
  const blur = (field: Field) => () => {
    setTouched((current) => ({ ...current, [field]: true }));
    // An amount or a percentage is shown in the product's number format once the field is left ("25000,5" ->
    // "25 000,50", "8.5" -> "8,5").
    if (AMOUNT_FIELDS.includes(field) || PERCENT_FIELDS.includes(field)) {
      setValues((current) => {
        const parsed = parseDecimalInput(current[field]);
        return parsed === null ? current : { ...current, [field]: numberText(field, parsed) };
      });
    }
  };
  const text = (field: Field, label: string, extra: { type?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <TextField
      name={field}
      label={label}
      value={values[field]}
      error={errorOf(field)}
      onValueChange={set(field)}
      onBlur={blur(field)}
      {...extra}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) {
      const first = Object.keys(clientErrors)[0];
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const body = toProductInput(data, campaign.type) as ProductInput;
    try {
      if (product) await update.mutateAsync({ id: product.id, data: body });
      else await create.mutateAsync({ id: campaign.id, data: body });
    } catch (error) {
      setServerError({ error, changed: new Set() });
      return;
    }
    await onSaved();
  };

  const rate =
    values.interestType === 'Variable' && typeof data.referenceRateValue === 'number' && typeof data.margin === 'number'
      ? variableRate(data.referenceRateValue, data.margin)
      : null;
  const decimal = { inputMode: 'decimal' as const };
  const select = formText('form.common.placeholder.select');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {server.other.length > 0 ? <FormAlert>{server.other.join(' ')}</FormAlert> : null}
      {submitted && Object.keys(clientErrors).length > 0 ? (
        <FormAlert>{intl.formatMessage(m.formInvalid)}</FormAlert>
      ) : null}
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {text('code', intl.formatMessage(m.productCode))}
        <SelectField
          name="currency"
          label={intl.formatMessage(m.productCurrency)}
          value={values.currency}
          options={PRODUCT_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          placeholder={select}
          error={errorOf('currency')}
          onValueChange={set('currency')}
          onBlur={blur('currency')}
        />
        {text('namePl', intl.formatMessage(m.productNamePl))}
        {text('nameEn', intl.formatMessage(m.productNameEn))}
        {debt ? (
          <>
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-gray-900">{intl.formatMessage(m.productInterestType)}</legend>
              <div className="mt-2 flex gap-6">
                {(['Fixed', 'Variable'] as const).map((type) => (
                  <label key={type} className="flex items-center gap-2 text-sm text-gray-900">
                    <input
                      type="radio"
                      name="interestType"
                      value={type}
                      checked={values.interestType === type}
                      onChange={() => set('interestType')(type)}
                      className={`size-4 accent-(--color-base) ${focusRing}`}
                    />
                    {intl.formatMessage(type === 'Fixed' ? m.interestFixed : m.interestVariable)}
                  </label>
                ))}
              </div>
            </fieldset>
            {values.interestType === 'Variable' ? (
              <>
                {text('referenceRateName', intl.formatMessage(m.productReferenceRateName))}
                {text('referenceRateValue', intl.formatMessage(m.productReferenceRateValue), decimal)}
                {text('margin', intl.formatMessage(m.productMargin), decimal)}
                <p role="status" className="self-center text-sm font-medium text-gray-900">
                  {rate !== null ? intl.formatMessage(resultingRate, { rate: formatRate(rate) }) : null}
                </p>
              </>
            ) : (
              text('interestRate', intl.formatMessage(m.productInterestRate), decimal)
            )}
            <SelectField
              name="paymentFrequency"
              label={intl.formatMessage(m.productPaymentFrequency)}
              value={values.paymentFrequency}
              options={PAYMENT_FREQUENCIES.map((frequency) => ({
                value: frequency,
                label: intl.formatMessage(paymentFrequencyMessages[frequency]),
              }))}
              placeholder={select}
              error={errorOf('paymentFrequency')}
              onValueChange={set('paymentFrequency')}
              onBlur={blur('paymentFrequency')}
            />
            <SelectField
              name="dayCountConvention"
              label={intl.formatMessage(m.productDayCount)}
              value={values.dayCountConvention}
              options={DAY_COUNT_CONVENTIONS.map((convention) => ({ value: convention, label: convention }))}
              placeholder={select}
              error={errorOf('dayCountConvention')}
              hint={
                values.dayCountConvention
                  ? intl.formatMessage(dayCountMessages[values.dayCountConvention as keyof typeof dayCountMessages])
                  : undefined
              }
              onValueChange={set('dayCountConvention')}
              onBlur={blur('dayCountConvention')}
            />
            {text('termMonths', intl.formatMessage(m.productTerm), { inputMode: 'numeric' })}
          </>
        ) : null}
        {text('startDate', intl.formatMessage(m.productStartDate), { type: 'date' })}
        {text('investmentValueMin', intl.formatMessage(m.productMin), decimal)}
        {text('investmentValueMax', intl.formatMessage(m.productMax), decimal)}
        {text('investmentValueStep', intl.formatMessage(m.productStep), decimal)}
      </div>
      <div className="mt-2 flex justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
          {intl.formatMessage(m.cancel)}
        </button>
        <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy || undefined}>
          {intl.formatMessage(m.save)}
        </button>
      </div>
    </form>
  );
}

/** A rate's number as the one formatting module writes it (8.5 -> "8,5"). */
export const formatRate = formatPercentNumber;
