/**
 * Shared Tailwind class lists, so every page's buttons and links look and focus the same way.
 * Colours come from the tenant's theme (src/index.css maps --color-base etc. to `bg-brand`, `text-on-brand`...).
 */
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export const primaryButton = [
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold shadow-sm',
  'bg-brand text-on-brand hover:bg-brand-hover hover:text-on-brand-hover transition-colors',
  'disabled:cursor-not-allowed disabled:opacity-60',
  focusRing,
].join(' ');

export const secondaryButton = [
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold',
  'border border-gray-300 bg-white text-gray-900 hover:bg-brand-highlight hover:text-on-brand-highlight transition-colors',
  focusRing,
].join(' ');

export const textLink = [
  'font-medium text-gray-900 underline decoration-gray-300 underline-offset-4 hover:decoration-brand rounded-sm',
  focusRing,
].join(' ');

export { focusRing };
