import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalKeys } from '../ui/use-modal-keys';
import { primaryButton, secondaryButton } from '../ui/styles';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the action runs: the buttons are disabled. */
  busy?: boolean;
  /** A destructive action gets a red confirm button. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (row actions): role="dialog" + aria-modal, named by its title and described by its text;
 * the focus moves in (to Cancel, the safe choice), Tab stays inside, Escape cancels, and the focus returns to
 * the element that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useModalKeys(panelRef, { open, onClose: onCancel, initialFocus: () => cancelRef.current });

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-gray-900/40 p-4">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="mt-2 text-sm text-gray-600">
            {children}
          </div>
        ) : null}
        <div className="mt-6 flex justify-end gap-3">
          <button ref={cancelRef} type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={destructive ? `${primaryButton} bg-red-700 hover:bg-red-800` : primaryButton}
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
