import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { focusRing } from '../ui/styles';

/** Default notification duration (see docs/product/constants.md). */
export const DEFAULT_NOTIFICATION_DURATION_MS = 3000;

/** Delay of the forbidden-area notification after the redirect (see docs/product/constants.md). */
export const ACCESS_DENIED_NOTIFICATION_DELAY_MS = 250;

export type NotificationKind = 'success' | 'info' | 'error';

export interface NotificationInput {
  kind?: NotificationKind;
  /** Already translated, e.g. 'Błąd'. */
  title: string;
  /** Already translated, e.g. 'Brak dostępu'. */
  message?: string;
  /** Milliseconds until it closes by itself; defaults to 3000. */
  durationMs?: number;
}

interface Notification extends Required<Omit<NotificationInput, 'message'>> {
  id: number;
  message?: string;
}

interface NotificationsApi {
  /** Shows a notification and returns its id. */
  notify: (input: NotificationInput) => number;
  dismiss: (id: number) => void;
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

/**
 * Toasts. Errors use role="alert" (announced at once), others role="status" (announced politely).
 * Each closes after its duration or with its close button.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);

  const notify = useCallback((input: NotificationInput) => {
    const id = nextId.current++;
    setItems((current) => [
      ...current,
      {
        id,
        kind: input.kind ?? 'info',
        title: input.title,
        message: input.message,
        durationMs: input.durationMs ?? DEFAULT_NOTIFICATION_DURATION_MS,
      },
    ]);
    return id;
  }, []);

  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <NotificationsContext value={api}>
      {children}
      {/* Bottom right, above the cookie banner: at the top they covered the header's language switch and logout. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-3 p-4 sm:items-end">
        {items.map((item) => (
          <Toast key={item.id} item={item} onClose={() => dismiss(item.id)} />
        ))}
      </div>
    </NotificationsContext>
  );
}

const KIND_STYLES: Record<NotificationKind, string> = {
  success: 'border-l-emerald-600',
  info: 'border-l-brand',
  error: 'border-l-red-600',
};

function Toast({ item, onClose }: { item: Notification; onClose: () => void }) {
  const intl = useIntl();
  // The latest onClose without restarting the timer on every parent render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => onCloseRef.current(), item.durationMs);
    return () => window.clearTimeout(timer);
  }, [item.durationMs]);

  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-l-4 border-gray-200 bg-white p-4 shadow-lg ${KIND_STYLES[item.kind]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-gray-900">{item.title}</p>
        {item.message ? <p className="mt-1 text-sm text-gray-600">{item.message}</p> : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        className={`-m-1 rounded-md p-1 text-gray-500 hover:text-gray-900 ${focusRing}`}
        aria-label={intl.formatMessage({ id: 'notifications.close', defaultMessage: 'Close notification' })}
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  );
}

export function useNotifications(): NotificationsApi {
  const api = use(NotificationsContext);
  if (!api) throw new Error('useNotifications must be used inside <NotificationsProvider>.');
  return api;
}

/** Titles and texts the spec names for notifications ('Błąd' / 'Brak dostępu'; see docs/product/routes.md). */
export const notificationMessages = defineMessages({
  errorTitle: { id: 'notifications.error.title', defaultMessage: 'Error' },
  accessDenied: { id: 'notifications.accessDenied', defaultMessage: 'No access' },
});

/**
 * Schedules the 'Błąd' / 'Brak dostępu' notification that follows a redirect out of a forbidden area, 250 ms
 * later (see docs/product/routes.md). Returns the timer id; the caller decides whether the timer outlives it.
 */
export function useAccessDeniedNotice(): () => number {
  const intl = useIntl();
  const { notify } = useNotifications();
  return useCallback(
    () =>
      window.setTimeout(
        () =>
          notify({
            kind: 'error',
            title: intl.formatMessage(notificationMessages.errorTitle),
            message: intl.formatMessage(notificationMessages.accessDenied),
          }),
        ACCESS_DENIED_NOTIFICATION_DELAY_MS,
      ),
    [intl, notify],
  );
}
