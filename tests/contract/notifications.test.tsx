import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../src/lib/i18n';
import {
  DEFAULT_NOTIFICATION_DURATION_MS,
  NotificationsProvider,
  useNotifications,
  type NotificationInput,
} from '../../src/lib/notifications';

function Trigger({ input }: { input: NotificationInput }) {
  const { notify } = useNotifications();
  return (
    <button type="button" onClick={() => notify(input)}>
      notify
    </button>
  );
}

function renderWith(input: NotificationInput) {
  render(
    <LocaleProvider>
      <NotificationsProvider>
        <Trigger input={input} />
      </NotificationsProvider>
    </LocaleProvider>,
  );
  act(() => screen.getByRole('button', { name: 'notify' }).click());
}

describe('notifications', () => {
  afterEach(() => vi.useRealTimers());

  it('an error is an alert and closes by itself after the default 3000 ms', () => {
    vi.useFakeTimers();
    expect(DEFAULT_NOTIFICATION_DURATION_MS).toBe(3000);
    renderWith({ kind: 'error', title: 'Błąd', message: 'Brak dostępu' });

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Błąd');
    expect(alert.textContent).toContain('Brak dostępu');

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('other kinds are a status, honour their own duration, and close with the close button', () => {
    vi.useFakeTimers();
    renderWith({ kind: 'success', title: 'Zapisano', durationMs: 10_000 });

    expect(screen.getByRole('status').textContent).toContain('Zapisano');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).not.toBeNull();

    act(() => screen.getByRole('button', { name: 'Zamknij powiadomienie' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
