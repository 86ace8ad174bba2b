import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The pulse of a whole skeleton block, the element with `data-pulse` (a `Skeleton`, a view's own
 * skeleton rows): one animation for the block, not one a bar; a block inside another pulses with
 * it. Every CSS animation that starts (and every round of
 * an endless one) is an event the page's React root receives and dispatches: a dashboard's 45
 * pulsing bars cost a phone 50 to 130 ms of one frame as they appeared. Stops under
 * prefers-reduced-motion.
 */
export const skeletonPulse = 'animate-pulse in-data-pulse:animate-none motion-reduce:animate-none';

/**
 * Skeleton shape recipes. A bar pulses on its own only outside a skeleton block; inside one
 * (`data-pulse`), the block pulses (`skeletonPulse`). The pulse stops under prefers-reduced-motion.
 */
export const skeletonVariants = cva(
  'block animate-pulse bg-border in-data-pulse:animate-none motion-reduce:animate-none',
  {
    variants: {
      shape: {
        text: 'h-3.5 w-full rounded-sm last:w-3/5',
        rect: 'h-24 w-full rounded-md',
        circle: 'size-10 rounded-full',
      },
    },
    defaultVariants: { shape: 'text' },
  },
);

export type SkeletonVariantProps = VariantProps<typeof skeletonVariants>;
