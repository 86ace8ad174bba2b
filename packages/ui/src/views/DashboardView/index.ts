export {
  DashboardView,
  dashboardSections,
  type DashboardPortfolio,
  type DashboardSection,
  type DashboardViewProps,
} from './DashboardView';
export { DashboardMarketSummary, type DashboardMarketSummaryProps } from './DashboardMarketSummary';
export {
  DashboardMovers,
  DashboardNews,
  DashboardWatchlist,
  type DashboardMoversProps,
  type DashboardNewsProps,
  type DashboardSectionStatus,
  type DashboardWatchlistProps,
} from './DashboardSections';
