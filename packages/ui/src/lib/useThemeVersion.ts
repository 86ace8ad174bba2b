import { useEffect, useState } from 'react';

/**
 * A number that changes on each theme switch (the root's class, data-theme or style, and with
 * `upColor` the data-up-color setting): a canvas drawn from the tokens draws again with it.
 */
export function useThemeVersion({ upColor = false }: { upColor?: boolean } = {}): number {
  const [theme, setTheme] = useState(0);
  useEffect(() => {
    // a theme switch changes the tokens: draw again with the new colours
    const observer = new MutationObserver(() => setTheme((n) => n + 1));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: upColor
        ? ['class', 'data-theme', 'data-up-color', 'style']
        : ['class', 'data-theme', 'style'],
    });
    return () => observer.disconnect();
  }, [upColor]);
  return theme;
}
