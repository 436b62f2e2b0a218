// Redocly plugin used by `redocly bundle` (see redocly.yaml): makes the form schemas of schemas/*.schema.json
// land in the bundled contract the way every consumer needs them.
//
// Redocly hoists an external file into components/schemas under the file's name (`login.schema`) and keeps the
// file's `$id`/`$schema`. A `$id` inside a bundled component changes the base URI of the `#/components/...`
// references below it, so ajv (the server, the tests) would resolve them against
// https://fund-platform.example/... and fail; and `login.schema` makes Orval emit `LoginSchema` instead of the
// name the contract chose. So, once the bundle is assembled:
//   1. a form schema referenced by a wrapper component (`LoginRequest: { $ref: ../../schemas/login.schema.json }`)
//      takes the wrapper's name and place; the hoisted `login.schema` disappears;
//   2. a part of a form schema (`two-factor.schema.json#/properties/code`) is inlined where it is used;
//   3. `$id` and `$schema` are removed from the form schemas (the contract is one OpenAPI 3.1 document).
// The form schemas themselves are not changed on disk; validation keywords (formats, x-* keywords) are kept.

const FORM_SCHEMA_FILE = /[\\/]schemas[\\/]([a-z0-9-]+)\.schema\.json$/;
const COMPONENT_REF = '#/components/schemas/';

function isWrapper(node) {
  return (
    node &&
    typeof node === 'object' &&
    typeof node.$ref === 'string' &&
    Object.keys(node).every((key) => key === '$ref' || key === 'description' || key === 'summary')
  );
}

/** Replaces every `{ $ref }` in `node` (recursively) with `replace($ref)` when that returns a value. */
function rewriteRefs(node, replace) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => {
      node[index] = rewriteRefs(item, replace);
    });
    return node;
  }
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const replacement = replace(node.$ref, node);
    if (replacement !== undefined) return replacement;
  }
  for (const key of Object.keys(node)) node[key] = rewriteRefs(node[key], replace);
  return node;
}

function stripSchemaIdentity(node) {
  delete node.$id;
  delete node.$schema;
}

function assembleFormSchemas(root, origins) {
  const schemas = root.components?.schemas;
  if (!schemas) return;
  const names = Object.keys(schemas);
  const renamed = new Map(); // hoisted name -> wrapper name
  const inlined = new Map(); // hoisted name -> schema to copy in place of each reference

  for (const name of names) {
    const origin = origins.get(schemas[name]);
    if (!origin) continue;
    stripSchemaIdentity(schemas[name]);
    if (origin.pointer !== '#/') {
      inlined.set(name, schemas[name]);
      continue;
    }
    const wrappers = names.filter((other) => isWrapper(schemas[other]) && schemas[other].$ref === COMPONENT_REF + name);
    if (wrappers.length !== 1) {
      throw new Error(
        `form-schemas: ${origin.file}.schema.json must be referenced by exactly one wrapper component in ` +
          `openapi/components/schemas.yaml (found ${wrappers.length}: ${wrappers.join(', ') || 'none'})`,
      );
    }
    renamed.set(name, wrappers[0]);
  }
  if (renamed.size === 0 && inlined.size === 0) return;

  // Rebuild components/schemas in the same order: the wrapper's slot gets the form schema's content.
  const rebuilt = {};
  const hoistedByWrapper = new Map([...renamed].map(([hoisted, wrapper]) => [wrapper, hoisted]));
  for (const name of names) {
    if (renamed.has(name) || inlined.has(name)) continue;
    const hoisted = hoistedByWrapper.get(name);
    if (hoisted === undefined) {
      rebuilt[name] = schemas[name];
      continue;
    }
    const content = schemas[hoisted];
    const description = content.description ?? schemas[name].description;
    rebuilt[name] = description === undefined ? content : { ...content, description };
  }
  root.components.schemas = rebuilt;

  const replace = (ref) => {
    if (!ref.startsWith(COMPONENT_REF)) return undefined;
    const name = ref.slice(COMPONENT_REF.length);
    if (renamed.has(name)) return { $ref: COMPONENT_REF + renamed.get(name) };
    if (inlined.has(name)) return rewriteRefs(structuredClone(inlined.get(name)), replace);
    return undefined;
  };
  // A wrapper's own `$ref` now points at itself: it was replaced above, so only real uses remain.
  rewriteRefs(root, replace);
}

export default function formSchemasPlugin() {
  return {
    id: 'form-schemas',
    decorators: {
      oas3: {
        assemble: () => {
          const origins = new Map(); // schema node -> { file, pointer } for nodes read from schemas/*.schema.json
          return {
            Schema: {
              enter(node, ctx) {
                const match = FORM_SCHEMA_FILE.exec(ctx.location.source.absoluteRef);
                if (match && !origins.has(node)) origins.set(node, { file: match[1], pointer: ctx.location.pointer });
              },
            },
            Root: {
              leave(root) {
                assembleFormSchemas(root, origins);
              },
            },
          };
        },
      },
    },
  };
}
