// `npm run generate`, after Orval: writes generated/operations.ts from generated/openapi.json, the typed map of
// every operation (path and query parameters, headers, body, success status and body) in terms of Orval's models
// (generated/api/model), and the roles each operation admits (`x-roles`, null for public operations).
// The server types its handlers with it (server/src/modules/shared/handlers.ts); the SPA asks "may this role
// call this operation" from the same map. Deterministic output: the CI compares generated/ with a fresh run.
import { readFileSync, writeFileSync } from 'node:fs';

const CONTRACT = new URL('../generated/openapi.json', import.meta.url);
const MODELS = new URL('../generated/api/model/index.ts', import.meta.url);
const OUTPUT = new URL('../generated/operations.ts', import.meta.url);

export const ROLES = ['investor', 'advisor', 'coordinator', 'operator'] as const;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  contentMediaType?: string;
  items?: Schema;
  enum?: unknown[];
}
interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  security?: Array<Record<string, unknown>>;
  'x-roles'?: unknown;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
}
interface Contract {
  security?: Array<Record<string, unknown>>;
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components?: { parameters?: Record<string, Parameter> };
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function generate(contract: Contract, models: Set<string>): string {
  const usedModels = new Set<string>();
  const model = (name: string): string => {
    if (!models.has(name)) throw new Error(`Orval wrote no model ${name} (generated/api/model)`);
    usedModels.add(name);
    return name;
  };
  const resolveParameter = (parameter: Parameter): Parameter => {
    if (!parameter.$ref) return parameter;
    const name = parameter.$ref.replace('#/components/parameters/', '');
    const found = contract.components?.parameters?.[name];
    if (!found) throw new Error(`Unknown parameter ${parameter.$ref}`);
    return found;
  };
  const typeOf = (schema: Schema | undefined, binary: boolean): string => {
    if (!schema) return 'unknown';
    if (schema.$ref) return model(pascal(schema.$ref.replace('#/components/schemas/', '')));
    if (binary) return 'Uint8Array';
    if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
    const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null')[0] : schema.type;
    const nullable = Array.isArray(schema.type) && schema.type.includes('null') ? ' | null' : '';
    switch (type) {
      case 'array':
        return `Array<${typeOf(schema.items, false)}>${nullable}`;
      case 'string':
        return `string${nullable}`;
      case 'integer':
      case 'number':
        return `number${nullable}`;
      case 'boolean':
        return `boolean${nullable}`;
      default:
        return 'unknown';
    }
  };
  const objectType = (parameters: Parameter[], lowerCase: boolean): string => {
    if (parameters.length === 0) return 'Record<string, never>';
    const fields = parameters.map((p) => {
      const name = lowerCase ? p.name.toLowerCase() : p.name;
      return `${JSON.stringify(name)}${p.required ? '' : '?'}: ${typeOf(p.schema, false)}`;
    });
    return `{ ${fields.join('; ')} }`;
  };
  const bodyType = (content: Record<string, { schema?: Schema }> | undefined): string => {
    if (!content) return 'undefined';
    const json = content['application/json'];
    if (json) return typeOf(json.schema, false);
    // multipart/form-data is streamed to the handler (request.file()), never parsed into request.body.
    return 'undefined';
  };

  const entries: string[] = [];
  const roles: string[] = [];
  const statuses: string[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation?.operationId) continue;
      const id = operation.operationId;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolveParameter);
      const of = (place: Parameter['in']) => parameters.filter((p) => p.in === place);
      const queryModel = `${pascal(id)}Params`;
      const query =
        of('query').length === 0
          ? 'Record<string, never>'
          : models.has(queryModel)
            ? model(queryModel)
            : objectType(of('query'), false);

      const success = Object.keys(operation.responses ?? {}).filter((status) => /^2\d\d$/.test(status));
      if (success.length !== 1)
        throw new Error(`${id}: expected exactly one 2xx response, found ${success.join(', ')}`);
      const status = success[0]!;
      const content = operation.responses![status]!.content;
      const json = content?.['application/json'];
      const response = !content ? 'void' : json ? typeOf(json.schema, false) : 'Uint8Array';

      const security = operation.security ?? contract.security ?? [];
      const bearer = security.some((requirement) => Object.hasOwn(requirement, 'bearerAuth'));
      const declared = operation['x-roles'];
      if (bearer) {
        if (!Array.isArray(declared) || declared.length === 0) throw new Error(`${id}: bearerAuth without x-roles`);
        for (const role of declared) {
          if (!(ROLES as readonly unknown[]).includes(role)) throw new Error(`${id}: unknown role ${String(role)}`);
        }
      } else if (declared !== undefined) {
        throw new Error(`${id}: x-roles on an operation without bearerAuth`);
      }

      entries.push(
        [
          `  ${id}: {`,
          `    method: '${method.toUpperCase()}';`,
          `    path: '${path}';`,
          `    params: ${objectType(of('path'), false)};`,
          `    query: ${query};`,
          `    headers: ${objectType(of('header'), true)};`,
          `    body: ${bodyType(operation.requestBody?.content)};`,
          `    status: ${status};`,
          `    response: ${response};`,
          `  };`,
        ].join('\n'),
      );
      roles.push(`  ${id}: ${bearer ? `[${(declared as string[]).map((r) => `'${r}'`).join(', ')}]` : 'null'},`);
      statuses.push(`  ${id}: ${status},`);
    }
  }

  const imports = [...usedModels].sort();
  return `// Generated by scripts/generate-operations.ts from generated/openapi.json (npm run generate). Do not edit.
import type {
${imports.map((name) => `  ${name},`).join('\n')}
} from './api/model';

/** The roles of x-roles (openapi/openapi.yaml, bearerAuth). */
export type Role = ${ROLES.map((r) => `'${r}'`).join(' | ')};

/** Per operation: method, path, path parameters, query, headers (lower case), body, success status and body. */
export interface Operations {
${entries.join('\n')}
}

export type OperationId = keyof Operations;

/** Who may call each operation (x-roles); null = public (no bearer token). */
export const operationRoles: Record<OperationId, readonly Role[] | null> = {
${roles.join('\n')}
};

/** The one success status of each operation. */
export const operationSuccessStatus: { readonly [Id in OperationId]: Operations[Id]['status'] } = {
${statuses.join('\n')}
};
`;
}

const contract = JSON.parse(readFileSync(CONTRACT, 'utf8')) as Contract;
const models = new Set(
  [...readFileSync(MODELS, 'utf8').matchAll(/export \* from '\.\/(\w+)'/g)].map((m) => pascal(m[1]!)),
);
writeFileSync(OUTPUT, generate(contract, models));
