// After a route change focus moves to the new page's heading (else its
// main landmark), so that keyboard and screen-reader users start on the page they opened, not
// on <body> or on a link of the page they left. Left alone: the first load, a dialog on top,
// and a form field the new page focused itself.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const FIELD = 'input, textarea, select, [contenteditable="true"]';

export function focusPageStart(main: HTMLElement | null): void {
  if (!main) return;
  const active = document.activeElement;
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
  if (active instanceof HTMLElement && main.contains(active) && active.matches(FIELD)) return;
  const heading = main.querySelector<HTMLElement>('h1') ?? main.querySelector<HTMLElement>('h2');
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // after the new page has painted (its heading may render in the same frame)
    const frame = requestAnimationFrame(() =>
      focusPageStart(document.querySelector<HTMLElement>('main')),
    );
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
