export { Button, type ButtonProps } from './Button';
export { buttonVariants, type ButtonVariantProps } from './Button.variants';
