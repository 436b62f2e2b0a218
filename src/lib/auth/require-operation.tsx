import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ACCESS_DENIED_NOTIFICATION_DELAY_MS, notificationMessages, useNotifications } from '../notifications';
import { usePermissions, type OperationId } from './permissions';

/**
 * A page only for those who may call `operation` (permissions.ts): anyone else is sent to /app with the same
 * 'Error' / 'No access' notification an investor gets in an advisor area (spec 000 section 2), and the page
 * never renders (no request the server would refuse).
 */
export function RequireOperation({ operation, children }: { operation: OperationId; children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { isLoading, can } = usePermissions();
  const allowed = can(operation);
  const denied = !isLoading && !allowed;

  useEffect(() => {
    if (!denied) return;
    navigate('/app', { replace: true });
    // Not cleared on unmount: the page unmounts with this very navigation, the notification must still come.
    window.setTimeout(
      () =>
        notify({
          kind: 'error',
          title: intl.formatMessage(notificationMessages.errorTitle),
          message: intl.formatMessage(notificationMessages.accessDenied),
        }),
      ACCESS_DENIED_NOTIFICATION_DELAY_MS,
    );
  }, [denied, navigate, notify, intl]);

  return allowed ? children : null;
}
