// Company register's public surface. The interface and its pure helpers live in provider.ts, which the
// implementations import too, so an implementation never imports this file back.
export * from './provider';
export { createSandboxCompanyRegister } from './sandbox';
export type { CompanySummary, BoardMember } from './company-summary';
export type { OdpisAktualny, OdpisAdres, OdpisCzlonekOrganu } from './odpis';
export { findConsistentBoardMembers, isConsistentWithMask, type PersonName } from './representative-check';
