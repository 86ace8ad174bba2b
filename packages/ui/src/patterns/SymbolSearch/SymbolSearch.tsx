import type { StockSearchResult } from '@invest/domain';
import { useMemo } from 'react';
import {
  Autocomplete,
  Button as AriaButton,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  SearchField,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { fieldStack, groupInput, inputGroup } from '../../lib/field';
import { useT } from '../../lib/i18n';
import { CloseIcon } from '../../lib/icons';
import { Modal } from '../../primitives/Dialog';
import { ErrorState } from '../../primitives/ErrorState';
import { SearchIcon } from '../AppShell/shellIcons';
import { focusRingInset } from '../../lib/focusRing';
import { GuestLimitPrompt } from '../GuestLimitPrompt';
import { ResultRow } from './ResultRow';
import { SearchStatusText } from './SearchStatusText';
import { WatchStar } from './WatchStar';

/**
 * Where the search stands: `idle` (nothing typed yet), `loading`, `error` (the call failed),
 * `empty` (no match), `ready` (results to show), `unavailable` (the stock-data service is
 * not set up yet, a lasting state rather than a failure), or `guestLimit` (the server refused a
 * guest's search at the daily limit, spec 6).
 */
export type SymbolSearchStatus =
  'idle' | 'loading' | 'error' | 'empty' | 'ready' | 'unavailable' | 'guestLimit';

/** spec 3 Stock search result (from `@invest/domain`). */
export type SymbolSearchResult = StockSearchResult;

export interface SymbolSearchProps {
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (Escape, close button, outside press, a choice). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The text in the search field. */
  query: string;
  /** Called on every change of the text; the app debounces and searches. */
  onQueryChange: (query: string) => void;
  /** The results to list while `status` is `ready`. */
  results: readonly SymbolSearchResult[];
  /** Where the search stands. */
  status: SymbolSearchStatus;
  /**
   * Called with the chosen result (click, or Enter on the highlighted one); the dialog then
   * closes. spec 2: the app opens the quote page with its symbol, market and country.
   */
  onSelect: (result: SymbolSearchResult) => void;
  /** Shows a "Try again" button in the `error` state. */
  onRetry?: () => void;
  /** Log in, from the `guestLimit` state (the app goes to the login page, back here after). */
  onLogin?: () => void;
  /**
   * The listings on the client's watchlist. With `onWatchChange`, each result
   * gets a star that adds it or removes it (signed-in clients only, spec 6).
   */
  watched?: readonly { symbol: string; market: string }[];
  /** Add (`true`) or remove (`false`) a result on the watchlist; the stars show when given. */
  onWatchChange?: (result: SymbolSearchResult, watched: boolean) => void;
  /**
   * spec 6: the watchlist needs a log-in; a guest sees this hint under the results instead of
   * the stars. @default false
   */
  watchLoginHint?: boolean;
  /**
   * The dialog's title, when the search serves another purpose than opening a quote (the news
   * page's "Filter by stock"). @default the header search's "Search symbols"
   */
  title?: string;
}

/** A result's identity: the same symbol can list on several markets and in several countries. */
const resultKey = (r: SymbolSearchResult) => `${r.country}:${r.market}:${r.symbol}`;

/**
 * The header's symbol search (spec 2 Header and footer) in a modal dialog: a search field
 * over a list of results. Arrow keys move through the results while typing; Enter or a click
 * chooses one. The app owns the query, the search call and its status.
 */
export function SymbolSearch({
  isOpen,
  defaultOpen,
  onOpenChange,
  query,
  onQueryChange,
  results,
  status,
  onSelect,
  onRetry,
  onLogin,
  watched,
  onWatchChange,
  watchLoginHint = false,
  title,
}: SymbolSearchProps) {
  const t = useT('shell');
  const tw = useT('watchlist');
  const watchedKeys = useMemo(
    () => new Set((watched ?? []).map((w) => `${w.market}:${w.symbol}`)),
    [watched],
  );
  const items = useMemo(
    () => (status === 'ready' ? results.map((r) => ({ id: resultKey(r), result: r })) : []),
    [status, results],
  );

  return (
    <Modal
      title={title ?? t('search.title')}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      data-slot="symbol-search"
    >
      {({ close }) => (
        <Autocomplete inputValue={query} onInputChange={onQueryChange}>
          <SearchField
            // the dialog opens to type into: focus starts in the field
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className={cn('group', fieldStack, 'mb-3')}
          >
            <Label className="text-sm font-medium text-fg">{t('search.label')}</Label>
            <div className={inputGroup}>
              <span aria-hidden="true" className="ps-3 text-fg-muted">
                <SearchIcon className="size-4" />
              </span>
              <Input
                placeholder={t('search.placeholder')}
                className={cn(groupInput, '[&::-webkit-search-cancel-button]:hidden')}
              />
              <AriaButton
                className={cn(
                  'me-1 flex size-8 items-center justify-center rounded-md text-fg-muted group-data-[empty]:hidden data-[hovered]:bg-surface-sunken [&_svg]:size-3.5',
                  focusRingInset,
                )}
              >
                <CloseIcon />
              </AriaButton>
            </div>
          </SearchField>

          {/* announced politely as the state changes: searching, n results, no results, ... */}
          <div role="status" data-slot="search-status" data-status={status}>
            <SearchStatusText status={status} query={query} count={results.length} />
          </div>
          {status === 'error' && (
            <ErrorState
              title={t('search.error')}
              description={t('search.errorHint')}
              onRetry={onRetry}
            />
          )}

          {status === 'guestLimit' && (
            // spec 6: 'Daily guest limit reached, log in to continue' with a log-in action
            <GuestLimitPrompt
              variant="inline"
              quota="search"
              onLogin={() => {
                close();
                onLogin?.();
              }}
            />
          )}

          {/*
            The stars sit beside the options, not inside them (an option holds no control): two
            columns whose rows line up through a subgrid, so the listbox keeps its virtual focus
            from the field and each star is a button of its own in the tab order.
          */}
          <div
            data-slot="search-results"
            className={cn(
              'grid grid-cols-[minmax(0,1fr)_auto] gap-x-1 gap-y-0.5',
              status !== 'ready' && 'hidden',
            )}
          >
            <ListBox
              aria-label={t('search.results')}
              items={items}
              style={{ gridRow: `1 / span ${Math.max(items.length, 1)}` }}
              // one column as wide as the dialog: a long name truncates instead of widening it
              className="col-start-1 grid min-w-0 grid-cols-[minmax(0,1fr)] grid-rows-subgrid outline-none"
            >
              {({ id, result }) => (
                <ListBoxItem
                  id={id}
                  textValue={`${result.symbol} ${result.name}`}
                  onAction={() => {
                    onSelect(result);
                    close();
                  }}
                  className={cn(
                    'flex cursor-default items-center gap-3 rounded-md px-2 py-2 data-[focused]:bg-surface-sunken data-[hovered]:bg-surface-sunken',
                    focusRingInset,
                  )}
                >
                  <ResultRow result={result} />
                </ListBoxItem>
              )}
            </ListBox>
            {onWatchChange && items.length > 0 && (
              <div
                data-slot="watch-stars"
                style={{ gridRow: `1 / span ${items.length}` }}
                className="col-start-2 grid grid-rows-subgrid"
              >
                {items.map(({ id, result }) => (
                  <div key={id} className="flex items-center">
                    <WatchStar
                      symbol={result.symbol}
                      isWatched={watchedKeys.has(`${result.market}:${result.symbol}`)}
                      onChange={(next) => onWatchChange(result, next)}
                    />
                  </div>
                ))}
              </div>
            )}
          </div>
          {watchLoginHint && !onWatchChange && status === 'ready' && (
            <p data-slot="watch-login-hint" className="mt-2 text-center text-xs text-fg-muted">
              {tw('loginHint')}
            </p>
          )}
        </Autocomplete>
      )}
    </Modal>
  );
}
