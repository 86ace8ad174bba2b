// Shared by the figure components (Amount, PriceChange, Percent, Figure): the one place that
// decides how a number looks (tabular, lining figures for every number).

/** Tabular, lining figures: digits of equal width that line up in columns and do not jump. */
export const figureDigits = 'tabular-nums lining-nums';

export type Direction = 'up' | 'down' | 'unchanged';

/** The direction read from the decimal string itself: money never becomes a JS number. */
export function directionOf(value: string): Direction {
  const text = value.trim();
  if (!/[1-9]/.test(text.split(/e/i)[0]!)) return 'unchanged';
  return text.startsWith('-') ? 'down' : 'up';
}

/** Colour and arrow per direction: the arrow and the sign carry the meaning, not the colour. */
export const directionLooks = {
  up: ['text-up', 'M8 3l6 10H2Z'],
  down: ['text-down', 'M2 3h12L8 13Z'],
  unchanged: ['text-fg-muted', 'M3 7h10v2H3Z'],
} as const;

/** The number of fraction digits written in a decimal string (at most 20, Intl's limit). */
export function decimalsOf(value: string): number {
  return Math.min(value.split(/e/i)[0]!.split('.')[1]?.length ?? 0, 20);
}

/** The direction's arrow, hidden from assistive technology (the spoken text says it). */
export function DirectionArrow({ direction }: { direction: Direction }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="currentColor"
      className="size-[0.75em] shrink-0"
    >
      <path d={directionLooks[direction][1]} />
    </svg>
  );
}
