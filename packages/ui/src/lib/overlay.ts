/** The dimmed backdrop behind modals and drawers, fading in and out (not under reduced motion). */
export const backdrop =
  'fixed inset-0 z-50 bg-overlay transition-opacity data-[entering]:opacity-0 data-[exiting]:opacity-0 motion-reduce:transition-none';
