import type { ReactNode } from 'react';
import { focusRing } from './styles';

/**
 * A box that scrolls sideways when its content is wider than the screen (a table, a chart on a phone). It takes
 * the keyboard's focus and has a name, so a keyboard user can scroll it with the arrow keys and a screen reader
 * says what it holds (WCAG 2.1.1; axe's scrollable-region-focusable). Positioned, so that what is positioned
 * inside (the screen-reader-only texts) scrolls with it instead of widening the whole page on a phone.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${focusRing} ${className}`}>
      {children}
    </div>
  );
}
