export { LiveChat } from './live-chat';
export { sandboxLiveChat } from './sandbox-chat';
export {
  chatRunsOn,
  configuredOrigins,
  DEFAULT_LIVE_CHAT_ORIGINS,
  type LiveChatProvider,
  type LiveChatVisitor,
  type LiveChatWidgetProps,
} from './provider';
