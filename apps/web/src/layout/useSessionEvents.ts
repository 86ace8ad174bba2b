// spec 8: unauthorised → 'Session expired. Please sign in again.' (at most once per 3 s), tokens
// cleared (by the client), back home; any other failure → a toast of its message.
import type { Session } from '@invest/api';
import { SESSION_EXPIRED_MESSAGE_THROTTLE_MS } from '@invest/domain';
import { useT } from '@invest/ui';
import { toastQueue } from '@invest/ui/Toast';
import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useApiErrorText } from '../app/apiErrors';

/**
 * `quiet`: while true, failures raise no toast (the startup overlay shows its checks'
 * failures itself, and a toast would sit over its buttons).
 */
export function useSessionEvents(session: Session, quiet?: RefObject<boolean>): void {
  const t = useT('web');
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  useEffect(() => {
    let lastExpiredAt = -Infinity;
    const offUnauthorized = session.on('unauthorized', () => {
      const now = Date.now();
      if (now - lastExpiredAt >= SESSION_EXPIRED_MESSAGE_THROTTLE_MS) {
        lastExpiredAt = now;
        toastQueue.add({ title: t('toasts.sessionExpired'), tone: 'warning' });
      }
      void navigate('/', { replace: true });
    });
    const offError = session.on('error', (error) => {
      // spec 8: a failure shows a toast of its message. 401s belong to the unauthorised flow,
      // and 4xx answers to a form are shown on that form (its fields and alert), so the toast
      // is for what no form shows: no answer (network, timeout), server faults and refusals
      if (!(error.status === 0 || error.status >= 500 || error.status === 403)) return;
      // the IP lookup is a diagnostic: the overlay and the /test page show its failure
      if (quiet?.current || error.requestName === 'geoLookup') return;
      toastQueue.add({ title: errorText(error), tone: 'error' });
    });
    return () => {
      offUnauthorized();
      offError();
    };
  }, [session, navigate, t, errorText, quiet]);
}
