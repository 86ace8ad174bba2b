/**
 * The one focus-ring recipe (WCAG 2.4.7, 2.4.11, 1.4.11): a solid 2 px outline in the
 * theme's `focus-ring` colour (3:1 against every surface, checked by the tokens' contrast test),
 * 2 px outside the part, shown when React Aria marks the part focus-visible.
 *
 * Why `outline-solid`: in Tailwind v4 `outline-none` sets `--tw-outline-style: none`, and
 * `outline-2` only sets the width (its style is `var(--tw-outline-style)`), so
 * `outline-none data-[focus-visible]:outline-2` computes `outline-style: none` and the ring
 * silently disappears. Every recipe here sets the style explicitly in the same state.
 *
 * Each recipe is a complete class string (Tailwind finds classes by scanning the source).
 * A story in every theme (FocusRing.stories) checks the computed outline after keyboard focus.
 */

/** A part React Aria marks `data-focus-visible` (buttons, links, tabs, menu items, rows). */
export const focusRing =
  'outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid';

/** The same ring drawn inside the part: list items and cells whose neighbours would clip it. */
export const focusRingInset =
  'outline-none data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid';

/** A plain element (a router link, a skip link, a scrollable region): CSS `:focus-visible`. */
export const focusRingNative =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus focus-visible:outline-solid';

/** Both: a part that may or may not be React Aria's (the shell's pluggable links). */
export const focusRingAny =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus focus-visible:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid';

/** As `focusRingAny`, drawn inside (the bottom bar's links). */
export const focusRingAnyInset =
  'outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus focus-visible:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid';

/** A text input: the ring shows on any focus (typing needs to see where it goes). */
export const fieldFocusRing =
  'outline-none data-[focused]:border-focus data-[focused]:outline-2 data-[focused]:outline-focus data-[focused]:outline-solid';

/** A box holding an input and its buttons: the ring shows while focus is inside. */
export const groupFocusRing =
  'outline-none data-[focus-within]:border-focus data-[focus-within]:outline-2 data-[focus-within]:outline-focus data-[focus-within]:outline-solid';

/** The visual part of a checkbox, switch or similar inside a `group` label. */
export const indicatorFocusRing =
  'group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-focus group-data-[focus-visible]:outline-solid';

/** As `indicatorFocusRing`, for a radio inside a `group/radio` label. */
export const radioFocusRing =
  'group-data-[focus-visible]/radio:outline-2 group-data-[focus-visible]/radio:outline-offset-2 group-data-[focus-visible]/radio:outline-focus group-data-[focus-visible]/radio:outline-solid';
