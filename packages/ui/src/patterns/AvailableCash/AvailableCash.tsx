import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';

/** One currency account's available cash (a decimal string). */
export interface AvailableCashAccount {
  currency: string;
  available: string;
}

export interface AvailableCashProps {
  /** The figures are loading, failed or here. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** The available cash of each currency account, as the server holds it. */
  accounts?: readonly AvailableCashAccount[];
  /**
   * The available cash of every account in the client's display currency, as the server sums it
   * (other currencies at its mid rate, in decimals).
   */
  total?: AvailableCashAccount;
  /** Load the figures again after an error. */
  onRetry?: () => void;
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered `HTMLElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLElement>;
}

const isZero = (v: string) => /^-?0*(\.0*)?$/.test(v);

/**
 * What the client can spend now: the available cash in total (marked "≈" when other currencies
 * were converted into it) and per currency. The money screens show it in their header and the
 * dashboard beside the portfolio, so nobody has to guess their buying power.
 */
export function AvailableCash({
  status = 'ready',
  accounts = [],
  total,
  onRetry,
  className,
  ref,
}: AvailableCashProps) {
  const t = useT('money');
  const held = accounts.filter((a) => !isZero(a.available));
  // the total is converted when cash in another currency went into it
  const converted = total !== undefined && held.some((a) => a.currency !== total.currency);
  return (
    <section
      ref={ref}
      aria-label={t('cash.title')}
      aria-busy={status === 'loading' ? true : undefined}
      data-slot="available-cash"
      data-status={status}
      className={cn(
        'flex flex-wrap items-baseline gap-x-6 gap-y-2 rounded-md bg-surface-sunken px-4 py-3',
        className,
      )}
    >
      <div className="flex flex-col gap-0.5">
        <span className="text-xs text-fg-muted">{t('cash.title')}</span>
        {status === 'loading' ? (
          <Skeleton lines={1} />
        ) : status === 'error' || total === undefined ? (
          <span role="alert" className="flex flex-wrap items-center gap-2 text-sm text-fg">
            {t('cash.failed')}
            {onRetry && (
              <Button variant="secondary" size="sm" onPress={onRetry}>
                {t('cash.retry')}
              </Button>
            )}
          </span>
        ) : (
          <span data-slot="available-cash-total" className="text-lg font-semibold text-fg">
            {converted && (
              <span aria-label={t('cash.approximately')} title={t('cash.approximately')}>
                ≈{' '}
              </span>
            )}
            <Amount value={total.available} currency={total.currency} />
          </span>
        )}
      </div>
      {status === 'ready' && total !== undefined && (held.length > 1 || converted) && (
        <ul aria-label={t('cash.perCurrency')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {held.map((a) => (
            <li key={a.currency} className="flex items-baseline gap-1.5">
              {/* the amount shows its currency (a code or a symbol); the code is for listeners */}
              <span className="sr-only">{a.currency}</span>
              <Amount value={a.available} currency={a.currency} className="text-fg" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
