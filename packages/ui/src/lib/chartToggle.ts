// The charts' shared look of a toggle (the price chart's interval, range and series; the
// performance chart's range): one class list, so the two read as one family.
/** A chart's toggle (interval, range, series): a compact button, filled when selected. */
export const chartToggle =
  'inline-flex min-h-9 min-w-9 cursor-default items-center justify-center rounded-md border border-border px-2.5 text-sm font-medium text-fg outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-1 data-[selected]:border-primary data-[selected]:bg-primary data-[selected]:text-primary-fg';
