// The contract: generated/openapi.json, the ONE file the server reads (written by `npm run generate`).
import { appFile } from '../app-root';
import { readFileSync } from 'node:fs';

export const CONTRACT_FILE = appFile('generated', 'openapi.json');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

// The bundled OpenAPI document. Typed loosely on purpose: the server reads a few well-known fields.
export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export interface ContractOperation {
  operationId: string;
  method: string; // upper case, e.g. GET
  path: string; // as in the contract, e.g. /public-api/branding/assets/{assetName}
  tags: string[];
}

export function loadContract(file: string = CONTRACT_FILE): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Every operation of the contract, in document order. Throws on a missing or duplicate operationId. */
export function listContractOperations(contract: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as { operationId?: string; tags?: string[] } | undefined;
      if (!operation) continue;
      const { operationId } = operation;
      // fastify-openapi-glue would invent an id; we route by the contract's ids only.
      if (!operationId) throw new Error(`The contract has no operationId for ${method.toUpperCase()} ${path}`);
      if (seen.has(operationId)) throw new Error(`Duplicate operationId in the contract: ${operationId}`);
      seen.add(operationId);
      operations.push({ operationId, method: method.toUpperCase(), path, tags: operation.tags ?? [] });
    }
  }
  return operations;
}

/** Resolves a local JSON pointer (`#/components/...`) in the contract. */
export function resolvePointer(contract: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only internal references are supported: ${ref}`);
  let node: unknown = contract;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`Unresolvable reference in the contract: ${ref}`);
  }
  return node;
}

export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
