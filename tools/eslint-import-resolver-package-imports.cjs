// eslint-plugin-import resolver for package.json `imports` (`#generated/...`, `#schemas/...`, `#machines/...`):
// eslint-import-resolver-node does not read that field. The alias becomes the path it maps to and the node
// resolver does the rest (extensions, index files), so import/no-restricted-paths and import/no-cycle see
// through the aliases. Anything else is left to the next resolver.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(__dirname, '..');
const { imports = {} } = require(path.join(root, 'package.json'));

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  for (const [pattern, target] of Object.entries(imports)) {
    const prefix = pattern.replace(/\*$/, '');
    if (!pattern.endsWith('*') || !source.startsWith(prefix)) continue;
    const mapped = path.join(root, target.replace(/\*$/, ''), source.slice(prefix.length));
    return nodeResolver.resolve(mapped, file, config);
  }
  return { found: false };
};
