export {
  DashboardView,
  dashboardSections,
  type DashboardPortfolio,
  type DashboardSection,
  type DashboardViewProps,
} from './DashboardView';
export {
  DashboardMarketSummary,
  DashboardMovers,
  DashboardNews,
  DashboardWatchlist,
  type DashboardMarketSummaryProps,
  type DashboardMoversProps,
  type DashboardNewsProps,
  type DashboardSectionStatus,
  type DashboardWatchlistProps,
} from './DashboardSections';
