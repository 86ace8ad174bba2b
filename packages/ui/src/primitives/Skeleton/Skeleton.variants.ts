import { cva, type VariantProps } from 'class-variance-authority';

/** Skeleton shape recipes; the pulse stops under prefers-reduced-motion. */
export const skeletonVariants = cva('block animate-pulse bg-border motion-reduce:animate-none', {
  variants: {
    shape: {
      text: 'h-3.5 w-full rounded-sm last:w-3/5',
      rect: 'h-24 w-full rounded-md',
      circle: 'size-10 rounded-full',
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariantProps = VariantProps<typeof skeletonVariants>;
