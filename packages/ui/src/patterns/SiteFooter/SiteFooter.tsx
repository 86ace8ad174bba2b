import {
  latencySignalBars,
  latencyTone,
  rateLatency,
  type LatencyRating,
  type LatencyToneToken,
} from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { Button as AriaButton } from 'react-aria-components';
import { cn, focusRing } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';

/**
 * spec 2 Header and footer: the year the spec's copyright line names (2025). Issue 11: the line
 * follows the company settings, else the current year; see `SiteFooterProps.copyrightYear`.
 */
export const COPYRIGHT_YEAR = 2025;

export interface SiteFooterProps {
  /** The company name of the copyright line (company info `co_name`). */
  companyName: string;
  /**
   * The measured average ping in ms, rated by the spec 9 latency rule; `null` is a failed
   * ping (offline). Leave it out while the first measurement runs ("Checking connection…").
   */
  latencyMs?: number | null;
  /** The user's locale setting as shown, e.g. "en-US". */
  locale: string;
  /** The user's time zone, e.g. "America/New_York". */
  timeZone: string;
  /** The language's name, e.g. "English". */
  language: string;
  /** Opens the cookie preference modal. */
  onOpenCookiePreferences: () => void;
  /**
   * Opens customer service (issue 11: the support chat, or the company's contact details). The
   * link shows only when given.
   */
  onOpenCustomerService?: () => void;
  /**
   * The copyright line's year: the company settings' year where they have one.
   * @default the current year
   */
  copyrightYear?: number;
  /** Extra classes for the root element. */
  className?: string;
}

const toneText: Record<LatencyToneToken, string> = {
  positive: 'text-positive',
  warning: 'text-warning',
  negative: 'text-negative',
  'text-muted': 'text-fg-muted',
};

const footerLink = cn(
  'cursor-default rounded-sm text-primary underline underline-offset-2 data-[hovered]:no-underline',
  focusRing,
);

/** Four rising bars, `filled` of them solid: the rating's shape besides its colour and text. */
function SignalBars({ filled }: { filled: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" data-filled={filled}>
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={1 + i * 4}
          y={12 - i * 3}
          width="2.5"
          height={3 + i * 3}
          rx="0.5"
          fill={i < filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1"
        />
      ))}
    </svg>
  );
}

/**
 * The site footer (spec 2 Header and footer): connection quality (rated as in spec 9, told by
 * text and signal bars as well as colour), the copyright line (the company's year, else the current one), customer service, locale, time zone and
 * language, and the cookie preferences button. Renders the `contentinfo` landmark.
 */
export function SiteFooter({
  companyName,
  latencyMs,
  locale,
  timeZone,
  language,
  onOpenCookiePreferences,
  onOpenCustomerService,
  copyrightYear,
  className,
}: SiteFooterProps) {
  const t = useT('shell');
  const common = useT('common');
  const rules = useT('rules');
  const uiLocale = useLocale();
  const checking = latencyMs === undefined;
  const rating: LatencyRating = checking ? 'offline' : rateLatency(latencyMs);
  // the time is shown beside a live rating; offline has none worth showing
  const ms = typeof latencyMs === 'number' && rating !== 'offline' ? latencyMs : undefined;

  return (
    <footer
      data-slot="site-footer"
      className={cn('border-t border-border bg-surface text-sm text-fg-muted', className)}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-3 py-4 md:flex-row md:flex-wrap md:items-center md:justify-between md:px-6">
        <p
          data-slot="connection"
          data-rating={checking ? undefined : rating}
          className={cn(
            'flex items-center gap-1.5 font-medium',
            checking ? 'text-fg-muted' : toneText[latencyTone[rating]],
          )}
        >
          <SignalBars filled={checking ? 0 : latencySignalBars[rating]} />
          {checking ? (
            t('footer.checking')
          ) : (
            <span>
              {t('footer.connection', { rating: rules(`latency.${rating}`) })}
              {ms !== undefined && (
                <span className="font-normal tabular-nums">
                  {` (${formatNumber(ms, uiLocale, { style: 'unit', unit: 'millisecond', unitDisplay: 'narrow' })})`}
                </span>
              )}
            </span>
          )}
        </p>

        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>{t('footer.locale', { value: locale })}</li>
          <li>{t('footer.timeZone', { value: timeZone })}</li>
          <li>{t('footer.language', { value: language })}</li>
        </ul>

        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <p>
            {common('copyright', {
              year: copyrightYear ?? new Date().getFullYear(),
              name: companyName,
            })}
          </p>
          {onOpenCustomerService && (
            <AriaButton
              onPress={onOpenCustomerService}
              data-slot="customer-service"
              className={footerLink}
            >
              {t('footer.customerService')}
            </AriaButton>
          )}
          <AriaButton onPress={onOpenCookiePreferences} className={footerLink}>
            {t('footer.cookiePreferences')}
          </AriaButton>
        </div>
      </div>
    </footer>
  );
}
