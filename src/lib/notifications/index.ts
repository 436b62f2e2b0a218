export {
  DEFAULT_NOTIFICATION_DURATION_MS,
  NotificationsProvider,
  notificationMessages,
  useNotifications,
  type NotificationInput,
  type NotificationKind,
} from './notifications-provider';
