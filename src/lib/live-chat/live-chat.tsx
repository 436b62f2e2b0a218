import { useCurrentUser } from '../auth';
import { chatRunsOn, configuredOrigins, type LiveChatProvider } from './provider';
import { sandboxLiveChat } from './sandbox-chat';

/**
 * The signed-in area's live chat: only on the configured origins (VITE_LIVE_CHAT_ORIGINS, default the local
 * development origin), minimized, with the signed-in person's name and e-mail.
 */
export function LiveChat({
  provider = sandboxLiveChat,
  origin = window.location.origin,
  allowedOrigins = configuredOrigins(import.meta.env.VITE_LIVE_CHAT_ORIGINS as string | undefined),
}: {
  provider?: LiveChatProvider;
  origin?: string;
  allowedOrigins?: readonly string[];
}) {
  const { user, email } = useCurrentUser();
  if (!chatRunsOn(origin, allowedOrigins)) return null;
  const name = user ? `${user.firstName ?? ''} ${user.surname ?? ''}`.trim() || null : null;
  return <provider.Widget visitor={{ name, email: email ?? null }} startMinimized />;
}
