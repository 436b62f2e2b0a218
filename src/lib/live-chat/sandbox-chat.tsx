import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { primaryButton, secondaryButton } from '../ui/styles';
import type { LiveChatProvider, LiveChatWidgetProps } from './provider';

/**
 * The offline sandbox: a chat button that opens a small window naming the visitor it was given. Nothing leaves
 * the browser; the window says so.
 */
function SandboxChatWidget({ visitor, startMinimized }: LiveChatWidgetProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(!startMinimized);
  const title = intl.formatMessage({ id: 'liveChat.title', defaultMessage: 'Chat with us' });
  return (
    <aside aria-label={title} className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2">
      {open ? (
        <div
          id="live-chat-window"
          className="w-72 rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-800 shadow-lg"
        >
          <p className="font-semibold text-gray-900">{title}</p>
          <p className="mt-2" data-testid="live-chat-visitor">
            {visitor.name ?? ''}
            {visitor.name && visitor.email ? ' · ' : ''}
            {visitor.email ?? ''}
          </p>
          <p className="mt-2 text-gray-700">
            <FormattedMessage
              id="liveChat.sandbox"
              defaultMessage="Test chat: messages are not sent to anyone. A consultant will be here once the chat is connected."
            />
          </p>
          <button type="button" className={`${secondaryButton} mt-3 px-3 py-1.5`} onClick={() => setOpen(false)}>
            <FormattedMessage id="liveChat.minimize" defaultMessage="Minimize the chat" />
          </button>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? 'live-chat-window' : undefined}
        className={`${primaryButton} rounded-full px-4 py-2 shadow-lg`}
        onClick={() => setOpen((now) => !now)}
      >
        {title}
      </button>
    </aside>
  );
}

export const sandboxLiveChat: LiveChatProvider = { name: 'sandbox', Widget: SandboxChatWidget };
