export {
  ACCESS_DENIED_NOTIFICATION_DELAY_MS,
  DEFAULT_NOTIFICATION_DURATION_MS,
  NotificationsProvider,
  notificationMessages,
  useAccessDeniedNotice,
  useNotifications,
  type NotificationInput,
  type NotificationKind,
} from './notifications-provider';
