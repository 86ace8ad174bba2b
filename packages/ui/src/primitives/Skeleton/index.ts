export { Skeleton, type SkeletonProps } from './Skeleton';
export { skeletonVariants, type SkeletonVariantProps } from './Skeleton.variants';
