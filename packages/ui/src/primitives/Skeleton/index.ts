export { Skeleton, Line as SkeletonLine, type SkeletonProps } from './Skeleton';
export { skeletonPulse, skeletonVariants, type SkeletonVariantProps } from './Skeleton.variants';
