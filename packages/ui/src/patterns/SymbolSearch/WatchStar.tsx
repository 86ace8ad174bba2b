import { ToggleButton } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { useT } from '../../lib/i18n';

/**
 * A listing's watchlist toggle, a star that is pressed while the listing is on
 * the watchlist. Its name says what a press does ("Add AAPL to watchlist" / "Remove AAPL from
 * watchlist"); `aria-pressed` says where it stands.
 */
export function WatchStar({
  symbol,
  isWatched,
  onChange,
}: {
  symbol: string;
  isWatched: boolean;
  onChange: (watched: boolean) => void;
}) {
  const t = useT('watchlist');
  return (
    <ToggleButton
      isSelected={isWatched}
      onChange={onChange}
      aria-label={t(isWatched ? 'remove' : 'add', { symbol })}
      data-slot="watch-star"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-md text-fg-muted data-[hovered]:bg-surface-raised data-[selected]:text-primary',
        focusRing,
      )}
    >
      {({ isSelected }) => (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill={isSelected ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinejoin="round"
        >
          <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8Z" />
        </svg>
      )}
    </ToggleButton>
  );
}
