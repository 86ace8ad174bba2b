import { formatDateTime } from '@invest/i18n';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import type { Loadable } from './types';

/** The loading skeleton, the error with a retry, or the content of a loaded section. */
export function SectionBody<T>({
  section,
  errorTitle,
  lines = 3,
  children,
}: {
  section: Loadable<T>;
  errorTitle: string;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  if (section.data !== undefined) return <>{children(section.data)}</>;
  if (section.error !== undefined)
    return (
      <ErrorState
        className="py-4"
        title={errorTitle}
        description={section.error}
        onRetry={section.onRetry}
      />
    );
  return <Skeleton lines={lines} />;
}

/** "Chrome 131 on macOS", with words for what the user agent did not tell. */
export function useDeviceName() {
  const t = useT('security');
  return (d: { browser?: string | null; os?: string | null }) =>
    t('devices.deviceName', {
      browser: d.browser || t('devices.unknownBrowser'),
      os: d.os || t('devices.unknownOs'),
    });
}

/** A date and time in the user's locale and zone. */
export function useWhen(timeZone?: string) {
  const locale = useLocale();
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (iso: string) => formatDateTime(iso, locale, zone);
}
