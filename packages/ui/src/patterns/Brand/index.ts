export { Brand, BrandMark, type BrandProps } from './Brand';
