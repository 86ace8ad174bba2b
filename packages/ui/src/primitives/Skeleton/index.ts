export { Skeleton, Line as SkeletonLine, type SkeletonProps } from './Skeleton';
export { skeletonVariants, type SkeletonVariantProps } from './Skeleton.variants';
