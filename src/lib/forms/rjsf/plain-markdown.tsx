import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` (vite.config.ts aliases it here). RJSF imports it only to render markdown
 * in descriptions and help when a uiSchema asks for it (`enableMarkdownInDescription`, which ours never do) and in
 * its developer-facing notices (an unsupported field). The parser is ~25 KB gzipped on every page with a form, so
 * the text is shown as it is, as plain text.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
