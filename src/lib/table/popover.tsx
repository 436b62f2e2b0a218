import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { focusRing } from '../ui/styles';

interface PopoverProps {
  /** The button's content (visible text). */
  label: ReactNode;
  /** Accessible name of the button when `label` alone is not enough. */
  ariaLabel?: string;
  buttonClassName?: string;
  children: ReactNode;
  align?: 'left' | 'right';
}

/**
 * A disclosure: a button (aria-expanded, aria-controls) and a panel under it. Escape closes it and gives the
 * focus back to the button; a click outside closes it.
 */
export function Popover({ label, ariaLabel, buttonClassName, children, align = 'left' }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative inline-block">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
        className={
          buttonClassName ??
          `inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 ${focusRing}`
        }
      >
        {label}
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 text-gray-500">
          <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      <div
        id={id}
        hidden={!open}
        className={`absolute z-20 mt-2 min-w-56 rounded-lg border border-gray-200 bg-white p-3 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
      >
        {children}
      </div>
    </div>
  );
}
