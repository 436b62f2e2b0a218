// VAT white list's public surface. The interface and its pure helpers live in provider.ts, which the
// implementations import too, so an implementation never imports this file back.
export * from './provider';
export { createSandboxVatWhiteList } from './sandbox';
