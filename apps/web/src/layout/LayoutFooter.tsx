// spec 2 'Header and footer': the footer with its own data (the company's name, the connection's
// round trip), so that their answers re-render the footer alone, not the whole layout and the
// page's frame; it re-renders with the layout only when its props change (memo).
import { useCompany } from '@invest/api/hooks';
import { getLocaleInfo } from '@invest/i18n';
import { useLocale } from '@invest/ui';
import { SiteFooter } from '@invest/ui/SiteFooter';
import { memo } from 'react';
import { useApp } from '../app/context';
import { paths } from '../paths';
import { useConnectionQuality } from './useConnectionQuality';

/** The footer's legal links and the connection status's details page. */
const footerLinks = {
  about: paths.about,
  privacy: paths.privacy,
  cookiePolicy: paths.cookie,
  connection: paths.test,
  // the themes and the language, for guests too (the settings page is public)
  appearance: paths.settings,
};

export const LayoutFooter = memo(function LayoutFooter({
  timeZone,
  onOpenCookiePreferences,
  onOpenCustomerService,
}: {
  timeZone: string;
  onOpenCookiePreferences: () => void;
  onOpenCustomerService: () => void;
}) {
  const { services } = useApp();
  const locale = useLocale();
  const company = useCompany();
  const latency = useConnectionQuality(services.client);
  return (
    <SiteFooter
      companyName={(company.data?.co_name ?? '').replace(/\.$/, '')}
      latencyMs={latency}
      locale={locale}
      timeZone={timeZone}
      language={getLocaleInfo(locale)?.name ?? locale}
      links={footerLinks}
      onOpenCookiePreferences={onOpenCookiePreferences}
      onOpenCustomerService={onOpenCustomerService}
    />
  );
});
