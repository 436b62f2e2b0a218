import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a login step. It takes the focus when the step appears (not on the first page load), so a
 * screen-reader user hears where they are after each step change.
 */
export function StepHeading({
  children,
  level = 'h1',
  focusOnMount = true,
}: {
  children: ReactNode;
  level?: 'h1' | 'h2';
  focusOnMount?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const Tag = level;
  return (
    <Tag ref={ref} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-gray-900 focus:outline-none">
      {children}
    </Tag>
  );
}
