import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { focusRing } from '../ui/styles';

export type RowAction =
  | { id: string; label: string; to: string; destructive?: boolean }
  | { id: string; label: string; onSelect: () => void; destructive?: boolean };

interface RowActionsMenuProps {
  /** Accessible name of the button, e.g. "Actions: Anna Nowak". */
  label: string;
  actions: RowAction[];
}

const MENU_WIDTH_PX = 240;

/**
 * One compact button per table row opening a menu of its actions (WAI-ARIA menu button): Enter, Space or
 * ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move, Escape closes and gives
 * the focus back to the button, Tab or a click outside closes. The menu is portalled with a fixed position, so the
 * table's scrolling container never clips it. With no action, nothing is rendered.
 */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const initialFocus = useRef<'first' | 'last'>('first');

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    const rect = buttonRef.current.getBoundingClientRect();
    setPosition({
      top: rect.bottom + 4,
      left: Math.max(8, Math.min(rect.right - MENU_WIDTH_PX, window.innerWidth - MENU_WIDTH_PX - 8)),
    });
  }, [open]);

  useEffect(() => {
    if (!open || !position) return;
    const list = items();
    (initialFocus.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    // The menu is fixed to where the button was: scrolling or resizing that moves the button closes it rather than
    // leaving it behind. A scroll that leaves the button in place does not (the scroll that brought the button into
    // view, e.g. the table's horizontal scroll on focus, is reported only after the click that opened the menu).
    const anchor = buttonRef.current?.getBoundingClientRect();
    const onMove = () => {
      const now = buttonRef.current?.getBoundingClientRect();
      if (!anchor || !now || Math.abs(now.top - anchor.top) > 1 || Math.abs(now.left - anchor.left) > 1) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open, position]);

  if (actions.length === 0) return null;

  const openAt = (focus: 'first' | 'last') => {
    initialFocus.current = focus;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const itemClass = (destructive?: boolean) =>
    `block w-full px-4 py-2 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 focus:outline-none ${
      destructive ? 'text-red-700' : 'text-gray-800'
    }`;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex size-9 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 ${focusRing}`}
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
          <path d="M10 3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm0 5.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm1.5 7a1.5 1.5 0 1 0-3 0 1.5 1.5 0 0 0 3 0Z" />
        </svg>
      </button>
      {open
        ? createPortal(
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              tabIndex={-1}
              aria-label={label}
              onKeyDown={onMenuKeyDown}
              style={{ top: position?.top ?? 0, left: position?.left ?? 0, width: MENU_WIDTH_PX }}
              className={`fixed z-40 rounded-lg border border-gray-200 bg-white py-1 shadow-lg ${position ? '' : 'invisible'}`}
            >
              {actions.map((action) =>
                'to' in action ? (
                  <Link
                    key={action.id}
                    to={action.to}
                    role="menuitem"
                    tabIndex={-1}
                    className={itemClass(action.destructive)}
                  >
                    {action.label}
                  </Link>
                ) : (
                  <button
                    key={action.id}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={itemClass(action.destructive)}
                    onClick={() => {
                      close(true);
                      action.onSelect();
                    }}
                  >
                    {action.label}
                  </button>
                ),
              )}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
