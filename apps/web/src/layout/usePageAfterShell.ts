// The app's first render commits the shell's frame (header, tab bar) alone, and the page with
// the footer in the next task's commit (the footer follows the page: shown before it, it would
// move down when the page came, a layout shift). One commit of both, and the style and layout
// after it, were each a task of 90–180 ms under Lighthouse's phone throttling
// (docs/decisions/0033); in two commits each is about half. Nothing shows the shell without its
// page: index.html's boot frame covers the app until the page has rendered (main.tsx). Later
// navigations render the page at once.
import { yieldToBrowser } from '@invest/api';
import { startTransition, useEffect, useState } from 'react';

/** Set once the shell has committed: from then on every page renders with it. */
let shellCommitted = false;

export function usePageAfterShell(): boolean {
  const [shown, setShown] = useState(shellCommitted);
  useEffect(() => {
    if (shown) return undefined;
    shellCommitted = true;
    let live = true;
    void yieldToBrowser().then(() => {
      if (live) startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown;
}
