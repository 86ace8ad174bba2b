export { Percent, type PercentProps } from './Percent';
