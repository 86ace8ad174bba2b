import { themes } from '@invest/tokens';
import type { ReactNode } from 'react';

/**
 * Renders the same content once per theme, side by side, for review (stories only; not part of
 * the published package). Each panel is a nested `[data-theme]`, which also proves that nested
 * themes work.
 */
export function AllThemes({ children }: { children: ReactNode | (() => ReactNode) }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(18rem,1fr))] gap-4">
      {themes.map((theme) => (
        <div
          key={theme}
          data-theme={theme}
          data-testid={`theme-${theme}`}
          className="flex flex-col gap-3 rounded-lg border border-border p-4"
        >
          <p className="font-mono text-xs text-fg-muted">{theme}</p>
          {typeof children === 'function' ? children() : children}
        </div>
      ))}
    </div>
  );
}

/** A row of examples with a small gap. */
export function Row({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-3">{children}</div>;
}
