import { formatDateTime } from '@invest/i18n';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import type { Loadable, SecurityPlace } from './types';

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

/** "Berlin, Germany" (the country named in the user's language), "Local network", or unknown. */
export function usePlace() {
  const t = useT('security');
  const locale = useLocale();
  return (place: SecurityPlace | null | undefined) => {
    if (!place) return t('devices.unknownPlace');
    if (place.local) return t('devices.localNetwork');
    let country = place.country;
    try {
      country =
        new Intl.DisplayNames([locale], { type: 'region' }).of(place.country_code) ?? country;
    } catch {
      // an unknown code keeps the English name
    }
    if (!country) return t('devices.unknownPlace');
    return place.city ? t('devices.place', { city: place.city, country }) : country;
  };
}
