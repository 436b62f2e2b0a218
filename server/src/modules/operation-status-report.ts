// The contract's operations with their implementation status, as Markdown. docs/operation-status.md holds the
// current output (`npm run status` rewrites it) and a server test fails when it is stale, so the README's
// status table, which links to it, stays true.
import { listOperationStatus } from '.';

export function renderOperationStatus(): string {
  const report = listOperationStatus();
  const lines = [
    '# Operation status',
    '',
    'Written by `npm run status` from generated/openapi.json and the handlers in server/src/modules.',
    'Every operation not implemented answers 501 with the error body `{ label: "Not implemented", code: "NOT_IMPLEMENTED" }`.',
    '',
    `${report.implemented.length} of ${report.operations.length} operations implemented.`,
    '',
    '| Tag | Method | Path | operationId | Status |',
    '|---|---|---|---|---|',
    ...report.operations.map(
      (o) => `| ${o.tag} | ${o.method} | \`${o.path}\` | ${o.operationId} | ${o.implemented ? 'implemented' : '501'} |`,
    ),
  ];
  if (report.orphanHandlers.length > 0) {
    lines.push('', `Handlers not in the contract: ${report.orphanHandlers.join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}
