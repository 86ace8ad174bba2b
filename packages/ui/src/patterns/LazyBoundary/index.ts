export { LazyBoundary, type LazyBoundaryProps } from './LazyBoundary';
