import { useEffect, useEffectEvent } from 'react';

/**
 * spec 2 Header and footer: the search opens with Cmd+K on a Mac, Ctrl+K elsewhere. True for
 * the key press that should open the symbol search.
 */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>,
  isMac: boolean,
): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  return isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

/** spec 2: Cmd+K (Mac) / Ctrl+K anywhere on the page opens the symbol search. */
export function useSearchShortcut(isMac: boolean, onOpenSearch: (() => void) | undefined) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.repeat || !onOpenSearch || !isSearchShortcut(event, isMac)) return;
    event.preventDefault();
    onOpenSearch();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
