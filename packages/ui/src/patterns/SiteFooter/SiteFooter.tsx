import {
  latencyTone,
  rateLatency,
  type LatencyRating,
  type LatencyToneToken,
} from '@invest/domain';
import { useId, type ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { cn, focusRing } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/**
 * spec 2 Header and footer: the year the copyright line names (2025), not the year of today's
 * date; `SiteFooterProps.copyrightYear` sets another.
 */
export const COPYRIGHT_YEAR = 2025;

export interface SiteFooterLinks {
  /** About us. */
  about: string;
  /** The privacy policy. */
  privacy: string;
  /** The cookie policy. */
  cookiePolicy: string;
  /** The connection test with the measured details (spec 9: /test). */
  connection: string;
  /**
   * The themes and the language (the settings page): the way in for guests, who have no side
   * menu. Left out when absent.
   */
  appearance?: string;
}

export interface SiteFooterProps {
  /** The company name of the copyright line (company info `co_name`). */
  companyName: string;
  /**
   * The measured average ping in ms, rated by the spec 9 latency rule; `null` is a failed
   * ping (offline). Leave it out while the first measurement runs ("Checking connection…").
   * Only the rating is shown: the milliseconds are on the connection test page.
   */
  latencyMs?: number | null;
  /** The user's locale setting, e.g. "en-US" (the `lang` of the language name). */
  locale: string;
  /** The user's time zone, e.g. "America/New_York". */
  timeZone: string;
  /** The language's name, e.g. "English (US)". */
  language: string;
  /**
   * Where the legal links and the connection status lead (react-aria links: inside a
   * `RouterProvider` they navigate on the client). Without it the status is plain text and the
   * legal links are left out.
   */
  links?: SiteFooterLinks;
  /** Opens the cookie preference modal. */
  onOpenCookiePreferences: () => void;
  /**
   * Opens customer service (the support chat, or the company's contact details). The
   * link shows only when given.
   */
  onOpenCustomerService?: () => void;
  /**
   * The copyright line's year, for a company whose line names another.
   * @default COPYRIGHT_YEAR (2025, spec 2)
   */
  copyrightYear?: number;
  /** Extra classes for the root element. */
  className?: string;
}

const toneDot: Record<LatencyToneToken, string> = {
  'signal-excellent': 'bg-signal-excellent',
  'signal-good': 'bg-signal-good',
  warning: 'bg-warning',
  negative: 'bg-negative',
  'text-muted': 'bg-fg-muted',
};

// joined, not merged with `cn` when the module loads: no class of it sets a property another sets
const footerLink = `cursor-default rounded-sm text-fg-muted underline-offset-2 data-[hovered]:text-fg data-[hovered]:underline ${focusRing}`;

function LinkGroup({ label, children }: { label?: string; children: ReactNode }) {
  return label ? (
    <nav aria-label={label} data-slot="footer-links">
      {children}
    </nav>
  ) : (
    <div data-slot="footer-links">{children}</div>
  );
}

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
    >
      <circle cx="8" cy="8" r="6.25" />
      <path d="M1.75 8h12.5M8 1.75c1.7 1.8 2.5 3.9 2.5 6.25S9.7 12.45 8 14.25C6.3 12.45 5.5 10.35 5.5 8S6.3 3.55 8 1.75Z" />
    </svg>
  );
}

/**
 * The site footer (spec 2 Header and footer): the company and its copyright
 * line, legal links (about, privacy, cookie policy), customer service and cookie preferences;
 * then a small connection status (a dot and the spec 9 rating in words, never colour alone,
 * linking to the connection test where the measured details are) and the language, locale and
 * time zone in use. Renders the `contentinfo` landmark.
 */
export function SiteFooter({
  companyName,
  latencyMs,
  locale,
  timeZone,
  language,
  links,
  onOpenCookiePreferences,
  onOpenCustomerService,
  copyrightYear,
  className,
}: SiteFooterProps) {
  const t = useT('shell');
  const common = useT('common');
  const rules = useT('rules');
  const detailsId = useId();
  const checking = latencyMs === undefined;
  const rating: LatencyRating = checking ? 'offline' : rateLatency(latencyMs);
  const status = (
    <>
      <span
        aria-hidden="true"
        data-slot="connection-dot"
        className={cn(
          'size-2 shrink-0 rounded-full',
          checking ? 'bg-border-strong' : toneDot[latencyTone[rating]],
          checking && 'motion-safe:animate-pulse',
        )}
      />
      {checking
        ? t('footer.checking')
        : t('footer.connection', { rating: rules(`latency.${rating}`) })}
    </>
  );

  return (
    <footer
      data-slot="site-footer"
      className={cn('border-t border-border bg-surface text-label text-fg-muted', className)}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-3 py-6 md:px-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="flex flex-col gap-1">
            {/* the line is there (one line tall) before the company's name has loaded, so the
                footer keeps its height when it comes: at the bottom of a short page (AppShell's
                sticky footer) a taller footer would shift up (CLS) */}
            <p data-slot="company" className="min-h-[1lh] text-card-title text-fg">
              {companyName}
            </p>
            <p className="text-caption">
              {common('copyright', {
                year: copyrightYear ?? COPYRIGHT_YEAR,
                name: companyName,
              })}
            </p>
          </div>

          {/* a navigation landmark when it holds links, else a plain group of buttons */}
          <LinkGroup label={links ? t('footer.legal') : undefined}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {links && (
                <>
                  <li>
                    <AriaLink href={links.about} className={footerLink}>
                      {t('footer.about')}
                    </AriaLink>
                  </li>
                  <li>
                    <AriaLink href={links.privacy} className={footerLink}>
                      {t('footer.privacy')}
                    </AriaLink>
                  </li>
                  <li>
                    <AriaLink href={links.cookiePolicy} className={footerLink}>
                      {t('footer.cookiePolicy')}
                    </AriaLink>
                  </li>
                </>
              )}
              <li>
                <AriaButton onPress={onOpenCookiePreferences} className={footerLink}>
                  {t('footer.cookiePreferences')}
                </AriaButton>
              </li>
              {onOpenCustomerService && (
                <li>
                  <AriaButton
                    onPress={onOpenCustomerService}
                    data-slot="customer-service"
                    className={footerLink}
                  >
                    {t('footer.customerService')}
                  </AriaButton>
                </li>
              )}
            </ul>
          </LinkGroup>
        </div>

        <div className="flex flex-col gap-2 border-t border-border pt-4 text-caption sm:flex-row sm:items-center sm:justify-between">
          {links ? (
            <>
              <span id={detailsId} hidden>
                {t('footer.connectionDetails')}
              </span>
              <AriaLink
                href={links.connection}
                data-slot="connection"
                data-rating={checking ? undefined : rating}
                aria-describedby={detailsId}
                className={cn('inline-flex items-center gap-2 self-start', footerLink)}
              >
                {status}
              </AriaLink>
            </>
          ) : (
            <p
              data-slot="connection"
              data-rating={checking ? undefined : rating}
              className="inline-flex items-center gap-2"
            >
              {status}
            </p>
          )}
          <p data-slot="region" className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
            <GlobeIcon />
            <span className="sr-only">{t('footer.region')}</span>
            {links?.appearance && (
              <>
                <AriaLink href={links.appearance} data-slot="appearance" className={footerLink}>
                  {t('footer.appearance')}
                </AriaLink>
                <span aria-hidden="true">·</span>
              </>
            )}
            <span lang={locale}>{language}</span>
            <span aria-hidden="true">·</span>
            <span>{timeZone}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
