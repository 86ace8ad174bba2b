export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { badgeVariants, type BadgeVariantProps } from './Badge.variants';
