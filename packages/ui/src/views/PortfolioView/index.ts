export { PortfolioView, type PortfolioFigures, type PortfolioViewProps } from './PortfolioView';
export type { AllocationSlice } from './Allocation';
export { PerformanceChart, type PerformanceChartProps } from './PerformanceChart';
