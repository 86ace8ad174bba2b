// Layout rules: page title (spec 2), the server theme unless the user chose one,
// the guard's progress indicator after 120 ms (spec 4), swipe-back on mobile (spec 2).
import {
  GUARD_PROGRESS_DELAY_MS,
  MOBILE_BREAKPOINT_PX,
  pageTitle,
  shouldSwipeBack,
} from '@invest/domain';
import { useT } from '@invest/ui';
import { useEffect, useState } from 'react';
import { useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { applyTheme, effectiveTheme } from '../app/prefs';
import type { RouteHandle } from '../router';

export function usePageTitle(appName: string | undefined): void {
  const t = useT('web');
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.title ? t(`titles.${handle.title}`) : null;
  useEffect(() => {
    document.title = pageTitle(appName, title);
  }, [appName, title]);
}

export function useServerTheme(template: string | null | undefined): void {
  useEffect(() => {
    applyTheme(effectiveTheme(template));
  }, [template]);
}

/** True while a navigation has been pending for more than 120 ms. */
export function useDelayedNavigationProgress(): boolean {
  const navigation = useNavigation();
  // the pending navigation, identified by its target location
  const pending = navigation.state === 'idle' ? null : (navigation.location?.key ?? 'pending');
  const [late, setLate] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => setLate(pending), GUARD_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return pending !== null && late === pending;
}

export function useSwipeBack(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const touch = e.changedTouches[0];
      if (!start || !touch) return;
      const gesture = {
        dx: touch.clientX - start.x,
        dy: touch.clientY - start.y,
        path: pathname,
        isMobile: window.innerWidth < MOBILE_BREAKPOINT_PX,
      };
      start = null;
      if (shouldSwipeBack(gesture)) void navigate(-1);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, [navigate, pathname]);
}
