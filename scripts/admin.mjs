// `npm run admin -- …`: the admin commands from their TypeScript sources when tsx is installed (development),
// else from the compiled build (dist-server/admin.js: production, after `npm prune --omit=dev`).
let register;
try {
  ({ register } = await import('tsx/esm/api'));
} catch {
  register = null;
}
if (register) {
  register();
  await import('../server/src/admin/cli.ts');
} else {
  await import('../dist-server/admin.js');
}
