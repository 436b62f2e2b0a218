// Prints the contract's operations with their implementation status as Markdown; with --write, rewrites
// docs/operation-status.md (what `npm run status` does).
//   npx tsx server/src/print-operation-status.ts [--write]
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderOperationStatus } from './modules/operation-status-report';

const report = renderOperationStatus();
if (process.argv.includes('--write')) {
  const target = fileURLToPath(new URL('../../docs/operation-status.md', import.meta.url));
  writeFileSync(target, report);
  console.log(`wrote ${target}`);
} else {
  console.log(report);
}
