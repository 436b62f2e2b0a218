import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccessDeniedNotice } from '../notifications';
import { usePermissions, type OperationId } from './permissions';

/**
 * A page only for those who may call `operation` (permissions.ts): anyone else is sent to /app with the same
 * 'Error' / 'No access' notification an investor gets in an advisor area (see docs/product/routes.md), and the page
 * never renders (no request the server would refuse).
 */
export function RequireOperation({ operation, children }: { operation: OperationId; children: ReactNode }) {
  const navigate = useNavigate();
  const noticeAccessDenied = useAccessDeniedNotice();
  const { isLoading, can } = usePermissions();
  const allowed = can(operation);
  const denied = !isLoading && !allowed;

  useEffect(() => {
    if (!denied) return;
    navigate('/app', { replace: true });
    // Not cleared on unmount: the page unmounts with this very navigation, the notification must still come.
    noticeAccessDenied();
  }, [denied, navigate, noticeAccessDenied]);

  return allowed ? children : null;
}
