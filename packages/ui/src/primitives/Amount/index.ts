export { Amount, type AmountProps } from './Amount';
export { amountVariants, type AmountVariantProps } from './Amount.variants';
