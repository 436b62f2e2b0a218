// Form data as labelled rows for a PDF, laid out as the form lays it out: the server's counterpart of the SPA's
// SchemaPreview (src/lib/forms/rjsf/schema-preview.tsx), which the server may not import. Labels come from the
// uiSchema's `ui:title` ids and option labels from `ui:enumNames` ids, read in locales/{pl,en}.json, so the PDF
// and the screen never say two different things. Empty and hidden fields are left out.
import { countryName, formatBankAccount, formatDate } from './format';
import type { PreviewSchemaNode as JsonSchema, PreviewUiNode as Ui } from '#schemas/schema-tools';

export interface SchemaRowsContext {
  locale: 'pl' | 'en';
  /** Messages of the document's language (flat ids, as in locales/*.json). */
  messages: Readonly<Record<string, string>>;
  /** Labels of values whose options come at run time (industries, PEP functions), by property name. */
  optionLabels?: Readonly<Record<string, ReadonlyMap<string, string>>>;
}

export interface DocumentSection {
  heading: string;
  rows: (readonly [string, string])[];
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

function scalar(context: SchemaRowsContext, name: string, node: JsonSchema, ui: Ui, value: unknown): string {
  const message = (id: unknown) => (typeof id === 'string' ? (context.messages[id] ?? id) : '');
  const enumNames = ui['ui:enumNames'] as string[] | undefined;
  if (typeof value === 'boolean') {
    if (enumNames) return message(enumNames[value ? 0 : 1]);
    return message(value ? 'form.common.yes' : 'form.common.no');
  }
  if (node.enum && enumNames) {
    const index = node.enum.indexOf(value);
    if (index >= 0 && enumNames[index]) return message(enumNames[index]);
  }
  const option = node.oneOf?.find((choice) => choice.const === value);
  if (option?.title) return option.title;
  const runtime = context.optionLabels?.[name]?.get(String(value));
  if (runtime) return runtime;
  if (typeof value === 'number') {
    return node.type === 'integer'
      ? String(value)
      : value.toLocaleString(context.locale === 'pl' ? 'pl-PL' : 'en-GB', { maximumFractionDigits: 4 });
  }
  const text = String(value);
  if (ui['ui:widget'] === 'country' || node.format === 'country-code') return countryName(text, context.locale);
  if (node.format === 'date') {
    try {
      return formatDate(text);
    } catch {
      return text;
    }
  }
  if (node.format === 'iban') return formatBankAccount(text);
  return text;
}

/** Rows of one object, its nested objects and lists of objects flattened with their labels as prefixes. */
function objectRows(
  context: SchemaRowsContext,
  node: JsonSchema,
  ui: Ui,
  value: unknown,
  prefix: string,
): (readonly [string, string])[] {
  const properties = node.properties ?? {};
  const order = ((ui['ui:order'] as string[] | undefined) ?? Object.keys(properties)).filter((name) => name !== '*');
  const record = (value ?? {}) as Record<string, unknown>;
  const rows: (readonly [string, string])[] = [];
  for (const name of order) {
    const child = properties[name];
    const childUi = (ui[name] ?? {}) as Ui;
    if (!child || isEmpty(record[name]) || childUi['ui:widget'] === 'hidden') continue;
    const titleId = childUi['ui:title'];
    const label = `${prefix}${typeof titleId === 'string' ? (context.messages[titleId] ?? titleId) : name}`;
    const childValue = record[name];
    if (child.type === 'object' && child.properties) {
      rows.push(...objectRows(context, child, childUi, childValue, `${label} — `));
    } else if (child.type === 'array' && Array.isArray(childValue)) {
      const items = child.items ?? {};
      const itemsUi = (childUi.items ?? {}) as Ui;
      if (items.type === 'object') {
        childValue.forEach((item, index) => {
          rows.push(...objectRows(context, items, itemsUi, item, `${label} ${index + 1} — `));
        });
      } else {
        const itemUi = { ...itemsUi, 'ui:enumNames': itemsUi['ui:enumNames'] ?? childUi['ui:enumNames'] };
        rows.push([label, childValue.map((item) => scalar(context, name, items, itemUi, item)).join(', ')]);
      }
    } else {
      rows.push([label, scalar(context, name, child, childUi, childValue)]);
    }
  }
  return rows;
}

/**
 * One section per top-level property of `schema` (the wizard's steps, in the uiSchema's order) with the rows of
 * what `data` holds in it; steps with nothing given are left out.
 */
export function schemaSections(
  schema: object,
  uiSchema: object,
  data: unknown,
  context: SchemaRowsContext,
): DocumentSection[] {
  const root = schema as JsonSchema;
  const ui = uiSchema as Ui;
  const record = (data ?? {}) as Record<string, unknown>;
  const order = (ui['ui:order'] as string[] | undefined) ?? Object.keys(root.properties ?? {});
  const sections: DocumentSection[] = [];
  for (const step of order) {
    const node = root.properties?.[step];
    if (!node || isEmpty(record[step])) continue;
    const stepUi = (ui[step] ?? {}) as Ui;
    const titleId = stepUi['ui:title'];
    const rows = objectRows(context, node, stepUi, record[step], '');
    if (rows.length === 0) continue;
    sections.push({ heading: typeof titleId === 'string' ? (context.messages[titleId] ?? titleId) : step, rows });
  }
  return sections;
}
