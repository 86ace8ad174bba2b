import { cn } from '../../lib/cn';

export interface BrandProps {
  /** The app name (tenant setting `app_name`), the wordmark's text. */
  appName: string;
  /**
   * The tenant's logo image (setting `web_logo`). Without it the designed default mark is drawn
   * in the theme's primary colour.
   */
  logoSrc?: string;
  /**
   * Show the mark only, with the app name as its accessible name (a narrow header).
   * @default false
   */
  markOnly?: boolean;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * The default mark: a rising line on a tile of the theme's primary colour and
 * corner radius, so it follows every theme (square in abs, round in neo).
 * apps/web/public/favicon.svg draws the same shape for stand.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="brand-mark"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-fg',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8">
        <path
          d="M7.5 21.5 13 15.5l4 3.5 7.5-8.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="24.5" cy="10.5" r="2.25" fill="currentColor" />
      </svg>
    </span>
  );
}

/**
 * The brand: the tenant's logo (`web_logo`) or the default mark, beside the
 * app name set as a wordmark in the theme's display face.
 */
export function Brand({ appName, logoSrc, markOnly = false, className }: BrandProps) {
  return (
    <span
      data-slot="brand"
      className={cn('flex min-w-0 items-center gap-2', className)}
      aria-label={markOnly ? appName : undefined}
      role={markOnly ? 'img' : undefined}
    >
      {logoSrc ? (
        <img
          src={logoSrc}
          alt=""
          data-slot="brand-logo"
          className="size-8 shrink-0 rounded-md object-contain"
        />
      ) : (
        <BrandMark />
      )}
      {!markOnly && (
        <span
          data-slot="wordmark"
          className="truncate font-display text-lg leading-none font-bold tracking-tight text-fg"
        >
          {appName}
        </span>
      )}
    </span>
  );
}
