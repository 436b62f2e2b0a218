/**
 * Helpers to use the form schemas in the SPA without copying them: wizard steps of the KYC form and
 * runtime options (networks, industries) for string arrays.
 *
 * The KYC natural-person schema is built for "one <Form> per wizard step": every top-level property is
 * one step (an object), in the order of the root uiSchema's `ui:order` (also `ui:options.steps`):
 * personal, identityDocument, tax, addresses, occupation, finances, exposure, declarations.
 * A step form gets `stepSchema(kycSchema, 'personal')` and `stepUiSchema(kycUiSchema, 'personal')`, its form
 * data is `wizardData.personal`; the whole document is validated once more on the final submit (and by
 * the server) with the full schema.
 */
import kycNaturalPersonSchema from './kyc-natural-person.schema.json';
import kycNaturalPersonUiSchema from './kyc-natural-person.ui-schema.json';

type JsonObject = Record<string, unknown>;

export type KycNaturalPersonStep = keyof typeof kycNaturalPersonSchema.properties;

/** Steps of the KYC natural-person wizard, in order, with their title message ids. */
export const kycNaturalPersonSteps: readonly { id: KycNaturalPersonStep; titleId: string }[] = (
  kycNaturalPersonUiSchema['ui:order'] as KycNaturalPersonStep[]
).map((id) => ({ id, titleId: (kycNaturalPersonUiSchema[id] as { 'ui:title': string })['ui:title'] }));

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function getPath(data: unknown, segments: readonly string[]): unknown {
  let node = data;
  for (const segment of segments) {
    if (!isObject(node)) return undefined;
    node = node[segment];
  }
  return node;
}

/**
 * The schema of one wizard step (a top-level object property of `schema`), usable as the root schema of
 * its own RJSF <Form>. Root-level `x-distinctEmails` paths that live in this step are moved into it;
 * those in other steps become `reserved` e-mails taken from `wizardData` (so the beneficial-owners step
 * already rejects the investor's own e-mail). Memoise the result per (step, relevant e-mails) to keep it
 * referentially stable for RJSF.
 */
export function stepSchema(schema: JsonObject, step: string, wizardData: unknown = {}): JsonObject {
  const properties = schema.properties;
  const stepNode = isObject(properties) ? properties[step] : undefined;
  if (!isObject(stepNode)) throw new Error(`Unknown step: ${step}`);
  const result: JsonObject = { $schema: schema.$schema, ...stepNode };
  const distinct = schema['x-distinctEmails'];
  if (isObject(distinct) && Array.isArray(distinct.paths)) {
    const inside: string[] = [];
    const reserved: string[] = [];
    for (const path of distinct.paths as string[]) {
      const [head, ...rest] = path.split('/');
      if (head === step) {
        inside.push(rest.join('/'));
      } else if (!path.includes('*')) {
        const value = getPath(wizardData, path.split('/'));
        if (typeof value === 'string' && value !== '') reserved.push(value);
      }
    }
    if (inside.length > 0) {
      result['x-distinctEmails'] = {
        ...distinct,
        paths: inside,
        ...(reserved.length > 0 || Array.isArray(distinct.reserved)
          ? { reserved: [...((distinct.reserved as string[] | undefined) ?? []), ...reserved] }
          : {}),
      };
    }
  }
  return result;
}

/** The uiSchema of one wizard step (the step's sub-uiSchema; its `ui:title` is the step title). */
export function stepUiSchema(uiSchema: JsonObject, step: string): JsonObject {
  const node = uiSchema[step];
  if (!isObject(node)) throw new Error(`Unknown step: ${step}`);
  return { ...node, 'ui:submitButtonOptions': { norender: true } };
}

/**
 * What a read-only rendering of form data needs of a schema node (the SPA's SchemaPreview and the server's PDFs,
 * server/src/pdf/schema-rows.ts, lay the data out the same way), and of its uiSchema.
 */
export interface PreviewSchemaNode {
  type?: string | string[];
  format?: string;
  properties?: Record<string, PreviewSchemaNode>;
  items?: PreviewSchemaNode;
  enum?: unknown[];
  oneOf?: { const?: unknown; title?: string }[];
}
export type PreviewUiNode = Record<string, unknown>;

export interface SelectOption {
  value: string;
  /** Already translated label (e.g. a network name from GET /api/advisor/network). */
  label: string;
}

/**
 * Returns a copy of `schema` where the string array (or string) at `path` ("occupation/industries",
 * "brokerNetworkIds", "networkId") offers exactly `options` (as `oneOf` of `const` + `title`, which RJSF
 * renders as checkboxes/select and ajv enforces). The rest of the schema is shared, not copied.
 */
export function withOptions<T extends JsonObject>(schema: T, path: string, options: readonly SelectOption[]): T {
  const segments = path.split('/');
  // An empty list (e.g. the networks call failed) allows nothing; `oneOf: []` would not compile.
  const choices =
    options.length > 0 ? { oneOf: options.map((o) => ({ const: o.value, title: o.label })) } : { not: {} };
  const rewrite = (node: JsonObject, index: number): JsonObject => {
    const props = node.properties;
    if (!isObject(props)) throw new Error(`No properties at ${segments.slice(0, index).join('/')}`);
    const key = segments[index] as string;
    const child = props[key];
    if (!isObject(child)) throw new Error(`Unknown property ${path}`);
    let replaced: JsonObject;
    if (index < segments.length - 1) replaced = rewrite(child, index + 1);
    else if (child.type === 'array' && isObject(child.items))
      replaced = { ...child, items: { ...child.items, ...choices } };
    else replaced = { ...child, ...choices };
    return { ...node, properties: { ...props, [key]: replaced } };
  };
  return rewrite(schema, 0) as T;
}

export { kycNaturalPersonSchema, kycNaturalPersonUiSchema };
