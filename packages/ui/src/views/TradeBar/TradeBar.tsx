import { useId, useState, type ReactNode, type Ref } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { Button, buttonVariants } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';

/** From this width the trade panel stands beside the quote; below it, in a bottom sheet (`md`). */
export const TRADE_PANEL_WIDE = '(min-width: 768px)';

export interface TradeBarProps {
  symbol: string;
  /** Opens the panel. */
  onPress?: () => void;
  /** The panel is on its way (its code loading): the bar shows it is busy. */
  isPending?: boolean;
  /** A ref to the bar's button. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The 'Trade AAPL' bar pinned to the bottom of the quote at phone widths, above the app's bottom
 * navigation (4rem and the safe area, which is fixed over it). Light on purpose: the quote page
 * draws it before the trade panel's code and texts are loaded (`TradeSlot`).
 */
export function TradeBar({ symbol, onPress, isPending, buttonRef }: TradeBarProps) {
  const t = useT('quote');
  return (
    <div
      data-slot="trade-bar"
      className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-4 border-t border-border bg-surface px-4 py-3"
    >
      <Button ref={buttonRef} fullWidth onPress={onPress} isPending={isPending}>
        {t('tradeBar', { symbol })}
      </Button>
    </div>
  );
}

export interface TradeCardProps {
  /** The card's heading, e.g. "Trade AAPL". */
  title: ReactNode;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** The card of the trade panel's place, named by its heading: the panel and the guest's card. */
export function TradeCard({ title, children, className, ref }: TradeCardProps) {
  const titleId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      data-slot="trade-panel"
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-5',
        className,
      )}
    >
      <h2 id={titleId} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface TradeGuestProps {
  symbol: string;
  /** The login page, coming back to this quote. */
  loginHref?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The trade panel's place for a visitor who is not logged in: what to do to trade. Light, like the
 * bar: a guest's quote page never loads the panel's code.
 */
export function TradeGuest({ symbol, loginHref, className, ref }: TradeGuestProps) {
  const t = useT('quote');
  return (
    <TradeCard title={t('tradeBar', { symbol })} className={className} ref={ref}>
      <EmptyState
        data-state="guest"
        title={t('tradeGuest.title')}
        description={t('tradeGuest.body', { symbol })}
        action={
          loginHref && (
            <AriaLink href={loginHref} className={buttonVariants({ variant: 'primary' })}>
              {t('tradeGuest.login')}
            </AriaLink>
          )
        }
      />
    </TradeCard>
  );
}

export interface TradeSlotProps {
  symbol: string;
  /** A visitor who is not logged in gets `TradeGuest` (on a phone, in place of the bar). */
  signedIn?: boolean;
  /** The login page, coming back to this quote. */
  loginHref?: string;
  /**
   * The trade panel (usually loaded on demand). `openSheet` is true when the client pressed the
   * phone's bar to get it: the sheet opens at once.
   */
  renderPanel: (options: { openSheet: boolean }) => ReactNode;
}

/**
 * The trade panel's place on the quote page. On a wide screen the panel itself. At phone widths
 * only the bar until the client presses it: a first visit on a phone loads neither the panel's
 * code nor its texts for a sheet nobody opened (the quote is what the phone shows first).
 */
export function TradeSlot({ symbol, signedIn = true, loginHref, renderPanel }: TradeSlotProps) {
  const wide = useMediaQuery(TRADE_PANEL_WIDE, true);
  const [asked, setAsked] = useState(false);
  if (!signedIn) return <TradeGuest symbol={symbol} loginHref={loginHref} />;
  if (wide || asked) return renderPanel({ openSheet: asked && !wide });
  return <TradeBar symbol={symbol} onPress={() => setAsked(true)} />;
}
