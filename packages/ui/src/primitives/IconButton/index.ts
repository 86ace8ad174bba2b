export { IconButton, type IconButtonProps } from './IconButton';
export { iconButtonVariants, type IconButtonVariantProps } from './IconButton.variants';
