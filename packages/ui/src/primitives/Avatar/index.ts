export { Avatar, type AvatarProps } from './Avatar';
export { avatarVariants, type AvatarVariantProps } from './Avatar.variants';
