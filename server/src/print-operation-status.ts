// Prints the contract's operations with their implementation status as a Markdown table (for the README):
//   npx tsx server/src/print-operation-status.ts
import { listOperationStatus } from './modules';

const report = listOperationStatus();
const lines = [
  `${report.implemented.length} of ${report.operations.length} operations implemented; the others answer 501.`,
  '',
  '| Tag | Method | Path | operationId | Status |',
  '|---|---|---|---|---|',
  ...report.operations.map(
    (o) => `| ${o.tag} | ${o.method} | \`${o.path}\` | ${o.operationId} | ${o.implemented ? 'implemented' : '501'} |`,
  ),
];
if (report.orphanHandlers.length > 0)
  lines.push('', `Handlers not in the contract: ${report.orphanHandlers.join(', ')}`);
console.log(lines.join('\n'));
