// The chart is drawn on a canvas: its colours are read from the theme's tokens at draw time.
import type { UTCTimestamp } from 'lightweight-charts';

/** A CSS colour (any syntax the browser knows) as `rgba()` with `alpha`, via a 1-pixel canvas. */
export function withAlpha(color: string, alpha: number): string {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return color;
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The theme's colours at `el` (tokens as CSS variables; the up/down colours follow the setting). */
export function themeColors(el: HTMLElement) {
  const style = getComputedStyle(el);
  const read = (...names: string[]) => {
    for (const n of names) {
      const v = style.getPropertyValue(n).trim();
      if (v) return v;
    }
    return '#888888';
  };
  // the tokens' own custom properties (@invest/tokens: `--iv-*`; Tailwind's theme is inline, so
  // its `--color-*` names may not exist at run time); `--iv-up`/`--iv-down` follow data-up-color
  return {
    up: read('--iv-up', '--iv-positive'),
    down: read('--iv-down', '--iv-negative'),
    fg: read('--iv-text'),
    muted: read('--iv-text-muted'),
    border: read('--iv-border'),
    surface: read('--iv-surface'),
    sma: read('--iv-primary'),
    ema: read('--iv-warning', '--iv-info'),
  };
}

export const toSeconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;
