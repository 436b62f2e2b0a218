import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalKeysOptions {
  /** Whether the dialog is shown (default true: a dialog mounted only while open). */
  open?: boolean;
  /** Escape's action. */
  onClose: () => void;
  /** While true Escape does nothing (e.g. while sending). */
  blocked?: boolean;
  /** Where the focus goes when the dialog opens; default the panel's first focusable element. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * The keyboard of every modal dialog: the focus moves into it, Escape closes (not while blocked), Tab stays inside
 * the panel, and when the dialog goes the focus returns to the element that opened it.
 */
export function useModalKeys(panelRef: RefObject<HTMLDivElement | null>, options: ModalKeysOptions): void {
  const { open = true } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initial = latest.current.initialFocus
      ? latest.current.initialFocus()
      : panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    initial?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (latest.current.blocked) return;
        event.preventDefault();
        latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!panelRef.current.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panelRef]);
}
