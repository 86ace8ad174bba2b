export { Figure, FigureGrid, type FigureGridProps, type FigureProps } from './Figure';
