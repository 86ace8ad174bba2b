export { Figures, type FiguresProps, type FiguresRow } from './Figures';
export { figuresVariants, figuresRowVariants, type FiguresVariantProps } from './Figures.variants';
