import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalKeys } from '../../lib/ui/use-modal-keys';

/**
 * A modal dialog holding a form (the product form): role="dialog" + aria-modal, named by its title; the focus
 * moves to the first field, Tab stays inside, Escape closes, and the focus returns to the opener.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalKeys(panelRef, { open, onClose });
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-gray-900/40 p-4 sm:items-center">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="my-8 w-full max-w-2xl rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="mb-4 text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
