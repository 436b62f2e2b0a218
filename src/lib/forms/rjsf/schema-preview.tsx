import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UiSchema } from '@rjsf/utils';
import { formatDateTime } from '../../format';
import { countryName, formatBankAccount, formatDecimal, formatMoney } from '../../format';
import { formatDate } from '../../format';
import { useText } from './use-text';
import type { PreviewSchemaNode as JsonSchema, PreviewUiNode as Ui } from '#schemas/schema-tools';

export interface SchemaPreviewProps {
  /** A form's schema (e.g. one wizard step's). */
  schema: object;
  /** Its uiSchema: labels (`ui:title`), option labels (`ui:enumNames`), widgets, order. */
  uiSchema: UiSchema;
  data: unknown;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Submitted form data, read-only, laid out and labelled as the form lays it out (the same schema and uiSchema):
 * labels from `ui:title`, options from `ui:enumNames` (or `oneOf` titles), countries by name in the current
 * language, dates as DD.MM.YYYY (a date-time with HH:mm), IBANs grouped in fours, yes/no for booleans. Empty fields
 * are left out; hidden ones too.
 */
export function SchemaPreview({ schema, uiSchema, data }: SchemaPreviewProps) {
  const intl = useIntl();
  const text = useText();

  const scalar = (node: JsonSchema, ui: Ui, value: unknown, currency?: string): string => {
    const enumNames = ui['ui:enumNames'] as string[] | undefined;
    const widget = ui['ui:widget'];
    if (typeof value === 'boolean') {
      if (enumNames) return text(enumNames[value ? 0 : 1]);
      return intl.formatMessage(
        value ? { id: 'form.common.yes', defaultMessage: 'Yes' } : { id: 'form.common.no', defaultMessage: 'No' },
      );
    }
    if (node.enum && enumNames) {
      const index = node.enum.indexOf(value);
      if (index >= 0 && enumNames[index]) return text(enumNames[index]);
    }
    const option = node.oneOf?.find((choice) => choice.const === value);
    if (option?.title) return option.title;
    // An amount as the form shows it: two decimals, and its currency when the form gives one beside it.
    if (typeof value === 'number' && widget === 'money')
      return currency ? formatMoney(value, currency) : formatDecimal(value);
    // A year or a count is no amount: no thousands separator.
    if (typeof value === 'number' && node.type === 'integer') return String(value);
    if (typeof value === 'number') return intl.formatNumber(value, { maximumFractionDigits: 4 });
    const textValue = String(value);
    if (widget === 'country' || node.format === 'country-code') return countryName(textValue, intl.locale);
    if (node.format === 'date') return formatDate(textValue);
    if (node.format === 'date-time') return formatDateTime(textValue) || textValue;
    if (node.format === 'iban') return formatBankAccount(textValue);
    return textValue;
  };

  const render = (node: JsonSchema, ui: Ui, value: unknown, key: string, currency?: string): ReactNode => {
    if (node.type === 'object' && node.properties) {
      const order = (ui['ui:order'] as string[] | undefined) ?? Object.keys(node.properties);
      const record = (value ?? {}) as Record<string, unknown>;
      // An amount's currency is its sibling field ({ amount, currency }): the amount carries it.
      const siblingCurrency = typeof record.currency === 'string' ? record.currency : undefined;
      const rows = order
        .filter((name) => name in (node.properties ?? {}) && !isEmpty(record[name]))
        .filter((name) => ((ui[name] ?? {}) as Ui)['ui:widget'] !== 'hidden')
        .map((name) => {
          const child = node.properties![name]!;
          const childUi = (ui[name] ?? {}) as Ui;
          const label = text(childUi['ui:title'] as string | undefined) || name;
          const nested =
            (child.type === 'object' && child.properties) || (child.type === 'array' && child.items?.type === 'object');
          return nested ? (
            <div key={name} className="sm:col-span-2">
              <dt className="text-sm font-semibold text-gray-900">{label}</dt>
              <dd className="mt-2">{render(child, childUi, record[name], `${key}.${name}`)}</dd>
            </div>
          ) : (
            <div key={name}>
              <dt className="text-sm text-gray-600">{label}</dt>
              <dd className="mt-0.5 text-sm font-medium break-words text-gray-900">
                {render(child, childUi, record[name], `${key}.${name}`, siblingCurrency)}
              </dd>
            </div>
          );
        });
      if (rows.length === 0) {
        return (
          <p className="text-sm text-gray-600">
            {intl.formatMessage({ id: 'form.common.preview.empty', defaultMessage: 'Nothing given.' })}
          </p>
        );
      }
      return <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">{rows}</dl>;
    }
    if (node.type === 'array' && Array.isArray(value)) {
      const items = node.items ?? {};
      const itemsUi = (ui.items ?? {}) as Ui;
      if (items.type === 'object') {
        return (
          <ol className="flex flex-col gap-3">
            {value.map((item, index) => (
              <li key={index} className="rounded-xl border border-gray-200 bg-gray-50/60 p-4">
                {render(items, itemsUi, item, `${key}.${index}`)}
              </li>
            ))}
          </ol>
        );
      }
      // A list of plain values (citizenships, industries, checkboxes): their labels, one after another.
      const itemUi = { ...itemsUi, 'ui:enumNames': itemsUi['ui:enumNames'] ?? ui['ui:enumNames'] };
      return value.map((item, index) => (
        <Fragment key={index}>
          {index > 0 ? ', ' : null}
          {scalar(items, itemUi, item)}
        </Fragment>
      ));
    }
    return scalar(node, ui, value, currency);
  };

  return <>{render(schema as JsonSchema, uiSchema as Ui, data, 'root')}</>;
}
